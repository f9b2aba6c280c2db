/// One comparison a rule made: a measured quantity against a threshold, both rounded to 1e-6 as
/// the rule compared them (docs/models.md#shared-rules, Comparisons), and the relation that held.
public struct Comparison: Sendable, Hashable {
    /// What was measured.
    public enum Quantity: Sendable, Hashable {
        /// Travel in the dismissing direction, pt.
        case translation
        /// A projected end translation, pt.
        case predicted
        /// The raw vertical translation, pt.
        case dy
        /// The finger's velocity at the release, pt/s (modal).
        case releaseVelocity
        /// The finger's velocity away from the edge, pt/s.
        case velocity
        /// The finger's velocity toward the edge, pt/s.
        case velocityTowardEdge
        /// The sheet's model height, pt.
        case height
        /// The custom sheet's `offset` state, pt.
        case offset
    }

    /// The relation between the measured value and the threshold that held.
    public enum Relation: Sendable, Hashable {
        case greater
        case greaterOrEqual
        case less
        case lessOrEqual
        /// `>` failed where the rule asked only whether it held (`translation 0.0 is not > 0`).
        case notGreater
    }

    /// Where the threshold comes from.
    public enum Source: Sendable, Hashable {
        /// The seed's literal 0.
        case zero
        /// The `threshold` parameter.
        case threshold
        /// `fling-factor x threshold`, with both parameters.
        case flingLimit(factor: Double, threshold: Double)
        /// The modal's `velocity` parameter.
        case velocity
        /// The edge's `velocity` parameter, its velocity threshold.
        case velocityThreshold
        /// The edge's `trigger` parameter.
        case trigger
        /// The edge's `min-fling` parameter.
        case minFling
        /// Android's `trigger-threshold` (predictive back).
        case triggerThreshold
        /// The sheet's `dismiss-below` parameter.
        case dismissBelow
        /// The sheet's `fling-distance` parameter.
        case flingDistance
        /// The custom sheet's `dismiss-offset` parameter.
        case dismissOffset
    }

    public var quantity: Quantity
    public var measured: Double
    public var relation: Relation
    public var threshold: Double
    public var source: Source

    public init(_ quantity: Quantity, _ measured: Double, _ relation: Relation, _ threshold: Double, _ source: Source) {
        self.quantity = quantity
        self.measured = measured
        self.relation = relation
        self.threshold = threshold
        self.source = source
    }

    /// `measured > threshold` or `<=`, whichever held.
    static func greater(_ quantity: Quantity, _ measured: Double, _ threshold: Double, _ source: Source) -> Comparison {
        Comparison(quantity, measured, measured > threshold ? .greater : .lessOrEqual, threshold, source)
    }

    /// `measured >= threshold` or `<`, whichever held.
    static func atLeast(_ quantity: Quantity, _ measured: Double, _ threshold: Double, _ source: Source) -> Comparison {
        Comparison(quantity, measured, measured >= threshold ? .greaterOrEqual : .less, threshold, source)
    }

    /// `measured < threshold` or `>=`, whichever held.
    static func below(_ quantity: Quantity, _ measured: Double, _ threshold: Double, _ source: Source) -> Comparison {
        Comparison(quantity, measured, measured < threshold ? .less : .greaterOrEqual, threshold, source)
    }

}
