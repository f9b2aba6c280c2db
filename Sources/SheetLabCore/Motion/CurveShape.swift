/// What a fixed-duration curve looks like: a cubic Bezier (SwiftUI and UIKit timing curves) or a
/// peer library's easing.
public enum CurveShape: Sendable, Hashable {
    /// A cubic Bezier timing curve (docs/motion.md#timing-curves).
    case bezier(TimingCurve)
    /// `t' = t - 1; t'^5 + 1`: androidx ViewDragHelper's `sInterpolator` for its settle scroller.
    case quinticOut
    /// A damped spring of `dampingRatio` from rest, its time scaled so that its envelope reaches
    /// 0.001 at the end: sheetlab's reading of `UIView.animate(withDuration:usingSpringWithDamping:)`,
    /// whose stiffness UIKit does not publish (the animation ends after the duration).
    case dampedSpring(dampingRatio: Double)

    /// The fraction of the delta reached at `progress`, the fraction of the duration elapsed.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        switch self {
        case .bezier(let curve):
            return curve.value(at: progress)
        case .quinticOut:
            let t = progress - 1
            return t * t * t * t * t + 1
        case .dampedSpring(let ratio):
            let zeta = min(max(ratio, 0.01), 1)
            let omega = Self.frequency(dampingRatio: zeta)
            let envelope = Libm.exp(-zeta * omega * progress)
            guard zeta < 1 else { return 1 - envelope * (1 + omega * progress) }
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - envelope * (Libm.cos(damped * progress) + zeta * omega / damped * Libm.sin(damped * progress))
        }
    }

    /// The natural frequency, per unit of duration, at which the spring's envelope
    /// (`e^(-zeta w s) / sqrt(1 - zeta^2)`, critical: `(1 + w s) e^(-w s)`) is 0.001 at s = 1.
    static func frequency(dampingRatio zeta: Double) -> Double {
        func envelope(_ omega: Double) -> Double {
            zeta < 1 ? Libm.exp(-zeta * omega) / (1 - zeta * zeta).squareRoot() : (1 + omega) * Libm.exp(-omega)
        }
        var low = 0.0
        var high = 1000.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if envelope(middle) > 0.001 { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
