import SheetLabCore
import SheetLabScript

/// `plot` against `record` over the same frames: a screen flung to dismissal, then an hour of
/// frames (216,000 at 60 fps) charted in the terminal, or streamed to a CSV file.
enum PlotBenchmark {
    /// One timed run: nanoseconds, frames passed and whether every line ran cleanly.
    struct Run: Sendable {
        var nanoseconds: UInt64
        var frames: Int64
        var errors: Int
    }

    /// The lines before the timed one: a screen that animates for its first second.
    static let setup = ["new screen page", "fling page 0 100 at 720"]

    /// Runs `plot page progress over SECONDS` (`recordTo` nil) or `record page progress to FILE`,
    /// `step SECONDS`, `record stop`, timing those lines only. The file is removed afterwards.
    static func run(seconds: Int, recordTo path: String?, clock: BenchClock = .wall) -> Run {
        var session = Session(origin: .file("plot.scenario"), files: LocalFiles())
        var errors = 0
        func execute(_ text: String) {
            if session.execute(LogicalLine(text)).error != nil { errors += 1 }
        }
        for line in setup { execute(line) }
        let ticksPerFrame = session.world.environment.clock.ticksPerFrame
        let before = session.world.now / ticksPerFrame
        let start = clock.now()
        if let path {
            execute("record page progress to \(path)")
            execute("step \(seconds)s")
            execute("record stop")
        } else {
            execute("plot page progress over \(seconds)s")
        }
        let elapsed = clock.now() &- start
        if let path { unlink(path) }
        return Run(nanoseconds: elapsed, frames: session.world.now / ticksPerFrame - before, errors: errors)
    }
}
