/// How long a search would take with each of its threads on a processor of its own: by every
/// thread's CPU clock, the slowest thread of each batch plus the calling thread's work between
/// batches. On a shared machine the wall clock also counts the time other programs ran; this
/// does not (`sheetlab bench` judges explore's rate by it, beside the wall-clock rate).
public final class SearchTimer: @unchecked Sendable {
    /// The calling thread's CPU time in nanoseconds (the shell's `CLOCK_THREAD_CPUTIME_ID`).
    public let clock: @Sendable () -> UInt64
    /// The time so far. Written only by the thread that runs the search, read after it.
    public private(set) var nanoseconds: UInt64 = 0
    private var mark: UInt64 = 0

    public init(clock: @escaping @Sendable () -> UInt64) {
        self.clock = clock
    }

    /// Starts counting the calling thread's work.
    func start() {
        mark = clock()
    }

    /// Counts the calling thread's work since the last mark, then `slowest` for a parallel part.
    func addParallel(slowest: UInt64, serialEndedAt end: UInt64) {
        nanoseconds &+= (end &- mark) &+ slowest
        mark = clock()
    }

    /// Runs `body` (the caller's progress and interruption callbacks) without counting it.
    func excluding<Result>(_ body: () -> Result) -> Result {
        let before = clock()
        let result = body()
        mark &+= clock() &- before
        return result
    }

    /// Counts the calling thread's work since the last mark.
    func stop() {
        nanoseconds &+= clock() &- mark
    }
}
