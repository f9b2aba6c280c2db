/// The words of FloatingPanel's decisions (scenee/FloatingPanel).
extension VerdictText {
    static func floatingPanelVerdict(_ verdict: FloatingPanelDecision.Verdict) -> String {
        switch verdict {
        case .oneAnchor(let name): "one anchor: the panel stays at \(name)"
        case .noAnchorBeyond(let name): "no anchor beyond \(name) that way"
        case .progress(let progress, let target): floatingPanelProgress(progress) + ": \(target)"
        case .removal(let removal): floatingPanelRemoval(removal)
        case .alreadyHidden: "the state is hidden: panningEnd returns at once (\"Already hidden\")"
        }
    }

    /// `progress |578.0 - half| / |half - tip| 0.6 > redirectional-progress 0.5`.
    static func floatingPanelProgress(_ progress: FloatingPanelDecision.Progress) -> String {
        switch progress {
        case .notANumber(let threshold):
            "progress of a projection that is not a number is not > redirectional-progress "
                + ComparisonText.plain(threshold)
        case .measured(let projection, let from, let to, let value, let threshold, let movesOn):
            compared(
                "progress |\(ComparisonText.points(projection)) - \(from)| / |\(from) - \(to)|", value,
                movesOn ? ">" : "<=", "redirectional-progress", threshold)
        }
    }

    static func floatingPanelRemoval(_ removal: FloatingPanelDecision.Removal) -> String {
        compared(
            "removal vector velocity / distance to hidden (\(ComparisonText.points(removal.velocity)) / "
                + "\(ComparisonText.points(removal.distance)))", removal.vector, removal.removes ? ">=" : "<",
            "removal-interaction-velocity-threshold", removal.threshold)
    }

    static func floatingPanelStep(_ step: FloatingPanelDecision.Step) -> String {
        switch step {
        case .fewerThanTwoAnchors: "fewer than 2 anchors: targetState returns the current state"
        case .projection(let current, let velocity, let rate, let projected):
            "projection: \(ComparisonText.points(current)) + (\(ComparisonText.points(velocity)) / 1000) x "
                + "\(ComparisonText.plain(rate)) / (1 - \(ComparisonText.plain(rate))) = "
                + ComparisonText.points(projected)
        case .projectionNotANumber(let first, let last, let top):
            "projection: the anchors \(first) and \(last) are both at \(ComparisonText.points(top)), so "
                + "(velocity / 0 / 1000) x rate / (1 - rate) x 0 is not a number and every comparison with it fails"
        case .directionByDistance(let from, let distance, let down):
            "velocity 0: direction from \(from) by distance \(ComparisonText.points(distance)) "
                + (down ? "> 0 (down)" : "<= 0 (up)")
        case .direction(let velocity, let down):
            "velocity \(ComparisonText.points(velocity)) " + (down ? "> 0 (down)" : "< 0 (up)")
        case .withinSegment(let from, let to, let clamp):
            "should-project-momentum false: the projection stays within one segment beyond \(from)-\(to): "
                + floatingPanelClamp(clamp)
        case .noAnchorBeyond(let name):
            "no anchor beyond \(name) that way: progress 0 / 0 is not > redirectional-progress"
        case .progress(let progress): floatingPanelProgress(progress)
        case .removal(let removal): floatingPanelRemoval(removal)
        case .dismissalTap: "dismissal-tap true: removalVector = .zero; remove()"
        case .escapeDismisses: "is-removal-interaction-enabled true: accessibilityPerformEscape dismisses (animated)"
        case .alreadyHidden:
            "state hidden: panningEnd returns before targetState and endInteraction, so the panel stays where "
                + "the drag left it and the interaction stays in progress"
        }
    }

    static func floatingPanelClamp(_ clamp: FloatingPanelDecision.Clamp) -> String {
        switch clamp {
        case .notANumber: "not a number, unchanged (min and max keep it)"
        case .unchanged(let projection): "\(ComparisonText.points(projection)) unchanged"
        case .clamped(let projection): "clamped to \(ComparisonText.points(projection))"
        }
    }

    static func floatingPanelQuirk(_ quirk: FloatingPanelDecision.Quirk) -> String {
        switch quirk {
        case .escapeSkipsRemoveCallbacks:
            "accessibilityPerformEscape calls dismiss(animated: true) itself, not remove(): the delegate's "
                + "floatingPanelWillRemove and floatingPanelDidRemove are not called"
        }
    }

    static func floatingPanelSource(_ function: FloatingPanelDecision.Function) -> String {
        let repository = "scenee/FloatingPanel"
        return switch function {
        case .targetState: repository + " Sources/Core.swift targetState(from:with:)"
        case .shouldRemove: repository + " Sources/Core.swift panningEnd, shouldRemove"
        case .handleBackdrop: repository + " Sources/Core.swift handleBackdrop(tapGesture:)"
        case .accessibilityPerformEscape: repository + " Sources/Controller.swift accessibilityPerformEscape"
        case .panningEnd: repository + " Sources/Core.swift panningEnd(with:velocity:)"
        }
    }

    static let floatingPanelReduceMotion =
        "reduce motion: no change (FloatingPanel has no reduce-motion code; the same springs run)"
}
