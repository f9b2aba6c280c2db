/// A way to act on a sheet with one pointer and no drag (WCAG 2.2 SC 2.5.7 Dragging Movements):
/// a tap on the backdrop, or a press of one of the content's buttons.
///
/// The kinds say which they have (`Machine.singlePointerActions`); `audit` runs each one and sees
/// what it reaches, so no list of the kinds' controls lives outside the kinds.
public enum SinglePointerAction: Sendable, Hashable {
    /// A tap on the dimmed area behind the content (`tap NAME backdrop`).
    case backdropTap
    /// A press of one of the content's buttons (`press NAME BUTTON`), as `Machine.buttons` names it.
    case button(String)
}

extension Kind {
    /// Whether the kind draws a backdrop that takes taps: `modal` (the tutorial's
    /// `Color.black.opacity(0.4).onTapGesture`) and `sheet` (the seed's backdrop `.onTapGesture`).
    public var hasBackdrop: Bool {
        switch self {
        case .modal, .sheet: true
        case .screen, .edge: false
        }
    }
}

extension Machine {
    /// Every single-pointer action the sheet offers as it is configured now: the backdrop tap where
    /// the kind has a backdrop, then each button `press` can press (the modal's Close, an action
    /// sheet's actions and Cancel, a filter sheet's Reset, Done and Apply). Whether an action
    /// reaches anything (a backdrop tap passes through under `background=through:DETENT`, Reset
    /// stays) is for the simulation to show.
    public var singlePointerActions: [SinglePointerAction] {
        (Self.kind.hasBackdrop ? [.backdropTap] : []) + buttons.map { .button($0) }
    }
}
