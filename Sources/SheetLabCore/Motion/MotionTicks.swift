/// Tick arithmetic for the motion engine until the shared `Time` enum lands on main.
///
/// A tick is 1/6000 s (motion.md, "Time"). Conversions divide by 6000 exactly as the clock does, so
/// an `elapsed` compared at a frame boundary is exact.
enum MotionTicks {
    /// Ticks in one second: 6000 (motion.md, "Time").
    static let perSecond: Int64 = 6000

    /// Converts a tick count to seconds, dividing by 6000 only at the end.
    static func seconds(_ ticks: Int64) -> Double {
        Double(ticks) / Double(perSecond)
    }

    /// Converts seconds to the nearest tick; NaN and values at or below 0 give 0, and values past
    /// one billion seconds clamp there so the conversion never traps.
    static func ticks(seconds: Double) -> Int64 {
        let limit = 1e9
        guard seconds > 0 else { return 0 }
        let clamped = seconds < limit ? seconds : limit
        return Int64((clamped * Double(perSecond)).rounded(.toNearestOrAwayFromZero))
    }

    /// The ticks from `start` to `end`, saturating instead of trapping on overflow.
    static func elapsed(from start: Int64, to end: Int64) -> Int64 {
        let (difference, overflow) = end.subtractingReportingOverflow(start)
        if overflow { return end > start ? Int64.max : Int64.min }
        return difference
    }

    /// The smallest tick count whose length in seconds reaches `seconds`: 0 for non-positive or NaN
    /// durations, `Int64.max` for durations past one billion seconds.
    ///
    /// Lets "elapsed >= duration" be decided on integers with the same answer as the `Double`
    /// comparison motion.md states.
    static func firstTickReaching(seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        guard seconds < 1e9 else { return Int64.max }
        var ticks = Int64((seconds * Double(perSecond)).rounded(.up))
        while ticks > 0 && Self.seconds(ticks - 1) >= seconds { ticks -= 1 }
        while Self.seconds(ticks) < seconds { ticks += 1 }
        return ticks
    }
}
