/// `modal`'s state machine as a table: every phase change the machine makes is one of these.
extension ModalMachine {
    /// The transitions of `modal`, for `graph`, `paths` and the invariant checks.
    public static let transitionTable: [TransitionRule] =
        [
            TransitionRule(
                "presentAnimated", from: .dismissed, on: "presentationRequested",
                when: "animated: .move(edge: .bottom) and the backdrop with spring()", to: .presenting),
            TransitionRule(
                "presentAtOnce", from: .dismissed, on: "presentationRequested", when: "not animated", to: .idle),
            TransitionRule(
                "presented", from: .presenting, on: "frameTicked", when: "every animation removed", to: .idle),
            TransitionRule(
                "dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
            TransitionRule(
                "dragBeginsWhileCancelling", from: .cancelling, on: "touchMoved", when: "distance >= min-distance",
                to: .dragging),
            TransitionRule(
                "releaseDismisses", from: .dragging, on: "touchEnded", when: "dy > threshold or velocity > velocity",
                to: .committing),
            TransitionRule(
                "releaseCancels", from: .dragging, on: "touchEnded",
                when: "otherwise: dragOffset springs to 0 with spring(response: 0.3, dampingFraction: 0.6)",
                to: .cancelling),
            TransitionRule(
                "releaseRests", from: .dragging, on: "touchEnded", when: "otherwise, with dragOffset already 0",
                to: .idle),
            TransitionRule(
                "cancelled", from: .cancelling, on: "frameTicked", when: "the cancel spring is removed", to: .idle),
        ]
        + TransitionRule.dismissals(
            "escapeWhile", on: "escapeRequested", from: TransitionRule.whileIdleDraggingOrCancelling)
        + TransitionRule.dismissals(
            "backdropTapWhile", on: "backdropTapped", from: TransitionRule.whileIdleDraggingOrCancelling)
        + [
            TransitionRule(
                "left", from: .committing, on: "frameTicked", when: "every animation of the dismiss removed",
                to: .dismissed),
            TransitionRule(
                "releaseLeavesAtOnce", from: .committing, on: "touchEnded", when: "nothing to animate", to: .dismissed),
            TransitionRule(
                "escapeLeavesAtOnce", from: .committing, on: "escapeRequested", when: "nothing to animate",
                to: .dismissed),
            TransitionRule(
                "backdropTapLeavesAtOnce", from: .committing, on: "backdropTapped", when: "nothing to animate",
                to: .dismissed),
        ]
        + TransitionRule.dismissals(
            "closeWhile", on: "buttonPressed",
            from: [
                (.idle, "Idle", "close: dismiss()"),
                (.dragging, "Dragging", "close: the drag is cancelled first, then dismiss()"),
                (.cancelling, "Cancelling", "close: dismiss()"),
            ])
        + [
            TransitionRule(
                "closeLeavesAtOnce", from: .committing, on: "buttonPressed", when: "nothing to animate", to: .dismissed)
        ]

    /// The transitions of `variant=modifier`: the same rules, guarded by the modifier's springs and
    /// the host's dismissal (seed `SwipeToDismissModifier` and its usage).
    public static let modifierTransitionTable: [TransitionRule] = transitionTable.map { rule in
        var rule = rule
        if let guardText = modifierGuards[rule.name] { rule.guardText = guardText }
        return rule
    }

    /// The guards that read differently for the modifier.
    static let modifierGuards = [
        "releaseDismisses": "dy > threshold or velocity > velocity: onDismiss()",
        "releaseCancels": "otherwise: dragOffset springs to 0 with spring()",
        "closeWhileIdle": "close: the host's withAnimation(.spring()) { isPresented = false }",
        "closeWhileDragging": "close: the drag is cancelled first, then the host's dismissal",
        "closeWhileCancelling": "close: the host's withAnimation(.spring()) { isPresented = false }",
    ]
}
