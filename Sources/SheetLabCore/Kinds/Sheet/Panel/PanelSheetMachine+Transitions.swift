/// Every phase change a peer library's sheet can make, for `graph`, `paths` and the tests.
extension PanelSheetMachine {
    /// A request the library (`owner`) answers with a move to a position (a non-hideable Material sheet
    /// collapses on back; gorhom's backdrop may collapse): from rest, mid-drag (the drag cancelled
    /// first) or mid-move, to `settling`, or to `idle` when the sheet is already there.
    static func requestMoves(_ name: String, on event: String, owner: String = "the library") -> [TransitionRule] {
        let moves = owner + " moves to a position"
        let phases: [(Phase, String)] = [(.idle, ""), (.dragging, "Dragging"), (.settling, "Settling")]
        return phases.flatMap { from, suffix -> [TransitionRule] in
            [
                TransitionRule(name + "Moves" + suffix, from: from, on: event, when: moves, to: .settling),
                TransitionRule(
                    name + "Rests" + suffix, from: from, on: event, when: "the position is where the sheet is",
                    to: .idle),
            ]
        }.filter { $0.from != $0.to }
    }

    /// The rules of a peer library's sheet, guarded in the library's words (`owner`: a design
    /// file's sheet says "the design").
    static func panelTransitions(
        release: String, settle: String, escape: String, tap: String, owner: String = "the library"
    ) -> [TransitionRule] {
        TransitionRule.presentation(animated: "animated: \(owner)'s presentation", atOnce: "not animated")
            + [
                TransitionRule(
                    "dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
                TransitionRule(
                    "dragGrabsSettlingSheet", from: .settling, on: "touchMoved",
                    when: "distance >= min-distance (\(owner) stops its animation where it is drawn)",
                    to: .dragging),
                TransitionRule("releaseDismisses", from: .dragging, on: "touchEnded", when: release, to: .committing),
                TransitionRule("releaseSettles", from: .dragging, on: "touchEnded", when: settle, to: .settling),
                TransitionRule(
                    "releaseRests", from: .dragging, on: "touchEnded", when: "the target is where the sheet is",
                    to: .idle),
                TransitionRule(
                    "settleEnds", from: .settling, on: "frameTicked", when: "\(owner)'s animation ends", to: .idle),
            ]
            + requestMoves("escape", on: "escapeRequested", owner: owner)
            + requestMoves("tap", on: "backdropTapped", owner: owner)
            + TransitionRule.dismissals(
                "escapeDismisses", on: "escapeRequested",
                from: [(.idle, "", escape), (.dragging, "Dragging", escape), (.settling, "Settling", escape)])
            + TransitionRule.dismissals(
                "tapDismisses", on: "backdropTapped",
                from: [(.idle, "", tap), (.dragging, "Dragging", tap), (.settling, "Settling", tap)])
            + TransitionRule.leaving(
                ends: "the dismissal's animation ends", atOnceOn: TransitionRule.releaseEscapeAndTap)
    }
}
