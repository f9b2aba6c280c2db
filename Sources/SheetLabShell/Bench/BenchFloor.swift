import Dispatch
import SheetLabScript

/// The bare form of what a figure measures, timed in the same run as the figure, so that the
/// figure is judged as a ratio to its floor: load on the shared machine slows both alike, and the
/// ratio holds where absolute nanoseconds flip between PASS and MISS (issue 16). `FloorSampler`
/// times it in short windows spread through the figure's run.
enum BenchFloor: String, CaseIterable, Sendable {
    /// One closed-form spring evaluation (`exp`, `cos`, `sin` and a few products), as an analytic
    /// frame of one value does once (`AnalyticSpringMotion.position(at:)`).
    case closedFormSpring = "closed-form spring evaluation"
    /// One velocity-Verlet step at 1/300 s of a mass-1 spring (`FluidSpringState.advance`); a
    /// fluid frame at 60 fps runs five of them per value.
    case verletStep = "Verlet step"
    /// One iteration of a loop that does nothing but call an opaque function, as an idle frame
    /// visits a sheet.
    case emptyIteration = "empty loop iteration"
    /// One `Array.append` of a 16-byte value into reserved capacity, the bookkeeping of a replayed
    /// line.
    case arrayAppend = "Array append"

    /// Units in one window: about 50 microseconds on a quiet machine.
    var windowUnits: Int {
        switch self {
        case .closedFormSpring: 2_000
        case .verletStep: 4_000
        case .emptyIteration: 40_000
        case .arrayAppend: 20_000
        }
    }

    /// Runs `units` units and returns a value that depends on all of them.
    func run(_ units: Int) -> Double {
        switch self {
        case .closedFormSpring: Self.closedFormSprings(units)
        case .verletStep: Self.verletSteps(units)
        case .emptyIteration: Self.emptyIterations(units)
        case .arrayAppend: Self.arrayAppends(units)
        }
    }

    /// Where results go so that the optimiser cannot drop the work.
    nonisolated(unsafe) static var sink = 0.0

    @inline(never)
    static func closedFormSprings(_ count: Int) -> Double {
        // spring(response: 0.5, dampingRatio: 0.8) over 100 pt at 60 fps (docs/models.md defaults).
        let frequency = 2 * Double.pi / 0.5
        let decay = 0.8 * frequency
        let damped = frequency * (1 - 0.8 * 0.8).squareRoot()
        let delta = 100.0
        let sine = decay * delta / damped
        var sum = 0.0
        for frame in 0..<count {
            let time = Double(frame & 63) / 60
            let phase = damped * time
            sum += delta - exp(-decay * time) * (delta * cos(phase) + sine * sin(phase))
        }
        return sum
    }

    @inline(never)
    static func verletSteps(_ count: Int) -> Double {
        // stiffness (2 pi / 0.5)^2, damping 2 x 0.8 x sqrt(stiffness): the same spring.
        let stiffness = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        let damping = 2 * 0.8 * stiffness.squareRoot()
        var offset = 0.0
        var velocity = 0.0
        var force = 0.0
        var sum = 0.0
        for step in 0..<count {
            let delta = step & 255 == 0 ? offset + 100 : 100.0
            let halfVelocity = velocity + force / 600
            offset += halfVelocity / 300
            force = -damping * halfVelocity + stiffness * (delta - offset)
            velocity = halfVelocity + force / 600
            sum += offset
        }
        return sum
    }

    @inline(never)
    static func emptyIterations(_ count: Int) -> Double {
        var sum = 0
        for index in 0..<count { sum &+= opaque(index) }
        return Double(sum)
    }

    @inline(never)
    static func opaque(_ value: Int) -> Int { value }

    @inline(never)
    static func arrayAppends(_ count: Int) -> Double {
        var lines: [(Int, Int)] = []
        lines.reserveCapacity(4096)
        var sum = 0
        for index in 0..<count {
            if lines.count == 4096 {
                sum &+= lines[index & 4095].0
                lines.removeAll(keepingCapacity: true)
            }
            lines.append((index, sum))
        }
        return Double(sum + lines.count)
    }
}

/// A floor timed in short windows spread through a figure's run (between its timed parts), so
/// that the floor sees the same load as the figure: a figure that is descheduled a tenth of its
/// time finds its floor descheduled about as often.
struct FloorSampler {
    let floor: BenchFloor
    /// Threads each window runs on (a figure that uses two cores has a floor on two).
    let threads: Int
    /// The clock the figure is timed with: on the CPU clock, a window on several threads counts
    /// its slowest thread, as `SearchTimer` counts a batch.
    let clock: BenchClock
    /// Time spent in the windows so far.
    private(set) var nanoseconds: UInt64 = 0
    /// Units run so far, over all threads.
    private(set) var units = 0
    /// Figure time since the last window, for `sampleIfDue`.
    private var figureSinceWindow: UInt64 = 0

    init(_ floor: BenchFloor, threads: Int = 1, clock: BenchClock = .wall) {
        self.floor = floor
        self.threads = threads
        self.clock = clock
    }

    /// Times one window.
    mutating func sample() {
        let units = floor.windowUnits * (clock == .threadCPU ? 4 : 1)
        let floor = self.floor
        let start = MonotonicClock.now()
        let times = Times(count: threads)
        let cpu = clock == .threadCPU
        // One window per thread, each timing itself (a shared queue of jobs would let the first
        // thread do them all before the second woke up).
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let begin = cpu ? BenchClock.threadCPUNow() : 0
            let sum = floor.run(units)
            times.store(cpu ? BenchClock.threadCPUNow() &- begin : 0, sum: sum, at: thread)
        }
        nanoseconds &+= cpu ? times.slowest : MonotonicClock.now() &- start
        BenchFloor.sink = times.sum
        self.units += units * threads
        figureSinceWindow = 0
    }

    /// Times a window when the figure has run `window` nanoseconds (about 100 us) since the last:
    /// the floor then takes about a third of the run, spread through it.
    mutating func sampleIfDue(afterFigure elapsed: UInt64, window: UInt64 = 100_000) {
        figureSinceWindow &+= elapsed
        if figureSinceWindow >= window || units == 0 { sample() }
    }

    /// Nanoseconds per unit over every window (0 before the first).
    var nanosecondsPerUnit: Double {
        units == 0 ? 0 : Double(nanoseconds) / Double(units)
    }
}

/// Each floor thread's time and result, written by that thread only, read after all finished.
private final class Times: @unchecked Sendable {
    private let nanoseconds: UnsafeMutablePointer<UInt64>
    private let sums: UnsafeMutablePointer<Double>
    private let count: Int

    init(count: Int) {
        self.count = count
        nanoseconds = .allocate(capacity: count)
        nanoseconds.initialize(repeating: 0, count: count)
        sums = .allocate(capacity: count)
        sums.initialize(repeating: 0, count: count)
    }

    deinit {
        nanoseconds.deallocate()
        sums.deallocate()
    }

    func store(_ time: UInt64, sum: Double, at index: Int) {
        nanoseconds[index] = time
        sums[index] = sum
    }

    var slowest: UInt64 { (0..<count).map { nanoseconds[$0] }.max() ?? 0 }
    var sum: Double { (0..<count).reduce(0) { $0 + sums[$1] } }
}
