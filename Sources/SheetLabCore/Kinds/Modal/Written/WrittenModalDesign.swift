/// A modal written as a design file (`new modal m design=card.design`): `ModalMachine` keeps its
/// phases, drawn values and the seed's layout (centred in the container, `.move(edge: .bottom)`),
/// and asks this value how the content follows the finger, what a release, an escape, a backdrop
/// tap or a button decides, which animations run and how the drawn values read
/// (docs/design-language.md#using-a-design).
public struct WrittenModalDesign: Sendable, Hashable {
    /// The design as read and checked.
    public var design: Design
    /// The path as `design=` wrote it.
    public var path: String

    /// Creates one.
    public init(design: Design, path: String) {
        self.design = design
        self.path = path
    }

    /// `explain`'s citation of the statement at `location`.
    func citation(_ location: DesignLocation) -> DesignVerdict.Citation {
        DesignVerdict.Citation(file: design.citedName(path: path), line: location.line)
    }

    /// The content's offset for a finger `dy` below touch-down, as `drag follows` says: 1:1 (the
    /// default), never above rest (`clamped`), a fraction of it (`resistance`), or 1:1 down and
    /// UIScrollView's band up (`rubber-band`, on the screen's height).
    func offset(forDrag dy: Double, screenHeight: Double) -> Double {
        design.contentOffset(forDrag: dy, screenHeight: screenHeight)
    }

    /// Progress toward leaving: the offset over the modal's height, 0 to 1 (0 for a modal 0 pt tall).
    static func progress(offset: Double, height: Double) -> Double {
        height > 0 ? min(max(offset, 0) / height, 1) : 0
    }

    /// A drawn value (`draw opacity = 1 - 0.3 * progress`) for `readings`; nil when not written.
    func drawn(_ property: DrawnValue.Property, with readings: DesignReadings) -> Double? {
        guard let written = design.drawnValues.first(where: { $0.value.property == property }) else { return nil }
        var evaluator = DesignEvaluator(design: design, readings: readings, records: false)
        let value = evaluator.number(written.value.expression)
        return property == .opacity ? DrawnOpacity.clamped(value) : value
    }

    /// What the escape, the backdrop tap or `button` does, and where it is written (nil: not written).
    func control(_ trigger: Decision.Trigger, button: String? = nil) -> (DesignVerdict.Control, DesignLocation?) {
        Self.control(of: design, trigger, button: button)
    }

    /// What `design`'s escape, backdrop tap or `button` statement does, and where it is written.
    static func control(
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
