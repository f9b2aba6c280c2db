import SheetLabCore

/// One gesture the audit tries on a kind: a drag along the kind's axis that rests before it
/// lifts (so only its distance decides), or a fling.
struct AuditGesture: Sendable, Hashable {
    /// How the finger leaves.
    enum Style: Sendable, Hashable {
        /// Dragged over `heldDragTicks`, held still for `restTicks` (velocity 0), then lifted.
        case held
        /// Flung at this velocity in pt/s.
        case fling(Double)
    }

    /// The distance along the axis in points; positive toward dismissal (down, or away from the edge).
    var distance: Double
    var style: Style

    /// How long a held drag moves: 0.5 s.
    static let heldDragTicks: Int64 = 3000
    /// How long it rests before lifting: 0.1 s, twice the 50 ms after which the velocity tracker
    /// reads 0 (README: 0 after a 50 ms pause).
    static let restTicks: Int64 = 600

    /// The commands up to and including the lift.
    func commands(sheet: String, axis: GestureAxis) -> [Command] {
        let displacement = axis.displacement(distance)
        switch style {
        case .held:
            return [
                .drag(
                    name: sheet, displacement: displacement, duration: .ticks(Self.heldDragTicks), start: nil,
                    hold: true),
                .step(.ticks(Self.restTicks)), .release(name: sheet),
            ]
        case .fling(let velocity):
            return [.fling(name: sheet, displacement: displacement, velocity: velocity, start: nil)]
        }
    }

    /// The drag alone, held: what puts the sheet in `dragging`.
    func holdCommand(sheet: String, axis: GestureAxis) -> Command {
        .drag(
            name: sheet, displacement: axis.displacement(distance), duration: .ticks(Self.heldDragTicks), start: nil,
            hold: true)
    }

    /// `a held drag of 140.0 pt down`, `a fling of 40.0 pt down at 3000 pt/s`.
    func words(axis: GestureAxis) -> String {
        let length = DecimalFormat.format(abs(distance), decimals: 1)
        let direction = axis.words(forward: distance >= 0)
        switch style {
        case .held: return "a held drag of \(length) pt \(direction)"
        case .fling(let velocity):
            return "a fling of \(length) pt \(direction) at \(NumberLiteral.format(velocity)) pt/s"
        }
    }
}

/// The line a kind's gesture runs along, as a sheet of the subject sees it.
struct GestureAxis: Sendable, Hashable {
    /// A unit displacement toward dismissal.
    var forward: Coordinates
    /// Whether the axis is horizontal (`edge`).
    var isHorizontal: Bool

    /// The axis of a sheet whose default drag start is `start` on a screen `width` wide: `edge`
    /// swipes away from the nearer side, every other kind drags down.
    init(kind: Kind, start: Point, width: Double) {
        if kind == .edge {
            forward = Coordinates(x: start.x <= width / 2 ? 1 : -1, y: 0)
            isHorizontal = true
        } else {
            forward = Coordinates(x: 0, y: 1)
            isHorizontal = false
        }
    }

    func displacement(_ distance: Double) -> Coordinates {
        Coordinates(x: forward.x * distance + 0, y: forward.y * distance + 0)
    }

    /// `down` / `up`, or `away from the edge` / `toward the edge`.
    func words(forward: Bool) -> String {
        isHorizontal ? (forward ? "away from the edge" : "toward the edge") : (forward ? "down" : "up")
    }
}
