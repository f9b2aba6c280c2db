/// The peer libraries' sheets (issue 17): each a value the one sheet machine reads, with the
/// library's parameters (`PanelDesign`) and a transition table built from the shared families.
extension SheetProfile {
    /// scenee/FloatingPanel with FloatingPanelBottomLayout and FloatingPanelDefaultBehavior.
    public static let floatingPanel = SheetProfile(
        name: .floatingPanel, aliases: [], seedDesign: "FloatingPanel (scenee/FloatingPanel)",
        summary: "full, half and tip anchors; a release projects its momentum and goes on past half a segment; "
            + "no removal, backdrop tap or escape unless enabled",
        drag: .panel, size: .panel, buttons: .none,
        presentationSpring: Spring(response: 0.25, dampingFraction: 0.8),
        presentationSpelling: "UISpringTimingParameters(decelerationRate: .fast, frequencyResponse: 0.25)",
        presentationSource: "scenee/FloatingPanel Sources/Controller.swift makeDefaultAnimator(initialVelocity:)",
        releaseSource: "scenee/FloatingPanel Sources/Core.swift panningEnd, targetState(from:with:)",
        tapSource: "scenee/FloatingPanel Sources/Core.swift handleBackdrop(tapGesture:)",
        escapeSource: "scenee/FloatingPanel Sources/Controller.swift accessibilityPerformEscape",
        leaveQuirk: nil, parameterTable: FloatingPanelDesign.table,
        transitionTable: SheetMachine.panelTransitions(
            release: "removal enabled and velocity / distance to hidden >= removal-interaction-velocity-threshold",
            settle: "targetState is another anchor, or the same one away from the panel: NumericSpringAnimator",
            escape: "is-removal-interaction-enabled", tap: "dismissal-tap"),
        panel: .floatingPanel(FloatingPanelDesign()))
}

extension SheetMachine {
    /// The rules of a peer library's sheet, guarded in the library's words.
    static func panelTransitions(release: String, settle: String, escape: String, tap: String) -> [TransitionRule] {
        TransitionRule.presentation(animated: "animated: the library's presentation", atOnce: "not animated")
            + [
                TransitionRule(
                    "dragBegins", from: .idle, on: "touchMoved", when: "distance >= min-distance", to: .dragging),
                TransitionRule(
                    "dragGrabsSettlingSheet", from: .settling, on: "touchMoved",
                    when: "distance >= min-distance (the library stops its animation where it is drawn)",
                    to: .dragging),
                TransitionRule("releaseDismisses", from: .dragging, on: "touchEnded", when: release, to: .committing),
                TransitionRule("releaseSettles", from: .dragging, on: "touchEnded", when: settle, to: .settling),
                TransitionRule(
                    "releaseRests", from: .dragging, on: "touchEnded", when: "the target is where the sheet is",
                    to: .idle),
                TransitionRule(
                    "settleEnds", from: .settling, on: "frameTicked", when: "the library's animation ends", to: .idle),
                TransitionRule(
                    "tapSettles", from: .idle, on: "backdropTapped", when: "the tap moves to a position", to: .settling),
            ]
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
