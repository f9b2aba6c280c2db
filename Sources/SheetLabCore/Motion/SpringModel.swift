/// Which spring integrator animates a change (docs/motion.md#springs; `set springs fluid|analytic`).
///
/// `fluid` is what SwiftUI renders for `Animation.spring(...)` (OpenSwiftUI
/// `FluidSpringAnimation`, a velocity-Verlet integrator at 1/300 s); `analytic` is the closed-form
/// damped oscillator of Apple's `Spring.value(target:initialVelocity:time:)`.
public enum SpringModel: String, Sendable, Hashable, CaseIterable {
    /// SwiftUI's velocity-Verlet integrator at 1/300 s (OpenSwiftUI `FluidSpringAnimation`).
    case fluid
    /// The closed-form damped harmonic oscillator (Apple `Spring.value(target:initialVelocity:time:)`).
    case analytic
}
