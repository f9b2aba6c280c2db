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
        // A plain command word is looked up by its bytes, and only the words after it are lexed.
        let plain = line.text.withUTF8Bytes { bytes -> (word: Range<Int>, definition: CommandDefinition?)? in
            guard let word = Lexer.plainFirstWord(in: bytes) else { return nil }
            return (word, CommandTable.command(namedBytes: UnsafeBufferPointer(rebasing: bytes[word])))
        }
        let first: Token
        let arguments: [Token]
        if let plain {
            arguments = try Lexer.tokens(in: line, from: plain.word.upperBound)
            if let definition = plain.definition {
                return try parse(line, definition, arguments, commandEnd: plain.word.upperBound)
            }
            // The word's text is made only for the error.
            let text = line.text.withUTF8Bytes { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[plain.word]), as: UTF8.self)
            }
            first = Token(text: text, range: plain.word, isQuoted: false)
        } else {
            var tokens = try Lexer.tokens(in: line)
            guard !tokens.isEmpty else { return nil }
            first = tokens.removeFirst()
            arguments = tokens
        }
        guard !first.isQuoted, let definition = CommandTable.command(named: first.text) else {
            throw ScriptError(
                .unknownCommand(first.text, suggestion: Suggestion.nearestTypo(to: first.text, in: CommandTable.names)),
                at: line.location(ofOffset: first.range.lowerBound))
        }
        return try parse(line, definition, arguments, commandEnd: first.range.upperBound)
    }

    /// Parses the words after the command word of `definition`, which ends at UTF-8 offset
    /// `commandEnd`.
    private func parse(_ line: LogicalLine, _ definition: CommandDefinition, _ arguments: [Token], commandEnd: Int)
        throws(ScriptError) -> Command
    {
        let endOffset = arguments.last?.range.upperBound ?? commandEnd
        let end = line.location(ofOffset: endOffset)
        let formIndex = try selectForm(of: definition, for: arguments, in: line, end: end)
        let matched = try match(definition, formIndex, arguments, in: line, end: end, endOffset: endOffset)
        return try build(definition, formIndex, matched)
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
        // The literals were read from the table once; a form without any never matches here.
        for (index, literals) in definition.formLiterals.enumerated() where !literals.isEmpty {
            let matches = literals.allSatisfy { literal in
                literal.position < arguments.count && !arguments[literal.position].isQuoted
                    && Self.sameWord(arguments[literal.position].text, literal.word)
            }
            if matches { return index }
        }
        if !arguments.isEmpty || !definition.needsArgumentOfSeveralForms,
            let index = definition.firstFormWithoutLiterals
        {
            return index
        }
        if definition.needsArgumentOfSeveralForms, arguments.isEmpty {
            var seen: Set<String> = []
            let firsts = definition.forms.compactMap { $0.arguments.first?.synopsis }.filter {
                seen.insert($0).inserted
            }
            throw ScriptError(
                .missingArgument(
                    label: firsts.joined(separator: "|"), command: definition.name, usage: definition.synopsis),
                at: end)
        }
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
        _ definition: CommandDefinition, _ formIndex: Int, _ tokens: [Token], in line: LogicalLine, end: SourceLocation,
        endOffset: Int
    ) throws(ScriptError) -> MatchedArguments {
        let form = definition.forms[formIndex]
        // A form has a handful of options: a linear look-up builds nothing per line.
        let options = form.options
        func isOption(_ token: Token) -> Bool {
            !token.isQuoted && options.contains { Self.sameWord($0.keyword, token.text) }
        }
        // An option word sheetlab added (not a keyword of docs/commands.md) is a name where a NAME is
        // required, and where an optional NAME is followed by more arguments (`inspect raw phase`).
        func isAddedWordAsName(_ index: Int, _ type: ArgumentType, required: Bool) -> Bool {
            guard type == .name, index < tokens.count, !tokens[index].isQuoted,
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
        var matched = MatchedArguments(form: form, end: end, capacity: tokens.count + options.count)
        var index = 0
        // Each slot's arity and type read in place: binding the slot copied (retained and
        // released) its label, type and default for every slot of every line.
        let slots = form.arguments
        for slotIndex in slots.indices {
            let type = slots[slotIndex].type
            let arity = slots[slotIndex].arity
            switch arity {
            case .one:
                guard index < tokens.count, !isOption(tokens[index]) || isAddedWordAsName(index, type, required: true)
                else { throw missing(slots[slotIndex].label, at: index) }
                if type == .expectedValue {
                    let first = index
                    while index < tokens.count, !isOption(tokens[index]) { index += 1 }
                    matched.append(rawValue(tokens[first..<index], in: line), slot: slotIndex)
                } else {
                    matched.append(
                        try convert(tokens[index], as: type, in: line, form: formIndex, of: definition),
                        slot: slotIndex)
                    index += 1
                }
            case .optional:
                if index < tokens.count, !isOption(tokens[index]) || isAddedWordAsName(index, type, required: false) {
                    matched.append(
                        try convert(tokens[index], as: type, in: line, form: formIndex, of: definition),
                        slot: slotIndex)
                    index += 1
                } else if let defaultValue = slots[slotIndex].defaultValue {
                    matched.append(
                        try convertDefault(defaultValue, as: type, in: line, atOffset: endOffset), slot: slotIndex)
                }
            case .zeroOrMore, .oneOrMore:
                let first = index
                while index < tokens.count,
                    !isOption(tokens[index])
                        || (arity == .oneOrMore && index == first
                            && isAddedWordAsName(index, type, required: true)),
                    // `compare`'s profiles end where its settings begin.
                    type != .profile || !tokens[index].text.contains("=")
                {
                    matched.append(
                        try convert(tokens[index], as: type, in: line, form: formIndex, of: definition),
                        slot: slotIndex)
                    index += 1
                }
                if arity == .oneOrMore, index == first { throw missing(slots[slotIndex].label, at: index) }
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            guard !token.isQuoted,
                let optionIndex = options.firstIndex(where: { Self.sameWord($0.keyword, token.text) })
            else {
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
                matched.set(
                    option: optionIndex,
                    to: try convertDefault(defaultValue, as: valueSlot.type, in: line, atOffset: endOffset))
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
        let text = line.text.withUTF8Bytes { bytes in
            String(
                decoding: UnsafeBufferPointer(rebasing: bytes[first.range.lowerBound..<last.range.upperBound]),
                as: UTF8.self)
        }
        return ArgumentValue(
            content: .raw(text, quoted: false), text: text, location: line.location(ofOffset: first.range.lowerBound))
    }

    /// The value of an omitted argument's default, placed where the line ends (`endOffset`):
    /// an empty word there, so no line of its own is made for it.
    private func convertDefault(_ text: String, as type: ArgumentType, in line: LogicalLine, atOffset endOffset: Int)
        throws(ScriptError) -> ArgumentValue
    {
        let token = Token(text: text, range: endOffset..<endOffset, isQuoted: false)
        return try convert(token, as: type, in: line, form: 0, of: nil)
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
            guard TopicHelp.text(for: text) != nil || vocabulary.kind(named: text) != nil else {
                throw ScriptError(
                    .unknownHelpTopic(
                        text, suggestion: TopicHelp.suggestion(for: text, kinds: vocabulary.kinds.map(\.name))),
                    at: location)
            }
            return value(.word(text))
        case .button:
            // The seeds' buttons, or a design file's (`button share runs`): any name; the sheet
            // says which it has, with a "did you mean" from its own (`WorldError.unknownButton`).
            guard !token.isQuoted else {
                throw ScriptError(
                    .invalidChoice(
                        text, expected: CommandTable.buttonWords,
                        suggestion: Suggestion.nearestTypo(to: text, in: CommandTable.buttonWords)),
                    at: location)
            }
            if !CommandTable.buttonWords.contains(text) {
                try located { () throws(ScriptError) in try Self.checkName(text) }
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
            // An empty name would fail only when the file is put in place (`record` at its end).
            guard !text.isEmpty else { throw ScriptError(.emptyFileName, at: location) }
            return value(.word(text))
        }
    }

    /// Reads `NAME.FIELD` or `NAME.PARAM`.
    private func path(
        _ token: Token, as type: ArgumentType, in line: LogicalLine, form: Int, of definition: CommandDefinition?
    ) throws(ScriptError) -> ArgumentValue.Content {
        let text = token.text
        let location = line.location(ofOffset: token.range.lowerBound)
        // Bytes first, in one pass (no Character walk for an ordinary path); characters decide
        // when an operator byte is found, and find the dot in text that is not ASCII.
        let scan = text.withUTF8Bytes(PathScan.init(bytes:))
        if type == .fieldPath, scan.hasOperatorByte, text.contains(where: { "=<>!~".contains($0) }) {
            throw ScriptError(.operatorNeedsSpaces(text), at: location)
        }
        func missingDot() -> ScriptError {
            if type == .parameterPath, let definition {
                let settings = definition.forms.compactMap { form -> String? in
                    if case .literal(let word)? = form.arguments.first?.type { return word }
                    return nil
                }
                return ScriptError(
                    .unknownSetting(text, suggestion: Suggestion.nearestTypo(to: text, in: settings)), at: location)
            }
            return ScriptError(
                .missingMember(text, expected: type == .fieldPath ? "NAME.FIELD" : "NAME.PARAM"), at: location)
        }
        let owner: String
        let member: String
        if scan.isASCII {
            // In ASCII text a byte is a character: the dot is found by bytes.
            guard let dot = scan.firstDot else { throw missingDot() }
            (owner, member) = text.withUTF8Bytes { bytes in
                (
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self),
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
                )
            }
        } else {
            guard let dot = text.firstIndex(of: ".") else { throw missingDot() }
            owner = String(text[..<dot])
            member = String(text[text.index(after: dot)...])
        }
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

    /// What one pass over a path's bytes finds.
    private struct PathScan {
        /// Whether a byte of a comparison operator (`=<>!~`) is there.
        var hasOperatorByte = false
        /// Whether every byte is ASCII.
        var isASCII = true
        /// The offset of the first `.`, if any.
        var firstDot: Int?

        init(bytes: UnsafeBufferPointer<UInt8>) {
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "~"):
                    hasOperatorByte = true
                case UInt8(ascii: "."):
                    if firstDot == nil { firstDot = offset }
                case 0x80...:
                    isASCII = false
                default:
                    break
                }
            }
        }
    }

    private func checkField(_ name: String, at location: SourceLocation) throws(ScriptError) {
        guard vocabulary.field(named: name) != nil else {
            throw ScriptError(
                .unknownField(name, suggestion: Suggestion.nearestTypo(to: name, in: vocabulary.fields.map(\.name))),
                at: location)
        }
    }

    /// Whether two words are equal, their lengths compared first: most words compared while
    /// parsing differ in length, and then no string comparison runs.
    @inline(__always)
    static func sameWord(_ left: String, _ right: String) -> Bool {
        left.utf8.count == right.utf8.count && left == right
    }

    /// Checks that `text` is a name: `[a-z][a-z0-9-]*` and not a keyword of `docs/commands.md`.
    public static func checkName(_ text: String) throws(ScriptError) {
        switch text.withUTF8Bytes(nameCheck(bytes:)) {
        case .name: return
        case .invalid: throw ScriptError(.invalidName(text), at: nil)
        case .keyword: throw ScriptError(.keywordAsName(text), at: nil)
        }
    }

    /// What `checkName` finds in a word.
    private enum NameCheck {
        case name, invalid, keyword
    }

    /// Reads the word's bytes once: the characters a name allows, then the keywords.
    private static func nameCheck(bytes: UnsafeBufferPointer<UInt8>) -> NameCheck {
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return .invalid }
        for byte in bytes {
            guard
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            else { return .invalid }
        }
        return CommandTable.keywordIndex.contains(bytes: bytes) ? .keyword : .name
    }
}
