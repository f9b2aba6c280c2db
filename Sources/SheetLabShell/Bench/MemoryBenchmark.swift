import SheetLabCore
import SheetLabScript

/// Resident memory over a long run: a sheet that cycles through drags and settles for a given
/// number of frames through `Session.execute(_:)` with trace on, optionally recording every frame
/// to a file. The run must stay flat: memory must not grow with frames.
enum MemoryBenchmark {
    /// Readings taken during one run.
    struct Run: Sendable {
        var frames: Int64
        var lines: Int
        var nanoseconds: UInt64
        /// Before the first command.
        var start: ProcessMemory
        /// After warm-up: a tenth of the frames, and the session's log full (it keeps the last
        /// `Session.logCapacity` records, so it grows until then by design).
        var early: ProcessMemory
        /// The frame `early` was read at.
        var earlyFrame: Int64
        /// Whether the log was full then (a short run's never fills).
        var logWasFull: Bool
        /// After the last frame.
        var end: ProcessMemory
        /// Entries in the session's `log` at the end (it keeps the last `Session.logCapacity`).
        var logEntries: Int
        var errors: Int

        /// Growth of resident memory from warm-up to the end, in KiB.
        var growthKiB: Int { end.residentKiB - early.residentKiB }
        /// Growth per frame after warm-up, in bytes.
        var bytesPerFrame: Double {
            Double(growthKiB * 1024) / Double(max(frames - earlyFrame, 1))
        }
    }

    /// The cycle: a drag that cancels, one that commits, a new animated presentation.
    static let cycle = [
        "drag m 0 40 over 0.5",
        "settle m",
        "drag m 0 180 over 0.25",
        "settle m",
        "present m animated",
        "settle m",
    ]

    /// Runs the cycle on a `sheet` until `frames` frames have passed; with `recordTo`, records
    /// `offset height backdrop phase` of every frame to that file (removed afterwards).
    static func run(frames: Int64, recordTo path: String? = nil) -> Run {
        var session = Session(origin: .file("memory.scenario"), files: LocalFiles())
        var errors = 0
        var lines = 0
        func execute(_ text: String) {
            lines += 1
            if session.execute(LogicalLine(text)).error != nil { errors += 1 }
        }
        let start = ProcessMemory.current()
        let begin = MonotonicClock.now()
        execute("new sheet m")
        if let path { execute("record m offset height backdrop phase to \(path)") }
        let ticksPerFrame = session.world.environment.clock.ticksPerFrame
        let earlyTick = frames / 10 * ticksPerFrame
        let endTick = frames * ticksPerFrame
        var early: ProcessMemory?
        var earlyFrame: Int64 = 0
        var logWasFull = false
        while session.world.now < endTick {
            for line in cycle { execute(line) }
            // Read at a tenth of the frames, and again when the log first fills (a short run
            // whose log never fills keeps the first reading).
            let logIsFull = session.loggedCount >= Session.logCapacity
            if session.world.now >= earlyTick, early == nil || (logIsFull && !logWasFull) {
                early = ProcessMemory.current()
                earlyFrame = session.world.now / ticksPerFrame
                logWasFull = logIsFull
            }
        }
        if path != nil { execute("record stop") }
        let elapsed = MonotonicClock.now() &- begin
        let end = ProcessMemory.current()
        if let path { unlink(path) }
        return Run(
            frames: session.world.now / ticksPerFrame, lines: lines, nanoseconds: elapsed, start: start,
            early: early ?? start, earlyFrame: earlyFrame, logWasFull: logWasFull, end: end,
            logEntries: session.log.count, errors: errors)
    }
}
