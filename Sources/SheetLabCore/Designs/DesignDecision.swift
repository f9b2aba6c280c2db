/// What a design's release rule decided, by which clause, with every comparison it made.
public struct DesignDecision: Sendable, Hashable {
    /// The outcome with its position resolved.
    public enum Outcome: Sendable, Hashable {
        /// The component leaves.
        case dismiss
        /// The sheet moves to the position of this index.
        case snap(position: Int)
        /// The sheet returns to its position.
        case stay
        /// The content returns to rest.
        case cancel
        /// The edge's action fires.
        case commit
    }

    /// The index of the clause that decided, in `Design.release`.
    public var clause: Int
    /// Where that clause is written.
    public var location: DesignLocation
    /// What it decided.
    public var outcome: Outcome
    /// Every comparison made, held or not, in the order made (the right side of `and`/`or` only
    /// when it was read).
    public var comparisons: [DesignComparisonRecord]
    /// The index in `comparisons` of the first one the deciding clause made (`comparisons.count`
    /// when it made none: a final clause).
    public var firstOfClause: Int

    /// The value `nearest(positions, to: X)` or `next(positions, by: V)` was given, when the
    /// outcome is such a snap.
    public var argument: Double?

    /// The comparisons the deciding clause made.
    public var clauseComparisons: ArraySlice<DesignComparisonRecord> { comparisons[firstOfClause...] }
}

/// One comparison a release made, both sides rounded to 1e-6 as compared
/// (docs/models.md#shared-rules, Comparisons).
public struct DesignComparisonRecord: Sendable, Hashable {
    /// The left side's value.
    public var left: Double
    /// The operator.
    public var comparison: DesignComparisonOperator
    /// The right side's value.
    public var right: Double
    /// Whether it held.
    public var holds: Bool
    /// Where the comparison is written (its left side's start).
    public var location: DesignLocation
    /// The left side as written, for `explain` (`predicted-height`); nil when not kept.
    public var leftSide: DesignExpression?
    /// The right side as written (`120`).
    public var rightSide: DesignExpression?

    /// Creates one.
    public init(
        left: Double, _ comparison: DesignComparisonOperator, right: Double, holds: Bool, at location: DesignLocation,
        sides: (DesignExpression, DesignExpression)? = nil
    ) {
        self.left = left
        self.comparison = comparison
        self.right = right
        self.holds = holds
        self.location = location
        self.leftSide = sides?.0
        self.rightSide = sides?.1
    }
}
