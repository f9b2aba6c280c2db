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

extension SheetProfile {
    /// material-components-android's BottomSheetBehavior in a BottomSheetDialog.
    public static let material = SheetProfile(
        name: .material, aliases: [], seedDesign: "BottomSheetBehavior (material-components-android)",
        summary: "expanded, half-expanded and collapsed states; a release hides on a significant downward flick or "
            + "below the middle, else settles by direction; ViewDragHelper's quintic settle",
        drag: .panel, size: .panel, buttons: .none,
        presentationSpring: Spring(response: 0.3, dampingFraction: 1),
        presentationSpelling: "ViewDragHelper settle",
        presentationSource: "androidx/androidx ViewDragHelper.java smoothSlideViewTo",
        releaseSource: "material-components/material-components-android BottomSheetBehavior.java onViewReleased",
        tapSource: "material-components/material-components-android BottomSheetDialog.java touch_outside",
        escapeSource: "material-components/material-components-android BottomSheetBehavior.java handleBackInvoked",
        leaveQuirk: nil, parameterTable: MaterialDesign.table,
        transitionTable: SheetMachine.panelTransitions(
            release: "hideable, shouldHide, and yvel > significant-velocity-threshold or released below the middle",
            settle: "otherwise: the state by direction or nearness; ViewDragHelper settles",
            escape: "back: hideable", tap: "canceled-on-touch-outside and hideable"),
        panel: .material(MaterialDesign()))
}

extension SheetProfile {
    /// slackhq/PanModal with PanModalPresentable's defaults.
    public static let panModal = SheetProfile(
        name: .panModal, aliases: [], seedDesign: "PanModal (slackhq/PanModal)",
        summary: "short and long forms; any downward flick over 300 pt/s past the middle dismisses, a slow "
            + "release goes to the nearest of the forms and the bottom; UIView spring 0.5 s",
        drag: .panel, size: .panel, buttons: .none,
        presentationSpring: Spring(response: 0.5, dampingFraction: 0.8),
        presentationSpelling:
            "UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.8, initialSpringVelocity: 0)",
        presentationSource: "slackhq/PanModal PanModal/Animator/PanModalPresentationAnimator.swift",
        releaseSource:
            "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift didPanOnPresentedView",
        tapSource: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift backgroundView.didTap",
        escapeSource: "slackhq/PanModal: no accessibilityPerformEscape in its sources (issue #173)",
        leaveQuirk: nil, parameterTable: PanModalDesign.table,
        transitionTable: SheetMachine.panelTransitions(
            release: "|v| > 300 down, not (nearer the long form and above the short form), or slow and nearest the "
                + "bottom; allows-drag-to-dismiss",
            settle: "otherwise: transition(to:) the long or short form, UIView spring",
            escape: "never: PanModal answers no escape", tap: "allows-tap-to-dismiss"),
        panel: .panModal(PanModalDesign()))

    /// gorhom/react-native-bottom-sheet's BottomSheetModal on iOS.
    public static let gorhom = SheetProfile(
        name: .gorhom, aliases: [], seedDesign: "BottomSheetModal (gorhom/react-native-bottom-sheet)",
        summary: "snap points; a release snaps to the point nearest position + 0.2 s x velocity, the closed "
            + "position included; Reanimated's spring, critically damped",
        drag: .panel, size: .panel, buttons: .none,
        presentationSpring: Spring(response: 0.34, dampingFraction: 1),
        presentationSpelling: "withSpring(damping: 500, stiffness: 1000, mass: 3)",
        presentationSource: "gorhom/react-native-bottom-sheet src/utilities/animate.ts",
        releaseSource: "gorhom/react-native-bottom-sheet src/hooks/useGestureEventsHandlersDefault.tsx handleOnEnd",
        tapSource: "gorhom/react-native-bottom-sheet src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx",
        escapeSource: "gorhom/react-native-bottom-sheet: no onAccessibilityEscape in the sources read",
        leaveQuirk: nil, parameterTable: GorhomDesign.table,
        transitionTable: SheetMachine.panelTransitions(
            release: "enable-pan-down-to-close and the closed position is nearest position + 0.2 x velocity",
            settle: "otherwise: the nearest snap point, withSpring from half the velocity",
            escape: "never: gorhom answers no escape", tap: "press-behavior close"),
        panel: .gorhom(GorhomDesign()))
}

extension SheetMachine {
    /// A request the library answers with a move to a position (a non-hideable Material sheet
    /// collapses on back; gorhom's backdrop may collapse): from rest, mid-drag (the drag cancelled
    /// first) or mid-move, to `settling`, or to `idle` when the sheet is already there.
    static func requestMoves(_ name: String, on event: String) -> [TransitionRule] {
        [(Phase.idle, ""), (.dragging, "Dragging"), (.settling, "Settling")].flatMap { from, suffix in
            [
                TransitionRule(
                    name + "Moves" + suffix, from: from, on: event, when: "the library moves to a position",
                    to: .settling),
                TransitionRule(
                    name + "Rests" + suffix, from: from, on: event, when: "the position is where the sheet is",
                    to: .idle),
            ]
        }.filter { $0.from != $0.to }
    }

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
            ]
            + requestMoves("escape", on: "escapeRequested") + requestMoves("tap", on: "backdropTapped")
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
