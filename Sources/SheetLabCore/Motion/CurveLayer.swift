/// A timing-curve animation combined on top of whatever ran before it (docs/motion.md#animated-values-swiftuis-model).
///
/// With `before(t)` the remaining offset of everything under the layer and `delta` the model change
/// the layer animates, its remaining offset is `(before(t) - delta) (1 - f(progress))`: SwiftUI's
/// `old(t) + f(t - t0) (target - old(t))` written as an offset from the model.
struct CurveLayer: Sendable, Hashable {
    /// The curve's shape.
    var curve: CurveShape
    /// The tick the layer started.
    var startTick: Int64
    /// The duration, in ticks of 1/6000 s.
    var durationTicks: Int64
    /// The model change the layer animates.
    var delta: Double
    /// The change (transaction) identifier.
    var change: Int
    /// How the seed spells the animation.
    var spelling: String

    /// The remaining offset at `tick` given the offset `below` of everything under the layer, or nil
    /// when the curve is over (elapsed > duration: removed, and logically complete, on that frame).
    ///
    /// A layer not yet started (tick not after its start) contributes progress 0.
    func remainingOffset(at tick: Int64, below: Double) -> Double? {
        guard tick > startTick else { return below - delta }
        let elapsed = MotionTicks.elapsed(from: startTick, to: tick)
        guard elapsed <= durationTicks else { return nil }
        let progress = Double(elapsed) / Double(durationTicks)
        return (below - delta) * (1 - curve.value(at: progress))
    }
}
