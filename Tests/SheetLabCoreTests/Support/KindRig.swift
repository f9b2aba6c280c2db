import Testing

@testable import SheetLabCore

/// A world with one machine of kind `M` called `s`, driven as the commands drive it, keeping every
/// record, so that a test of any kind reads like a scenario.
struct KindRig<M: Machine> {
    let name = "s"
    var world = World()
    /// Every record produced so far.
    var records: [Record] = []

    /// Creates `s` from `machine` with `parameters` set before presentation (as `new` does), in the
    /// environment `environment` makes of the default one.
    init(
        _ parameters: [(String, String)] = [], machine: M = M(), animated: Bool = false,
        environment: ((inout Environment) -> Void)? = nil
    ) throws {
        if let environment { world.setEnvironment(environment) }
        var machine = machine
        for (name, value) in parameters {
            _ = try machine.setParameter(name, to: value, at: 0, in: world.environment)
        }
        records += try world.create(name: name, machine: machine, animated: animated)
    }

    var machine: M { try! world.machine(named: name) as! M }
    var environment: Environment { world.environment }
    var phase: Phase { machine.phase }
    var now: Int64 { world.now }

    func value(_ field: Field) -> FieldValue? { machine.value(of: field, in: environment) }

    /// A numeric field's value (an integer's too); a field that is not a number is an issue.
    func number(_ field: Field) -> Double {
        switch value(field) {
        case .number(let value): return value
        case .integer(let value): return Double(value)
        default:
            Issue.record("\(field) is not a number")
            return .nan
        }
    }

    /// An integer field's value; a field that is not an integer is an issue.
    func integer(_ field: Field) -> Int {
        guard case .integer(let value) = value(field) else {
            Issue.record("\(field) is not an integer")
            return -1
        }
        return value
    }

    func bool(_ field: Field) -> Bool? {
        if case .bool(let value) = value(field) { return value }
        return nil
    }

    /// A word or text field's text, nil for any other.
    func text(_ field: Field) -> String? {
        switch value(field) {
        case .text(let text), .word(let text): text
        default: nil
        }
    }

    /// Any field as a word: its text, flag or number as printed, `n/a` when it has none.
    func word(_ field: Field) -> String {
        switch value(field) {
        case .word(let text), .text(let text): return text
        case .bool(let flag): return String(flag)
        case .integer(let count): return String(count)
        case .number(let value): return String(value)
        case nil: return "n/a"
        }
    }

    /// Occurrences recorded from `mark` on.
    func occurrences(since mark: Int = 0) -> [Occurrence] { records[mark...].map(\.occurrence) }

    /// How many times `callback` fired so far.
    func callbackCount(_ callback: String = "onDismiss") -> Int {
        records.filter { $0.occurrence == .callbackFired(callback) }.count
    }

    var mark: Int { records.count }

    /// `drag s DX DY [over SECONDS] [from X,Y] [hold]`: from the default start unless `from`, lifted
    /// unless `hold`.
    @discardableResult
    mutating func drag(
        dx: Double = 0, dy: Double = 0, over seconds: Double = 0.25, from: Point? = nil, hold: Bool = false
    ) throws -> [Record] {
        let start = try from ?? world.defaultDragStart(sheet: name)
        return keep(
            try world.drag(
                sheet: name, by: Point(x: dx, y: dy), over: Time.ticks(seconds: seconds)!, touchingDownAt: start,
                hold: hold))
    }

    /// `move s DX DY [over SECONDS]`: continues a held drag, lifting at the end unless `hold`.
    @discardableResult
    mutating func move(dx: Double = 0, dy: Double = 0, over seconds: Double = 0.25, hold: Bool = true) throws
        -> [Record]
    {
        keep(
            try world.drag(
                sheet: name, by: Point(x: dx, y: dy), over: Time.ticks(seconds: seconds)!, touchingDownAt: nil,
                hold: hold))
    }

    /// `fling s DX DY at SPEED`: a drag at `speed` pt/s, released at the end.
    @discardableResult
    mutating func fling(dx: Double = 0, dy: Double = 0, at speed: Double, from: Point? = nil) throws -> [Record] {
        let distance = (dx * dx + dy * dy).squareRoot()
        return try drag(dx: dx, dy: dy, over: distance / speed, from: from)
    }

    @discardableResult
    mutating func touchDown(_ point: Point) throws -> [Record] { keep(try world.touchDown(sheet: name, at: point)) }
    @discardableResult
    mutating func touchMove(_ point: Point) throws -> [Record] { keep(try world.touchMove(sheet: name, to: point)) }
    @discardableResult
    mutating func release() throws -> [Record] { keep(try world.touchUp(sheet: name)) }

    /// `step Nf`: to the n-th frame boundary after the last one at or before now.
    @discardableResult
    mutating func step(frames: Int = 1) -> [Record] {
        let perFrame = environment.clock.ticksPerFrame
        return keep(world.advance(to: environment.clock.lastFrame(atOrBefore: now) + Int64(frames) * perFrame))
    }

    /// `step SECONDS`.
    @discardableResult
    mutating func step(seconds: Double) -> [Record] { advance(to: now + Time.ticks(seconds: seconds)!) }

    /// Moves the clock to `tick`, rendering the frames on the way.
    @discardableResult
    mutating func advance(to tick: Int64) -> [Record] { keep(world.advance(to: tick)) }

    @discardableResult
    mutating func settle() throws -> [Record] { keep(try world.settle(sheet: name, limit: 60_000)) }
    @discardableResult
    mutating func escape() throws -> [Record] { keep(try world.escape(sheet: name)) }
    @discardableResult
    mutating func tapBackdrop() throws -> [Record] { keep(try world.tapBackdrop(sheet: name)) }
    @discardableResult
    mutating func set(_ parameter: String, _ value: String) throws -> [Record] {
        keep(try world.setParameter(sheet: name, parameter: parameter, to: value))
    }
    @discardableResult
    mutating func press(_ button: String) throws -> [Record] { keep(try world.press(sheet: name, button: button)) }
    @discardableResult
    mutating func present(animated: Bool = false) throws -> [Record] {
        keep(try world.present(name: name, animated: animated))
    }

    private mutating func keep(_ new: [Record]) -> [Record] {
        records += new
        return new
    }
}
