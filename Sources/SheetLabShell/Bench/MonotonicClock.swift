import Glibc

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
