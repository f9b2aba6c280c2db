/// An axis range with "nice" ticks: steps of 1, 2 or 5 times a power of ten.
struct AxisScale: Sendable, Hashable {
    /// The value at the axis' start.
    var lower: Double
    /// The value at the axis' end; greater than `lower`.
    var upper: Double
    /// Tick values from low to high, all within `lower...upper`.
    var ticks: [Double]
    /// Digits after the point that show every tick exactly (0 for steps of 1 and more).
    var decimals: Int

    /// About `targetCount` steps over `lower...upper` (`lower < upper`, both finite).
    ///
    /// With `extend`, the range grows outward to the nearest ticks (for value axes); otherwise it
    /// is kept and only ticks inside it are listed (for the time axis). Ticks are computed as an
    /// integer count of steps, each scaled once, so `0.3` is `3 / 10`, never `0.1 + 0.1 + 0.1`.
    init(lower: Double, upper: Double, targetCount: Int, extend: Bool) {
        precondition(lower < upper && lower.isFinite && upper.isFinite, "an increasing finite range")
        let rough = (upper - lower) / Double(max(targetCount, 1))
        var exponent = 0
        while PlotNumber.power(exponent + 1) <= rough { exponent += 1 }
        while PlotNumber.power(exponent) > rough && exponent > -330 { exponent -= 1 }
        // Round the step to the nearest of 1, 2, 5, 10 in log terms (as d3's ticks do), so the count
        // stays near the target: the bounds are the geometric means sqrt(2), sqrt(10), sqrt(50).
        let residual = rough / PlotNumber.power(exponent)
        var multiple: Double
        if residual < 1.4142135623730951 {
            multiple = 1
        } else if residual < 3.1622776601683795 {
            multiple = 2
        } else if residual < 7.0710678118654755 {
            multiple = 5
        } else {
            multiple = 1
            exponent += 1
        }
        let scale = PlotNumber.power(abs(exponent))
        func value(_ count: Double) -> Double {
            exponent >= 0 ? count * multiple * scale : count * multiple / scale
        }
        let step = value(1)
        func count(_ bound: Double, rounding: FloatingPointRoundingRule) -> Double {
            let nearest = (bound / step).rounded()
            if abs(value(nearest) - bound) <= step * 1e-9 { return nearest }
            return (bound / step).rounded(rounding)
        }
        let first = count(lower, rounding: extend ? .down : .up)
        let last = count(upper, rounding: extend ? .up : .down)
        self.lower = extend ? value(first) : lower
        self.upper = extend ? value(last) : upper
        var ticks: [Double] = []
        var index = first
        while index <= last && ticks.count <= 100 {
            ticks.append(value(index))
            index += 1
        }
        self.ticks = ticks
        self.decimals = max(0, -exponent)
    }

    /// Where `value` lies along the axis: 0 at `lower`, 1 at `upper`.
    ///
    /// Halves are subtracted so that ranges up to the clamped ±1e300 never overflow.
    func fraction(_ value: Double) -> Double {
        (value / 2 - lower / 2) / (upper / 2 - lower / 2)
    }
}
