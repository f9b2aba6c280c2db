extension Spring {
    /// The largest damping ratio the integrators use; larger ratios (bounce -1 included) act as this.
    ///
    /// sheetlab's guard against infinite damping: at 1e6 a spring barely moves either way.
    static let largestDampingRatio = 1e6

    /// The largest response in seconds the integrators use; longer (or infinite) responses act as it.
    ///
    /// sheetlab's guard against a zero natural frequency: a 1e9 s spring does not visibly move.
    static let longestResponse = 1e9

    /// The fluid integrator's stiffness cap, 45000 1/s^2 (OpenSwiftUI `FluidSpringAnimation`).
    static let fluidStiffnessCap = 45000.0

    /// The damping ratio the integrators use: clamped to 0...`largestDampingRatio`, NaN as 1.
    var dynamicsDampingRatio: Double {
        if dampingRatio.isNaN { return 1 }
        if dampingRatio < 0 { return 0 }
        return dampingRatio < Self.largestDampingRatio ? dampingRatio : Self.largestDampingRatio
    }

    /// The fluid integrator's stiffness `min((2 pi / r)^2, 45000)`; 45000 when r <= 0 (an
    /// infinitely stiff spring, as SwiftUI documents response 0).
    var fluidStiffness: Double {
        guard response > 0 else { return Self.fluidStiffnessCap }
        let limited = response < Self.longestResponse ? response : Self.longestResponse
        let naturalFrequency = 2 * Double.pi / limited
        let stiffness = naturalFrequency * naturalFrequency
        return stiffness < Self.fluidStiffnessCap ? stiffness : Self.fluidStiffnessCap
    }

    /// The fluid integrator's damping `2 z sqrt(k)` with k the capped stiffness.
    var fluidDamping: Double {
        2 * dynamicsDampingRatio * fluidStiffness.squareRoot()
    }
}
