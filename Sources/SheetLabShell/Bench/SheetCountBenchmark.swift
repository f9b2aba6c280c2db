import SheetLabCore
import SheetLabScript

/// Costs that must not grow with the number of sheets: creating many sheets and stepping them,
/// and a command on one sheet among N (`inspect`, `expect`, `set` on sheets picked across all).
enum SheetCountBenchmark {
    /// One timed run.
    struct Run: Sendable {
        var nanoseconds: UInt64
        /// Lines timed.
        var lines: Int
        var errors: Int
    }

    /// `new sheet s0` ... `new sheet sN-1`, then `step 1s`, all timed (trace on, as a user runs
    /// it); every 100 sheets `between` hears the nanoseconds they took (untimed).
    static func createAndStep(sheets: Int, clock: BenchClock = .wall, between: (UInt64) -> Void = { _ in }) -> Run {
        var session = Session(origin: .file("sheets.scenario"))
        let lines = (0..<sheets).map { LogicalLine("new sheet s\($0)") } + [LogicalLine("step 1s")]
        var errors = 0
        var elapsed: UInt64 = 0
        var start = clock.now()
        for (index, line) in lines.enumerated() {
            if session.execute(line).error != nil { errors += 1 }
            if index % 100 == 99 {
                let part = clock.now() &- start
                elapsed &+= part
                between(part)
                start = clock.now()
            }
        }
        elapsed &+= clock.now() &- start
        return Run(nanoseconds: elapsed, lines: lines.count, errors: errors)
    }

    /// A session with `sheets` sheets at rest, built untimed.
    static func world(sheets: Int) -> Session {
        var session = Session(origin: .file("sheets.scenario"))
        for index in 0..<sheets { _ = session.execute(LogicalLine("new sheet s\(index)")) }
        _ = session.execute(LogicalLine("settle"))
        return session
    }

    /// The commands timed per sheet picked: none moves the clock, so their cost is the look-up
    /// and the command's own work, whatever the number of sheets.
    static func commands(for name: String) -> [LogicalLine] {
        [
            "inspect \(name) phase offset", "expect \(name).phase == idle", "set \(name).backdrop 0.3",
            "inspect \(name) detent",
        ].map { LogicalLine($0) }
    }

    /// Times `rounds` rounds of `commands` on sheets spread over the whole session (a stride
    /// coprime with the count); the lines are built in advance, so `execute` alone is timed.
    static func commands(in session: inout Session, rounds: Int, clock: BenchClock = .wall) -> Run {
        let count = session.world.sheets.count
        let picks = (0..<rounds).map { commands(for: "s\(($0 &* 7919) % count)") }
        var errors = 0
        var lines = 0
        let start = clock.now()
        for pick in picks {
            for line in pick {
                let result = session.execute(line)
                if result.error != nil || result.expectationFailed { errors += 1 }
                lines += 1
            }
        }
        return Run(nanoseconds: clock.now() &- start, lines: lines, errors: errors)
    }
}
