import SheetLabCore

/// Nanoseconds per sheet-frame through `World.advance(to:)`, the path every command takes.
///
/// A world of N identical sheets runs a kind's `FrameCycle` over and over; only frames in which
/// the sheets animate are timed, one clock reading before and after each run of them, and the
/// time is divided by frames x N. Idle is timed the same way on sheets at rest.
struct FrameBenchmark {
    /// Time and sheet-frames summed over one repetition.
    struct Tally: Sendable {
        var nanoseconds: UInt64 = 0
        var sheetFrames = 0
        /// Frames rendered in the steady state: inside a timed run, before its last frame.
        var steadyFrames = 0

        var nanosecondsPerSheetFrame: Double? {
            sheetFrames == 0 ? nil : Double(nanoseconds) / Double(sheetFrames)
        }
    }

    /// A failure to follow the calibrated cycle (a phase differs): the figures are wrong.
    struct Divergence: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    var world: World
    let cycle: FrameCycle
    let count: Int

    /// A world of `count` sheets at rest running the cycle of `kind` under `setting`; `make`
    /// makes each sheet's machine (a design file's, a profile's), the kind's own by default.
    init(kind: Kind, setting: FrameSetting, count: Int, make: (() -> any Machine)? = nil) {
        cycle = FrameCycle.calibrate(kind: kind, setting: setting, make: make)
        world = FrameCycle.world(kind: kind, setting: setting, count: count, make: make)
        self.count = count
    }

    /// Runs the cycle `cycles` times, adding each timed run's figures to its class; after each
    /// cycle `between` hears the nanoseconds timed in it (the floors are sampled there).
    mutating func run(
        cycles: Int, into tallies: inout [AnimationClass: Tally], between: (UInt64) -> Void = { _ in }
    ) throws(Divergence) {
        for _ in 0..<cycles {
            var timed: UInt64 = 0
            defer { between(timed) }
            for step in cycle.steps {
                switch step {
                case .present:
                    for index in world.sheets.indices {
                        _ = try? world.present(name: world.sheets[index].name, animated: true)
                    }
                case .drag(let delta, let ticks):
                    _ = FrameCycle.beginDrag(&world, delta: delta, ticks: ticks)
                case .untimed(let frames):
                    // One call for all of them: a loop like `steadyFrames` would be merged with it.
                    _ = world.advance(to: world.now + Int64(frames) * world.environment.clock.ticksPerFrame)
                case .timed(let animation, let frames):
                    let nanoseconds = Self.timedFrames(&world, count: frames)
                    timed &+= nanoseconds
                    tallies[animation, default: Tally()].nanoseconds += nanoseconds
                    tallies[animation, default: Tally()].sheetFrames += frames * count
                    tallies[animation, default: Tally()].steadyFrames += frames - 1
                case .expectPhase(let phase):
                    for sheet in world.sheets where sheet.machine.phase != phase {
                        throw Divergence(
                            description:
                                "\(sheet.name) is \(sheet.machine.phase.rawValue), calibration expected \(phase.rawValue)"
                        )
                    }
                }
            }
        }
    }

    /// Times `frames` frames on sheets at rest, in runs of at most 1,000 frames with `between`
    /// hearing each run's nanoseconds.
    static func idle(
        _ world: inout World, frames: Int, sheets: Int, between: (UInt64) -> Void = { _ in }
    ) -> Tally {
        var tally = Tally()
        var left = frames
        while left > 0 {
            let run = min(left, 1000)
            let nanoseconds = timedFrames(&world, count: run)
            tally.nanoseconds &+= nanoseconds
            tally.sheetFrames += run * sheets
            tally.steadyFrames += run - 1
            left -= run
            between(nanoseconds)
        }
        return tally
    }

    /// Renders `count` frames between two clock readings: the first `count - 1` through
    /// `steadyFrames` (the steady state the allocation check watches), then the last.
    @inline(never)
    static func timedFrames(_ world: inout World, count: Int) -> UInt64 {
        let start = MonotonicClock.now()
        if count > 1 { steadyFrames(&world, count: count - 1) }
        if count > 0 { _ = world.advance(to: world.nextFrameTick) }
        return MonotonicClock.now() &- start
    }

    /// Renders `count` frames. Kept out of line under this name so that `scripts/bench` can
    /// count the allocations made inside it with `valgrind --tool=callgrind --toggle-collect`.
    @inline(never)
    static func steadyFrames(_ world: inout World, count: Int) {
        for _ in 0..<count {
            _ = world.advance(to: world.nextFrameTick)
        }
    }

}
