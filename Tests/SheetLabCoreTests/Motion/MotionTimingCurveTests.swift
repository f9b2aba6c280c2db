import Testing

@testable import SheetLabCore

@Suite("Timing curves")
struct MotionTimingCurveTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        let name: String
        let curve: TimingCurve
        let progress: Double
        let value: Double
        var testDescription: String { name }
    }

    /// docs/motion.md's checks (to 1e-5) plus end points and the linear identity.
    static let samples: [Sample] = [
        Sample(name: "easeIn(0.5)", curve: .easeIn, progress: 0.5, value: 0.31536),
        Sample(name: "easeOut(0.25)", curve: .easeOut, progress: 0.25, value: 0.37814),
        Sample(name: "easeInOut(0.75)", curve: .easeInOut, progress: 0.75, value: 0.87084),
        Sample(name: "easeInOut(0.5) is symmetric", curve: .easeInOut, progress: 0.5, value: 0.5),
        Sample(name: "linear(0.3)", curve: .linear, progress: 0.3, value: 0.3),
        Sample(name: "default(0) starts at 0", curve: .default, progress: 0, value: 0),
        Sample(name: "default(1) ends at 1", curve: .default, progress: 1, value: 1),
        Sample(name: "progress past 1 holds at 1", curve: .easeIn, progress: 1.5, value: 1),
        Sample(name: "negative progress holds at 0", curve: .easeOut, progress: -0.5, value: 0),
    ]

    @Test("values to 1e-5", arguments: samples)
    func value(_ row: Sample) {
        #expect(isApproximatelyEqual(row.curve.value(at: row.progress), row.value, tolerance: 1e-5))
    }

    @Test("a curve with a flat start still solves (bisection path) monotonically")
    func flatStartSolves() {
        let curve = TimingCurve(x1: 0, y1: 1, x2: 0, y2: 1)
        var previous = 0.0
        for step in 1...99 {
            let value = curve.value(at: Double(step) / 100)
            #expect(value.isFinite && value >= previous)
            previous = value
        }
    }

    @Test("at 60 fps easeIn over 0.25 s started on a frame is removed and complete on frame 16")
    func removalFrame() {
        var value = AnimatedValue(0)
        value.set(1, animation: .curve(.easeIn, seconds: 0.25, spelling: "easeIn"), change: 7, at: 0)
        for frame in Int64(1)...15 {
            value.render(at: frame * ticksPerFrameAt60)
            #expect(value.isRunning(change: 7), "frame \(frame)")
            #expect(!value.isLogicallyComplete(change: 7), "frame \(frame)")
        }
        #expect(value.presented == 1)
        value.render(at: 16 * ticksPerFrameAt60)
        #expect(!value.isRunning(change: 7))
        #expect(value.isLogicallyComplete(change: 7))
        #expect(!value.isAnimating)
    }

    @Test("curve durations round to the nearest tick")
    func durationRounding() {
        #expect(Animation.curve(.linear, seconds: 0.35, spelling: "").shape == .curve(.linear, duration: 2100))
        #expect(Animation.curve(.linear, seconds: 0.00009, spelling: "").shape == .curve(.linear, duration: 1))
        #expect(Animation.curve(.linear, seconds: -1, spelling: "").shape == .curve(.linear, duration: 0))
    }
}
