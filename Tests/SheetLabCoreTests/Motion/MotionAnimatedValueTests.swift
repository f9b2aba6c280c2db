import Testing

@testable import SheetLabCore

@Suite("Animated values")
struct MotionAnimatedValueTests {
    static let linearSecond = Animation.curve(.linear, seconds: 1, spelling: "linear(1)")
    static let smoothFluid = Animation.spring(.smooth, model: .fluid, spelling: ".smooth")

    /// Renders 60 fps frames `first...last`.
    func render(_ value: inout AnimatedValue, frames: ClosedRange<Int64>) {
        for frame in frames { value.render(at: frame * ticksPerFrameAt60) }
    }

    @Test("an unanimated change during a spring moves the model; the spring keeps running on top")
    func unanimatedDuringSpring() {
        var value = AnimatedValue(0)
        value.set(100, animation: Self.smoothFluid, change: 1, at: 0)
        render(&value, frames: 1...10)
        let offset = value.presented - value.model
        value.set(150, animation: nil, change: 2, at: 1000)
        #expect(value.model == 150)
        #expect(value.isAnimating)
        #expect(value.presented == 150 + offset)
        #expect(!value.isRunning(change: 2))
        #expect(value.isLogicallyComplete(change: 2))
        var reference = AnimatedValue(0)
        reference.set(100, animation: Self.smoothFluid, change: 1, at: 0)
        render(&reference, frames: 1...20)
        render(&value, frames: 11...20)
        #expect(isApproximatelyEqual(value.presented, reference.presented + 50, tolerance: 1e-12))
        render(&value, frames: 21...300)
        #expect(!value.isAnimating)
        #expect(value.presented == 150)
    }

    @Test("a change to the value the model already has starts nothing")
    func sameValue() {
        var value = AnimatedValue(40)
        value.set(40, animation: Self.smoothFluid, change: 1, at: 0)
        #expect(!value.isAnimating)
        #expect(value.runningSpellings.isEmpty)
        #expect(!value.isRunning(change: 1))
        value.set(80, animation: Self.smoothFluid, change: 2, at: 0)
        render(&value, frames: 1...5)
        let running = value
        value.set(80, animation: Self.linearSecond, change: 3, at: 500)
        #expect(value == running)
    }

    @Test("an animation started on a frame is first evaluated on the next frame")
    func firstEvaluation() {
        var value = AnimatedValue(0)
        render(&value, frames: 1...10)
        value.set(10, animation: Self.linearSecond, change: 1, at: 1000)
        value.render(at: 1000)
        #expect(value.presented == 0)
        value.render(at: 1100)
        // The curve solve stops within 1e-7 of the progress, so 10 pt read to 1e-6.
        #expect(isApproximatelyEqual(value.presented, 10.0 / 60, tolerance: 1e-6))
    }

    struct CombineSample: CustomTestStringConvertible, Sendable {
        let frame: Int64
        let presented: Double
        let spellings: [String]
        var testDescription: String { "frame \(frame)" }
    }

    /// linear 0 -> 100 over 1 s; at 0.5 s linear back to 0 over 1 s. Combined value
    /// `old(t) + f(t - 0.5)(0 - old(t))`, hand-computed, to 1e-5 (the solve's 1e-7 times 100 pt).
    static let combineSamples: [CombineSample] = [
        CombineSample(frame: 30, presented: 50, spellings: ["first", "second"]),
        CombineSample(frame: 45, presented: 56.25, spellings: ["first", "second"]),
        CombineSample(frame: 60, presented: 50, spellings: ["first", "second"]),
        CombineSample(frame: 66, presented: 40, spellings: ["second"]),
        CombineSample(frame: 90, presented: 0, spellings: ["second"]),
        CombineSample(frame: 91, presented: 0, spellings: []),
    ]

    @Test("a curve arriving while a curve runs combines with it", arguments: combineSamples)
    func curveCombine(_ row: CombineSample) {
        var value = AnimatedValue(0)
        value.set(100, animation: .curve(.linear, seconds: 1, spelling: "first"), change: 1, at: 0)
        render(&value, frames: 1...30)
        value.set(0, animation: .curve(.linear, seconds: 1, spelling: "second"), change: 2, at: 3000)
        render(&value, frames: 30...row.frame)
        #expect(isApproximatelyEqual(value.presented, row.presented, tolerance: 1e-5))
        #expect(value.runningSpellings == row.spellings)
    }

    @Test("a curve arriving on a spring combines; the spring settles under it")
    func curveOnSpring() {
        var value = AnimatedValue(0)
        value.set(100, animation: Self.smoothFluid, change: 1, at: 0)
        render(&value, frames: 1...6)
        let before = value.presented
        value.set(0, animation: .curve(.easeOut, seconds: 0.5, spelling: "easeOut"), change: 2, at: 600)
        #expect(isApproximatelyEqual(value.presented, before, tolerance: 1e-12))
        #expect(value.runningSpellings == [".smooth", "easeOut"])
        render(&value, frames: 7...36)
        #expect(value.presented == 0)
        #expect(value.isRunning(change: 1))
        #expect(value.isLogicallyComplete(change: 1))
        #expect(!value.isLogicallyComplete(change: 2))
        value.render(at: 3700)
        #expect(!value.isAnimating)
        #expect(!value.isRunning(change: 1) && !value.isRunning(change: 2))
    }

    @Test("a spring arriving on a running curve replaces it, starting at rest from the presented value")
    func springReplacesCurve() {
        var value = AnimatedValue(0)
        value.set(100, animation: Self.linearSecond, change: 1, at: 0)
        render(&value, frames: 1...30)
        #expect(isApproximatelyEqual(value.presented, 50, tolerance: 1e-5))
        value.set(0, animation: Self.smoothFluid, change: 2, at: 3000)
        #expect(value.runningSpellings == [".smooth"])
        #expect(!value.isRunning(change: 1))
        #expect(value.isLogicallyComplete(change: 1))
        guard case .fluid(let state) = value.spring?.integrator else {
            Issue.record("not fluid")
            return
        }
        #expect(state.delta == value.model - value.presented)
        #expect(isApproximatelyEqual(state.delta, -50, tolerance: 1e-5))
        #expect(state.velocity == 0 && state.force == 0 && state.offset == 0)
        var reference = AnimatedValue(value.presented)
        reference.set(0, animation: Self.smoothFluid, change: 9, at: 3000)
        render(&value, frames: 31...45)
        render(&reference, frames: 31...45)
        #expect(isApproximatelyEqual(value.presented, reference.presented, tolerance: 1e-9))
    }

    struct CompletionRow: CustomTestStringConvertible, Sendable {
        let frame: Int64
        let firstLogical: Bool
        let secondLogical: Bool
        let firstRunning: Bool
        let secondRunning: Bool
        var testDescription: String { "frame \(frame)" }
    }

    /// Change 1: fluid spring 0.4 s at 0. Change 2: fluid spring 0.3 s merged at frame 12 (0.2 s).
    /// Change 1 is logically complete at its own 0.4 s (frame 24), change 2 at 0.2 + 0.3 s (frame 30);
    /// both are removed together, with the merged spring.
    static let completionRows: [CompletionRow] = [
        CompletionRow(frame: 23, firstLogical: false, secondLogical: false, firstRunning: true, secondRunning: true),
        CompletionRow(frame: 24, firstLogical: true, secondLogical: false, firstRunning: true, secondRunning: true),
        CompletionRow(frame: 29, firstLogical: true, secondLogical: false, firstRunning: true, secondRunning: true),
        CompletionRow(frame: 30, firstLogical: true, secondLogical: true, firstRunning: true, secondRunning: true),
        CompletionRow(frame: 600, firstLogical: true, secondLogical: true, firstRunning: false, secondRunning: false),
    ]

    @Test("completion flags per change through a merge", arguments: completionRows)
    func completionThroughMerge(_ row: CompletionRow) {
        var value = AnimatedValue(0)
        value.set(100, animation: .spring(Spring(duration: 0.4), model: .fluid, spelling: "first"), change: 1, at: 0)
        render(&value, frames: 1...12)
        value.set(
            300, animation: .spring(Spring(duration: 0.3), model: .fluid, spelling: "second"), change: 2, at: 1200)
        render(&value, frames: 12...row.frame)
        #expect(value.isLogicallyComplete(change: 1) == row.firstLogical)
        #expect(value.isLogicallyComplete(change: 2) == row.secondLogical)
        #expect(value.isRunning(change: 1) == row.firstRunning)
        #expect(value.isRunning(change: 2) == row.secondRunning)
        #expect(value.runningSpellings == (row.secondRunning ? ["second"] : []))
    }

    @Test("stopAnimations ends everything at once and presents the model")
    func stop() {
        var value = AnimatedValue(0)
        value.set(100, animation: Self.smoothFluid, change: 1, at: 0)
        value.set(50, animation: Self.linearSecond, change: 2, at: 0)
        render(&value, frames: 1...5)
        value.stopAnimations()
        #expect(
            value
                == {
                    var expected = AnimatedValue(50)
                    expected.render(at: 500)
                    return expected
                }())
        #expect(!value.isRunning(change: 1) && value.isLogicallyComplete(change: 2))
    }

    @Test("a spring may draw past a clamped model on its way")
    func overshootPastModel() {
        var value = AnimatedValue(80)
        value.set(0, animation: .spring(.bouncy, model: .fluid, spelling: ".bouncy"), change: 1, at: 0)
        var lowest = Double.infinity
        for frame in Int64(1)...120 {
            value.render(at: frame * ticksPerFrameAt60)
            lowest = min(lowest, value.presented)
        }
        #expect(lowest < -0.9)
        #expect(value.presented == 0)
    }
}
