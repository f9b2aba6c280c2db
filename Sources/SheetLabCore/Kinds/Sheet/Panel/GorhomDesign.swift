/// `profile=gorhom`: gorhom/react-native-bottom-sheet's `BottomSheetModal` on iOS
/// (src/components/bottomSheet/BottomSheet.tsx, src/hooks/useGestureEventsHandlersDefault.tsx,
/// src/utilities/snapPoint.ts, src/utilities/animate.ts, src/components/bottomSheetBackdrop),
/// animated by Reanimated 3's `withSpring`.
///
/// React Native lays out in density-independent points, which sheetlab reads as its points.
public struct GorhomDesign: PanelDesign {
    /// `snap-points`: the `snapPoints` prop, heights from the bottom (sheetlab's choice: the prop is
    /// required; `enableDynamicSizing`'s content detent is not modelled).
    var snapPoints: [PanelLength] = [.fraction(0.25), .fraction(0.5)]
    /// `index`: 0.
    var index = 0
    /// `enable-pan-down-to-close`: BottomSheetModal's default, true (BottomSheet's is false).
    var enablePanDownToClose = true
    /// `enable-over-drag`: true.
    var enableOverDrag = true
    /// `over-drag-resistance-factor`: 2.5.
    var overDragResistanceFactor = 2.5
    /// The iOS `ANIMATION_CONFIGS` spring: damping 500, stiffness 1000, mass 3, overshoot clamping,
    /// rest thresholds 10 (src/utilities/animate.ts, src/constants.ts).
    var damping = 500.0
    var stiffness = 1000.0
    var mass = 3.0
    var overshootClamping = true
    var restDisplacementThreshold = 10.0
    var restSpeedThreshold = 10.0
    /// `BottomSheetBackdrop`: `opacity` 0.5, `appearsOnIndex` 1, `disappearsOnIndex` 0, `pressBehavior` close.
    var backdropOpacity = 0.5
    var appearsOnIndex = 1.0
    var disappearsOnIndex = 0.0
    var pressBehavior = "close"
    /// `overrideReduceMotion`: `ReduceMotion.System`.
    var overrideReduceMotion = "system"
    /// The pan gesture's activation distance (react-native-gesture-handler; sheetlab's reading, 10 pt).
    var minDistance = 10.0

    public init() {}

    /// Where the library lives, for the parameters' sources.
    static let repository = "gorhom/react-native-bottom-sheet "

    static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "snap-points", defaultValue: "25%,50%",
            summary: "the snapPoints prop: heights, NNN pt or NN% of the container, lowest first; a position is "
                + "max(0, container - point); the default is sheetlab's, the prop being required",
            range: "a comma list of NNN (pt) or NN% from 0 to 100",
            source: repository + "src/utilities/normalizeSnapPoint.ts normalizeSnapPoint; "
                + "src/components/bottomSheet/BottomSheet.tsx animatedSnapPoints"),
        ParameterInfo(
            name: "index", defaultValue: "0", summary: "the snap point presented", range: "an index of snap-points",
            source: repository + "src/components/bottomSheetModal/BottomSheetModal.tsx BottomSheetModal (index = 0)"),
        ParameterInfo(
            name: "enable-pan-down-to-close", defaultValue: "true", words: ["true", "false"],
            summary: "the closed position is a snap point too (BottomSheet's own default is false)",
            range: "true, false",
            source: repository + "src/components/bottomSheetModal/BottomSheetModal.tsx BottomSheetModal "
                + "(enablePanDownToClose = true); src/components/bottomSheet/constants.ts "
                + "DEFAULT_ENABLE_PAN_DOWN_TO_CLOSE (false)"),
        ParameterInfo(
            name: "enable-over-drag", defaultValue: "true", words: ["true", "false"],
            summary: "past the highest and lowest points the sheet resists: limit -/+ sqrt(1 + distance) x factor",
            range: "true, false",
            source: repository + "src/hooks/useGestureEventsHandlersDefault.tsx handleOnChange; "
                + "src/components/bottomSheet/constants.ts DEFAULT_ENABLE_OVER_DRAG"),
        ParameterInfo(
            name: "over-drag-resistance-factor", defaultValue: "2.5", summary: "the over-drag's factor",
            range: ">= 0",
            source: repository + "src/components/bottomSheet/constants.ts DEFAULT_OVER_DRAG_RESISTANCE_FACTOR"),
        ParameterInfo(
            name: "damping", defaultValue: "500",
            summary: "the iOS spring's damping; with stiffness 1000 and mass 3, zeta = 4.56 >= 1, which Reanimated "
                + "moves as a critically damped spring at sqrt(stiffness / mass)", range: ">= 0",
            source: repository + "src/constants.ts ANIMATION_CONFIGS (iOS); src/utilities/animate.ts; "
                + "software-mansion/react-native-reanimated src/animation/spring.ts"),
        ParameterInfo(
            name: "stiffness", defaultValue: "1000", summary: "the iOS spring's stiffness", range: "> 0",
            source: repository + "src/constants.ts ANIMATION_CONFIGS"),
        ParameterInfo(
            name: "mass", defaultValue: "3", summary: "the iOS spring's mass", range: "> 0",
            source: repository + "src/constants.ts ANIMATION_CONFIGS"),
        ParameterInfo(
            name: "overshoot-clamping", defaultValue: "true", words: ["true", "false"],
            summary: "the spring ends where it crosses its target", range: "true, false",
            source: repository + "src/constants.ts ANIMATION_CONFIGS; software-mansion/react-native-reanimated "
                + "src/animation/springUtils.ts isAnimationTerminatingCalculation"),
        ParameterInfo(
            name: "rest-displacement-threshold", defaultValue: "10",
            summary: "the spring ends when nearer its target than this and slower than rest-speed-threshold",
            unit: "pt", range: ">= 0", source: repository + "src/constants.ts ANIMATION_CONFIGS"),
        ParameterInfo(
            name: "rest-speed-threshold", defaultValue: "10", summary: "see rest-displacement-threshold",
            unit: "pt/s", range: ">= 0", source: repository + "src/constants.ts ANIMATION_CONFIGS"),
        ParameterInfo(
            name: "backdrop-opacity", defaultValue: "0.5",
            summary: "BottomSheetBackdrop's opacity, interpolated over the animated index from disappears-on-index "
                + "to appears-on-index", range: "0 to 1",
            source: repository + "src/components/bottomSheetBackdrop/constants.ts DEFAULT_OPACITY"),
        ParameterInfo(
            name: "appears-on-index", defaultValue: "1", summary: "the index where the backdrop is full",
            range: ">= 0",
            source: repository + "src/components/bottomSheetBackdrop/constants.ts "
                + "DEFAULT_APPEARS_ON_INDEX"),
        ParameterInfo(
            name: "disappears-on-index", defaultValue: "0", summary: "the index where the backdrop is gone",
            range: ">= 0",
            source: repository + "src/components/bottomSheetBackdrop/constants.ts "
                + "DEFAULT_DISAPPEARS_ON_INDEX"),
        ParameterInfo(
            name: "press-behavior", defaultValue: "close",
            summary: "a backdrop press: close, collapse (to disappears-on-index), none, or snap to an index",
            range: "close, collapse, none or an index",
            source: repository + "src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx handleOnPress "
                + "(DEFAULT_PRESS_BEHAVIOR close)"),
        ParameterInfo(
            name: "override-reduce-motion", defaultValue: "system", words: ["system", "always", "never"],
            summary: "system: under reduce motion Reanimated skips the animation (the sheet jumps); always: skips; "
                + "never: animates", range: "system, always, never",
            source: repository + "src/components/bottomSheet/BottomSheet.tsx animateToPosition "
                + "(overrideReduceMotion); src/utilities/animate.ts (ReduceMotion.System)"),
        ParameterInfo(
            name: "min-distance", defaultValue: "10",
            summary: "the pan's travel before it activates", unit: "pt", range: ">= 0",
            source: "sheetlab's reading: react-native-gesture-handler's Pan has no default distance; "
                + "SwiftUI DragGesture's documented 10"),
    ]

    mutating func set(_ name: String, to text: String) throws(ParameterError) -> Bool {
        switch name {
        case "snap-points":
            var points: [PanelLength] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                points.append(try PanelLength(parsing: String(item), for: name))
            }
            snapPoints = points
            if index >= points.count { index = 0 }
        case "index":
            guard let value = Int(text), snapPoints.indices.contains(value) else {
                throw .invalidValue(name: name, value: text, expected: "an index from 0 to \(snapPoints.count - 1)")
            }
            index = value
        case "enable-pan-down-to-close": enablePanDownToClose = try PanelParameterText.flag(name, text)
        case "enable-over-drag": enableOverDrag = try PanelParameterText.flag(name, text)
        case "over-drag-resistance-factor": overDragResistanceFactor = try PanelParameterText.number(name, text)
        case "damping": damping = try PanelParameterText.number(name, text)
        case "stiffness": stiffness = try PanelParameterText.number(name, text, .positive)
        case "mass": mass = try PanelParameterText.number(name, text, .positive)
        case "overshoot-clamping": overshootClamping = try PanelParameterText.flag(name, text)
        case "rest-displacement-threshold": restDisplacementThreshold = try PanelParameterText.number(name, text)
        case "rest-speed-threshold": restSpeedThreshold = try PanelParameterText.number(name, text)
        case "backdrop-opacity": backdropOpacity = try PanelParameterText.number(name, text, .unitInterval)
        case "appears-on-index": appearsOnIndex = try PanelParameterText.number(name, text)
        case "disappears-on-index": disappearsOnIndex = try PanelParameterText.number(name, text)
        case "press-behavior":
            guard ["close", "collapse", "none"].contains(text) || Int(text).map({ $0 >= 0 }) == true else {
                throw .invalidValue(name: name, value: text, expected: "close, collapse, none or an index")
            }
            pressBehavior = text
        case "override-reduce-motion":
            overrideReduceMotion = try PanelParameterText.word(name, text, in: ["system", "always", "never"])
        case "min-distance": minDistance = try PanelParameterText.number(name, text)
        default: return false
        }
        return true
    }

    func text(of name: String) -> String? {
        switch name {
        case "snap-points": snapPoints.map(\.text).joined(separator: ",")
        case "index": String(index)
        case "enable-pan-down-to-close": PanelParameterText.text(enablePanDownToClose)
        case "enable-over-drag": PanelParameterText.text(enableOverDrag)
        case "over-drag-resistance-factor": PanelParameterText.text(overDragResistanceFactor)
        case "damping": PanelParameterText.text(damping)
        case "stiffness": PanelParameterText.text(stiffness)
        case "mass": PanelParameterText.text(mass)
        case "overshoot-clamping": PanelParameterText.text(overshootClamping)
        case "rest-displacement-threshold": PanelParameterText.text(restDisplacementThreshold)
        case "rest-speed-threshold": PanelParameterText.text(restSpeedThreshold)
        case "backdrop-opacity": PanelParameterText.text(backdropOpacity)
        case "appears-on-index": PanelParameterText.text(appearsOnIndex)
        case "disappears-on-index": PanelParameterText.text(disappearsOnIndex)
        case "press-behavior": pressBehavior
        case "override-reduce-motion": overrideReduceMotion
        case "min-distance": PanelParameterText.text(minDistance)
        default: nil
        }
    }
}
