/// An expression of a design file: arithmetic over readings, positions and numbers with units,
/// comparisons, `and`/`or`, and the functions of docs/design-language.md#expressions.
///
/// Equality ignores where it is written (`Located`).
public struct DesignExpression: Sendable, Hashable {
    /// What the expression computes.
    public indirect enum Node: Sendable, Hashable {
        /// A number as written: its value in `unit` (`0.2s` is 0.2 seconds, `55%` is 55).
        case number(Double, DesignUnit)
        /// A reading taken at the release.
        case reading(DesignReading)
        /// A name that is no reading: a declared position's height, pt (the checker resolves it).
        case name(String)
        /// `-x`.
        case negated(DesignExpression)
        /// `x + y`, `x - y`, `x * y`, `x / y`.
        case arithmetic(DesignArithmetic, DesignExpression, DesignExpression)
        /// `x < y` and the other comparisons.
        case comparison(DesignComparisonOperator, DesignExpression, DesignExpression)
        /// `x and y`, `x or y`.
        case logical(DesignLogicalOperator, DesignExpression, DesignExpression)
        /// `min(...)`, `max(...)`, `abs(x)`.
        case call(DesignFunction, [DesignExpression])
        /// `nearest(positions, to: x)`: the height of the position nearest x (the first on ties).
        case nearest(to: DesignExpression)
        /// `next(positions, by: v)`: the height of the position next to the current one in the
        /// direction of v (down positive: a lower one), the current one when v is 0.
        case next(by: DesignExpression)
    }

    /// What it computes.
    public var node: Node
    /// Where it begins.
    public var location: DesignLocation

    /// Creates an expression.
    public init(_ node: Node, at location: DesignLocation = .unwritten) {
        self.node = node
        self.location = location
    }

    /// How many levels the tree has: 1 for a number, reading or name.
    public var depth: Int {
        switch node {
        case .number, .reading, .name: 1
        case .negated(let operand), .nearest(let operand), .next(let operand): 1 + operand.depth
        case .arithmetic(_, let left, let right), .comparison(_, let left, let right), .logical(_, let left, let right):
            1 + max(left.depth, right.depth)
        case .call(_, let arguments): 1 + (arguments.map(\.depth).max() ?? 0)
        }
    }

    public static func == (lhs: DesignExpression, rhs: DesignExpression) -> Bool {
        lhs.node == rhs.node
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(node)
    }
}

/// `+ - * /`.
public enum DesignArithmetic: String, Sendable, Hashable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
}

/// The comparisons; both sides are rounded to 1e-6 first (docs/models.md#shared-rules).
public enum DesignComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="

    /// Whether `left OP right` holds.
    public func holds(_ left: Double, _ right: Double) -> Bool {
        switch self {
        case .less: left < right
        case .lessOrEqual: left <= right
        case .greater: left > right
        case .greaterOrEqual: left >= right
        case .equal: left == right
        case .notEqual: left != right
        }
    }
}

/// `and`, `or`: the right side is read only when the left does not decide.
public enum DesignLogicalOperator: String, Sendable, Hashable, CaseIterable {
    case and
    case or
}

/// The numeric functions.
public enum DesignFunction: String, Sendable, Hashable, CaseIterable {
    /// The least of one or more values of one unit.
    case min
    /// The greatest of one or more values of one unit.
    case max
    /// The magnitude of one value.
    case abs
}
