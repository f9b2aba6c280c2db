import SheetLabCore
import SheetLabScript

/// Command lines per second through `Session.execute(_:)`: parse, execute and the output text,
/// over a long generated scenario that keeps all four kinds busy.
enum ReplayBenchmark {
    /// The four sheets of the scenario, one of each kind, with drags that cancel and commit.
    struct Actor {
        var kind: Kind
        var name: String
        var cancel: (Int, Int)
        var commit: (Int, Int)
        /// A parameter set to its default value (a `set` that changes nothing).
        var parameter: String
    }

    static let actors = [
        Actor(kind: .screen, name: "page", cancel: (0, 40), commit: (0, 300), parameter: "threshold 140"),
        Actor(kind: .modal, name: "card", cancel: (0, 40), commit: (0, 250), parameter: "backdrop 0.4"),
        Actor(kind: .sheet, name: "drawer", cancel: (0, 40), commit: (0, 180), parameter: "backdrop 0.3"),
        Actor(kind: .edge, name: "back", cancel: (30, 0), commit: (150, 0), parameter: "trigger 80"),
    ]

    /// The scenario: four `new` lines, then `blocks` blocks of 14 lines, each on the next sheet in
    /// turn: a drag that cancels, settle, inspect, expect, a drag that commits, settle, expect,
    /// present, settle, step, time, list, set, inspect json. Drag lengths vary by up to 4 pt
    /// (a fixed linear congruential sequence), so the file is the same on every run.
    static func lines(blocks: Int) -> [String] {
        var lines = actors.map { "new \($0.kind.rawValue) \($0.name)" }
        var state: UInt64 = 0x5eed
        func jitter() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 61)  // 0...7
        }
        for block in 0..<blocks {
            let actor = actors[block % actors.count]
            let name = actor.name
            let wobble = jitter() / 2
            let cancel = actor.cancel.0 == 0 ? "0 \(actor.cancel.1 - wobble)" : "\(actor.cancel.0 - wobble) 0"
            let commit = actor.commit.0 == 0 ? "0 \(actor.commit.1 + wobble)" : "\(actor.commit.0 + wobble) 0"
            lines += [
                "drag \(name) \(cancel) over 0.5",
                "settle \(name)",
                "inspect \(name) phase offset progress",
                "expect \(name).phase == idle",
                "drag \(name) \(commit) over 0.25",
                "settle \(name)",
                "expect \(name).presented == false",
                "present \(name) animated",
                "settle \(name)",
                "step 2f",
                "time",
                "list",
                "set \(name).\(actor.parameter)",
                "inspect \(name) json",
            ]
        }
        return lines
    }

    /// What one replay of the scenario did.
    struct Pass: Sendable {
        var nanoseconds: UInt64
        var lines: Int
        var frames: Int64
        var outputBytes: Int
        var errors: Int
        var failedExpectations: Int
        /// The first error, rendered, if any (the scenario should have none).
        var firstError: String?
    }

    /// Replays `lines` in a fresh session with trace on, timing every `execute` by `clock`; every
    /// 64 lines, `between` hears the nanoseconds they took (untimed: the floors are sampled there).
    static func replay(
        _ lines: [LogicalLine], clock: BenchClock = .wall, between: (UInt64) -> Void = { _ in }
    ) -> Pass {
        var session = Session(origin: .file("bench.scenario"))
        var outputBytes = 0
        var errors = 0
        var failed = 0
        var firstError: String?
        var elapsed: UInt64 = 0
        var start = clock.now()
        for (index, line) in lines.enumerated() {
            let result = session.execute(line)
            outputBytes &+= result.output.utf8.count
            if let error = result.error {
                errors += 1
                if firstError == nil { firstError = "line \(line.start.line): \(error)" }
            }
            if result.expectationFailed { failed += 1 }
            if index % 64 == 63 {
                let part = clock.now() &- start
                elapsed &+= part
                between(part)
                start = clock.now()
            }
        }
        elapsed &+= clock.now() &- start
        let frames = session.world.environment.clock.frameIndex(atOrBefore: session.world.now)
        return Pass(
            nanoseconds: elapsed, lines: lines.count, frames: frames, outputBytes: outputBytes, errors: errors,
            failedExpectations: failed, firstError: firstError)
    }

    /// The scenario as logical lines numbered from 1.
    static func logicalLines(blocks: Int) -> [LogicalLine] {
        lines(blocks: blocks).enumerated().map { LogicalLine($1, at: SourceLocation(line: $0 + 1, column: 1)) }
    }
}
