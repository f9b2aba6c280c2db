import Dispatch
import Synchronization

extension TestRunner {
    /// Runs `work` for every index of `0..<count` on up to `jobs` threads and hands each result
    /// to `deliver` on the calling thread in index order, as soon as it and every earlier one
    /// are done; returns after the last delivery with every thread joined.
    ///
    /// Threads take the next index from a shared counter, so which thread runs what varies
    /// from run to run, but what `deliver` sees never does. Threads that cannot be started are
    /// made up for by the calling thread, which then works alone.
    static func forEachInOrder<Result: Sendable>(
        count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Void
    ) {
        guard count > 0 else { return }
        let board = Board<Result>(count: count)
        let drain: @Sendable () -> Void = {
            while true {
                let index = board.next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = work(index)
                board.results.withLock { $0[index] = result }
                board.ready[index].signal()
            }
        }
        var threads: [pthread_t] = []
        for _ in 0..<max(1, min(jobs, count)) {
            guard let thread = startThread(drain) else { break }
            threads.append(thread)
        }
        if threads.isEmpty { drain() }
        for index in 0..<count {
            board.ready[index].wait()
            let result = board.results.withLock { results in
                defer { results[index] = nil }
                return results[index]!
            }
            deliver(index, result)
        }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// What the worker threads share: the next index to take and the finished results.
    private final class Board<Result: Sendable>: Sendable {
        let next = Atomic<Int>(0)
        let results: Mutex<[Result?]>
        let ready: [DispatchSemaphore]

        init(count: Int) {
            results = Mutex(Array(repeating: nil, count: count))
            ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        }
    }

    /// A thread's body, passed through `pthread_create`'s raw pointer.
    private final class ThreadBody {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts a joinable thread running `body`; nil when the system refuses.
    private static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let failure = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard failure == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
