/// The words of PanModal's decisions (slackhq/PanModal `PanModalPresentationController`).
extension VerdictText {
    /// The controller's file, which every PanModal source names.
    static let panModalFile = "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift"

    /// `fast down, past the middle or below the short form`.
    static func panModalVerdict(_ verdict: PanModalDecision.Verdict) -> String {
        switch verdict {
        case .fastUp(let velocity): "fast, velocity \(ComparisonText.points(velocity)) < 0 (up)"
        case .fastDownNearerLongForm: "fast down, nearer the long form and above the short form"
        case .fastDownDragToDismissOff: "fast down, allows-drag-to-dismiss false"
        case .fastDownPastMiddle: "fast down, past the middle or below the short form"
        case .slowNearestLongForm: "slow, nearest the long form"
        case .slowNearestShortForm: "slow, nearest the short form"
        case .dragToDismissOff: "allows-drag-to-dismiss false"
        case .slowNearestBottom: "slow, nearest the bottom"
        }
    }

    /// The branch and where it goes: `slow, nearest the short form: short`.
    static func panModalReason(_ verdict: PanModalDecision.Verdict, target: String?) -> String {
        panModalVerdict(verdict) + ": " + (target ?? "dismiss")
    }

    static func panModalPlace(_ place: PanModalDecision.Place) -> String {
        switch place {
        case .bottom: "the bottom"
        case .shortForm: "short form"
        case .longForm: "long form"
        }
    }

    static func panModalStep(_ step: PanModalDecision.Step) -> String {
        switch step {
        case .speed(let speed, let significant):
            "|velocity| \(ComparisonText.points(speed)) " + (significant ? ">" : "<=")
                + " 1000 x (1 - snapMovementSensitivity 0.7) = 300.0"
        case .nearerOfLongFormAndBottom(let longForm, let bottom, let y, let nearerLongForm):
            "nearest of long form \(ComparisonText.points(longForm)) and the container's bottom "
                + "\(ComparisonText.points(bottom)) to \(ComparisonText.points(y)): "
                + panModalPlace(nearerLongForm ? .longForm : .bottom)
        case .aboveShortForm(let y, let shortForm, let above):
            "y \(ComparisonText.points(y)) " + (above ? "<" : ">=") + " short form \(ComparisonText.points(shortForm))"
        case .nearest(let bottom, let shortForm, let longForm, let y, let nearest):
            "nearest of the container's bottom \(ComparisonText.points(bottom)), short form "
                + "\(ComparisonText.points(shortForm)) and long form \(ComparisonText.points(longForm)) to "
                + "\(ComparisonText.points(y)): \(panModalPlace(nearest))"
        case .verdict(let verdict): panModalVerdict(verdict)
        case .tapDismisses: "allows-tap-to-dismiss: dismissPresentedViewController()"
        }
    }

    static func panModalSource(_ function: PanModalDecision.Function) -> String {
        switch function {
        case .didPanOnPresentedView: panModalFile + " didPanOnPresentedView"
        case .backgroundViewDidTap: panModalFile + " backgroundView.didTap"
        }
    }

    static let panModalReduceMotion =
        "reduce motion: no change (PanModal has no reduce-motion code; UIView.animate runs the same)"
}
