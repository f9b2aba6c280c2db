/// Every phase change `sheet` can make, for `graph`, `paths` and the tests.
extension SheetMachine {
    public static let transitionTable: [TransitionRule] = [
        TransitionRule(
            "presentAnimated", from: .dismissed, on: "presentationRequested", when: "animated", to: .presenting),
        TransitionRule(
            "presentAtOnce", from: .dismissed, on: "presentationRequested", when: "not animated, or nothing to animate",
            to: .idle),
        TransitionRule(
            "presentationEnds", from: .presenting, on: "frameTicked", when: "entry animations removed", to: .idle),
        TransitionRule("dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
        TransitionRule(
            "dragGrabsSettlingSheet", from: .settling, on: "touchMoved", when: "distance >= min-distance", to: .dragging
        ),
        TransitionRule(
            "releaseDismisses", from: .dragging, on: "touchEnded",
            when: "dismiss enabled and (height < dismiss-below or predicted > fling-distance)", to: .committing),
        TransitionRule(
            "releaseSnapsToNewDetent", from: .dragging, on: "touchEnded", when: "nearest detent is another one",
            to: .settling),
        TransitionRule(
            "releaseSnapsBack", from: .dragging, on: "touchEnded",
            when: "nearest detent is the current one (jump, no animation) or nothing to animate", to: .idle),
        TransitionRule("settleEnds", from: .settling, on: "frameTicked", when: "detent animations removed", to: .idle),
        TransitionRule("setDetent", from: .idle, on: "parameterChanged", when: "detent changes", to: .settling),
        TransitionRule(
            "setDetentAtOnce", from: .settling, on: "parameterChanged", when: "new detent needs no animation",
            to: .idle),
        TransitionRule("escapeDismisses", from: .idle, on: "escapeRequested", when: "dismiss enabled", to: .committing),
        TransitionRule(
            "escapeDismissesDragging", from: .dragging, on: "escapeRequested", when: "dismiss enabled", to: .committing),
        TransitionRule(
            "escapeDismissesSettling", from: .settling, on: "escapeRequested", when: "dismiss enabled", to: .committing),
        TransitionRule(
            "tapDismisses", from: .idle, on: "backdropTapped", when: "dismiss enabled and dimmed", to: .committing),
        TransitionRule(
            "tapDismissesDragging", from: .dragging, on: "backdropTapped", when: "dismiss enabled and dimmed",
            to: .committing),
        TransitionRule(
            "tapDismissesSettling", from: .settling, on: "backdropTapped", when: "dismiss enabled and dimmed",
            to: .committing),
        TransitionRule(
            "leaveEnds", from: .committing, on: "frameTicked", when: "exit animations removed", to: .dismissed),
        TransitionRule(
            "leaveAtOnceOnRelease", from: .committing, on: "touchEnded", when: "nothing to animate", to: .dismissed),
        TransitionRule(
            "leaveAtOnceOnEscape", from: .committing, on: "escapeRequested", when: "nothing to animate", to: .dismissed),
        TransitionRule(
            "leaveAtOnceOnTap", from: .committing, on: "backdropTapped", when: "nothing to animate", to: .dismissed),
    ]
}
