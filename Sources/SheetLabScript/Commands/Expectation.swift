/// `expect NAME.FIELD OP VALUE [within TOL]`: an assertion about one field of one sheet.
///
/// `~` and `!~` match the value as `inspect` prints it against VALUE as a substring, so an
/// `expect` need not spell a whole animation (`expect s.animation ~ spring`).
public struct Expectation: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The sheet's name.
    public var name: String
    /// The field's name.
    public var field: String
    /// The comparison.
    public var comparison: ComparisonOperator
    /// The value compared with.
    public var value: ExpectedValue
    /// With `within`: the inclusive tolerance on the raw value (>= 0).
    public var tolerance: Double?

    /// Creates an expectation.
    public init(
        name: String, field: String, comparison: ComparisonOperator, value: ExpectedValue, tolerance: Double? = nil
    ) {
        self.name = name
        self.field = field
        self.comparison = comparison
        self.value = value
        self.tolerance = tolerance
    }

    /// `NAME.FIELD OP VALUE`, as the failure message quotes it (without `within`).
    public var description: String { "\(name).\(field) \(comparison.rawValue) \(value)" }
}

/// The right-hand side of an `expect`.
public enum ExpectedValue: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// A number, with its spelling as written.
    case number(Double, written: String)
    /// A word or text, compared as text.
    case text(String)

    /// The value as written.
    public var description: String {
        switch self {
        case .number(_, let written): written
        case .text(let text): text
        }
    }
}

/// The operators of `expect`.
public enum ComparisonOperator: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `==`.
    case equal = "=="
    /// `!=`.
    case notEqual = "!="
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
    /// `~`: the value as printed contains VALUE (a substring, case-sensitive).
    case contains = "~"
    /// `!~`: the value as printed does not contain VALUE.
    case notContains = "!~"

    /// Whether the operator orders (and so needs numbers).
    public var isOrdering: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: true
        case .equal, .notEqual, .contains, .notContains: false
        }
    }

    /// Whether the operator matches text (`~`, `!~`): any field, compared as printed.
    public var isMatching: Bool { self == .contains || self == .notContains }
}
