/// The closed-form motion of a mass-1 damped spring from rest offset 0 toward `delta`, with an
/// initial velocity (Apple `Spring.value(target:initialVelocity:time:)`; docs/motion.md, "analytic").
///
/// With `l = z omega0` and `wd = omega0 sqrt(1 - z^2)`: underdamped
/// `x(t) = D - e^(-l t) (D cos(wd t) + ((l D - v0)/wd) sin(wd t))`; critical
/// `x(t) = D - e^(-l t) (D + (l D - v0) t)`; overdamped `x(t) = D - A e^(r1 t) - B e^(r2 t)` with
/// roots `r1,2 = -omega0 (z -/+ sqrt(z^2 - 1))`, `A + B = D`, `A r1 + B r2 = -v0`.
struct AnalyticSpringMotion: Sendable, Hashable {
    /// The settling tolerance, 0.001, on distance (times |D|) and speed (times |D| omega0) (docs/motion.md).
    static let settledFraction = 0.001

    /// The closed form's shape, chosen by the damping ratio.
    enum Regime: Sendable, Hashable {
        /// z < 1: decays at `decayRate` while oscillating at `dampedFrequency` rad/s.
        case underdamped(dampedFrequency: Double, sineCoefficient: Double)
        /// z = 1: `x = D - e^(-l t) (D + linearCoefficient t)`.
        case critical(linearCoefficient: Double)
        /// z > 1: two real roots (1/s) and their coefficients (value units).
        case overdamped(slowRoot: Double, fastRoot: Double, slowCoefficient: Double, fastCoefficient: Double)
        /// Response <= 0 or too short to represent: at the target from the first frame.
        case instantaneous
    }

    /// The distance from start to target, D.
    let delta: Double
    /// The velocity at time 0, v0, in units per second.
    let initialVelocity: Double
    /// The undamped angular frequency `2 pi / r`, in rad/s.
    let naturalFrequency: Double
    /// The decay rate `z omega0`, in 1/s.
    let decayRate: Double
    /// The regime and its precomputed coefficients.
    let regime: Regime

    /// The motion of `spring` over `delta`, starting with `initialVelocity` units per second.
    init(delta: Double, initialVelocity: Double, spring: Spring) {
        self.delta = delta
        self.initialVelocity = initialVelocity
        let response = spring.response < Spring.longestResponse ? spring.response : Spring.longestResponse
        let frequency = 2 * Double.pi / response
        guard response > 0, frequency.isFinite else {
            naturalFrequency = 0
            decayRate = 0
            regime = .instantaneous
            return
        }
        let ratio = spring.dynamicsDampingRatio
        naturalFrequency = frequency
        decayRate = ratio * frequency
        if ratio < 1 {
            let damped = frequency * (1 - ratio * ratio).squareRoot()
            regime = .underdamped(
                dampedFrequency: damped,
                sineCoefficient: (decayRate * delta - initialVelocity) / damped)
        } else if ratio == 1 {
            regime = .critical(linearCoefficient: decayRate * delta - initialVelocity)
        } else {
            let spread = (ratio * ratio - 1).squareRoot()
            // The slow root written without the cancellation of z - sqrt(z^2 - 1).
            let slowRoot = -frequency / (ratio + spread)
            let fastRoot = -frequency * (ratio + spread)
            let slowCoefficient = (-initialVelocity - fastRoot * delta) / (slowRoot - fastRoot)
            regime = .overdamped(
                slowRoot: slowRoot, fastRoot: fastRoot,
                slowCoefficient: slowCoefficient, fastCoefficient: delta - slowCoefficient)
        }
    }

    /// The distance travelled at `time` seconds, x(t).
    func position(at time: Double) -> Double {
        switch regime {
        case .underdamped(let damped, let sineCoefficient):
            let phase = damped * time
            return delta - Libm.exp(-decayRate * time) * (delta * Libm.cos(phase) + sineCoefficient * Libm.sin(phase))
        case .critical(let linearCoefficient):
            return delta - Libm.exp(-decayRate * time) * (delta + linearCoefficient * time)
        case .overdamped(let slowRoot, let fastRoot, let slowCoefficient, let fastCoefficient):
            return delta - slowCoefficient * Libm.exp(slowRoot * time) - fastCoefficient * Libm.exp(fastRoot * time)
        case .instantaneous:
            return delta
        }
    }

    /// The exact velocity at `time` seconds, dx/dt, in units per second.
    func velocity(at time: Double) -> Double {
        switch regime {
        case .underdamped(let damped, let sineCoefficient):
            let phase = damped * time
            let sineTerm = decayRate * sineCoefficient + delta * damped
            return Libm.exp(-decayRate * time) * (initialVelocity * Libm.cos(phase) + sineTerm * Libm.sin(phase))
        case .critical(let linearCoefficient):
            return Libm.exp(-decayRate * time) * (initialVelocity + decayRate * linearCoefficient * time)
        case .overdamped(let slowRoot, let fastRoot, let slowCoefficient, let fastCoefficient):
            return -slowCoefficient * slowRoot * Libm.exp(slowRoot * time)
                - fastCoefficient * fastRoot * Libm.exp(fastRoot * time)
        case .instantaneous:
            return 0
        }
    }

    /// Position and velocity at `time` seconds together, sharing one exponential and one sine and
    /// cosine; equal bit for bit to `position(at:)` and `velocity(at:)`.
    func state(at time: Double) -> (position: Double, velocity: Double) {
        var terms = AnalyticSpringTerms()
        return state(at: time, sharing: &terms)
    }

    /// `state(at:)` reusing the exponential, cosine and sine of `terms` when they were computed for
    /// the same decay rate, damped frequency and time (same inputs, so the same bits), and keeping
    /// this evaluation's in `terms` otherwise.
    @inline(__always)
    func state(at time: Double, sharing terms: inout AnalyticSpringTerms) -> (position: Double, velocity: Double) {
        switch regime {
        case .underdamped(let damped, let sineCoefficient):
            if !terms.matches(decayRate: decayRate, frequency: damped, time: time) {
                let phase = damped * time
                terms = AnalyticSpringTerms(
                    decayRate: decayRate, frequency: damped, time: time,
                    decay: Libm.exp(-decayRate * time), cosine: Libm.cos(phase), sine: Libm.sin(phase))
            }
            let decay = terms.decay
            let cosine = terms.cosine
            let sine = terms.sine
            let sineTerm = decayRate * sineCoefficient + delta * damped
            return (
                delta - decay * (delta * cosine + sineCoefficient * sine),
                decay * (initialVelocity * cosine + sineTerm * sine)
            )
        case .critical(let linearCoefficient):
            let decay = Libm.exp(-decayRate * time)
            return (
                delta - decay * (delta + linearCoefficient * time),
                decay * (initialVelocity + decayRate * linearCoefficient * time)
            )
        case .overdamped(let slowRoot, let fastRoot, let slowCoefficient, let fastCoefficient):
            let slow = Libm.exp(slowRoot * time)
            let fast = Libm.exp(fastRoot * time)
            return (
                delta - slowCoefficient * slow - fastCoefficient * fast,
                -slowCoefficient * slowRoot * slow - fastCoefficient * fastRoot * fast
            )
        case .instantaneous:
            return (delta, 0)
        }
    }

    /// True when `|D - x| <= 0.001 |D|` and `|dx/dt| <= 0.001 |D| omega0` (docs/motion.md).
    ///
    /// When D is 0 (a merge that cancels the distance left) the scale is `|v0| / omega0` instead,
    /// sheetlab's choice so that a pure velocity still settles.
    @inline(__always)
    func isSettled(position: Double, velocity: Double) -> Bool {
        guard case .instantaneous = regime else {
            let scale = delta != 0 ? abs(delta) : abs(initialVelocity) / naturalFrequency
            let tolerance = Self.settledFraction * scale
            return abs(delta - position) <= tolerance && abs(velocity) <= tolerance * naturalFrequency
        }
        return true
    }
}

/// The exponential, cosine and sine of one underdamped evaluation, `exp(-l t)`, `cos(wd t)` and
/// `sin(wd t)`: values animated by the same spring from the same tick share them in a frame.
struct AnalyticSpringTerms: Sendable {
    var decayRate = Double.nan
    var frequency = Double.nan
    var time = Double.nan
    var decay = 0.0
    var cosine = 0.0
    var sine = 0.0

    /// True when these terms were computed from exactly these inputs (bit for bit; never for NaN).
    // Inlined: as a call it took `self` by address, copying the terms at every evaluation.
    @inline(__always)
    func matches(decayRate: Double, frequency: Double, time: Double) -> Bool {
        self.time.bitPattern == time.bitPattern && self.frequency.bitPattern == frequency.bitPattern
            && self.decayRate.bitPattern == decayRate.bitPattern && !time.isNaN
    }
}
