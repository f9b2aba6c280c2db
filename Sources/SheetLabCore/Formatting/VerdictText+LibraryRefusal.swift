/// The words of a peer library's refusal of an escape or a backdrop tap.
extension VerdictText {
    /// The reason, as `explain` gives it after `because`.
    static func libraryRefusal(_ refusal: LibraryRefusal) -> String {
        switch refusal {
        case .floatingPanelDismissalTapDisabled: "dismissal-tap false"
        case .floatingPanelRemovalDisabled: "is-removal-interaction-enabled false"
        case .materialNotCanceledOnTouchOutside: "canceled-on-touch-outside false"
        case .materialNotCancelable: "hideable false (the dialog is not cancelable)"
        case .materialNoDialog: "host layout: no dialog, so nothing outside the sheet cancels"
        case .panModalNoEscape: "PanModal implements no accessibilityPerformEscape"
        case .panModalTapDisabled: "allows-tap-to-dismiss false"
        case .gorhomNoEscape: "the sheet has no accessibility escape"
        case .gorhomPressNone: "press-behavior none"
        }
    }

    /// What the library's code does with it, as `explain` lists it under `compared:`.
    static func libraryRefusalStep(_ refusal: LibraryRefusal) -> String {
        switch refusal {
        case .floatingPanelDismissalTapDisabled:
            "backdrop tap: the backdrop's dismissalTapGestureRecognizer is disabled (dismissal-tap false), so "
                + "handleBackdrop(tapGesture:) never runs"
        case .floatingPanelRemovalDisabled:
            "escape: accessibilityPerformEscape returns false while the removal interaction is disabled"
        case .materialNotCanceledOnTouchOutside:
            "backdrop tap: touch_outside's listener cancels only when canceled on touch outside; it is not"
        case .materialNotCancelable:
            "backdrop tap: touch_outside's listener cancels only when the dialog is cancelable, which "
                + "setCancelable(false) also makes the behaviour not hideable"
        case .materialNoDialog:
            "backdrop tap: the sheet is a view in the activity's CoordinatorLayout, with no touch_outside view"
        case .panModalNoEscape:
            "escape: no accessibilityPerformEscape in PanModal's sources, so the scrub falls through (issue #173)"
        case .panModalTapDisabled:
            "backdrop tap: the dimmed view's didTap dismisses only when allowsTapToDismiss; it is false"
        case .gorhomNoEscape:
            "escape: no accessibility escape in the sources read (the sheet's accessibilityRole is adjustable)"
        case .gorhomPressNone: "backdrop tap: handleOnPress does nothing for pressBehavior none"
        }
    }
}
