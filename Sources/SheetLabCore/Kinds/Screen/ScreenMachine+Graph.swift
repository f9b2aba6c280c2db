/// `screen`'s state machine as a table: every phase change the machine makes is one of these.
extension ScreenMachine {
    /// The transitions of `screen`, for `graph`, `paths` and the invariant checks.
    public static let transitionTable: [TransitionRule] =
        [
            TransitionRule(
                "presentAnimated", from: .dismissed, on: "presentationRequested",
                when: "animated, reduce motion off: .move(edge: .bottom) with smooth(duration: 0.35)", to: .presenting),
            TransitionRule(
                "presentAtOnce", from: .dismissed, on: "presentationRequested",
                when: "not animated, or reduce motion on", to: .idle),
            TransitionRule("presented", from: .presenting, on: "frameTicked", when: "the move is removed", to: .idle),
            TransitionRule(
                "dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
            TransitionRule(
                "dragBeginsWhileCancelling", from: .cancelling, on: "touchMoved", when: "distance >= min-distance",
                to: .dragging),
            TransitionRule(
                "releaseDismisses", from: .dragging, on: "touchEnded",
                when: "translation > 0 and (translation >= threshold or predicted >= fling-factor x threshold)",
                to: .committing),
            TransitionRule(
                "releaseCancels", from: .dragging, on: "touchEnded",
                when: "otherwise: settledOffset springs back with spring(duration: 0.4, bounce: 0.2)", to: .cancelling),
            TransitionRule(
                "releaseRests", from: .dragging, on: "touchEnded",
                when: "otherwise, with nothing to move back (upward-only drag) or reduce motion on", to: .idle),
            TransitionRule(
                "cancelled", from: .cancelling, on: "frameTicked", when: "the cancel spring is removed", to: .idle),
        ]
        + TransitionRule.dismissals(
            "escapeWhile", on: "escapeRequested", from: TransitionRule.whileIdleDraggingOrCancelling)
        + [
            TransitionRule(
                "exitComplete", from: .committing, on: "frameTicked",
                when: "easeIn(duration: 0.25) logically complete: onDismiss", to: .dismissed),
            TransitionRule(
                "releaseDismissesAtOnce", from: .committing, on: "touchEnded",
                when: "reduce motion on (or nothing to animate): onDismiss at once", to: .dismissed),
            TransitionRule(
                "escapeDismissesAtOnce", from: .committing, on: "escapeRequested",
                when: "reduce motion on (or nothing to animate): onDismiss at once", to: .dismissed),
        ]
}

extension ScreenMachine {
    /// A design file's screen: the seed's transitions, and its buttons that dismiss.
    static let writtenTransitionTable: [TransitionRule] =
        transitionTable
        + TransitionRule.dismissals(
            "pressWhile", on: "buttonPressed", from: TransitionRule.whileIdleDraggingOrCancelling)
        + [
            TransitionRule(
                "pressDismissesAtOnce", from: .committing, on: "buttonPressed",
                when: "no dismissal animation: onDismiss at once", to: .dismissed)
        ]

    /// The seed's transitions, or with a design file's buttons.
    public var transitionRules: [TransitionRule] {
        parameters.written == nil ? Self.transitionTable : Self.writtenTransitionTable
    }
}
