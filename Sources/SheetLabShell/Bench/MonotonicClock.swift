/// Nanoseconds from `clock_gettime(CLOCK_MONOTONIC)`: the only clock the benchmarks read.
///
/// Never used by the simulation, whose time is a value (`World.now`); only by `Benchmarks`.
enum MonotonicClock {
    /// The current reading, in nanoseconds since an unspecified start.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The cost of one reading, in nanoseconds: the median of 1,001 back-to-back pairs.
    static func overhead() -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(1001)
        for _ in 0..<1001 {
            let start = now()
            let end = now()
            samples.append(Double(end &- start))
        }
        return Spread(samples).median
    }
}

/// A clock a benchmark times with: the wall (`MonotonicClock`), or the CPU time of the calling
/// thread, which does not count the time other programs on a shared machine ran instead.
enum BenchClock: Sendable {
    case wall
    case threadCPU

    /// The current reading, in nanoseconds.
    func now() -> UInt64 {
        switch self {
        case .wall: MonotonicClock.now()
        case .threadCPU: Self.threadCPUNow()
        }
    }

    /// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`: about a microsecond a reading on a virtual
    /// machine (a system call), so it times runs of a hundred microseconds or more.
    @Sendable static func threadCPUNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
