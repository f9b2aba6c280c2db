/// A mass-1 spring described by response and damping ratio, as Apple's `Spring` describes it.
///
/// From response r (seconds) and damping ratio z: `omega0 = 2 pi / r` (rad/s),
/// `stiffness = omega0^2` (1/s^2), `damping = 2 z omega0 = 4 pi z / r` (1/s). Bounce b maps to
/// `z = 1 - b` for b >= 0 and `z = 1 / (1 + b)` for b < 0 (Apple documentation of `Spring`;
/// WWDC23 "Animate with springs"; OpenSwiftUI `springDampingFraction(bounce:)`).
public struct Spring: Sendable, Hashable {
    /// The period of the undamped oscillation, in seconds; the same quantity as `duration`.
    public var response: Double
    /// Damping as a fraction of critical damping: 0 never settles, 1 is critical, above 1 overdamped.
    public var dampingRatio: Double

    /// Creates a spring from its response in seconds and its damping fraction (unitless).
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingRatio = dampingFraction
    }

    /// Creates a spring from its perceptual duration in seconds and its bounce in -1...1.
    ///
    /// Bounce outside -1...1 is clamped to that range, the range Apple documents; bounce -1 gives an
    /// infinite damping ratio, which the dynamics treat as `Spring.largestDampingRatio`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let clampedBounce = bounce < -1 ? -1 : (bounce > 1 ? 1 : bounce)
        self.response = duration
        self.dampingRatio = clampedBounce >= 0 ? 1 - clampedBounce : 1 / (1 + clampedBounce)
    }

    /// Creates a spring from physical mass (kg-like units), stiffness (N/m-like) and damping.
    ///
    /// The mass is folded into a mass-1 spring with the same motion: `omega0 = sqrt(k / m)`,
    /// `z = c / (2 sqrt(k m))`. A non-positive mass or stiffness has no restoring force: the
    /// response is then infinite and the damping ratio 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        guard mass > 0, stiffness > 0 else {
            self.response = .infinity
            self.dampingRatio = 0
            return
        }
        self.response = 2 * Double.pi * (mass / stiffness).squareRoot()
        self.dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The stiffness of the equivalent mass-1 spring, `(2 pi / response)^2`, in 1/s^2.
    public var stiffness: Double {
        let naturalFrequency = 2 * Double.pi / response
        return naturalFrequency * naturalFrequency
    }

    /// The damping of the equivalent mass-1 spring, `4 pi dampingRatio / response`, in 1/s.
    public var damping: Double {
        4 * Double.pi * dampingRatio / response
    }

    /// The perceptual duration in seconds; equal to `response`.
    public var duration: Double {
        response
    }

    /// The bounce, inverting the bounce-to-damping-ratio map: `1 - z` up to z = 1, `1/z - 1` above.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }
}
