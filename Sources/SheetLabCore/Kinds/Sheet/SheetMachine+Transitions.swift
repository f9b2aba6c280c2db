/// Every phase change `sheet` can make, per profile, for `graph`, `paths` and the tests.
extension SheetMachine {
    /// The default profile's rules (multi-height).
    public static var transitionTable: [TransitionRule] { multiHeightTransitions }

    /// The multi-height profile's rules (`MultiHeightBottomSheet`).
    public static let multiHeightTransitions: [TransitionRule] = [
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

    /// The custom profile's rules (`CustomBottomSheet`).
    public static let customTransitions: [TransitionRule] = [
        TransitionRule(
            "presentAnimated", from: .dismissed, on: "presentationRequested",
            when: "animated: .move(edge: .bottom) and the backdrop with spring()", to: .presenting),
        TransitionRule(
            "presentAtOnce", from: .dismissed, on: "presentationRequested", when: "not animated, or nothing to animate",
            to: .idle),
        TransitionRule(
            "presentationEnds", from: .presenting, on: "frameTicked", when: "entry animations removed", to: .idle),
        TransitionRule("dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
        TransitionRule(
            "dragGrabsSpringingSheet", from: .cancelling, on: "touchMoved",
            when: "distance >= min-distance (offset restarts from the translation: lastOffset is 0)", to: .dragging),
        TransitionRule(
            "releaseDismisses", from: .dragging, on: "touchEnded",
            when: "predicted > fling-distance or offset > dismiss-offset", to: .committing),
        TransitionRule(
            "releaseSpringsBack", from: .dragging, on: "touchEnded",
            when: "otherwise: offset springs to 0 with spring()", to: .cancelling),
        TransitionRule(
            "releaseRests", from: .dragging, on: "touchEnded", when: "otherwise, with offset already 0", to: .idle),
        TransitionRule(
            "springBackEnds", from: .cancelling, on: "frameTicked", when: "the spring back is removed", to: .idle),
        TransitionRule("escapeDismisses", from: .idle, on: "escapeRequested", to: .committing),
        TransitionRule(
            "escapeDismissesDragging", from: .dragging, on: "escapeRequested", when: "the drag is cancelled first",
            to: .committing),
        TransitionRule("escapeDismissesSpringingBack", from: .cancelling, on: "escapeRequested", to: .committing),
        TransitionRule("tapDismisses", from: .idle, on: "backdropTapped", to: .committing),
        TransitionRule(
            "tapDismissesDragging", from: .dragging, on: "backdropTapped", when: "the drag is cancelled first",
            to: .committing),
        TransitionRule("tapDismissesSpringingBack", from: .cancelling, on: "backdropTapped", to: .committing),
        TransitionRule(
            "leaveEnds", from: .committing, on: "frameTicked", when: "exit animations removed", to: .dismissed),
        TransitionRule(
            "leaveAtOnceOnRelease", from: .committing, on: "touchEnded", when: "nothing to animate", to: .dismissed),
        TransitionRule(
            "leaveAtOnceOnEscape", from: .committing, on: "escapeRequested", when: "nothing to animate", to: .dismissed),
        TransitionRule(
            "leaveAtOnceOnTap", from: .committing, on: "backdropTapped", when: "nothing to animate", to: .dismissed),
    ]

    /// The action and filter profiles' rules (`ActionBottomSheet`, `FilterBottomSheet`): no drag.
    /// Their content is never 0 pt tall, so an exit always animates.
    public static let buttonTransitions: [TransitionRule] = [
        TransitionRule(
            "presentAnimated", from: .dismissed, on: "presentationRequested",
            when: "animated: .move(edge: .bottom) and the backdrop with spring()", to: .presenting),
        TransitionRule("presentAtOnce", from: .dismissed, on: "presentationRequested", when: "not animated", to: .idle),
        TransitionRule(
            "presentationEnds", from: .presenting, on: "frameTicked", when: "entry animations removed", to: .idle),
        TransitionRule(
            "pressDismisses", from: .idle, on: "buttonPressed",
            when: "an action, cancel, done or apply: withAnimation { isPresented = false }", to: .committing),
        TransitionRule("escapeDismisses", from: .idle, on: "escapeRequested", to: .committing),
        TransitionRule("tapDismisses", from: .idle, on: "backdropTapped", to: .committing),
        TransitionRule(
            "leaveEnds", from: .committing, on: "frameTicked", when: "exit animations removed", to: .dismissed),
    ]
}
