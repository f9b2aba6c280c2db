/// The words of a decision's comparisons, steps, quirks, reduce-motion alternative and readings.
extension VerdictText {
    /// `translation 200.0 >= threshold 140.0`: both sides widened together until they differ
    /// (`ComparisonText.pair`).
    public static func comparison(_ comparison: Comparison) -> String {
        let quantity = quantityName(comparison.quantity)
        let relation = relationSymbol(comparison.relation)
        let (measured, threshold) = ComparisonText.pair(comparison.measured, comparison.threshold)
        switch comparison.source {
        case .zero:
            let (moved, _) = ComparisonText.pair(comparison.measured, 0)
            return "\(quantity) \(moved) \(relation) 0"
        case .flingLimit(let factor, let base):
            return "\(quantity) \(measured) \(relation) fling-factor \(ComparisonText.plain(factor)) x threshold "
                + "\(ComparisonText.points(base)) = \(threshold)"
        default:
            return "\(quantity) \(measured) \(relation) \(thresholdName(comparison.source)) \(threshold)"
        }
    }

    /// `leftName a OP rightName b`, both sides printed by `ComparisonText.pair`, as a peer library's
    /// comparison of two named numbers reads (`yvel 2400.0 > significant-velocity-threshold 500.0`).
    static func compared(_ leftName: String, _ a: Double, _ relation: String, _ rightName: String, _ b: Double)
        -> String
    {
        let (left, right) = ComparisonText.pair(a, b)
        return "\(leftName) \(left) \(relation) \(rightName) \(right)"
    }

    static func quantityName(_ quantity: Comparison.Quantity) -> String {
        switch quantity {
        case .translation: "translation"
        case .predicted: "predicted"
        case .dy: "dy"
        case .releaseVelocity: "release velocity"
        case .velocity: "velocity"
        case .velocityTowardEdge: "velocity toward the edge"
        case .height: "height"
        case .offset: "offset"
        }
    }

    static func relationSymbol(_ relation: Comparison.Relation) -> String {
        switch relation {
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .less: "<"
        case .lessOrEqual: "<="
        case .notGreater: "is not >"
        }
    }

    static func thresholdName(_ source: Comparison.Source) -> String {
        switch source {
        case .zero: "0"
        case .threshold, .flingLimit: "threshold"
        case .velocity: "velocity"
        case .velocityThreshold: "velocity threshold"
        case .trigger: "trigger"
        case .minFling: "min-fling"
        case .triggerThreshold: "trigger-threshold"
        case .dismissBelow: "dismiss-below"
        case .flingDistance: "fling-distance"
        case .dismissOffset: "dismiss-offset"
        }
    }

    public static func step(_ step: Decision.Step) -> String {
        switch step {
        case .comparison(let comparison): Self.comparison(comparison)
        case .liveOffsetDropped(let offset):
            "the drag is cancelled: live offset \(ComparisonText.points(offset)) drops to 0 without animation"
        case .dismissFromZero: "dismiss(from: 0)"
        case .dragOffsetStays(let offset):
            "the drag is cancelled: no onEnded, dragOffset \(ComparisonText.points(offset)) stays"
        case .secondFinger:
            "the finger is still down: the button is a second finger; the dragging finger is ignored until it lifts"
        case .modalDismissal(let resetsOffset, let offset):
            resetsOffset
                ? "dismiss(): binding false and dragOffset 0"
                : "onDismiss(): binding false; dragOffset stays \(ComparisonText.points(offset))"
        case .closeModal: "closeModal(): binding false with spring()"
        case .pressWhileHidden(let button): "\(button): a view that takes no touches takes no button press"
        case .enabledFalse: "enabled false (isEnabled: the unsaved-changes guard)"
        case .edgeTouchCancelled(let dragBegun): dragBegun ? "drag cancelled (no release decision)" : "touch cancelled"
        case .automaticAction(let stack): "action automatic: stack \(stack) \(stack > 1 ? "> 1: pop" : "<= 1: dismiss")"
        case .action(let action): "action \(action.rawValue)"
        case .rootPopsNothing: "stack 1 is the root: pop pops nothing"
        case .actionTiming(let timing): "action-timing \(timing.rawValue)"
        case .backGestureState(let state): "gesture state \(state.rawValue.uppercased())"
        case .backProgress(let progress, let linear, let maximum, let density):
            "progress \(DecimalFormat.format(progress, decimals: 3)) (linear-distance \(ComparisonText.plain(linear)), "
                + "max-distance \(ComparisonText.plain(maximum)) dp = \(ComparisonText.plain(maximum * density)) px "
                + "at density \(ComparisonText.plain(density)))"
        case .backCancel(let seconds):
            "cancel: progress to 0 over cancel-duration, \(PredictiveBack.fastOutSlowInSpelling(seconds: seconds))"
        case .backHide(let seconds):
            "hide: lerp(hide-duration-max, hide-duration-min, progress) = "
                + PredictiveBack.fastOutSlowInSpelling(seconds: seconds)
        case .drawnHeight(let drawn, let modelHeight):
            // `inspect` shows the drawn height, which never goes below 0 (issue 12).
            "drawn height \(ComparisonText.points(drawn)) ("
                + (modelHeight < 0 ? "the height field never goes below 0; " : "")
                + "the rule reads the model height \(ComparisonText.points(modelHeight)))"
        case .detentDistance(let detent, let detentHeight, let height, let distance):
            "distance to \(detent.spelling): |\(ComparisonText.points(detentHeight)) - "
                + "\(ComparisonText.points(height))| = \(ComparisonText.points(distance))"
        case .dismissDisabledSnaps: "dismiss disabled (interactiveDismissDisabled): the release snaps instead"
        case .drawnOffset(let drawn, let offset):
            "drawn offset \(ComparisonText.points(drawn)) (the rule reads the seed's offset "
                + "\(ComparisonText.points(offset)))"
        case .dismissDisabled: "dismiss disabled"
        case .passesThrough(let selected, let height, let through, let limitHeight):
            passesThrough(selected: selected, height: height, through: through, limitHeight: limitHeight)
        case .touchCancelledBeforeBegin: "touch cancelled before the drag began"
        case .offsetStays(let offset): "drag cancelled without onEnded: offset stays \(ComparisonText.points(offset))"
        case .offsetStaysHeightFrozen(let offset, let height):
            "drag cancelled without onEnded: offset stays \(ComparisonText.points(offset)) "
                + "(height frozen at \(ComparisonText.points(height)))"
        case .noDragGesture: "the sheet has no .gesture: a drag on it moves nothing; its buttons answer press"
        case .reset: "reset: selectedFilters.removeAll(); isPresented stays true"
        case .sheetButton(let button):
            button.hasPrefix("action ")
                ? "\(button): action.action() runs first, then withAnimation { isPresented = false }"
                : "\(button): withAnimation { isPresented = false }"
        case .libraryIgnores(let trigger): "\(trigger.rawValue): nothing in the library's code answers it here"
        case .libraryRefuses(let refusal): libraryRefusalStep(refusal)
        case .panModal(let step): panModalStep(step)
        case .gorhom(let step): gorhomStep(step)
        case .floatingPanel(let step): floatingPanelStep(step)
        case .material(let step): materialStep(step)
        case .designComparison(let record, let citation): designComparison(record) + " (\(citation))"
        case .designStatement(let statement, let citation): statement + " (\(citation))"
        }
    }

    public static func quirk(_ quirk: Decision.Quirk) -> String {
        switch quirk {
        case .modalStaleOffset(let dy, let offset):
            "modal offset kept when dragging back above the start: dy \(ComparisonText.points(dy)) <= 0, "
                + "so dragOffset stayed \(ComparisonText.points(offset)) (the seed updates it only while dy > 0)"
        case .modalKeptOffset(let offset):
            "the modifier's onDismiss (the host's withAnimation(.spring()) { isPresented = false }) does not reset "
                + "dragOffset, so the modal leaves from offset \(ComparisonText.points(offset)) and moves down by "
                + "its height"
        case .rootPop:
            "pop with stack 1 pops nothing: the modal's navigation stack is at its root (UIKit's "
                + "popViewController returns nil there); the action still counts"
        case .predictedCalledVelocity:
            "the seed calls predictedEndTranslation a velocity (velocity = -predicted; velocity < -500 dismisses)"
        case .sameDetentJump:
            "sheet snapping back to the same detent without animation: the seed animates only when "
                + "currentDetent changes (.animation(_:value: currentDetent)), so the height jumps back"
        case .tallDetent(let detent, let height, let container, let safeAreaTop):
            tallDetentQuirk(detent, height: height, container: container, safeAreaTop: safeAreaTop)
        case .profileLeave(let profile): SheetProfile.named(profile).leaveQuirk ?? ""
        case .keptOffset(let offset):
            "the seed does not reset offset when it dismisses (only onChange(of: isPresented) does, on "
                + "presentation), so the sheet leaves from offset \(ComparisonText.points(offset)) and moves down by "
                + "its height from there"
        case .offsetPredictedCalledVelocity:
            "the seed calls predictedEndTranslation.height a velocity (let velocity = "
                + "value.predictedEndTranslation.height; velocity > 200 dismisses)"
        case .lastOffset(let grabbedAt):
            "lastOffset is set to 0 at every release, so this drag, begun during the spring back with the sheet "
                + "drawn at offset \(ComparisonText.points(grabbedAt)), set offset from its own translation "
                + "(offset = max(0, translation + 0)) while the spring back went on decaying on top"
        case .dismissDisabled: dismissDisabledQuirk
        case .gorhom(let quirk): gorhomQuirk(quirk)
        case .floatingPanel(let quirk): floatingPanelQuirk(quirk)
        }
    }

    public static func motionAlternative(_ alternative: Decision.MotionAlternative) -> String {
        switch alternative {
        case .screenCancel(let reduceMotion):
            reduceMotion
                ? "reduce motion off: settledOffset springs back to 0 with spring(duration: 0.4, bounce: 0.2) "
                    + "(cancelling)"
                : "reduce motion on: settledOffset jumps back to 0 without animation (idle at once)"
        case .screenDismiss(let offset, let target, let reduceMotion):
            reduceMotion
                ? "reduce motion off: the page eases from \(ComparisonText.points(offset)) to "
                    + "\(ComparisonText.points(target)) with easeIn(duration: 0.25); onDismiss when logically complete"
                : "reduce motion on: onDismiss at once, no exit animation, and the page never scales"
        case .modal(let animation, let reduceMotion):
            reduceMotion
                ? "reduce motion off: \(animation.spelling) instead of easeOut(duration: 0.2)"
                : "reduce motion on: easeOut(duration: 0.2) instead of \(animation.spelling)"
        case .sheet(let profile, let reduceMotion):
            reduceMotion
                ? "reduce motion off: \(SheetProfile.named(profile).presentationSpelling) instead of "
                    + SheetMachine.reducedSpelling
                : "reduce motion on: \(SheetMachine.reducedSpelling) instead of "
                    + SheetProfile.named(profile).presentationSpelling
        case .edgeTiming(let now, let then, let reduceMotionThen):
            "reduce motion \(reduceMotionThen ? "on" : "off"): \(then.spelling) instead of \(now.spelling)"
        case .panModalUnchanged: panModalReduceMotion
        case .gorhomSystem(let reduceMotion): gorhomReduceMotion(reduceMotion: reduceMotion)
        case .floatingPanelUnchanged: floatingPanelReduceMotion
        case .materialUnchanged: materialReduceMotion
        }
    }

    public static func reading(_ reading: Decision.Reading) -> String {
        switch reading {
        case .keptSpring(let timing, let commit):
            "respects-reduce-motion false: \(commit ? "commit-timing" : "cancel-timing") \(timing.spelling) runs "
                + "under reduce motion too"
        case .commitEffectNone:
            "commit-effect none: no drawn change; the indicator is removed and the commit ends at once"
        case .commitEffectCollapse(let timing):
            "commit-effect collapse: bubble-width and bubble-height x f, f 1 -> 0 with \(timing.spelling)"
        case .commitEffectExpand(let timing):
            "commit-effect expand: bubble-width and bubble-height x (2 - f), f 1 -> 0 with \(timing.spelling)"
        case .shouldBeginEscape:
            "should-begin false guards the swipe only (shouldBegin is the pan's begin question): escape acts; "
                + "enabled=false (isEnabled, the README's unsaved-changes guard) ignores escape too"
        }
    }

    /// A detent taller than the safe-area container (`large`, 90% of the screen: taller than the
    /// container by default): the seed's ZStack grows and the container centres it, so the sheet's
    /// top rests under the top safe-area inset (docs/models.md#sheet, Layout).
    static func tallDetentQuirk(_ detent: SheetDetent, height: Double, container: Double, safeAreaTop: Double)
        -> String
    {
        let under = (height - container) / 2
        return "detent \(detent.spelling) (\(ComparisonText.points(height)) pt) is taller than the safe-area "
            + "container (\(ComparisonText.points(container)) pt): the seed's ZStack grows and the container centres "
            + "it, so the sheet's top rests \(ComparisonText.points(under)) pt under the top safe-area inset "
            + "(at \(ComparisonText.points(safeAreaTop - under)), the inset at \(ComparisonText.points(safeAreaTop)))"
    }

    /// The sheet's `dismiss=disabled` quirk, which also words the rule that ignores an escape or tap.
    static let dismissDisabledQuirk = "dismiss=disabled (interactiveDismissDisabled): nothing dismisses"
}
