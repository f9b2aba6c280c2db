import Dispatch

/// Runs independent pieces of work on several threads and returns their results in index order.
///
/// Each worker takes every `workers`-th index (cells that cost alike sit side by side, so striding
/// shares them out evenly). Results depend only on the index, so the output is the same for any
/// number of workers.
public enum SweepParallel {
    /// `body(index)` for every index in `0..<count`, on up to `workers` threads.
    public static func map<Result: Sendable>(
        count: Int, workers: Int, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(workers, count))
        if workers == 1 { return (0..<count).map(body) }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < count {
                slots.store(body(index), at: index)
                index += workers
            }
        }
        return slots.values
    }

    /// One slot per index, each written by exactly one worker before `values` is read.
    private final class Slots<Result>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<Result?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func store(_ result: Result, at index: Int) {
            storage[index] = result
        }

        var values: [Result] { (0..<count).map { storage[$0]! } }
    }
}
