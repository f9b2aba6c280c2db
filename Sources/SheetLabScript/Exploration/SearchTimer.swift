/// How long a search would take with each of its threads on a processor of its own: by every
/// thread's CPU clock, the slowest thread of each batch plus the calling thread's work between
/// batches. On a shared machine the wall clock also counts the time other programs ran; this
/// does not (`sheetlab bench` judges explore's rate by it, beside the wall-clock rate).
public final class SearchTimer: @unchecked Sendable {
    /// The calling thread's CPU time in nanoseconds (the shell's `CLOCK_THREAD_CPUTIME_ID`).
    public let clock: @Sendable () -> UInt64
    /// The time so far. Written only by the thread that runs the search, read after it.
    public var nanoseconds: UInt64 { serialNanoseconds &+ slowestNanoseconds }
    /// The calling thread's work between batches (merging, freeing the expanded worlds): what no
    /// second thread shortens.
    public private(set) var serialNanoseconds: UInt64 = 0
    /// The slowest thread of each batch, summed.
    public private(set) var slowestNanoseconds: UInt64 = 0
    /// Every thread of each batch, summed: over `slowestNanoseconds`, how evenly the batches were
    /// shared (the number of threads when perfectly).
    public private(set) var busyNanoseconds: UInt64 = 0
    private var mark: UInt64 = 0

    public init(clock: @escaping @Sendable () -> UInt64) {
        self.clock = clock
    }

    /// Starts counting the calling thread's work.
    func start() {
        mark = clock()
    }

    /// Counts the calling thread's work since the last mark, then `timing` for a parallel part.
    func addParallel(_ timing: ParallelJobs.Timing, serialEndedAt end: UInt64) {
        serialNanoseconds &+= end &- mark
        slowestNanoseconds &+= timing.slowest
        busyNanoseconds &+= timing.total
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
        serialNanoseconds &+= clock() &- mark
    }
}
