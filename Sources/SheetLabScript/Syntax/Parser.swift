import SheetLabCore

/// Parses one logical line into a `Command`, driven by `CommandTable` and a `Vocabulary`.
///
/// The parser is total: on any input it returns a command, nil (a blank or comment line), or a
/// `ScriptError` whose location points at the offending token. It never traps and runs in time
/// linear in the line (lines are capped at `SourceText.maximumLineLength` bytes).
public struct Parser: Sendable {
    /// The kinds, parameters and fields names are checked against.
    public var vocabulary: Vocabulary

    /// Creates a parser over a vocabulary.
    public init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// Parses a single line typed or given with `-c`, starting at `start` in its source.
    public func parse(_ text: String, at start: SourceLocation = SourceLocation(line: 1, column: 1)) throws(ScriptError)
        -> Command?
    {
        try parse(LogicalLine(text, at: start))
    }

    /// Parses one logical line.
    ///
    /// - Returns: the command, or nil for a line with nothing but blanks and a comment.
    /// - Throws: `ScriptError` located at the offending token.
    public func parse(_ line: LogicalLine) throws(ScriptError) -> Command? {
        let length = line.text.utf8.count
        guard length <= SourceText.maximumLineLength else {
            throw ScriptError(
                .lineTooLong(length: length, limit: SourceText.maximumLineLength),
                at: line.location(ofOffset: SourceText.maximumLineLength))
        }
        let tokens = try Lexer.tokens(in: line)
        guard let first = tokens.first else { return nil }
        guard !first.isQuoted, let definition = CommandTable.command(named: first.text) else {
            throw ScriptError(
                .unknownCommand(first.text, suggestion: Suggestion.nearestTypo(to: first.text, in: CommandTable.names)),
                at: line.location(ofOffset: first.range.lowerBound))
        }
        let arguments = Array(tokens.dropFirst())
        let end = line.location(ofOffset: tokens.last?.range.upperBound ?? 0)
        let formIndex = try selectForm(of: definition, for: arguments, in: line, end: end)
        let matched = try match(definition, formIndex, arguments, in: line, end: end)
        return try build(definition.name, formIndex, matched)
    }

    // MARK: Forms

    /// The index of the form whose literal words match: forms with literals first, then the rest.
    private func selectForm(
        of definition: CommandDefinition, for arguments: [Token], in line: LogicalLine, end: SourceLocation
    ) throws(ScriptError) -> Int {
        func literals(_ form: CommandForm) -> [(position: Int, word: String)] {
            form.arguments.enumerated().compactMap { position, slot in
                if case .literal(let word) = slot.type { return (position, word) }
                return nil
            }
        }
        // Walks the slots in place: no literal lists are built for a line that matches.
        for (index, form) in definition.forms.enumerated() {
            var hasLiteral = false
            var matches = true
            for (position, slot) in form.arguments.enumerated() {
                guard case .literal(let word) = slot.type else { continue }
                hasLiteral = true
                guard position < arguments.count, !arguments[position].isQuoted, arguments[position].text == word
                else {
                    matches = false
                    break
                }
            }
            if hasLiteral, matches { return index }
        }
        if definition.forms.count > 1, arguments.isEmpty, !definition.forms.contains(where: \.acceptsNoArguments) {
            var seen: Set<String> = []
            let firsts = definition.forms.compactMap { $0.arguments.first?.synopsis }.filter {
                seen.insert($0).inserted
            }
            throw ScriptError(
                .missingArgument(
                    label: firsts.joined(separator: "|"), command: definition.name, usage: definition.synopsis),
                at: end)
        }
        if let index = definition.forms.firstIndex(where: { literals($0).isEmpty }) { return index }
        let position = definition.forms.compactMap { literals($0).first?.position }.min() ?? 0
        var seen: Set<String> = []
        let expected = definition.forms.flatMap(literals).filter { $0.position == position }.map(\.word)
            .filter { seen.insert($0).inserted }
        guard position < arguments.count else {
            throw ScriptError(
                .missingArgument(
                    label: expected.joined(separator: "|"), command: definition.name, usage: definition.synopsis),
                at: end)
        }
        let token = arguments[position]
        throw ScriptError(
            .invalidChoice(
                token.text, expected: expected, suggestion: Suggestion.nearestTypo(to: token.text, in: expected)),
            at: line.location(ofOffset: token.range.lowerBound))
    }

    /// Reads the positional arguments and options of one form.
    private func match(
        _ definition: CommandDefinition, _ formIndex: Int, _ tokens: [Token], in line: LogicalLine, end: SourceLocation
    ) throws(ScriptError) -> MatchedArguments {
        let form = definition.forms[formIndex]
        // A form has a handful of options: a linear look-up builds nothing per line.
        let options = form.options
        func isOption(_ token: Token) -> Bool {
            !token.isQuoted && options.contains { $0.keyword == token.text }
        }
        // An option word sheetlab added (not a keyword of commands.md) is a name where a NAME is
        // required, and where an optional NAME is followed by more arguments (`inspect raw phase`).
        func isAddedWordAsName(_ index: Int, _ slot: ArgumentSlot, required: Bool) -> Bool {
            guard slot.type == .name, index < tokens.count, !tokens[index].isQuoted,
                CommandTable.addedOptionWords.contains(tokens[index].text)
            else { return false }
            return required || (index + 1 < tokens.count && !isOption(tokens[index + 1]))
        }
        func location(_ index: Int) -> SourceLocation {
            index < tokens.count ? line.location(ofOffset: tokens[index].range.lowerBound) : end
        }
        func missing(_ label: String, at index: Int) -> ScriptError {
            ScriptError(
                .missingArgument(label: label, command: definition.name, usage: definition.synopsis),
                at: location(index))
        }
        var matched = MatchedArguments(form: form, end: end)
        var index = 0
        for (slotIndex, slot) in form.arguments.enumerated() {
            switch slot.arity {
            case .one:
                guard index < tokens.count, !isOption(tokens[index]) || isAddedWordAsName(index, slot, required: true)
                else { throw missing(slot.label, at: index) }
                if slot.type == .expectedValue {
                    let first = index
                    while index < tokens.count, !isOption(tokens[index]) { index += 1 }
                    matched.append(rawValue(tokens[first..<index], in: line), slot: slotIndex)
                } else {
                    matched.append(
                        try convert(tokens[index], as: slot.type, in: line, form: formIndex, of: definition),
                        slot: slotIndex)
                    index += 1
                }
            case .optional:
                if index < tokens.count, !isOption(tokens[index]) || isAddedWordAsName(index, slot, required: false) {
                    matched.append(
                        try convert(tokens[index], as: slot.type, in: line, form: formIndex, of: definition),
                        slot: slotIndex)
                    index += 1
                } else if let defaultValue = slot.defaultValue {
                    matched.append(try convertDefault(defaultValue, as: slot.type, at: end), slot: slotIndex)
                }
            case .zeroOrMore, .oneOrMore:
                let first = index
                while index < tokens.count,
                    !isOption(tokens[index])
                        || (slot.arity == .oneOrMore && index == first
                            && isAddedWordAsName(index, slot, required: true)),
                    // `compare`'s profiles end where its settings begin.
                    slot.type != .profile || !tokens[index].text.contains("=")
                {
                    matched.append(
                        try convert(tokens[index], as: slot.type, in: line, form: formIndex, of: definition),
                        slot: slotIndex)
                    index += 1
                }
                if slot.arity == .oneOrMore, index == first { throw missing(slot.label, at: index) }
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            guard isOption(token), let optionIndex = options.firstIndex(where: { $0.keyword == token.text }) else {
                throw ScriptError(
                    .unexpectedArgument(token.text, command: definition.name),
                    at: line.location(ofOffset: token.range.lowerBound))
            }
            let option = options[optionIndex]
            guard !matched.has(option: optionIndex) else {
                throw ScriptError(.duplicateOption(option.keyword), at: line.location(ofOffset: token.range.lowerBound))
            }
            index += 1
            guard let valueSlot = option.value else {
                matched.set(option: optionIndex, to: nil)
                continue
            }
            guard index < tokens.count, !isOption(tokens[index]) else {
                throw ScriptError(
                    .missingOptionValue(option: option.keyword, label: valueSlot.label), at: location(index))
            }
            matched.set(
                option: optionIndex,
                to: try convert(tokens[index], as: valueSlot.type, in: line, form: formIndex, of: definition))
            index += 1
            if valueSlot.arity == .oneOrMore {
                // The option takes every word up to the next option keyword (its later values).
                while index < tokens.count, !isOption(tokens[index]) {
                    matched.set(
                        option: optionIndex,
                        to: try convert(tokens[index], as: valueSlot.type, in: line, form: formIndex, of: definition))
                    index += 1
                }
            }
        }
        for (optionIndex, option) in options.enumerated() where !matched.has(option: optionIndex) {
            if option.isRequired {
                throw missing(
                    option.value.map { "'\(option.keyword) \($0.label)'" } ?? "'\(option.keyword)'", at: index)
            }
            if let valueSlot = option.value, let defaultValue = valueSlot.defaultValue {
                matched.set(option: optionIndex, to: try convertDefault(defaultValue, as: valueSlot.type, at: end))
            }
        }
        return matched
    }

    // MARK: Values

    private func rawValue(_ tokens: ArraySlice<Token>, in line: LogicalLine) -> ArgumentValue {
        guard let first = tokens.first, let last = tokens.last else {
            return ArgumentValue(content: .raw("", quoted: false), text: "", location: line.start)
        }
        if tokens.count == 1, first.isQuoted {
            return ArgumentValue(
                content: .raw(first.text, quoted: true), text: first.text,
                location: line.location(ofOffset: first.range.lowerBound))
        }
        let utf8 = Array(line.text.utf8)
        let text = String(decoding: utf8[first.range.lowerBound..<last.range.upperBound], as: UTF8.self)
        return ArgumentValue(
            content: .raw(text, quoted: false), text: text, location: line.location(ofOffset: first.range.lowerBound))
    }

    private func convertDefault(_ text: String, as type: ArgumentType, at end: SourceLocation) throws(ScriptError)
        -> ArgumentValue
    {
        let token = Token(text: text, range: 0..<0, isQuoted: false)
        return try convert(token, as: type, in: LogicalLine(text, at: end), form: 0, of: nil)
    }

    /// Converts one word by its argument type; errors point at the word (or the part at fault).
    private func convert(
        _ token: Token, as type: ArgumentType, in line: LogicalLine, form: Int, of definition: CommandDefinition?
    ) throws(ScriptError) -> ArgumentValue {
        let text = token.text
        let location = line.location(ofOffset: token.range.lowerBound)
        func value(_ content: ArgumentValue.Content) -> ArgumentValue {
            ArgumentValue(content: content, text: text, location: location)
        }
        func located<Result>(_ body: () throws(ScriptError) -> Result) throws(ScriptError) -> Result {
            do { return try body() } catch { throw ScriptError(error.reason, at: location) }
        }
        switch type {
        case .literal:
            return value(.word(text))
        case .choice(let words):
            guard !token.isQuoted, words.contains(text) else {
                throw ScriptError(
                    .invalidChoice(text, expected: words, suggestion: Suggestion.nearestTypo(to: text, in: words)),
                    at: location)
            }
            return value(.word(text))
        case .name, .sheetOrKind:
            try located { () throws(ScriptError) in try Self.checkName(text) }
            return value(.word(text))
        case .kind:
            guard vocabulary.kind(named: text) != nil else {
                throw ScriptError(
                    .unknownKind(text, suggestion: Suggestion.nearestTypo(to: text, in: vocabulary.kinds.map(\.name))),
                    at: location)
            }
            return value(.word(text))
        case .helpTopic:
            guard CommandTable.command(named: text) != nil || vocabulary.kind(named: text) != nil else {
                throw ScriptError(
                    .unknownHelpTopic(
                        text, suggestion: TopicHelp.suggestion(for: text, kinds: vocabulary.kinds.map(\.name))),
                    at: location)
            }
            return value(.word(text))
        case .button:
            guard !token.isQuoted, CommandTable.buttonWords.contains(text) else {
                throw ScriptError(
                    .invalidChoice(
                        text, expected: CommandTable.buttonWords,
                        suggestion: Suggestion.nearestTypo(to: text, in: CommandTable.buttonWords)),
                    at: location)
            }
            return value(.word(text))
        case .buttonNumber:
            let number = try located { () throws(ScriptError) in try NumberLiteral.parseInteger(text) }
            guard number >= 1 else {
                throw ScriptError(.numberOutOfBounds(text, label: "N", requirement: "at least 1"), at: location)
            }
            return value(.integer(number))
        case .number:
            return value(.number(try located { () throws(ScriptError) in try NumberLiteral.parse(text) }))
        case .integer:
            return value(.integer(try located { () throws(ScriptError) in try NumberLiteral.parseInteger(text) }))
        case .duration:
            return value(.duration(try located { () throws(ScriptError) in try DurationLiteral.parse(text) }))
        case .point:
            return value(.coordinates(try located { () throws(ScriptError) in try Coordinates.parse(text) }))
        case .size:
            return value(
                .coordinates(try located { () throws(ScriptError) in try Coordinates.parse(text, separator: "x") }))
        case .field:
            try checkField(text, at: location)
            return value(.word(text))
        case .fieldList:
            var offset = token.range.lowerBound + (token.isQuoted ? 1 : 0)
            for name in text.split(separator: ",", omittingEmptySubsequences: false) {
                try checkField(String(name), at: line.location(ofOffset: offset))
                offset += name.utf8.count + 1
            }
            return value(.word(text))
        case .fieldPath, .parameterPath:
            return value(try path(token, as: type, in: line, form: form, of: definition))
        case .comparison:
            guard let comparison = ComparisonOperator(rawValue: text) else {
                let operators = ComparisonOperator.allCases.map(\.rawValue)
                throw ScriptError(
                    .invalidOperator(text, suggestion: Suggestion.nearestTypo(to: text, in: operators)), at: location)
            }
            return value(.comparison(comparison))
        case .parameterAssignment, .parameterValue, .expectedValue, .sweepAxis, .gestureWord:
            return value(.raw(text, quoted: token.isQuoted))
        case .profile:
            guard !token.isQuoted, SheetProfile.spellings.contains(text) else {
                throw ScriptError(
                    .invalidChoice(
                        text, expected: SheetProfile.spellings,
                        suggestion: Suggestion.nearestTypo(to: text, in: SheetProfile.spellings)),
                    at: location)
            }
            return value(.word(text))
        case .file:
            return value(.word(text))
        }
    }

    /// Reads `NAME.FIELD` or `NAME.PARAM`.
    private func path(
        _ token: Token, as type: ArgumentType, in line: LogicalLine, form: Int, of definition: CommandDefinition?
    ) throws(ScriptError) -> ArgumentValue.Content {
        let text = token.text
        let location = line.location(ofOffset: token.range.lowerBound)
        // Bytes first (no Character walk for an ordinary path); characters decide when one is found.
        if type == .fieldPath,
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "!")
                    || $0 == UInt8(ascii: "~")
            }),
            text.contains(where: { "=<>!~".contains($0) })
        {
            throw ScriptError(.operatorNeedsSpaces(text), at: location)
        }
        // In ASCII text a byte is a character: the dot is found by bytes.
        let dotIndex =
            text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.firstIndex(of: UInt8(ascii: ".")) : text.firstIndex(of: ".")
        guard let dot = dotIndex else {
            if type == .parameterPath, let definition {
                let settings = definition.forms.compactMap { form -> String? in
                    if case .literal(let word)? = form.arguments.first?.type { return word }
                    return nil
                }
                throw ScriptError(
                    .unknownSetting(text, suggestion: Suggestion.nearestTypo(to: text, in: settings)), at: location)
            }
            throw ScriptError(
                .missingMember(text, expected: type == .fieldPath ? "NAME.FIELD" : "NAME.PARAM"), at: location)
        }
        let owner = String(text[..<dot])
        let member = String(text[text.index(after: dot)...])
        do { try Self.checkName(owner) } catch { throw ScriptError(error.reason, at: location) }
        let memberLocation = line.location(
            ofOffset: token.range.lowerBound + (token.isQuoted ? 1 : 0) + owner.utf8.count + 1)
        if type == .fieldPath {
            try checkField(member, at: memberLocation)
        } else if vocabulary.parameterType(named: member) == nil {
            throw ScriptError(
                .unknownParameter(
                    member, kind: nil, suggestion: Suggestion.nearestTypo(to: member, in: vocabulary.allParameterNames)),
                at: memberLocation)
        }
        return .path(owner: owner, member: member)
    }

    private func checkField(_ name: String, at location: SourceLocation) throws(ScriptError) {
        guard vocabulary.field(named: name) != nil else {
            throw ScriptError(
                .unknownField(name, suggestion: Suggestion.nearestTypo(to: name, in: vocabulary.fields.map(\.name))),
                at: location)
        }
    }

    /// Checks that `text` is a name: `[a-z][a-z0-9-]*` and not a keyword of `commands.md`.
    public static func checkName(_ text: String) throws(ScriptError) {
        let bytes = text.utf8
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            bytes.allSatisfy({ byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            })
        else { throw ScriptError(.invalidName(text), at: nil) }
        guard !CommandTable.keywordSet.contains(text) else { throw ScriptError(.keywordAsName(text), at: nil) }
    }
}
