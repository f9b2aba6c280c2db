@testable import SheetLabCore

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
