/// Why a peer library answers an escape or a backdrop tap with nothing: the parameter or the
/// missing code that decides it, so `explain` names the real reason.
public enum LibraryRefusal: Sendable, Hashable {
    /// FloatingPanel `dismissal-tap false`: the backdrop's dismissal tap recognizer is disabled
    /// (Sources/Core.swift Core.init, BackdropView).
    case floatingPanelDismissalTapDisabled
    /// FloatingPanel `is-removal-interaction-enabled false`: `accessibilityPerformEscape` returns
    /// false (Sources/Controller.swift).
    case floatingPanelRemovalDisabled
    /// Material `canceled-on-touch-outside false`: `touch_outside`'s listener does not cancel.
    case materialNotCanceledOnTouchOutside
    /// Material `hideable false`, which is the dialog's cancelable: `touch_outside`'s listener does
    /// not cancel.
    case materialNotCancelable
    /// Material `host=layout`: no dialog, so no `touch_outside` to tap.
    case materialNoDialog
    /// PanModal has no `accessibilityPerformEscape` (PanModal issue #173).
    case panModalNoEscape
    /// PanModal `allows-tap-to-dismiss false`: the dimmed view's tap does nothing.
    case panModalTapDisabled
    /// gorhom's sheet has no accessibility escape in the sources read.
    case gorhomNoEscape
    /// gorhom `press-behavior none`: the backdrop's press does nothing.
    case gorhomPressNone
}
