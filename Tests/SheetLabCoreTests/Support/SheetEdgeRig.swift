import Testing

@testable import SheetLabCore

/// A world with one machine of kind `M` called `s`, driven as the commands would drive it, and
/// the readings the `sheet` and `edge` tests compare.
struct SheetEdgeRig<M: Machine> {
    var world = World()
    /// Every record produced so far.
    var records: [Record] = []

    /// Creates `s` with `parameters` set before presentation (as `new` does).
    init(
        _ parameters: [(String, String)] = [], animated: Bool = false,
        environment: ((inout Environment) -> Void)? = nil
    ) throws {
        if let environment { world.setEnvironment(environment) }
        var machine = M()
        for (name, value) in parameters {
            _ = try machine.setParameter(name, to: value, at: 0, in: world.environment)
        }
        records += try world.create(name: "s", machine: machine, animated: animated)
    }

    var machine: M { try! world.machine(named: "s") as! M }
    var phase: Phase { machine.phase }

    func number(_ field: Field) -> Double {
        guard case .number(let value) = machine.value(of: field, in: world.environment) else {
            Issue.record("\(field) is not a number")
            return .nan
        }
        return value
    }

    func integer(_ field: Field) -> Int {
        guard case .integer(let value) = machine.value(of: field, in: world.environment) else {
            Issue.record("\(field) is not an integer")
            return -1
        }
        return value
    }

    func word(_ field: Field) -> String {
        switch machine.value(of: field, in: world.environment) {
        case .word(let text), .text(let text): return text
        case .bool(let flag): return String(flag)
        case .integer(let count): return String(count)
        case .number(let value): return String(value)
        case nil: return "n/a"
        }
    }

    /// A drag by (dx, dy) over `seconds` from the default start (or `from`), lifted unless `hold`.
    @discardableResult
    mutating func drag(
        _ dx: Double, _ dy: Double, over seconds: Double, from: Point? = nil, hold: Bool = false
    ) throws -> [Record] {
        let start = try from ?? world.defaultDragStart(sheet: "s")
        return keep(
            try world.drag(
                sheet: "s", by: Point(x: dx, y: dy), over: Time.ticks(seconds: seconds)!, touchingDownAt: start,
                hold: hold))
    }

    /// Continues a held drag (the `move` command).
    @discardableResult
    mutating func move(_ dx: Double, _ dy: Double, over seconds: Double, hold: Bool = true) throws -> [Record] {
        keep(
            try world.drag(
                sheet: "s", by: Point(x: dx, y: dy), over: Time.ticks(seconds: seconds)!, touchingDownAt: nil,
                hold: hold))
    }

    /// A drag at `speed` pt/s, released at the end (the `fling` command).
    @discardableResult
    mutating func fling(_ dx: Double, _ dy: Double, at speed: Double, from: Point? = nil) throws -> [Record] {
        let distance = (dx * dx + dy * dy).squareRoot()
        return try drag(dx, dy, over: distance / speed, from: from)
    }

    @discardableResult
    mutating func touchDown(_ point: Point) throws -> [Record] { keep(try world.touchDown(sheet: "s", at: point)) }
    @discardableResult
    mutating func touchMove(_ point: Point) throws -> [Record] { keep(try world.touchMove(sheet: "s", to: point)) }
    @discardableResult
    mutating func release() throws -> [Record] { keep(try world.touchUp(sheet: "s")) }

    /// Advances the clock by `frames` frames (the `step Nf` command).
    @discardableResult
    mutating func step(frames: Int = 1) -> [Record] {
        let perFrame = world.environment.clock.ticksPerFrame
        let target = world.environment.clock.lastFrame(atOrBefore: world.now) + Int64(frames) * perFrame
        return keep(world.advance(to: target))
    }

    /// Advances the clock by `seconds`.
    @discardableResult
    mutating func step(seconds: Double) -> [Record] {
        keep(world.advance(to: world.now + Time.ticks(seconds: seconds)!))
    }

    @discardableResult
    mutating func settle() throws -> [Record] { keep(try world.settle(sheet: nil, limit: 60_000)) }
    @discardableResult
    mutating func escape() throws -> [Record] { keep(try world.escape(sheet: "s")) }
    @discardableResult
    mutating func tapBackdrop() throws -> [Record] { keep(try world.tapBackdrop(sheet: "s")) }
    @discardableResult
    mutating func set(_ name: String, _ value: String) throws -> [Record] {
        keep(try world.setParameter(sheet: "s", parameter: name, to: value))
    }
    @discardableResult
    mutating func press(_ button: String) throws -> [Record] { keep(try world.press(sheet: "s", button: button)) }
    @discardableResult
    mutating func present(animated: Bool = false) throws -> [Record] {
        keep(try world.present(name: "s", animated: animated))
    }

    private mutating func keep(_ new: [Record]) -> [Record] {
        records += new
        return new
    }
}

/// Transition lines, callbacks and haptics of records, as the trace prints them.
enum Lines {
    /// `from -> to (cause)`, one per transition.
    static func transitions(_ records: [Record]) -> [String] {
        records.compactMap { record in
            guard case .transitioned(let from, let to, let cause) = record.occurrence else { return nil }
            return "\(from.rawValue) -> \(to.rawValue)" + (cause.map { " (\($0))" } ?? "")
        }
    }

    /// Every occurrence as a trace word: transitions, `armed`, `disarmed`, `haptic X`, callbacks.
    static func all(_ records: [Record]) -> [String] {
        records.map { record in
            switch record.occurrence {
            case .transitioned(let from, let to, let cause):
                "\(from.rawValue) -> \(to.rawValue)" + (cause.map { " (\($0))" } ?? "")
            case .armed: "armed"
            case .disarmed: "disarmed"
            case .hapticFired(let name): "haptic \(name)"
            case .callbackFired(let name): name
            case .ignored(let input): "ignored \(input.reason)"
            }
        }
    }

    static func callbacks(_ records: [Record]) -> [String] {
        records.compactMap { record in
            guard case .callbackFired(let name) = record.occurrence else { return nil }
            return name
        }
    }
}

/// Checks invariants over every phase x event x event from a set of reachable states, on the
/// machine directly (events the world would refuse included): no crash, every transition in
/// the kind's table and chained from the phase it leaves, nothing leaves `dismissed` but a
/// presentation, `dragging` only with a finger down, `dismissed` count <= 1.
struct InvariantChecker<M: Machine> {
    let table: [TransitionRule]
    let environment: Environment

    /// Whether the machine tracks a finger (so `dragging` is legitimate).
    let fingerIsDown: (M) -> Bool
    let dismissedCount: (M) -> Int
    /// The content's buttons: each is pressed as an event, beside one no content has.
    var buttons: [String] = []

    /// Events to try at tick `tick`, named.
    func events(at tick: Int64, inside: Point, outside: Point) -> [(String, Event?)] {
        [
            ("touchBegan inside", .touchBegan(inside, at: tick)),
            ("touchBegan outside", .touchBegan(outside, at: tick)),
            ("touchMoved far", .touchMoved(Point(x: inside.x + 150, y: inside.y + 150), at: tick)),
            ("touchMoved across", .touchMoved(Point(x: inside.x + 200, y: inside.y + 5), at: tick)),
            ("touchEnded", .touchEnded(at: tick)),
            ("escape", .escapeRequested(at: tick)),
            ("backdrop tap", .backdropTapped(at: tick)),
            ("frame", .frameTicked(at: environment.clock.nextFrame(after: tick - 1))),
            ("present", .presentationRequested(animated: false, at: tick)),
            ("present animated", .presentationRequested(animated: true, at: tick)),
            ("settle", nil),
        ] + (buttons + ["no-such-button"]).map { ("press \($0)", .buttonPressed($0, at: tick)) }
    }

    /// Applies every pair of events to `start` (the second 250 ticks after the first), checking
    /// after each; returns the failures and the number of pairs tried.
    func checkEveryEventPair(
        from start: M, label: String, at tick: Int64, inside: Point, outside: Point
    ) -> (failures: [String], pairs: Int) {
        var failures: [String] = []
        var pairs = 0
        for (firstName, first) in events(at: tick, inside: inside, outside: outside) {
            var afterFirst = start
            failures += apply(first, named: firstName, to: &afterFirst, label: label)
            for (secondName, second) in events(at: tick + 250, inside: inside, outside: outside) {
                var machine = afterFirst
                failures += apply(second, named: "\(firstName), \(secondName)", to: &machine, label: label)
                pairs += 1
            }
        }
        return (failures, pairs)
    }

    /// Applies `event` (nil: 2 s of frames) and checks the invariants; returns the failures.
    func apply(_ event: Event?, named name: String, to machine: inout M, label: String) -> [String] {
        var failures: [String] = []
        var steps: [Event] = []
        if let event {
            steps = [event]
        } else {
            let start = environment.clock.nextFrame(after: machine.lastTickSeen)
            for index in 0..<120 {
                steps.append(.frameTicked(at: start + Int64(index) * environment.clock.ticksPerFrame))
            }
        }
        for step in steps {
            var phase = machine.phase
            let occurrences = machine.handle(step, in: environment)
            for occurrence in occurrences {
                guard case .transitioned(let from, let to, _) = occurrence else { continue }
                if from != phase { failures.append("\(label) / \(name): \(from) -> \(to) but phase was \(phase)") }
                if from == .dismissed, step.name != "presentationRequested" {
                    failures.append("\(label) / \(name): left dismissed on \(step.name)")
                }
                let known = table.contains { $0.from == from && $0.to == to && $0.event == step.name }
                if !known {
                    failures.append("\(label) / \(name): \(from) -> \(to) on \(step.name) is not in the table")
                }
                phase = to
            }
            if phase != machine.phase { failures.append("\(label) / \(name): reported \(phase), is \(machine.phase)") }
            if machine.phase == .dragging, !fingerIsDown(machine) {
                failures.append("\(label) / \(name): dragging without a finger")
            }
            if dismissedCount(machine) > 1 {
                failures.append("\(label) / \(name): dismissed \(dismissedCount(machine))")
            }
        }
        return failures
    }
}

extension Machine {
    /// The latest tick the machine has seen, as its fields read it (for the checker's frames).
    var lastTickSeen: Int64 {
        if let sheet = self as? SheetMachine { return sheet.now }
        if let edge = self as? EdgeMachine { return edge.now }
        return 0
    }
}

extension Occurrence {
    /// The reason of an `ignored` occurrence, nil for any other.
    var ignoredReason: String? {
        if case .ignored(let input) = self { return input.reason }
        return nil
    }
}
