/// What `BottomSheetBehavior`'s rules decided, as values `VerdictText` words: the branch of
/// `onViewReleased` a release took and the comparisons it made (offsets in whole pixels, as the
/// library holds them), the dialog's touch outside, or back.
public enum MaterialDecision {
    /// The branch of `onViewReleased` that decided a release.
    public enum Verdict: Sendable, Hashable {
        /// Up with `fit-to-contents`: expanded.
        case upFitToContents(yvel: Double)
        /// Up: half-expanded when the top is below half-expanded's offset, else expanded.
        case up(top: Int, halfExpanded: Int, belowHalfExpanded: Bool)
        case hideFast
        case hideLow
        /// `shouldHide` held, but the release was neither fast nor low, with `fit-to-contents`: expanded.
        case hideRefusedFitToContents
        /// `shouldHide` held, but the release was neither fast nor low: the nearer of expanded and half-expanded.
        case hideRefusedNearer(expanded: Bool)
        /// No velocity with `fit-to-contents`: the nearer of expanded and collapsed, by distances.
        case stillFitToContents(toExpanded: Int, toCollapsed: Int, nearerExpanded: Bool)
        /// No velocity above half-expanded: the top itself (the library's distance to expanded)
        /// against the distance to collapsed.
        case stillAboveHalfExpanded(top: Int, toCollapsed: Int, nearerExpanded: Bool)
        /// No velocity: the nearer of half-expanded and collapsed, by distances.
        case still(toHalfExpanded: Int, toCollapsed: Int, nearerHalfExpanded: Bool)
        case downFitToContents
        /// Down: the nearer of half-expanded and collapsed, by distances.
        case down(toHalfExpanded: Int, toCollapsed: Int, nearerHalfExpanded: Bool)
    }

    /// One step of the rule, as `explain` lists it under `compared:`.
    public enum Step: Sendable, Hashable {
        /// The top and the release velocity, px/s after `clampMag`, from the finger's pt/s.
        case releaseVelocity(top: Int, yvel: Double, velocity: Double, density: Double)
        /// `shouldHide` with `skip-collapsed`: true at once.
        case hideSkipCollapsed
        /// `shouldHide` above collapsed: collapse, not hide.
        case hideAboveCollapsed(top: Int, collapsed: Int)
        /// `shouldHide` with a peek of 0: any distance hides, none does not.
        case hideWithoutPeek(projectedTop: Double, collapsed: Int, distance: Double, hides: Bool)
        /// `shouldHide`: the distance of the projected top from collapsed over the peek against
        /// `HIDE_THRESHOLD`.
        case hide(projectedTop: Double, collapsed: Int, peek: Int, ratio: Double, hides: Bool)
        /// `yvel` against `significant-velocity-threshold`.
        case significantVelocity(yvel: Double, threshold: Double, fast: Bool)
        /// The top against the middle of the parent's height and expanded's offset.
        case releasedLow(top: Int, parentHeight: Int, expanded: Int, low: Bool)
        /// The branch taken.
        case verdict(Verdict)
        /// `canceled-on-touch-outside`: the dialog's touch outside cancels it.
        case touchOutsideCancels
        /// Back without a progress event: `setState` to hidden, or to collapsed when not hideable.
        case backWithoutProgress(hides: Bool)
    }

    /// The library's function that decided.
    public enum Function: Sendable, Hashable {
        case onViewReleased
        case handleBackInvoked
        /// BottomSheetDialog's `touch_outside` listener.
        case touchOutside
    }
}
