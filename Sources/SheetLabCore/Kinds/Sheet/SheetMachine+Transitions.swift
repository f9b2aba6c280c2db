/// Every phase change `sheet` can make, per profile, for `graph`, `paths` and the tests.
extension SheetMachine {
    /// The default profile's rules (multi-height).
    public static var transitionTable: [TransitionRule] { multiHeightTransitions }

    /// The multi-height profile's rules (`MultiHeightBottomSheet`).
    public static let multiHeightTransitions: [TransitionRule] =
        TransitionRule.presentation(animated: "animated", atOnce: "not animated, or nothing to animate") + [
            TransitionRule(
                "dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
            TransitionRule(
                "dragGrabsSettlingSheet", from: .settling, on: "touchMoved", when: "distance >= min-distance",
                to: .dragging),
            TransitionRule(
                "releaseDismisses", from: .dragging, on: "touchEnded",
                when: "dismiss enabled and (height < dismiss-below or predicted > fling-distance)", to: .committing),
            TransitionRule(
                "releaseSnapsToNewDetent", from: .dragging, on: "touchEnded", when: "nearest detent is another one",
                to: .settling),
            TransitionRule(
                "releaseSnapsBack", from: .dragging, on: "touchEnded",
                when: "nearest detent is the current one (jump, no animation) or nothing to animate", to: .idle),
            TransitionRule(
                "settleEnds", from: .settling, on: "frameTicked", when: "detent animations removed", to: .idle),
            TransitionRule("setDetent", from: .idle, on: "parameterChanged", when: "detent changes", to: .settling),
            TransitionRule(
                "setDetentAtOnce", from: .settling, on: "parameterChanged", when: "new detent needs no animation",
                to: .idle),
        ]
        + TransitionRule.dismissals(
            "escapeDismisses", on: "escapeRequested",
            from: [
                (.idle, "", "dismiss enabled"), (.dragging, "Dragging", "dismiss enabled"),
                (.settling, "Settling", "dismiss enabled"),
            ])
        + TransitionRule.dismissals(
            "tapDismisses", on: "backdropTapped",
            from: [
                (.idle, "", "dismiss enabled and dimmed"), (.dragging, "Dragging", "dismiss enabled and dimmed"),
                (.settling, "Settling", "dismiss enabled and dimmed"),
            ])
        + TransitionRule.leaving(atOnceOn: TransitionRule.releaseEscapeAndTap)

    /// The custom profile's rules (`CustomBottomSheet`).
    public static let customTransitions: [TransitionRule] =
        TransitionRule.presentation(
            animated: "animated: .move(edge: .bottom) and the backdrop with spring()",
            atOnce: "not animated, or nothing to animate")
        + [
            TransitionRule(
                "dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
            TransitionRule(
                "dragGrabsSpringingSheet", from: .cancelling, on: "touchMoved",
                when: "distance >= min-distance (offset restarts from the translation: lastOffset is 0)",
                to: .dragging),
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
        ]
        + TransitionRule.dismissals("escapeDismisses", on: "escapeRequested", from: cancelsDragFirst("SpringingBack"))
        + TransitionRule.dismissals("tapDismisses", on: "backdropTapped", from: cancelsDragFirst("SpringingBack"))
        + TransitionRule.leaving(atOnceOn: TransitionRule.releaseEscapeAndTap)

    /// A request that dismisses at rest, mid-drag (cancelling the drag first) and from the phase
    /// after a release called `suffix`.
    static func cancelsDragFirst(_ suffix: String, from phase: Phase = .cancelling) -> [(
        phase: Phase, suffix: String, guardText: String
    )] {
        [(.idle, "", ""), (.dragging, "Dragging", "the drag is cancelled first"), (phase, suffix, "")]
    }

    /// The action and filter profiles' rules (`ActionBottomSheet`, `FilterBottomSheet`): no drag.
    /// Their content is never 0 pt tall, so an exit always animates.
    public static let buttonTransitions: [TransitionRule] =
        TransitionRule.presentation(
            animated: "animated: .move(edge: .bottom) and the backdrop with spring()", atOnce: "not animated")
        + [
            TransitionRule(
                "pressDismisses", from: .idle, on: "buttonPressed",
                when: "an action, cancel, done or apply: withAnimation { isPresented = false }", to: .committing),
            TransitionRule("escapeDismisses", from: .idle, on: "escapeRequested", to: .committing),
            TransitionRule("tapDismisses", from: .idle, on: "backdropTapped", to: .committing),
        ]
        + TransitionRule.leaving(atOnceOn: [])
}
