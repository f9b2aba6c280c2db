/// One clause of a design's release rule: an outcome, taken when its condition holds (always,
/// without one). Clauses are tried in order; the first whose condition holds decides.
public struct ReleaseClause: Sendable, Hashable {
    /// What the release does.
    public var outcome: ReleaseOutcome
    /// When; nil for the final clause, which always decides.
    public var condition: DesignExpression?
    /// Where the clause's `release` is written.
    public var location: DesignLocation

    /// Creates a clause.
    public init(
        _ outcome: ReleaseOutcome, when condition: DesignExpression? = nil, at location: DesignLocation = .unwritten
    ) {
        self.outcome = outcome
        self.condition = condition
        self.location = location
    }

    public static func == (lhs: ReleaseClause, rhs: ReleaseClause) -> Bool {
        lhs.outcome == rhs.outcome && lhs.condition == rhs.condition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(outcome)
        hasher.combine(condition)
    }
}

/// What a release clause does.
public enum ReleaseOutcome: Sendable, Hashable {
    /// The component leaves (screen, modal, sheet).
    case dismiss
    /// The sheet moves to a position.
    case snap(SnapTarget)
    /// The sheet returns to the position it rests at.
    case stay
    /// The content returns to rest (screen, modal, edge).
    case cancel
    /// The edge's action fires.
    case commit

    /// The word that begins it.
    public var keyword: String {
        switch self {
        case .dismiss: "dismiss"
        case .snap: "snap"
        case .stay: "stay"
        case .cancel: "cancel"
        case .commit: "commit"
        }
    }
}

/// Which position a snap goes to.
public enum SnapTarget: Sendable, Hashable {
    /// A declared position, by name.
    case position(String)
    /// `nearest(positions, to: x)`: the position whose height is nearest x, the first on ties
    /// (the multi-height seed's `detents.min(by:)`).
    case nearest(DesignExpression)
    /// `next(positions, by: v)`: the position next to the current one in the direction of v.
    case next(DesignExpression)
}
