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

/// The arguments of one matched form, found by slot label and option keyword.
///
/// Values sit in two flat arrays in the order read, each tagged with its slot's or option's index
/// in the form: a line builds no dictionary and hashes no label (a form has a handful of slots,
/// and a label is found by comparing a few short strings).
struct MatchedArguments: Sendable {
    /// The form matched: its slots and options give the indices.
    let form: CommandForm
    /// Positional values in the order written, each with its slot's index in `form.arguments`.
    private(set) var positional: [(slot: Int, value: ArgumentValue)] = []
    /// Options given (or defaulted), each with its index in `form.options`; a flag has no value,
    /// an option of several words (`--against PARAM=VALUE ...`) one entry a word, in order.
    private(set) var options: [(option: Int, value: ArgumentValue?)] = []
    /// Where the line ends (for errors about what is missing).
    var end: SourceLocation

    init(form: CommandForm, end: SourceLocation) {
        self.form = form
        self.end = end
        positional.reserveCapacity(form.arguments.count + 2)
    }

    mutating func append(_ value: ArgumentValue, slot: Int) {
        positional.append((slot, value))
    }

    mutating func set(option: Int, to value: ArgumentValue?) {
        options.append((option, value))
    }

    func has(option: Int) -> Bool {
        options.contains { $0.option == option }
    }

    /// The values of the slot labelled `label`, in order.
    func values(_ label: String) -> [ArgumentValue] {
        guard let slot = form.arguments.firstIndex(where: { $0.label == label }) else { return [] }
        return positional.compactMap { $0.slot == slot ? $0.value : nil }
    }

    /// The first value of the slot labelled `label`.
    func first(_ label: String) -> ArgumentValue? {
        guard let slot = form.arguments.firstIndex(where: { $0.label == label }) else { return nil }
        return positional.first { $0.slot == slot }?.value
    }

    /// The last positional value.
    var last: ArgumentValue? { positional.last?.value }

    func word(_ label: String) -> String? {
        guard case .word(let word)? = first(label)?.content else { return nil }
        return word
    }

    func words(_ label: String) -> [String] {
        values(label).compactMap { value in
            if case .word(let word) = value.content { return word }
            return nil
        }
    }

    func number(_ label: String) -> Double {
        switch first(label)?.content {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: 0
        }
    }

    private func optionEntry(_ keyword: String) -> (option: Int, value: ArgumentValue?)? {
        guard let index = form.options.firstIndex(where: { $0.keyword == keyword }) else { return nil }
        return options.first { $0.option == index }
    }

    func flag(_ keyword: String) -> Bool { optionEntry(keyword) != nil }

    /// The value of an option (the first word of one that takes several).
    func option(_ keyword: String) -> ArgumentValue? { optionEntry(keyword)?.value ?? nil }

    /// Every word of an option that takes several, in order.
    func optionList(_ keyword: String) -> [ArgumentValue] {
        guard let index = form.options.firstIndex(where: { $0.keyword == keyword }) else { return [] }
        return options.compactMap { $0.option == index ? $0.value : nil }
    }

    /// Calls `body` with every positional value and its slot's label, in the order written, then
    /// each option's (first) value and its keyword, in the order given; builds no list.
    func forEachLabelledValue(
        _ body: (String, ArgumentValue) throws(ScriptError) -> Void
    ) throws(ScriptError) {
        for entry in positional { try body(form.arguments[entry.slot].label, entry.value) }
        for (index, entry) in options.enumerated() {
            // An option's first value only (a form has a handful of options).
            guard let value = entry.value, !options[..<index].contains(where: { $0.option == entry.option })
            else { continue }
            try body(form.options[entry.option].keyword, value)
        }
    }
}
