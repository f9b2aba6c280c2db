/// One parameter of a kind, as `new KIND NAME PARAM=VALUE` and `set NAME.PARAM VALUE` take it.
public struct ParameterInfo: Sendable, Hashable {
    /// The name users type (`fling-factor`).
    public var name: String
    /// The default, written as a user would type it.
    public var defaultValue: String
    /// The accepted words, for completion and "did you mean"; empty for numbers and lists.
    public var words: [String]
    /// One line of meaning, for `help`.
    public var summary: String

    public init(name: String, defaultValue: String, words: [String] = [], summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.words = words
        self.summary = summary
    }
}

/// Why a parameter value was refused; rendered by the script layer.
public enum ParameterError: Error, Sendable, Hashable {
    /// No parameter of that name for the kind.
    case unknownParameter(name: String, kind: Kind)
    /// The text is not a value of the parameter: `expected` says what is (`a number >= 0`).
    case invalidValue(name: String, value: String, expected: String)
}
