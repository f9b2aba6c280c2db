import SheetLabCore

/// What one compared sheet did with the gesture: where it started, what decided, where it came to
/// rest and what it told its host on the way.
public struct CompareRow: Sendable, Hashable {
    /// The profile, as written.
    public var profile: String
    /// The position at rest before the gesture (`detent`), and its height, pt.
    public var start: String
    public var startHeight: Double
    /// The decision's outcome (`dismiss`, `move to tip`, `snap to medium`, `ignored`), or `none`
    /// when nothing was decided (a drag that never began).
    public var decision: String
    /// The comparison that decided it, and where the design says so.
    public var rule: String
    public var source: String
    /// Where it came to rest: the phase, the position (nil once dismissed) and the height, pt.
    public var phase: Phase
    public var position: String?
    public var height: Double
    /// Ticks from the gesture's end to rest; nil when it still moved after `settle`'s 10 s.
    public var restTicks: Int64?
    /// Callbacks and haptics, in order, as the design spells them (`onDismiss`, `haptic ...`).
    public var callbacks: [String]
}

extension ComparePlan {
    /// How long a compared sheet may take to rest after the gesture: `settle`'s 10 s.
    static let restLimit: Int64 = 10 * Time.ticksPerSecond

    /// Runs the gesture on each profile's sheet, each in a fresh world presented at rest.
    public func run() -> [CompareRow] {
        entries.map(run)
    }

    func run(_ entry: Entry) -> CompareRow {
        var world = World()
        world.setEnvironment { $0 = environment }
        let name = Self.sheetName
        var row = CompareRow(
            profile: entry.profile, start: "", startHeight: 0, decision: "none", rule: "", source: "",
            phase: .dismissed, position: nil, height: 0, restTicks: nil, callbacks: [])
        do {
            _ = try world.create(name: name, machine: entry.machine, animated: false)
            (row.start, row.startHeight) = Self.position(of: try world.machine(named: name), in: world.environment)
            let begin = world.now
            var records = try perform(on: &world)
            let end = world.now
            let machine = try world.machine(named: name)
            if let decision = machine.lastDecision, decision.tick >= begin {
                row.decision = VerdictText.outcome(decision.outcome)
                row.rule = VerdictText.reason(decision.reason)
                row.source = VerdictText.source(decision.source)
            } else {
                row.rule = "nothing decided: the drag never began"
            }
            do {
                records += try world.settle(sheet: nil, limit: Self.restLimit)
                row.restTicks = world.now - end
            } catch {
                row.restTicks = nil
            }
            row.callbacks = records.compactMap { record in
                switch record.occurrence {
                case .callbackFired(let callback): callback
                case .hapticFired(let haptic): "haptic " + haptic
                default: nil
                }
            }
            let rested = try world.machine(named: name)
            row.phase = rested.phase
            let (position, height) = Self.position(of: rested, in: world.environment)
            row.position = rested.phase == .dismissed ? nil : position
            row.height = height
        } catch {
            row.decision = "error"
            row.rule = error.message
        }
        return row
    }

    /// Runs the gesture as the interpreter runs its command.
    private func perform(on world: inout World) throws(WorldError) -> [Record] {
        let name = Self.sheetName
        switch gesture {
        case .drag(_, let displacement, let duration, let start, _):
            let from = try world.dragStart(start.map(Point.init), sheet: name)
            let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
            return try world.drag(sheet: name, by: Point(displacement), over: ticks, touchingDownAt: from, hold: false)
        case .fling(_, let displacement, let velocity, let start):
            let from = try world.dragStart(start.map(Point.init), sheet: name)
            let ticks = try Drive.flingTicks(by: Point(displacement), velocity: velocity)
            return try world.drag(sheet: name, by: Point(displacement), over: ticks, touchingDownAt: from, hold: false)
        case .tapBackdrop:
            return try world.tapBackdrop(sheet: name)
        case .escape:
            return try world.escape(sheet: name)
        default:
            return []
        }
    }

    /// The sheet's `detent` and `height` fields.
    static func position(of machine: any Machine, in environment: Environment) -> (String, Double) {
        var detent = ""
        if case .word(let word)? = machine.value(of: .detent, in: environment) { detent = word }
        var height = 0.0
        if case .number(let value)? = machine.value(of: .height, in: environment) { height = value }
        return (detent, height)
    }
}
