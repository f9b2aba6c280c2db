/// The words of `BottomSheetBehavior`'s decisions (material-components/material-components-android).
extension VerdictText {
    static func materialVerdict(_ verdict: MaterialDecision.Verdict) -> String {
        switch verdict {
        case .upFitToContents(let yvel): "yvel \(ComparisonText.plain(yvel)) < 0 (up), fit-to-contents"
        case .up(let top, let halfExpanded, let below):
            "yvel < 0 (up), top \(top) \(below ? ">" : "<=") half-expanded \(halfExpanded)"
        case .hideFast: "should hide and yvel > significant-velocity-threshold"
        case .hideLow: "should hide and released low"
        case .hideRefusedFitToContents: "should hide, but neither fast nor low: fit-to-contents"
        case .hideRefusedNearer(let expanded):
            "should hide, but neither fast nor low: nearer \(expanded ? "expanded" : "half-expanded")"
        case .stillFitToContents(let toExpanded, let toCollapsed, let nearerExpanded):
            "yvel 0: |top - expanded| \(toExpanded) " + (nearerExpanded ? "<" : ">=")
                + " |top - collapsed| \(toCollapsed)"
        case .stillAboveHalfExpanded(let top, let toCollapsed, let nearerExpanded):
            "yvel 0 above half-expanded: top \(top) " + (nearerExpanded ? "<" : ">=")
                + " |top - collapsed| \(toCollapsed)"
        case .still(let toHalfExpanded, let toCollapsed, let nearerHalfExpanded):
            "yvel 0: |top - half-expanded| \(toHalfExpanded) " + (nearerHalfExpanded ? "<" : ">=")
                + " |top - collapsed| \(toCollapsed)"
        case .downFitToContents: "yvel > 0 (down), fit-to-contents"
        case .down(let toHalfExpanded, let toCollapsed, let nearerHalfExpanded):
            "yvel > 0 (down): |top - half-expanded| \(toHalfExpanded) " + (nearerHalfExpanded ? "<" : ">=")
                + " |top - collapsed| \(toCollapsed)"
        }
    }

    /// The branch and the state it goes to: `yvel > 0 (down), fit-to-contents: collapsed`.
    static func materialReason(_ verdict: MaterialDecision.Verdict, target: MaterialDesign.State?) -> String {
        materialVerdict(verdict) + ": " + (target?.rawValue ?? "hidden")
    }

    static func materialStep(_ step: MaterialDecision.Step) -> String {
        switch step {
        case .releaseVelocity(let top, let yvel, let velocity, let density):
            "top \(top) px, yvel \(ComparisonText.plain(yvel)) px/s (\(ComparisonText.points(velocity)) pt/s x "
                + "density \(ComparisonText.plain(density)), clampMag to 50..8000 dp/s)"
        case .hideSkipCollapsed: "shouldHide: skip-collapsed true"
        case .hideAboveCollapsed(let top, let collapsed):
            "shouldHide: top \(top) < collapsed \(collapsed): collapse, not hide"
        case .hideWithoutPeek(let projectedTop, let collapsed, let distance, let hides):
            "shouldHide: |top + yvel x hide-friction - collapsed| = |\(ComparisonText.plain(projectedTop)) - "
                + "\(collapsed)| = \(ComparisonText.plain(distance)) " + (hides ? ">" : "<=")
                + " 0 with peek 0 (the library's division by peek: any distance hides, none does not)"
        case .hide(let projectedTop, let collapsed, let peek, let ratio, let hides):
            "shouldHide: |top + yvel x hide-friction - collapsed| / peek = |\(ComparisonText.plain(projectedTop)) - "
                + "\(collapsed)| / \(peek) = \(ComparisonText.plain(ratio)) " + (hides ? ">" : "<=")
                + " HIDE_THRESHOLD 0.5"
        case .significantVelocity(let yvel, let threshold, let fast):
            compared("yvel", yvel, fast ? ">" : "<=", "significant-velocity-threshold", threshold)
        case .releasedLow(let top, let parentHeight, let expanded, let low):
            "released low: top \(top) \(low ? ">" : "<=") (parent \(parentHeight) + expanded "
                + "\(expanded)) / 2 = \((parentHeight + expanded) / 2)"
        case .verdict(let verdict): materialVerdict(verdict)
        case .touchOutsideCancels:
            "canceled-on-touch-outside: cancel(); sheetlab slides the sheet to hidden as setState does"
        case .backWithoutProgress(let hides):
            "back without a progress event: setState(\(hides ? "STATE_HIDDEN" : "STATE_COLLAPSED"))"
        }
    }

    static func materialSource(_ function: MaterialDecision.Function) -> String {
        let repository = "material-components/material-components-android"
        return switch function {
        case .onViewReleased: repository + " BottomSheetBehavior.java onViewReleased"
        case .handleBackInvoked: repository + " BottomSheetBehavior.java handleBackInvoked"
        case .touchOutside: repository + " BottomSheetDialog.java touch_outside"
        }
    }

    static let materialReduceMotion =
        "reduce motion: no change (BottomSheetBehavior and ViewDragHelper have no reduce-motion code)"
}
