/// What PanModal's rules decided, as values `VerdictText` words: the branch of
/// `didPanOnPresentedView` a release took and the comparisons it made, or the backdrop's tap.
public enum PanModalDecision {
    /// The branch of `didPanOnPresentedView` that decided a release.
    public enum Verdict: Sendable, Hashable {
        /// A significant velocity upward.
        case fastUp(velocity: Double)
        /// A significant velocity down, nearer the long form than the bottom and above the short form.
        case fastDownNearerLongForm
        /// A significant velocity down with `allows-drag-to-dismiss` false.
        case fastDownDragToDismissOff
        /// A significant velocity down, past the middle or below the short form.
        case fastDownPastMiddle
        case slowNearestLongForm
        case slowNearestShortForm
        /// Slow, nearest the bottom, with `allows-drag-to-dismiss` false.
        case dragToDismissOff
        case slowNearestBottom
    }

    /// A place `nearest(to:inValues:)` can choose.
    public enum Place: Sendable, Hashable {
        case bottom
        case shortForm
        case longForm
    }

    /// One step of the rule, as `explain` lists it under `compared:`.
    public enum Step: Sendable, Hashable {
        /// `|velocity|` against `1000 (1 - snapMovementSensitivity)`.
        case speed(Double, significant: Bool)
        /// `nearest(to:inValues:)` of the long form and the container's bottom to `y`.
        case nearerOfLongFormAndBottom(longForm: Double, bottom: Double, y: Double, nearerLongForm: Bool)
        /// `y` against the short form.
        case aboveShortForm(y: Double, shortForm: Double, above: Bool)
        /// `nearest(to:inValues:)` of the bottom, the short form and the long form to `y`.
        case nearest(bottom: Double, shortForm: Double, longForm: Double, y: Double, nearest: Place)
        /// The branch taken.
        case verdict(Verdict)
        /// `allows-tap-to-dismiss`: the backdrop's tap dismisses.
        case tapDismisses
    }

    /// The function of `PanModalPresentationController` that decided.
    public enum Function: Sendable, Hashable {
        case didPanOnPresentedView
        case backgroundViewDidTap
    }
}
