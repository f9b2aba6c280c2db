/// The median of repeated measurements with their spread: minimum, maximum and quartiles.
///
/// Quartiles are the medians of the lower and upper halves (Tukey's hinges), so a run of 5
/// samples reports its 2nd and 4th values.
struct Spread: Sendable, Equatable {
    var median: Double
    var minimum: Double
    var maximum: Double
    var lowerQuartile: Double
    var upperQuartile: Double
    var count: Int

    /// The spread of `samples`; all zero when there are none.
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard !sorted.isEmpty else {
            median = 0
            minimum = 0
            maximum = 0
            lowerQuartile = 0
            upperQuartile = 0
            return
        }
        median = Spread.median(sorted[...])
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        let half = sorted.count / 2
        lowerQuartile = Spread.median(sorted[..<max(half, 1)])
        upperQuartile = Spread.median(sorted[(sorted.count - max(half, 1))...])
    }

    /// Multiplies every figure by `factor` (a unit change).
    func scaled(by factor: Double) -> Spread {
        var copy = self
        copy.median *= factor
        copy.minimum *= factor
        copy.maximum *= factor
        copy.lowerQuartile *= factor
        copy.upperQuartile *= factor
        return copy
    }

    /// The reciprocal of each figure times `factor` (a time per item becomes items per time);
    /// minimum and maximum swap, and so do the quartiles.
    func inverted(times factor: Double) -> Spread {
        func flip(_ value: Double) -> Double { value > 0 ? factor / value : 0 }
        var copy = self
        copy.median = flip(median)
        copy.minimum = flip(maximum)
        copy.maximum = flip(minimum)
        copy.lowerQuartile = flip(upperQuartile)
        copy.upperQuartile = flip(lowerQuartile)
        return copy
    }

    private static func median(_ sorted: ArraySlice<Double>) -> Double {
        let middle = sorted.startIndex + sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
