/// A spring a peer library runs itself, with the release velocity it hands over: not SwiftUI's
/// fluid or analytic model, but the library's own integrator (issue 17, peer profiles).
public enum LibrarySpring: Sendable, Hashable {
    /// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the closed
    /// form with an initial velocity in units per second. UIKit's settling time is not public:
    /// sheetlab removes it by the analytic model's rule (docs/motion.md).
    case uikit(Spring, initialVelocity: Double)
    /// FloatingPanel's `NumericSpringAnimator`: a semi-implicit Euler step per display frame.
    case numeric(NumericSpring)
    /// Reanimated 3's `withSpring`: a closed-form step per frame, ended by its rest thresholds or
    /// overshoot clamping.
    case reanimated(ReanimatedSpring)
}

/// FloatingPanel's `NumericSpringAnimator` (scenee/FloatingPanel Sources/Core.swift): per display
/// frame of length h, `f = 1 + 2 h zeta omega`, `det = f + h^2 omega^2`,
/// `x = (f x + h v + h^2 omega^2 xt) / det`, then `v = (v + h omega^2 (xt - x)) / det` with the
/// new x; it stops when `|xt - x| <= 1 / displayScale` and the last step moved at most one pixel.
public struct NumericSpring: Sendable, Hashable {
    /// The damping ratio `zeta`.
    public var dampingRatio: Double
    /// The angular frequency `omega`, rad/s.
    public var angularFrequency: Double
    /// The velocity at release, units per second.
    public var initialVelocity: Double
    /// The display frame, ticks (CADisplayLink's `targetTimestamp - timestamp`).
    public var frameTicks: Int64
    /// Pixels per point (`fp_displayScale`), for the stop rule.
    public var displayScale: Double

    public init(
        dampingRatio: Double, angularFrequency: Double, initialVelocity: Double, frameTicks: Int64,
        displayScale: Double
    ) {
        self.dampingRatio = dampingRatio
        self.angularFrequency = angularFrequency
        self.initialVelocity = initialVelocity
        self.frameTicks = max(frameTicks, 1)
        self.displayScale = displayScale
    }
}

/// Reanimated 3's `withSpring` (software-mansion/react-native-reanimated
/// src/reanimated2/animation/spring.ts and springUtils.ts): from mass m, stiffness k and damping c,
/// `zeta = c / (2 sqrt(k m))` and `omega0 = sqrt(k / m)`; each frame advances the closed form by
/// `min(dt, 64 ms)`, the underdamped form when `zeta < 1` and the critically damped form
/// otherwise (an overdamped spring moves as a critically damped one at omega0). It ends, showing
/// the target, when it crossed the target under `overshootClamping`, or when before the step the
/// speed was under `restSpeedThreshold` and the distance under `restDisplacementThreshold`.
public struct ReanimatedSpring: Sendable, Hashable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double
    public var overshootClamping: Bool
    public var restDisplacementThreshold: Double
    public var restSpeedThreshold: Double

    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, overshootClamping: Bool,
        restDisplacementThreshold: Double, restSpeedThreshold: Double
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.overshootClamping = overshootClamping
        self.restDisplacementThreshold = restDisplacementThreshold
        self.restSpeedThreshold = restSpeedThreshold
    }

    /// `c / (2 sqrt(k m))`.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// `sqrt(k / m)`, rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
}

/// The state of a library spring between frames: travelled distance and velocity toward `delta`.
struct LibrarySpringState: Sendable, Hashable {
    let spring: LibrarySpring
    /// Distance from the start to the target.
    let delta: Double
    /// Distance travelled from the start.
    var offset = 0.0
    /// Velocity along the value, units per second.
    var velocity: Double
    /// Frames stepped (numeric), or the tick last stepped to, measured from the origin (Reanimated).
    var stepped: Int64 = 0

    init(spring: LibrarySpring, delta: Double) {
        self.spring = spring
        self.delta = delta
        switch spring {
        case .uikit(_, let initialVelocity): velocity = initialVelocity
        case .numeric(let numeric): velocity = numeric.initialVelocity
        case .reanimated(let reanimated): velocity = reanimated.initialVelocity
        }
    }

    /// Advances to `elapsed` ticks after the origin; returns true when the spring ends there.
    mutating func advance(toElapsed elapsed: Int64) -> Bool {
        switch spring {
        case .uikit(let spring, let initialVelocity):
            let motion = AnalyticSpringMotion(delta: delta, initialVelocity: initialVelocity, spring: spring)
            let (position, speed) = motion.state(at: MotionTicks.seconds(elapsed))
            offset = position
            velocity = speed
            return motion.isSettled(position: position, velocity: speed)
        case .numeric(let numeric):
            return stepNumeric(numeric, toElapsed: elapsed)
        case .reanimated(let reanimated):
            return stepReanimated(reanimated, toElapsed: elapsed)
        }
    }

    /// One FloatingPanel step per display frame due: the first at the first frame after the origin.
    private mutating func stepNumeric(_ numeric: NumericSpring, toElapsed elapsed: Int64) -> Bool {
        let due = (elapsed + numeric.frameTicks - 1) / numeric.frameTicks
        let h = MotionTicks.seconds(numeric.frameTicks)
        let omega = numeric.angularFrequency
        let h2o2 = h * h * omega * omega
        while stepped < due {
            stepped += 1
            let previous = offset
            let f = 1 + 2 * h * numeric.dampingRatio * omega
            let det = f + h2o2
            offset = (f * offset + h * velocity + h2o2 * delta) / det
            velocity = (velocity + h * omega * omega * (delta - offset)) / det
            let pixel = 1 / numeric.displayScale
            if abs(delta - offset) <= pixel, abs(previous - offset) / pixel <= 1 { return true }
            guard offset.isFinite, velocity.isFinite else { return true }
        }
        return false
    }

    /// Reanimated's frame: the closed form over `min(dt, 64 ms)` from the state before it.
    private mutating func stepReanimated(_ reanimated: ReanimatedSpring, toElapsed elapsed: Int64) -> Bool {
        let dt = min(elapsed - stepped, Self.longestReanimatedFrame)
        stepped = elapsed
        guard dt > 0 else { return false }
        let t = MotionTicks.seconds(dt)
        let displacement = offset - delta
        let before = (offset: offset, velocity: velocity)
        let zeta = reanimated.dampingRatio
        let omega0 = reanimated.naturalFrequency
        if zeta < 1 {
            let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = Libm.exp(-zeta * omega0 * t)
            let a = displacement
            let b = (velocity + zeta * omega0 * displacement) / omega1
            let cosine = Libm.cos(omega1 * t)
            let sine = Libm.sin(omega1 * t)
            let newDisplacement = envelope * (a * cosine + b * sine)
            velocity = -zeta * omega0 * newDisplacement + envelope * (-a * omega1 * sine + b * omega1 * cosine)
            offset = delta + newDisplacement
        } else {
            let envelope = Libm.exp(-omega0 * t)
            let c = velocity + omega0 * displacement
            offset = delta + envelope * (displacement + c * t)
            velocity = envelope * (c - omega0 * (displacement + c * t))
        }
        let overshot =
            reanimated.overshootClamping && (before.offset < delta ? offset > delta : offset < delta)
        let rests =
            abs(before.velocity) < reanimated.restSpeedThreshold
            && abs(delta - before.offset) < reanimated.restDisplacementThreshold
        return overshot || rests || !offset.isFinite || !velocity.isFinite
    }

    /// Reanimated caps a frame's time step at 64 ms (`Math.min(now - lastTimestamp, 64)`).
    static let longestReanimatedFrame: Int64 = 384
}
