/// Every phase change `edge` can make, for `graph`, `paths` and the tests.
extension EdgeMachine {
    public static let transitionTable: [TransitionRule] =
        [
            TransitionRule(
                "present", from: .dismissed, on: "presentationRequested", when: "the system presents", to: .idle),
            // `should-begin` false fails the touch as a vertical swipe does; the begin rules' words stay
            // as the log has always printed them.
            TransitionRule(
                "dragBegins", from: .idle, on: "touchMoved",
                when: "distance >= 10, |dx| >= |dy|, away from the edge, touch-down within hit-width", to: .dragging),
            TransitionRule(
                "dragBeginsFromFrozenCancel", from: .cancelling, on: "touchMoved",
                when: "distance >= 10, |dx| >= |dy|, away from the edge", to: .dragging),
            TransitionRule(
                "releaseCommits", from: .dragging, on: "touchEnded",
                when:
                    "no fling back and (translation >= trigger or (velocity > velocity and translation >= min-fling))",
                to: .committing),
            TransitionRule("releaseCancels", from: .dragging, on: "touchEnded", when: "otherwise", to: .cancelling),
            TransitionRule(
                "releaseCancelsAtRest", from: .dragging, on: "touchEnded", when: "cancel with progress already 0",
                to: .idle),
            TransitionRule(
                "cancelEnds", from: .cancelling, on: "frameTicked", when: "cancel animation removed", to: .idle),
            TransitionRule(
                "frozenCancelResumesAtRest", from: .cancelling, on: "touchMoved", when: "touch fails, progress 0",
                to: .idle),
            TransitionRule(
                "frozenCancelLiftsAtRest", from: .cancelling, on: "touchEnded", when: "touch lifts, progress 0",
                to: .idle),
            TransitionRule(
                "commitEnds", from: .committing, on: "frameTicked", when: "commit effect removed, action not dismiss",
                to: .idle),
            TransitionRule(
                "commitDismisses", from: .committing, on: "frameTicked", when: "commit effect removed, action dismiss",
                to: .dismissed),
            TransitionRule(
                "commitEndsAtOnce", from: .committing, on: "touchEnded", when: "commit-effect none, action not dismiss",
                to: .idle),
            TransitionRule(
                "commitDismissesAtOnce", from: .committing, on: "touchEnded",
                when: "commit-effect none, action dismiss",
                to: .dismissed),
            TransitionRule(
                "disabledMidDrag", from: .dragging, on: "parameterChanged", when: "enabled false", to: .cancelling),
            TransitionRule(
                "disabledMidDragAtRest", from: .dragging, on: "parameterChanged", when: "enabled false, progress 0",
                to: .idle),
            TransitionRule(
                "frozenCancelDisabledAtRest", from: .cancelling, on: "parameterChanged",
                when: "enabled false, progress 0",
                to: .idle),
        ]
        + TransitionRule.dismissals(
            "escapeFrom", on: "escapeRequested",
            from: [
                (.idle, "Idle", "enabled"), (.dragging, "Dragging", "enabled"), (.cancelling, "Cancelling", "enabled"),
            ])
        + [
            TransitionRule(
                "escapeEndsIdle", from: .committing, on: "escapeRequested", when: "action pop or custom", to: .idle),
            TransitionRule(
                "escapeDismisses", from: .committing, on: "escapeRequested", when: "action dismiss", to: .dismissed),
        ]
}
