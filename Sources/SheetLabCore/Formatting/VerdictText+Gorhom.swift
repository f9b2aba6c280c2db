/// The words of gorhom's decisions (gorhom/react-native-bottom-sheet).
extension VerdictText {
    static func gorhomStep(_ step: GorhomDecision.Step) -> String {
        switch step {
        case .point(let value, let velocity, let point):
            "point = translationY + initialPosition \(ComparisonText.points(value)) + 0.2 x velocity "
                + "\(ComparisonText.points(velocity)) = \(ComparisonText.points(point))"
        case .distance(let candidate, let top, let distance):
            "|point - \(candidate) \(ComparisonText.points(top))| = \(ComparisonText.points(distance))"
        case .press(let behavior, let snapIndex):
            "pressBehavior \(behavior): " + (snapIndex.map { "snapToIndex(\($0))" } ?? "close()")
        }
    }

    static func gorhomQuirk(_ quirk: GorhomDecision.Quirk) -> String {
        switch quirk {
        case .readsTranslation: "the snap reads translationY + initialPosition, not the over-dragged position drawn"
        case .halfVelocity: "the spring starts with half the release velocity (velocityY / 2)"
        }
    }

    static func gorhomSource(_ function: GorhomDecision.Function) -> String {
        let repository = "gorhom/react-native-bottom-sheet"
        return switch function {
        case .handleOnEnd:
            repository + " src/hooks/useGestureEventsHandlersDefault.tsx handleOnEnd, src/utilities/snapPoint.ts"
        case .backdropPress: repository + " src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx handleOnPress"
        }
    }

    /// `overrideReduceMotion system`: what the other setting does.
    static func gorhomReduceMotion(reduceMotion: Bool) -> String {
        reduceMotion
            ? "reduce motion off: the spring runs instead of the jump (overrideReduceMotion system)"
            : "reduce motion on: Reanimated skips the spring, the sheet jumps (overrideReduceMotion system)"
    }
}
