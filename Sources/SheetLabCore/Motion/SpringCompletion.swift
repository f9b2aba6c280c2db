/// One change animated by the running spring, and when that change is logically complete.
///
/// A change is logically complete once the last rendered frame is at least its own spring's
/// response after its start (its merge tick, for a change merged into a running spring); later
/// changes are ignored (docs/motion.md#animated-values-swiftuis-model, Completion).
struct SpringCompletion: Sendable, Hashable {
    /// The change (transaction) identifier.
    var change: Int
    /// The tick the change started its spring or merged into it.
    var startTick: Int64
    /// The elapsed ticks from `startTick` at which the change is logically complete: the first tick
    /// count reaching the response, so the comparison is exact on frame boundaries.
    var logicalTicks: Int64

    /// The record for `change` animated by `spring` from `tick`.
    init(change: Int, spring: Spring, at tick: Int64) {
        self.change = change
        self.startTick = tick
        self.logicalTicks = MotionTicks.firstTickReaching(seconds: spring.response)
    }

    /// The record for `change`, logically complete `logicalTicks` after `tick`.
    init(change: Int, logicalTicks: Int64, at tick: Int64) {
        self.change = change
        self.startTick = tick
        self.logicalTicks = logicalTicks
    }

    /// True when the frame rendered at `renderedTick` (if any) completes the change logically.
    func isLogicallyComplete(renderedTick: Int64?) -> Bool {
        guard let renderedTick, renderedTick > startTick else { return false }
        return MotionTicks.elapsed(from: startTick, to: renderedTick) >= logicalTicks
    }
}
