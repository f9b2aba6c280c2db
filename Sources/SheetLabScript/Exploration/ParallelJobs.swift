import Dispatch
import Synchronization

/// Runs numbered jobs on a few threads and returns their results in job order, so that what a
/// caller does with them cannot depend on the number of threads or on scheduling.
public enum ParallelJobs {
    /// The result of `job(0) ..< job(count)`, each run exactly once on one of up to `threads`
    /// threads (the calling thread among them); threads take the next job number as they finish.
    public static func map<Result: Sendable>(
        count: Int, threads: Int, _ job: @Sendable (Int) -> Result
    ) -> [Result] {
        map(count: count, threads: threads, clock: nil, job).results
    }

    /// How long the threads of one `map` worked, by a clock.
    public struct Timing: Equatable, Sendable {
        /// The time of the thread that worked longest: what the jobs take when every thread has a
        /// processor to itself.
        public var slowest: UInt64 = 0
        /// The time of all the threads together.
        public var total: UInt64 = 0
    }

    /// `map`, also timing each thread by `clock` (a thread's CPU clock, read by the shell); zero
    /// timing without a clock.
    public static func map<Result: Sendable>(
        count: Int, threads: Int, clock: (@Sendable () -> UInt64)?, _ job: @Sendable (Int) -> Result
    ) -> (results: [Result], timing: Timing) {
        guard threads > 1, count > 1 else {
            let start = clock?() ?? 0
            let results = (0..<count).map(job)
            let time = clock.map { $0() &- start } ?? 0
            return (results, Timing(slowest: time, total: time))
        }
        let slots = ResultSlots<Result>(count: count)
        let next = Atomic<Int>(0)
        let slowest = Atomic<UInt64>(0)
        let total = Atomic<UInt64>(0)
        DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
            let start = clock?() ?? 0
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                slots.store(job(index), at: index)
            }
            if let clock {
                let time = clock() &- start
                slowest.max(time, ordering: .relaxed)
                total.add(time, ordering: .relaxed)
            }
        }
        return (slots.values, Timing(slowest: slowest.load(ordering: .relaxed), total: total.load(ordering: .relaxed)))
    }
}

/// One result slot per job, each written by exactly one thread before `concurrentPerform`
/// returns; read only afterwards.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    var values: [Result] { (0..<count).map { slots[$0]! } }
}
