/// Tick arithmetic the motion engine needs beyond `Time`: saturating differences, guarded
/// rounding, and "elapsed >= duration" decided on integers.
///
/// A tick is 1/6000 s (docs/motion.md#time); conversions to seconds go through `Time.seconds(_:)`,
/// so an `elapsed` compared at a frame boundary is exact.
enum MotionTicks {
    /// The longest duration the motion engine converts, one billion seconds; longer ones clamp here.
    static let longestSeconds = 1e9

    /// Converts a tick count to seconds (`Time.seconds(_:)`).
    static func seconds(_ ticks: Int64) -> Double {
        Time.seconds(ticks)
    }

    /// Converts a duration in seconds to the nearest tick; NaN and values at or below 0 give 0, and
    /// values past `longestSeconds` clamp there, so the conversion never traps.
    static func ticks(seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        let clamped = seconds < longestSeconds ? seconds : longestSeconds
        return Time.ticks(seconds: clamped) ?? 0
    }

    /// The ticks from `start` to `end`, saturating instead of trapping on overflow.
    static func elapsed(from start: Int64, to end: Int64) -> Int64 {
        let (difference, overflow) = end.subtractingReportingOverflow(start)
        if overflow { return end > start ? Int64.max : Int64.min }
        return difference
    }

    /// The smallest tick count whose length in seconds reaches `seconds`: 0 for non-positive or NaN
    /// durations, `Int64.max` past `longestSeconds`.
    ///
    /// Lets "elapsed >= duration" be decided on integers with the same answer as the `Double`
    /// comparison docs/motion.md states.
    static func firstTickReaching(seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        guard seconds < longestSeconds else { return Int64.max }
        var ticks = Int64((seconds * Double(Time.ticksPerSecond)).rounded(.up))
        while ticks > 0 && Self.seconds(ticks - 1) >= seconds { ticks -= 1 }
        while Self.seconds(ticks) < seconds { ticks += 1 }
        return ticks
    }
}
