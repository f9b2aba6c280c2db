import SheetLabCore

/// Reads a design file's text into a `Design` (docs/design-language.md): one statement per
/// logical line (`\` continues a line), `#` comments, blank lines ignored.
///
/// Every line is read: each line's first syntax error is kept and the next line is read, so one
/// run reports them all. The design is returned only when no line had an error.
public struct DesignParser {
    var draft = Design(name: Located(""), family: Located(.screen))
    private var hasName = false
    private var hasFamily = false
    /// The statements begun, read or not: a `family` line with an error is not also missing.
    private var begun: Set<DesignStatement> = []
    private(set) var errors: [DesignError] = []
    /// The tokens of the line being read, and the index of the next.
    var tokens: [DesignToken] = []
    var index = 0
    /// Where the line being read ends, for "expected ..., got the end of the line".
    var lineEnd = SourceLocation(line: 1, column: 1)
    /// How deep the expression being read nests now (`DesignParser+Expressions.swift`).
    var nesting = 0

    /// Parses `text`; the design when every line reads, else the errors in file order.
    public static func parse(_ text: String) -> Result<Design, DesignErrors> {
        var parser = DesignParser()
        var reader = LogicalLineReader()
        for (number, physical) in SourceText.lines(of: text).enumerated() {
            let start = SourceLocation(line: number + 1, column: 1)
            do {
                guard let line = try reader.append(physical, at: start) else { continue }
                parser.read(line)
            } catch {
                parser.errors.append(DesignError(.unreadableText(error.reason.message), at: error.location ?? start))
            }
        }
        do {
            try reader.finish()
        } catch {
            let location = error.location ?? SourceLocation(line: 1, column: 1)
            parser.errors.append(DesignError(.unreadableText(error.reason.message), at: location))
        }
        let first = SourceLocation(line: 1, column: 1)
        if !parser.begun.contains(.design) {
            parser.errors.append(DesignError(.missingDeclaration("design"), at: first))
        }
        if !parser.begun.contains(.family) {
            parser.errors.append(DesignError(.missingDeclaration("family"), at: first))
        }
        guard parser.errors.isEmpty else { return .failure(DesignErrors(parser.errors)) }
        return .success(parser.draft)
    }

    /// Reads one logical line, keeping its first error.
    private mutating func read(_ line: LogicalLine) {
        do throws(DesignError) {
            tokens = try DesignLexer.tokens(in: line)
            index = 0
            nesting = 0
            lineEnd = line.location(ofOffset: line.text.utf8.count)
            guard !tokens.isEmpty else { return }
            try statement()
            if let extra = peek {
                throw DesignError(.expected("the end of the line", got: extra.quoted), at: extra.location)
            }
        } catch {
            errors.append(error)
        }
    }

    // MARK: Tokens

    /// The next token, if any.
    var peek: DesignToken? { index < tokens.count ? tokens[index] : nil }

    /// Where the next token is, or the end of the line.
    var here: SourceLocation { peek?.location ?? lineEnd }

    /// Takes the next token.
    mutating func next(_ what: String) throws(DesignError) -> DesignToken {
        guard let token = peek else { throw DesignError(.expected(what, got: "the end of the line"), at: lineEnd) }
        index += 1
        return token
    }

    /// Takes the next token if it is the word `word`.
    mutating func take(word: String) -> Bool {
        guard peek?.isWord(word) == true else { return false }
        index += 1
        return true
    }

    /// Takes the next token if it is the symbol `symbol`.
    mutating func take(symbol: String) -> Bool {
        guard peek?.isSymbol(symbol) == true else { return false }
        index += 1
        return true
    }

    /// Takes the symbol `symbol` or fails.
    mutating func expect(symbol: String) throws(DesignError) {
        let token = try next("'\(symbol)'")
        guard token.isSymbol(symbol) else {
            throw DesignError(.expected("'\(symbol)'", got: token.quoted), at: token.location)
        }
    }

    /// Takes the word `word` or fails.
    mutating func expect(word: String) throws(DesignError) {
        let token = try next("'\(word)'")
        guard token.isWord(word) else {
            throw DesignError(.expected("'\(word)'", got: token.quoted), at: token.location)
        }
    }

    /// Takes a word or fails.
    mutating func word(_ what: String) throws(DesignError) -> DesignToken {
        let token = try next(what)
        guard token.kind == .word else { throw DesignError(.expected(what, got: token.quoted), at: token.location) }
        return token
    }

    /// Takes one of `choices`, or fails with a did-you-mean.
    mutating func choice<Choice: RawRepresentable>(_ type: Choice.Type, _ what: String) throws(DesignError) -> Choice
    where Choice.RawValue == String, Choice: CaseIterable {
        let words = Choice.allCases.map(\.rawValue)
        let token = try next(what)
        guard token.kind == .word, let value = Choice(rawValue: token.text) else {
            guard token.kind == .word else { throw DesignError(.expected(what, got: token.quoted), at: token.location) }
            throw DesignError(
                .unknownChoice(
                    token.text, expected: words, suggestion: Suggestion.nearestTypo(to: token.text, in: words)),
                at: token.location)
        }
        return value
    }

    /// Takes a number, converting `ms` to seconds; `units` are the units accepted (a bare number
    /// always is).
    mutating func number(_ what: String, units: [DesignUnit]) throws(DesignError) -> Double {
        let negative = take(symbol: "-")
        let token = try next(what)
        guard case .number(let value, let unit) = token.kind else {
            throw DesignError(.expected(what, got: token.quoted), at: token.location)
        }
        guard unit == .number || units.contains(unit) else {
            let accepted = units.map { "'\($0.suffix)'" }.joined(separator: " or ")
            throw DesignError(
                .expected(what + (units.isEmpty ? " without a unit" : " in \(accepted)"), got: token.quoted),
                at: token.location)
        }
        let seconds = unit == .milliseconds ? value / 1000 : value
        return negative ? -seconds : seconds
    }

    /// A position as referred to: a word, or a number as `positions` writes it (`180`, `55%`).
    mutating func positionReference() throws(DesignError) -> Located<String> {
        let token = try next("a position")
        switch token.kind {
        case .word: return Located(token.text, at: DesignLocation(token.location))
        case .number(let value, .percent):
            return Located(DesignPosition.Height.percent(value).spelling, at: DesignLocation(token.location))
        case .number(let value, .points), .number(let value, .number):
            return Located(DesignPosition.Height.points(value).spelling, at: DesignLocation(token.location))
        default: throw DesignError(.expected("a position", got: token.quoted), at: token.location)
        }
    }

    /// A button name.
    mutating func buttonName() throws(DesignError) -> String {
        try word("a button name").text
    }

    // MARK: Statements

    private mutating func statement() throws(DesignError) {
        let first = try next("a statement")
        guard first.kind == .word, let statement = DesignStatement(rawValue: first.text) else {
            let suggestion =
                first.kind == .word ? Suggestion.nearestTypo(to: first.text, in: DesignStatement.words) : nil
            throw DesignError(.unknownStatement(first.text, suggestion: suggestion), at: first.location)
        }
        let at = DesignLocation(first.location)
        begun.insert(statement)
        switch statement {
        case .design:
            let name = try next("a design name")
            guard name.kind == .word, DesignParser.isName(name.text) else {
                throw DesignError(.invalidName(name.text), at: name.location)
            }
            if hasName { throw duplicate("'design'", draft.name.location, at: first) }
            hasName = true
            draft.name = Located(name.text, at: at)
        case .family:
            let family = try choice(DesignFamily.self, "a family")
            if hasFamily { throw duplicate("'family'", draft.family.location, at: first) }
            hasFamily = true
            draft.family = Located(family, at: at)
        case .source:
            let text = try next("a string")
            guard text.kind == .string else {
                throw DesignError(.expected("a string", got: text.quoted), at: text.location)
            }
            if let earlier = draft.source { throw duplicate("'source'", earlier.location, at: first) }
            draft.source = Located(text.text, at: at)
        case .positions:
            if let earlier = draft.positionsStatement {
                throw duplicate("'positions'", earlier.location, at: first)
            }
            draft.positionsStatement = Located(try positions(), at: at)
        case .presents:
            try expect(word: "at")
            let position = try positionReference()
            if let earlier = draft.presentation { throw duplicate("'presents'", earlier.location, at: first) }
            draft.presentation = Located(position.value, at: position.location)
        case .height:
            let value = try number("a height", units: [.points])
            if let earlier = draft.height { throw duplicate("'height'", earlier.location, at: first) }
            draft.height = Located(value, at: at)
        case .drag:
            try drag(at: first)
        case .projection:
            let projection = try self.projection()
            if let earlier = draft.projection { throw duplicate("'projection'", earlier.location, at: first) }
            draft.projection = Located(projection, at: at)
        case .release:
            draft.release.append(try releaseClause(at: at))
        case .animation:
            let transition = try choice(DesignTransition.self, "a transition")
            draft.animations.append(Located(TransitionAnimation(transition, try animation()), at: at))
        case .reduceMotion:
            var transition: DesignTransition?
            if let word = peek, word.kind == .word, let named = DesignTransition(rawValue: word.text) {
                index += 1
                transition = named
            }
            draft.reduceMotion.append(Located(ReduceMotionRule(transition, try animation()), at: at))
        case .backdrop:
            try backdrop(at: first)
        case .escape:
            let behaviour = try escape()
            if let earlier = draft.escape { throw duplicate("'escape'", earlier.location, at: first) }
            draft.escape = Located(behaviour, at: at)
        case .button:
            let name = try buttonName()
            draft.buttons.append(Located(DesignButton(name, try buttonEffect()), at: at))
        case .haptic:
            let event = try choice(DesignHaptic.Event.self, "a haptic event")
            let style = try choice(DesignHaptic.Style.self, "a haptic style")
            draft.haptics.append(Located(DesignHaptic(event, style), at: at))
        case .draw:
            let property = try choice(DrawnValue.Property.self, "a drawn value")
            try expect(symbol: "=")
            draft.drawnValues.append(Located(DrawnValue(property, try expression()), at: at))
        case .action:
            let action = try choice(EdgeAction.self, "an action")
            if let earlier = draft.action { throw duplicate("'action'", earlier.location, at: first) }
            draft.action = Located(action, at: at)
        case .quirk:
            let name = try word("a quirk")
            guard let quirk = DesignQuirk(rawValue: name.text) else {
                let words = DesignQuirk.allCases.map(\.rawValue)
                throw DesignError(
                    .unknownQuirk(name.text, suggestion: Suggestion.nearestTypo(to: name.text, in: words)),
                    at: name.location)
            }
            try expect(word: "source")
            let source = try next("a string")
            guard source.kind == .string else {
                throw DesignError(.expected("a string", got: source.quoted), at: source.location)
            }
            draft.quirks.append(Located(DesignQuirkNote(quirk, source: source.text), at: at))
        }
    }

    private func duplicate(_ what: String, _ earlier: DesignLocation, at token: DesignToken) -> DesignError {
        DesignError(.duplicateDeclaration(what, firstLine: earlier.line), at: token.location)
    }

    /// Whether `text` is `[a-z][a-z0-9-]*`.
    static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }
}

/// The errors of a design file, in file order.
public struct DesignErrors: Error, Sendable, Hashable {
    /// The errors, sorted by location.
    public var errors: [DesignError]

    /// Sorts `errors` by location (stable).
    public init(_ errors: [DesignError]) {
        self.errors = errors.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
