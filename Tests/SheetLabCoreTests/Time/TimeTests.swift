import Testing

@testable import SheetLabCore

/// docs/motion.md#time: ticks of 1/6000 s, an fps that divides 6000, typed durations rounded to the
/// nearest tick.
struct TimeTests {
    struct Rounding: CustomTestStringConvertible, Sendable {
        let seconds: Double
        let ticks: Int64
        var testDescription: String { "\(seconds) s -> \(ticks) ticks" }
    }

    /// "Typed durations round to the nearest tick": halves away from zero, never truncated.
    static let roundings: [Rounding] = [
        Rounding(seconds: 0.25, ticks: 1500),
        Rounding(seconds: 0.00009, ticks: 1),  // 0.54 ticks
        Rounding(seconds: 0.00005, ticks: 0),  // 0.3 ticks
        Rounding(seconds: 0.000_25, ticks: 2),  // 1.5 ticks
        Rounding(seconds: 2.5 / 6000, ticks: 3),  // 2.5 ticks exactly: away from zero, not to the even 2
        Rounding(seconds: 1.0 / 9.0, ticks: 667),  // 666.67 ticks: a fling of 100 pt at 900 pt/s
        Rounding(seconds: -0.00009, ticks: -1),
        Rounding(seconds: 0.349_95, ticks: 2100),  // 2099.7 ticks
    ]

    @Test(arguments: roundings)
    func typedDurationsRoundToTheNearestTick(_ rounding: Rounding) {
        #expect(Time.ticks(seconds: rounding.seconds) == rounding.ticks)
    }

    /// Ticks become seconds by one division, the double nearest the quotient: 600 ticks are the
    /// 0.1 a scenario types (a product by 1/6000 gives 0.09999999999999999).
    @Test(arguments: [(Int64(600), 0.1), (Int64(5), 1.0 / 1200.0), (Int64(2100), 0.35), (Int64(100), 1.0 / 60.0)])
    func ticksBecomeSecondsByOneDivision(_ ticks: Int64, _ seconds: Double) {
        #expect(Time.seconds(ticks).bitPattern == seconds.bitPattern)
    }

    /// "an fps that divides 6000": 24, 30, 60, 120, 240 make clocks; 7, 90 and 0 do not.
    @Test(arguments: [
        (24, true), (30, true), (60, true), (120, true), (240, true), (7, false), (90, false), (0, false),
    ])
    func aFrameRateMustDivideSixThousand(_ fps: Int, _ accepted: Bool) {
        #expect((FrameClock(fps: fps) != nil) == accepted)
    }
}
