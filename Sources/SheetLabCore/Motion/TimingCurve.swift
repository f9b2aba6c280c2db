/// A cubic Bezier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
///
/// Solved as WebKit's `UnitBezier.h` does (docs/motion.md#timing-curves): up to 8 Newton steps from
/// s = progress, stopping when `|x(s) - progress| < 1e-7` or the derivative is under 1e-6, then
/// bisection on [0, 1] to 1e-7.
public struct TimingCurve: Sendable, Hashable {
    /// The first control point's x, in units of the animation's duration.
    public var x1: Double
    /// The first control point's y, in units of the animated delta.
    public var y1: Double
    /// The second control point's x, in units of the animation's duration.
    public var x2: Double
    /// The second control point's y, in units of the animated delta.
    public var y2: Double

    /// The solver's tolerance on x, 1e-7 (WebKit `UnitBezier.h` as docs/motion.md fixes it).
    static let solveTolerance = 1e-7
    /// The slope under which Newton's method gives way to bisection, 1e-6 (WebKit `UnitBezier.h`).
    static let smallestNewtonSlope = 1e-6
    /// The most Newton steps before bisection, 8 (WebKit `UnitBezier.h`).
    static let newtonStepLimit = 8

    /// Creates a curve from its two control points.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The fraction of the delta reached at `progress`, the fraction of the duration elapsed.
    ///
    /// Progress at or below 0 (and NaN) gives exactly 0, at or above 1 exactly 1.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let horizontal = CubicPolynomial(first: x1, second: x2)
        let vertical = CubicPolynomial(first: y1, second: y2)
        return vertical.value(at: horizontal.parameter(reaching: progress))
    }
}

/// One coordinate of a unit cubic Bezier, `((a s + b) s + c) s`, with `c = 3 p1`,
/// `b = 3 (p2 - p1) - c`, `a = 1 - c - b` (the power-basis form WebKit's `UnitBezier.h` uses).
struct CubicPolynomial {
    let cubic: Double
    let quadratic: Double
    let linear: Double

    /// Builds the polynomial for the control coordinates `first` and `second`.
    init(first: Double, second: Double) {
        linear = 3 * first
        quadratic = 3 * (second - first) - linear
        cubic = 1 - linear - quadratic
    }

    /// The coordinate at curve parameter `s`.
    func value(at s: Double) -> Double {
        ((cubic * s + quadratic) * s + linear) * s
    }

    /// The derivative of the coordinate with respect to `s`.
    func slope(at s: Double) -> Double {
        (3 * cubic * s + 2 * quadratic) * s + linear
    }

    /// The curve parameter where the coordinate equals `target`: Newton first, bisection after.
    func parameter(reaching target: Double) -> Double {
        var guess = target
        for _ in 0..<TimingCurve.newtonStepLimit {
            let error = value(at: guess) - target
            if abs(error) < TimingCurve.solveTolerance { return guess }
            let derivative = slope(at: guess)
            if abs(derivative) < TimingCurve.smallestNewtonSlope { break }
            guess -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        guess = target
        while low < high {
            let reached = value(at: guess)
            if abs(reached - target) < TimingCurve.solveTolerance { return guess }
            if target > reached { low = guess } else { high = guess }
            let next = (high - low) * 0.5 + low
            if next == guess { return guess }
            guess = next
        }
        return guess
    }
}
