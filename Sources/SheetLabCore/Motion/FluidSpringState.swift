/// SwiftUI's fluid spring integrator state over one animated delta (OpenSwiftUI
/// `FluidSpringAnimation.animate`, as docs/motion.md's pseudo-code fixes it).
///
/// Velocity-Verlet at a fixed step of 1/300 s on a mass-1 spring. Offsets are in the value's units
/// and measured from where the animation started; `offset == delta` is the target.
struct FluidSpringState: Sendable, Hashable {
    /// The step count per second, 300 (OpenSwiftUI `FluidSpringAnimation`).
    static let stepsPerSecond = 300.0
    /// The half-step divisor of the force, 600 = 2 x 300 (velocity-Verlet at 1/300 s).
    static let halfStepsPerSecond = 600.0
    /// The settling bound on max(v^2, F^2), 0.0036 (OpenSwiftUI `FluidSpringAnimation`).
    static let settledEnergy = 0.0036
    /// The settling bound on the distance left, as a fraction of the delta, 0.01 (OpenSwiftUI).
    static let settledFraction = 0.01

    /// The distance from start to target.
    var delta: Double
    /// The distance travelled from the start.
    var offset: Double = 0
    /// The velocity, in units per second.
    var velocity: Double = 0
    /// The spring force on the unit mass, in units per second squared.
    var force: Double = 0
    /// The integrator's own clock in seconds since the animation's time origin.
    var ownTime: Double = 0
    /// The capped stiffness `min((2 pi / r)^2, 45000)`, in 1/s^2.
    var stiffness: Double
    /// The damping `2 z sqrt(stiffness)`, in 1/s.
    var damping: Double

    /// A state at rest at the start of `delta`, driven by `spring`.
    init(delta: Double, spring: Spring) {
        self.delta = delta
        self.stiffness = spring.fluidStiffness
        self.damping = spring.fluidDamping
    }

    /// Steps the integrator while its own time is under `elapsed` seconds since the origin.
    ///
    /// Own time advances by `1.0 / 300.0` in `Double`, so at elapsed 0.1 s this runs 31 steps, not
    /// 30, as SwiftUI does (docs/motion.md).
    mutating func advance(to elapsed: Double) {
        let step = 1.0 / Self.stepsPerSecond
        while ownTime < elapsed {
            let halfVelocity = velocity + force / Self.halfStepsPerSecond
            offset += halfVelocity / Self.stepsPerSecond
            force = -damping * halfVelocity + stiffness * (delta - offset)
            velocity = halfVelocity + force / Self.halfStepsPerSecond
            ownTime += step
        }
    }

    /// True when SwiftUI would remove the animation: `max(v^2, F^2) <= 0.0036` and the distance left
    /// is at most 1% of the delta (that second test skipped when the delta is 0).
    var isSettled: Bool {
        let energy = max(velocity * velocity, force * force)
        guard energy <= Self.settledEnergy else { return false }
        guard delta != 0 else { return true }
        return abs(delta - offset) <= Self.settledFraction * abs(delta)
    }

    /// True when offset, velocity and force are all finite.
    var isFinite: Bool {
        offset.isFinite && velocity.isFinite && force.isFinite
    }
}
