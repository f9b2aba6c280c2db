/// A running spring: its integrator and time origin.
///
/// Plain data (no references), so rendering copies it without retain or release; the spelling and
/// the changes it animates live beside it in `AnimatedValue`.
///
/// Time is measured from `originTick`; a spring is first evaluated at the first frame strictly
/// after it (docs/motion.md#time). A merge keeps the origin for the fluid model and moves it to the
/// merge tick for the analytic model, whose closed form restarts there.
struct SpringMotion: Sendable, Hashable {
    /// The integrator and its state.
    enum Integrator: Sendable, Hashable {
        /// SwiftUI's velocity-Verlet integrator (OpenSwiftUI `FluidSpringAnimation`).
        case fluid(FluidSpringState)
        /// The closed form (Apple `Spring.value(target:initialVelocity:time:)`).
        case analytic(AnalyticSpringMotion)
        /// A peer library's own spring.
        case library(LibrarySpringState)
    }

    // Stored last: an `AnimatedValue` tells a running spring by the integrator's case, which sits
    // after its payload, next to the fields the value reads at every frame (`AnimatedValue`).
    /// The tick the motion's time is measured from.
    var originTick: Int64
    /// The offset from the value's model at the last rendered frame: travelled minus delta.
    var remainingOffset: Double
    /// The integrator and its state.
    var integrator: Integrator

    /// A spring from rest over `delta`, started at `tick`.
    init(spring: Spring, model: SpringModel, delta: Double, at tick: Int64) {
        switch model {
        case .fluid: integrator = .fluid(FluidSpringState(delta: delta, spring: spring))
        case .analytic:
            integrator = .analytic(AnalyticSpringMotion(delta: delta, initialVelocity: 0, spring: spring))
        }
        originTick = tick
        remainingOffset = -delta
    }

    /// A library spring over `delta`, started at `tick` with the library's velocity.
    init(library: LibrarySpring, delta: Double, at tick: Int64) {
        integrator = .library(LibrarySpringState(spring: library, delta: delta))
        originTick = tick
        remainingOffset = -delta
    }

    /// Seconds from the origin to `tick`.
    func elapsedSeconds(at tick: Int64) -> Double {
        MotionTicks.seconds(MotionTicks.elapsed(from: originTick, to: tick))
    }

    /// Evaluates the frame at `tick` and returns true when the spring is removed there.
    ///
    /// A spring whose origin is not before `tick` is not evaluated. A removed spring shows its target
    /// (remaining offset 0); so does one whose state stops being finite (sheetlab's NaN guard).
    mutating func render(at tick: Int64) -> Bool {
        var terms = AnalyticSpringTerms()
        return render(at: tick, sharing: &terms)
    }

    /// `render(at:)` sharing the analytic terms of springs rendered before it in the same frame.
    mutating func render(at tick: Int64, sharing terms: inout AnalyticSpringTerms) -> Bool {
        guard tick > originTick else { return false }
        let elapsed = elapsedSeconds(at: tick)
        switch integrator {
        case .fluid(var state):
            state.advance(to: elapsed)
            integrator = .fluid(state)
            guard state.isFinite, !state.isSettled else { return finish() }
            remainingOffset = state.offset - state.delta
        case .analytic(let motion):
            let (position, velocity) = motion.state(at: elapsed, sharing: &terms)
            guard position.isFinite, velocity.isFinite else { return finish() }
            guard !motion.isSettled(position: position, velocity: velocity) else { return finish() }
            remainingOffset = position - motion.delta
        case .library(var state):
            let ended = state.advance(toElapsed: MotionTicks.elapsed(from: originTick, to: tick))
            integrator = .library(state)
            guard !ended, state.offset.isFinite else { return finish() }
            remainingOffset = state.offset - state.delta
        }
        guard remainingOffset.isFinite else { return finish() }
        return false
    }

    /// Marks the spring removed, showing its target.
    private mutating func finish() -> Bool {
        remainingOffset = 0
        return true
    }

    /// Merges a new spring arriving at `tick` that moves the model by `modelChange` (docs/motion.md;
    /// OpenSwiftUI `FluidSpringAnimation.shouldMerge`).
    ///
    /// Fluid: the running state is advanced to the merge tick for its offset; velocity and force stay
    /// those of the last rendered frame; the new stiffness and damping apply at once; the delta grows
    /// by `modelChange`; own time becomes the merge time measured from the kept origin. Analytic: a
    /// new closed form from the position and exact velocity at the merge tick, with its origin there.
    /// Merging across models starts the new model from the old one's offset and velocity (force 0).
    mutating func merge(spring: Spring, model: SpringModel, modelChange: Double, at tick: Int64) {
        let elapsed = elapsedSeconds(at: tick)
        let travelled: Double
        let delta: Double
        let velocity: Double
        switch integrator {
        case .fluid(let state):
            var advanced = state
            advanced.advance(to: elapsed)
            if model == .fluid {
                var merged = state
                merged.offset = advanced.offset
                merged.ownTime = elapsed
                merged.delta += modelChange
                merged.stiffness = spring.fluidStiffness
                merged.damping = spring.fluidDamping
                integrator = .fluid(merged)
                remainingOffset = merged.offset - merged.delta
                return
            }
            travelled = advanced.offset
            delta = advanced.delta
            velocity = state.velocity
        case .analytic(let motion):
            let started = tick > originTick
            travelled = started ? motion.position(at: elapsed) : 0
            delta = motion.delta
            velocity = started ? motion.velocity(at: elapsed) : motion.initialVelocity
        case .library(let state):
            // As of the last rendered frame: a library spring steps frame by frame.
            travelled = state.offset
            delta = state.delta
            velocity = state.velocity
        }
        let distanceLeft = delta + modelChange - travelled
        switch model {
        case .fluid:
            var state = FluidSpringState(delta: distanceLeft, spring: spring)
            state.velocity = velocity
            integrator = .fluid(state)
        case .analytic:
            integrator = .analytic(
                AnalyticSpringMotion(delta: distanceLeft, initialVelocity: velocity, spring: spring))
        }
        originTick = tick
        remainingOffset = -distanceLeft
    }
}
