/// The peer libraries' sheets (issue 17): each a value `PanelSheetMachine` reads, with the
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
        transitionTable: PanelSheetMachine.panelTransitions(
            release: "removal enabled and velocity / distance to hidden >= removal-interaction-velocity-threshold",
            settle: "targetState is another anchor, or the same one away from the panel: NumericSpringAnimator",
            escape: "is-removal-interaction-enabled", tap: "dismissal-tap")
            + [
                TransitionRule(
                    "releaseFromHidden", from: .dragging, on: "touchEnded",
                    when: "the state is hidden: panningEnd returns at once, the panel left where the drag left it",
                    to: .idle)
            ],
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
        transitionTable: PanelSheetMachine.panelTransitions(
            release: "hideable, shouldHide, and yvel > significant-velocity-threshold or released below the middle",
            settle: "otherwise: the state by direction or nearness; ViewDragHelper settles",
            escape: "back: hideable", tap: "canceled-on-touch-outside and hideable")
            + TransitionRule.dismissals(
                "outsideClickDismisses", on: "touchEnded",
                from: [(.idle, "", outsideClick), (.settling, "Settling", outsideClick)]),
        panel: .material(MaterialDesign()))

    /// A finger that touched down outside the sheet lifts on the dialog's `touch_outside` view.
    private static let outsideClick =
        "a touch that began outside the sheet lifts: touch_outside's click cancels "
        + "(canceled-on-touch-outside and hideable)"
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
        transitionTable: PanelSheetMachine.panelTransitions(
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
        transitionTable: PanelSheetMachine.panelTransitions(
            release: "enable-pan-down-to-close and the closed position is nearest position + 0.2 x velocity",
            settle: "otherwise: the nearest snap point, withSpring from half the velocity",
            escape: "never: gorhom answers no escape", tap: "press-behavior close"),
        panel: .gorhom(GorhomDesign()))
}

extension SheetProfile {
    /// A sheet written as a design file: `PanelSheetMachine` reads its rules from the file
    /// (`WrittenSheetDesign`); what this value says is what every design file's sheet shares.
    public static let designFile = SheetProfile(
        name: .designFile, aliases: [], seedDesign: "a design file",
        summary: "the positions, release clauses, animations and controls of a design file",
        drag: .panel, size: .panel, buttons: .none,
        presentationSpring: Spring(response: 0.55, dampingFraction: 1),
        presentationSpelling: "the file's animation present",
        presentationSource: "the design file's animation present", releaseSource: "the design file's release clauses",
        tapSource: "the design file's backdrop tap", escapeSource: "the design file's escape",
        leaveQuirk: nil, parameterTable: [SheetParameters.designInfo],
        transitionTable: PanelSheetMachine.panelTransitions(
            release: "the first clause that holds is dismiss", settle: "it is snap or stay, away from the position",
            escape: "escape dismisses (or presses a button that does)",
            tap: "backdrop tap dismisses (or presses a button that does)", owner: "the design")
            + PanelSheetMachine.requestMoves("press", on: "buttonPressed", owner: "the design")
            + TransitionRule.dismissals(
                "pressDismisses", on: "buttonPressed",
                from: [
                    (.idle, "", "the button dismisses"), (.dragging, "Dragging", "the button dismisses"),
                    (.settling, "Settling", "the button dismisses"),
                ])
            + [
                TransitionRule(
                    "leaveAtOnceOnPress", from: .committing, on: "buttonPressed", when: "nothing to animate",
                    to: .dismissed)
            ])
}
