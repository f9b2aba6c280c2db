import Testing

@testable import SheetLabCore

/// Drives one sheet of a vertical kind (`screen`, `modal`) through the World, keeping every record.
///
/// Helpers mirror the commands (`drag`, `move`, `release`, `step Nf`, `escape`, `tap backdrop`,
/// `settle`) so a test reads like a scenario.
struct VerticalKindRig<M: Machine> {
    let name = "k"
    var world = World()
    var records: [Record] = []

    /// Creates and presents the sheet at tick 0.
    init(
        _ machine: M = M(), animated: Bool = false, reduceMotion: Bool = false,
        springs: SpringModel = .fluid
    ) throws {
        world.setEnvironment {
            $0.reduceMotion = reduceMotion
            $0.springModel = springs
        }
        records += try world.create(name: name, machine: machine, animated: animated)
    }

    var machine: M { (try? world.machine(named: name)) as! M }
    var environment: Environment { world.environment }
    var phase: Phase { machine.phase }
    var now: Int64 { world.now }

    func value(_ field: Field) -> FieldValue? { machine.value(of: field, in: environment) }

    /// A numeric field's raw value (integers too); NaN when the field is not a number.
    func number(_ field: Field) -> Double {
        switch value(field) {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: .nan
        }
    }

    func bool(_ field: Field) -> Bool? {
        if case .bool(let value) = value(field) { return value }
        return nil
    }

    func text(_ field: Field) -> String? {
        switch value(field) {
        case .text(let text), .word(let text): text
        default: nil
        }
    }

    /// Occurrences recorded from `mark` on.
    func occurrences(since mark: Int = 0) -> [Occurrence] { records[mark...].map(\.occurrence) }

    /// How many times `callback` fired so far.
    func callbackCount(_ callback: String = "onDismiss") -> Int {
        records.filter { $0.occurrence == .callbackFired(callback) }.count
    }

    var mark: Int { records.count }

    /// `drag NAME DX DY [over SECONDS] [from X,Y] [hold]`.
    mutating func drag(dx: Double = 0, dy: Double, seconds: Double = 0.25, from start: Point? = nil, hold: Bool = false)
        throws
    {
        let origin = try start ?? world.defaultDragStart(sheet: name)
        records += try world.drag(
            sheet: name, by: Point(x: dx, y: dy), over: Time.ticks(seconds: seconds)!, touchingDownAt: origin,
            hold: hold)
    }

    /// `move NAME DX DY [over SECONDS]`, lifting at the end unless `hold`.
    mutating func move(dx: Double = 0, dy: Double, seconds: Double = 0.25, hold: Bool = true) throws {
        records += try world.drag(
            sheet: name, by: Point(x: dx, y: dy), over: Time.ticks(seconds: seconds)!, touchingDownAt: nil,
            hold: hold)
    }

    mutating func release() throws { records += try world.touchUp(sheet: name) }
    mutating func touchDown(_ point: Point) throws { records += try world.touchDown(sheet: name, at: point) }
    mutating func touchMove(_ point: Point) throws { records += try world.touchMove(sheet: name, to: point) }
    mutating func escape() throws { records += try world.escape(sheet: name) }
    mutating func tapBackdrop() throws { records += try world.tapBackdrop(sheet: name) }
    mutating func press(_ button: String) throws { records += try world.press(sheet: name, button: button) }
    mutating func present(animated: Bool = false) throws {
        records += try world.present(name: name, animated: animated)
    }
    mutating func set(_ parameter: String, _ value: String) throws {
        records += try world.setParameter(sheet: name, parameter: parameter, to: value)
    }

    /// `step Nf`: to the n-th frame boundary after now.
    mutating func step(frames: Int = 1) {
        var target = now
        for _ in 0..<frames { target = environment.clock.nextFrame(after: target) }
        records += world.advance(to: target)
    }

    /// Moves the clock to `tick`, rendering the frames on the way.
    mutating func advance(to tick: Int64) { records += world.advance(to: tick) }

    mutating func settle() throws { records += try world.settle(sheet: name, limit: 60_000) }
}

/// Checks one machine's transitions against its declared table and the shared invariants.
struct TransitionAudit {
    let table: [TransitionRule]
    var failures: [String] = []

    /// Audits the occurrences of one event handed to a machine that was in `before`.
    mutating func check(_ occurrences: [Occurrence], event: Event, before: Phase, after: Phase, label: String) {
        var current = before
        for occurrence in occurrences {
            guard case .transitioned(let from, let to, _) = occurrence else { continue }
            if from != current { failures.append("\(label): \(from) -> \(to) but the phase was \(current)") }
            if !table.contains(where: { $0.from == from && $0.to == to && $0.event == event.name }) {
                failures.append("\(label): \(from) -> \(to) on \(event.name) is not in the table")
            }
            current = to
        }
        if current != after { failures.append("\(label): occurrences end in \(current), phase is \(after)") }
    }
}

/// The exhaustive phase x event check: from a machine in every phase, every pair of probe events.
enum PhaseEventAudit {
    /// One event a probe hands a machine.
    enum Probe: String, CaseIterable, Sendable {
        case present, presentAnimated, touchInside, touchOutside, moveDown, moveUp, lift, escape
        case backdropTap, pressClose, pressUnknown, frame, secondOfFrames

        func event<M: Machine>(for machine: M, at tick: Int64, in environment: Environment) -> Event {
            let start = machine.defaultDragStart(in: environment)
            switch self {
            case .present: return .presentationRequested(animated: false, at: tick)
            case .presentAnimated: return .presentationRequested(animated: true, at: tick)
            case .touchInside: return .touchBegan(start, at: tick)
            case .touchOutside: return .touchBegan(Point(x: -50, y: -50), at: tick)
            case .moveDown: return .touchMoved(Point(x: start.x, y: start.y + 200), at: tick)
            case .moveUp: return .touchMoved(Point(x: start.x, y: start.y - 100), at: tick)
            case .lift: return .touchEnded(at: tick)
            case .escape: return .escapeRequested(at: tick)
            case .backdropTap: return .backdropTapped(at: tick)
            case .pressClose: return .buttonPressed("close", at: tick)
            case .pressUnknown: return .buttonPressed("no-such-button", at: tick)
            case .frame: return .frameTicked(at: environment.clock.nextFrame(after: tick))
            case .secondOfFrames: return .frameTicked(at: environment.clock.nextFrame(after: tick + 6000))
            }
        }
    }

    struct Result {
        var failures: [String] = []
        var phasesSeen = Set<Phase>()
        var pairs = 0
    }

    /// Hands every pair of probes to a copy of each start machine; checks every transition against
    /// `table`, the phase chain, `dismissed <= 1`, onDismiss at most once per presentation, armed only
    /// while dragging, every field of the kind present, and `extra` (nil when fine).
    static func run<M: Machine>(
        starts: [(String, M)], table: [TransitionRule], environment: Environment,
        extra: (M) -> String?
    ) -> Result {
        var result = Result()
        var audit = TransitionAudit(table: table)
        for (startName, start) in starts {
            result.phasesSeen.insert(start.phase)
            for first in Probe.allCases {
                for second in Probe.allCases {
                    result.pairs += 1
                    var machine = start
                    var tick: Int64 = 2000
                    var callbacks = 0
                    for probe in [first, second] {
                        let label = "\(startName) / \(first) / \(second) [\(probe)]"
                        let event = probe.event(for: machine, at: tick, in: environment)
                        tick = event.tick + 7
                        let before = machine.phase
                        let occurrences = machine.handle(event, in: environment)
                        audit.check(occurrences, event: event, before: before, after: machine.phase, label: label)
                        if case .presentationRequested = event, before == .dismissed { callbacks = 0 }
                        callbacks += occurrences.filter { $0 == .callbackFired("onDismiss") }.count
                        if callbacks > 1 { audit.failures.append("\(label): onDismiss \(callbacks) times") }
                        if case .integer(let count) = machine.value(of: .dismissed, in: environment), count > 1 {
                            audit.failures.append("\(label): dismissed \(count)")
                        }
                        if machine.value(of: .armed, in: environment) == .bool(true) && machine.phase != .dragging {
                            audit.failures.append("\(label): armed outside dragging")
                        }
                        if let problem = extra(machine) { audit.failures.append("\(label): \(problem)") }
                        for field in Field.fields(of: M.kind) where machine.value(of: field, in: environment) == nil {
                            audit.failures.append("\(label): \(field) is nil")
                        }
                        result.phasesSeen.insert(machine.phase)
                    }
                }
            }
        }
        result.failures = audit.failures
        return result
    }
}
