/// A positional argument or option value after the grammar has read it.
struct ArgumentValue: Sendable, Equatable {
    /// The value, converted by its `ArgumentType`.
    enum Content: Sendable, Equatable {
        /// A name, kind, command, choice, literal, field or file.
        case word(String)
        /// A number.
        case number(Double)
        /// A whole number.
        case integer(Int)
        /// A duration.
        case duration(DurationLiteral)
        /// A point or size.
        case coordinates(Coordinates)
        /// `NAME.MEMBER`.
        case path(owner: String, member: String)
        /// A comparison operator.
        case comparison(ComparisonOperator)
        /// Text checked later against what came before on the line.
        case raw(String, quoted: Bool)
    }

    /// The converted value.
    var content: Content
    /// The text as written (several words for `expectedValue`).
    var text: String
    /// Where it starts.
    var location: SourceLocation
}

/// The arguments of one matched form, by slot label and option keyword.
struct MatchedArguments: Sendable {
    /// Positional values by slot label, in order.
    var positional: [String: [ArgumentValue]] = [:]
    /// Positional values in the order written.
    var sequence: [ArgumentValue] = []
    /// Options given, by keyword; a flag maps to nil; an option of several words to the first.
    var options: [String: ArgumentValue?] = [:]
    /// Every word of an option that takes several (`--against PARAM=VALUE ...`), by keyword.
    var optionLists: [String: [ArgumentValue]] = [:]
    /// Where the line ends (for errors about what is missing).
    var end: SourceLocation

    func word(_ label: String) -> String? {
        guard case .word(let word)? = positional[label]?.first?.content else { return nil }
        return word
    }

    func words(_ label: String) -> [String] {
        (positional[label] ?? []).compactMap { value in
            if case .word(let word) = value.content { return word }
            return nil
        }
    }

    func number(_ label: String) -> Double {
        switch positional[label]?.first?.content {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: 0
        }
    }

    func flag(_ keyword: String) -> Bool { options[keyword] != nil }

    func option(_ keyword: String) -> ArgumentValue? { options[keyword] ?? nil }
}
