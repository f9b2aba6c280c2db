/// What a design file's escape, backdrop tap or button statement answers (`escape dismisses`,
/// `button share runs`), as a screen's and a modal's decision records it: the statement, the
/// button whose statement answered (after `presses BUTTON`), and the step `explain` prints with
/// the file and line. An unwritten escape or backdrop tap dismisses
/// (docs/design-language.md#controls).
struct WrittenControl {
    let control: DesignVerdict.Control
    /// The button pressed, after following `presses BUTTON`; nil for an escape or tap.
    let button: String?
    let step: Decision.Step
    let source: Decision.Source

    /// The statement of `design` (read from `path`) that answers `trigger` (and `button`).
    init(_ trigger: Decision.Trigger, button: String? = nil, of design: Design, path: String) {
        var (control, location) = Self.statement(of: design, trigger, button: button)
        var pressed = button
        if case .presses(let name) = control.effect {
            (control, location) = Self.statement(of: design, .press, button: name)
            pressed = name
        }
        let citation = DesignVerdict.Citation(
            file: design.citedName(path: path), line: (location ?? .unwritten).line)
        self.control = control
        self.button = pressed
        step = .designStatement(VerdictText.designControl(control), citation)
        source = .designFile(citation)
    }

    /// The decision's reason.
    var reason: Decision.Reason { .designControl(control) }

    /// What `design`'s escape, backdrop tap or `button` statement says, and where it is written.
    static func statement(
        of design: Design, _ trigger: Decision.Trigger, button: String? = nil
    ) -> (DesignVerdict.Control, DesignLocation?) {
        switch trigger {
        case .escape:
            guard let escape = design.escape else { return (.unwritten(.escape), nil) }
            return (.escape(escape.value), escape.location)
        case .backdropTap:
            guard let tap = design.backdropTap else { return (.unwritten(.backdropTap), nil) }
            return (.backdropTap(tap.value), tap.location)
        default:
            guard let button, let written = design.buttons.first(where: { $0.value.name == button }) else {
                return (.unwritten(trigger), nil)
            }
            return (.button(button, written.value.effect), written.location)
        }
    }
}

extension DesignVerdict.Control {
    /// What the statement does: leave, or not (a button's action runs or not as well).
    enum Effect {
        case dismisses
        case runsThenDismisses(String)
        case runs(String)
        case stays
        case presses(String)
    }

    /// The effect on a modal or an edge: a statement another family has (`snaps to`) stays.
    var effect: Effect {
        switch self {
        case .escape(.dismisses), .backdropTap(.dismisses), .button(_, .dismisses), .unwritten(.escape),
            .unwritten(.backdropTap):
            .dismisses
        case .escape(.presses(let button)), .backdropTap(.presses(let button)): .presses(button)
        case .button(let name, .runsThenDismisses): .runsThenDismisses(name)
        case .button(let name, .runs): .runs(name)
        default: .stays
        }
    }
}
