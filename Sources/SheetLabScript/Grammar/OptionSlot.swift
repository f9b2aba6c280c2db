/// A keyword option of a command form (`over DURATION`, `hold`): after the positional arguments,
/// in any order, each at most once.
public struct OptionSlot: Sendable, Equatable {
    /// The keyword (`over`).
    public var keyword: String
    /// The value after the keyword, or nil for a flag such as `hold`.
    public var value: ArgumentSlot?
    /// Whether the option must be given (`fling ... at VELOCITY`, `record ... to FILE`).
    public var isRequired: Bool

    /// Creates an option; `value` nil makes it a flag.
    public init(_ keyword: String, _ value: ArgumentSlot? = nil, required isRequired: Bool = false) {
        self.keyword = keyword
        self.value = value
        self.isRequired = isRequired
    }

    /// The option as the synopsis writes it: `[over DURATION]`, `at VELOCITY`, `[hold]`.
    public var synopsis: String {
        let text = value.map { "\(keyword) \($0.arity == .oneOrMore ? "\($0.label) ..." : $0.label)" } ?? keyword
        return isRequired ? text : "[\(text)]"
    }
}
