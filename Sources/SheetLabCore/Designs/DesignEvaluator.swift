/// Evaluates a design's expressions over readings, in `Double`, never producing a non-finite
/// number (docs/design-language.md#arithmetic):
/// - a quotient whose divisor is 0 is 0 (as the seeds guard `threshold <= 0` with progress 0);
/// - a result beyond the largest finite `Double` is that largest value with its sign, and a NaN
///   (only from a non-finite reading) is 0; readings are made finite the same way first;
/// - numbers are in pt, pt/s, s or plain: `55%` is 55% of the screen's height, `250ms` is 0.25;
/// - both sides of a comparison are rounded half away from zero to 1e-6 before comparing.
///
/// It assumes a design `DesignChecker` accepted; for one it did not, a boolean read as a number
/// is 1 or 0, a number read as a condition holds when it is not 0, and an unknown name is 0.
public struct DesignEvaluator {
    /// The design whose positions and projection the expressions read.
    public let design: Design
    /// The readings.
    public let readings: DesignReadings
    /// Whether comparisons are kept in `comparisons` (for `explain`); without, no array grows
    /// (for `armed`, at every frame of a drag).
    public let records: Bool
    /// The comparisons made so far, in order, when `records`.
    public private(set) var comparisons: [DesignComparisonRecord] = []

    /// Creates an evaluator.
    public init(design: Design, readings: DesignReadings, records: Bool = true) {
        self.design = design
        self.readings = readings
        self.records = records
    }

    /// `value` made finite: NaN is 0, an infinity the largest finite value of its sign.
    public static func finite(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        if value == .infinity { return .greatestFiniteMagnitude }
        if value == -.infinity { return -.greatestFiniteMagnitude }
        return value
    }

    /// The value of a reading, finite.
    public func value(of reading: DesignReading) -> Double {
        let translation = Self.finite(readings.translation)
        let velocity = Self.finite(readings.velocity)
        let predicted = Self.finite(design.effectiveProjection.predicted(translation: translation, velocity: velocity))
        switch reading {
        case .translation: return translation
        case .velocity: return velocity
        case .predicted: return predicted
        case .predictedHeight: return Self.finite(Self.finite(readings.height) + translation - predicted)
        case .height: return Self.finite(readings.height)
        case .offset: return Self.finite(readings.offset)
        case .top: return Self.finite(readings.top)
        case .progress: return Self.finite(readings.progress)
        case .position: return positionHeight(readings.positionIndex)
        case .screenWidth: return Self.finite(readings.screenWidth)
        case .screenHeight: return Self.finite(readings.screenHeight)
        }
    }

    /// The height of the position at `index`, pt; 0 for an index out of range.
    public func positionHeight(_ index: Int) -> Double {
        guard design.positions.indices.contains(index) else { return 0 }
        return Self.finite(design.positions[index].value.points(screenHeight: Self.finite(readings.screenHeight)))
    }

    /// The value of a number literal in base units (pt, pt/s, s, plain).
    func literal(_ value: Double, _ unit: DesignUnit) -> Double {
        switch unit {
        case .percent: Self.finite(Self.finite(readings.screenHeight) * (value / 100))
        case .milliseconds: value / 1000
        case .number, .points, .pointsPerSecond, .seconds: value
        }
    }

    /// The number `expression` computes.
    public mutating func number(_ expression: DesignExpression) -> Double {
        switch expression.node {
        case .number(let value, let unit): return literal(value, unit)
        case .reading(let reading): return value(of: reading)
        case .name(let name): return design.positionIndex(named: name).map(positionHeight) ?? 0
        case .negated(let operand): return -number(operand)
        case .arithmetic(let operation, let left, let right):
            let a = number(left)
            let b = number(right)
            switch operation {
            case .add: return Self.finite(a + b)
            case .subtract: return Self.finite(a - b)
            case .multiply: return Self.finite(a * b)
            case .divide: return b == 0 ? 0 : Self.finite(a / b)
            }
        case .call(let function, let arguments):
            guard let first = arguments.first else { return 0 }
            var result = number(first)
            if function == .abs { return Swift.abs(result) }
            for argument in arguments.dropFirst() {
                let value = number(argument)
                result = function == .min ? Swift.min(result, value) : Swift.max(result, value)
            }
            return result
        case .nearest(let target): return positionHeight(nearestPosition(to: number(target)))
        case .next(let direction): return positionHeight(nextPosition(by: number(direction)))
        case .comparison, .logical: return truth(expression) ? 1 : 0
        }
    }

    /// Whether the condition `expression` holds; comparisons are recorded as made.
    public mutating func truth(_ expression: DesignExpression) -> Bool {
        switch expression.node {
        case .comparison(let comparison, let left, let right):
            let a = DecimalFormat.roundedForComparison(number(left))
            let b = DecimalFormat.roundedForComparison(number(right))
            let holds = comparison.holds(a, b)
            if records {
                comparisons.append(
                    DesignComparisonRecord(
                        left: a, comparison, right: b, holds: holds, at: left.location, sides: (left, right)))
            }
            return holds
        case .logical(.and, let left, let right): return truth(left) && truth(right)
        case .logical(.or, let left, let right): return truth(left) || truth(right)
        default: return number(expression) != 0
        }
    }

    /// The index of the position whose height is nearest `height` (rounded to 1e-6), the first on
    /// ties (the multi-height seed's `detents.min(by:)`); 0 without positions.
    public func nearestPosition(to height: Double) -> Int {
        let target = DecimalFormat.roundedForComparison(height)
        var best = 0
        var bestDistance = Double.infinity
        for index in design.positions.indices {
            let distance = Swift.abs(DecimalFormat.roundedForComparison(positionHeight(index)) - target)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The index of the position next to the current one in the direction of `velocity`: a
    /// lower one for a downward (positive) velocity, a higher one for an upward one, the current
    /// one at 0 or at the end of the list.
    public func nextPosition(by velocity: Double) -> Int {
        let current = min(max(readings.positionIndex, 0), max(design.positions.count - 1, 0))
        let rounded = DecimalFormat.roundedForComparison(velocity)
        if rounded > 0 { return max(current - 1, 0) }
        if rounded < 0 { return min(current + 1, max(design.positions.count - 1, 0)) }
        return current
    }
}
