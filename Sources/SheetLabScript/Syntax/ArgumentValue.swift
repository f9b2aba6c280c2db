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
/// Values sit in one flat array in the order read (positional values first, then options), each
/// tagged with its slot's or option's index in the form: a line builds no dictionary, hashes no
/// label and allocates one array (a form has a handful of slots, and a label is found by
/// comparing a few short strings).
struct MatchedArguments: Sendable {
    /// One value read: a positional argument's, or an option's (a flag's has no value).
    struct Entry: Sendable {
        /// The slot's index in `form.arguments`, or the option's in `form.options`.
        var index: Int
        /// Whether `index` is an option's.
        var isOption: Bool
        /// The value; nil only for a flag.
        var value: ArgumentValue?
    }

    /// The form matched: its slots and options give the indices.
    let form: CommandForm
    /// Positional values in the order written, then options given (or defaulted); an option of
    /// several words (`--against PARAM=VALUE ...`) has one entry a word, in order.
    private(set) var entries: [Entry] = []
    /// Where the line ends (for errors about what is missing).
    var end: SourceLocation

    /// Values for a form, with room for `capacity` of them.
    init(form: CommandForm, end: SourceLocation, capacity: Int) {
        self.form = form
        self.end = end
        entries.reserveCapacity(capacity)
    }

    mutating func append(_ value: consuming ArgumentValue, slot: Int) {
        entries.append(Entry(index: slot, isOption: false, value: value))
    }

    mutating func set(option: Int, to value: consuming ArgumentValue?) {
        entries.append(Entry(index: option, isOption: true, value: value))
    }

    func has(option: Int) -> Bool {
        entries.contains { $0.isOption && $0.index == option }
    }

    /// The index of the slot labelled `label`.
    private func slot(_ label: String) -> Int? {
        form.arguments.firstIndex { Parser.sameWord($0.label, label) }
    }

    /// The index of the option `keyword`.
    private func optionIndex(_ keyword: String) -> Int? {
        form.options.firstIndex { Parser.sameWord($0.keyword, keyword) }
    }

    /// The values of the slot labelled `label`, in order.
    func values(_ label: String) -> [ArgumentValue] {
        guard let slot = slot(label) else { return [] }
        return entries.compactMap { !$0.isOption && $0.index == slot ? $0.value : nil }
    }

    /// The first value of the slot labelled `label`.
    func first(_ label: String) -> ArgumentValue? {
        guard let slot = slot(label),
            let position = entries.firstIndex(where: { !$0.isOption && $0.index == slot })
        else { return nil }
        return entries[position].value
    }

    /// The last positional value.
    var last: ArgumentValue? {
        guard let position = entries.lastIndex(where: { !$0.isOption }) else { return nil }
        return entries[position].value
    }

    /// The word of the slot labelled `label` (its first), read in place.
    func word(_ label: String) -> String? {
        guard let slot = slot(label),
            let position = entries.firstIndex(where: { !$0.isOption && $0.index == slot }),
            case .word(let word)? = entries[position].value?.content
        else { return nil }
        return word
    }

    /// The words of the slot labelled `label`, in order (read in place: no list of values is built).
    func words(_ label: String) -> [String] {
        guard let slot = slot(label) else { return [] }
        var words: [String] = []
        for entry in entries where !entry.isOption && entry.index == slot {
            if case .word(let word)? = entry.value?.content { words.append(word) }
        }
        return words
    }

    func number(_ label: String) -> Double {
        switch first(label)?.content {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: 0
        }
    }

    /// The position in `entries` of the option `keyword`'s first entry.
    private func optionEntry(_ keyword: String) -> Int? {
        guard let index = optionIndex(keyword) else { return nil }
        return entries.firstIndex { $0.isOption && $0.index == index }
    }

    func flag(_ keyword: String) -> Bool { optionEntry(keyword) != nil }

    /// The value of an option (the first word of one that takes several).
    func option(_ keyword: String) -> ArgumentValue? {
        guard let position = optionEntry(keyword) else { return nil }
        return entries[position].value
    }

    /// Every word of an option that takes several, in order.
    func optionList(_ keyword: String) -> [ArgumentValue] {
        guard let index = optionIndex(keyword) else { return [] }
        return entries.compactMap { $0.isOption && $0.index == index ? $0.value : nil }
    }

    /// The label of the slot, or the keyword of the option, whose value is entry `position`.
    func label(ofEntry position: Int) -> String {
        let entry = entries[position]
        return entry.isOption ? form.options[entry.index].keyword : form.arguments[entry.index].label
    }

    /// Whether entry `position` is a positional value or an option's first (a form has a handful
    /// of options).
    func isFirstValue(ofEntry position: Int) -> Bool {
        let entry = entries[position]
        return !entry.isOption || !entries[..<position].contains(where: { $0.isOption && $0.index == entry.index })
    }
}
