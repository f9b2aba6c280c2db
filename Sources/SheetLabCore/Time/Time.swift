/// Simulated time: an integer count of ticks of 1/6000 s.
///
/// 6000 is divisible by every common frame rate (24, 30, 60, 120, 240) and by 300, the fluid
/// spring's step (docs/motion.md#time), so milliseconds, spring steps and frames are all exact.
public enum Time {
    /// Ticks in one second.
    public static let ticksPerSecond: Int64 = 6000

    /// The tick count as seconds.
    @inlinable
    public static func seconds(_ ticks: Int64) -> Double {
        Double(ticks) / Double(ticksPerSecond)
    }

    /// Seconds rounded to the nearest tick, halves away from zero; nil when not finite or
    /// beyond the range ticks can hold.
    public static func ticks(seconds: Double) -> Int64? {
        guard seconds.isFinite else { return nil }
        let scaled = (seconds * Double(ticksPerSecond)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e18 else { return nil }
        return Int64(scaled)
    }
}
