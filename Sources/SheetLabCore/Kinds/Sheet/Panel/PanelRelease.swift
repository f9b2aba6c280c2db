/// What a peer library decided at a release, an escape or a backdrop tap, with the comparisons
/// it made (for `explain` and the transition line), as values `VerdictText` words.
struct PanelRelease: Sendable, Hashable {
    /// Where the sheet goes.
    enum Target: Sendable, Hashable {
        /// To the position at this index.
        case position(Int)
        /// Out: hidden, closed or dismissed, as the library calls it.
        case dismiss
        /// Nowhere: the library leaves the sheet where the drag left it, at `top`, with its
        /// interaction still in progress (FloatingPanel's `panningEnd` while hidden).
        case leaveWhereDragged(top: Double)
    }

    var target: Target
    /// The decisive comparison, as the transition line prints it after `release: `.
    var reason: Decision.Reason
    /// Every comparison the library's code made, in order.
    var comparisons: [Decision.Step]
    /// The library's source for the rule (repo, file, function).
    var source: Decision.Source
    /// What the library's code does here that a reader would not expect.
    var quirks: [Decision.Quirk] = []
    /// The velocity the library hands to the animation that follows, pt/s along y (down positive).
    var velocity: Double = 0
    /// The callbacks a dismissal fires at its start and end when they are not the design's usual
    /// ones (FloatingPanel's escape dismisses without its delegate's remove callbacks).
    var dismissalStartCallbacks: [String]?
    var dismissalEndCallbacks: [String]?
    /// The callbacks that run first (a design file's button that `runs` its action).
    var actionCallbacks: [String] = []
}
