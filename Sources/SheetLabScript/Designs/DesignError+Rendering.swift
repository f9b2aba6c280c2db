import SheetLabCore

extension DesignError {
    /// `FILE:LINE:COLUMN: error: MESSAGE`, the file name and user text escaped as `ScriptError`
    /// escapes them.
    public func rendered(file: String) -> String {
        "\(VisibleText.escaped(file)):\(location.line):\(location.column): error: "
            + VisibleText.escaped(reason.message)
    }
}

extension DesignError.Reason {
    /// The lowercase message, with user text in 'quotes'.
    public var message: String {
        switch self {
        case .notADesignFile:
            return "not a design file: its first statement does not begin with a statement's word, such as "
                + "'design' (its text is not shown)"
        case .unreadableText(let problem):
            return problem
        case .unexpectedCharacter(let character):
            return "unexpected character '\(character)'"
        case .unterminatedString:
            return "missing closing quote"
        case .unknownUnit(let unit, let suggestion):
            return "unknown unit '\(unit)' (expected pt, %, pt/s, s or ms)" + Suggestion.hint(suggestion)
        case .unknownStatement(let word, let suggestion):
            return "unknown statement '\(word)'" + Suggestion.hint(suggestion)
        case .expected(let what, let got):
            return "expected \(what), got \(got)"
        case .unknownChoice(let word, let expected, let suggestion):
            return "expected \(alternatives(expected)), got '\(word)'" + Suggestion.hint(suggestion)
        case .nestingTooDeep(let limit):
            return "expression nests deeper than \(limit) levels"
        case .unknownReading(let word, let suggestion):
            return "unknown reading '\(word)'" + Suggestion.hint(suggestion)
        case .unknownFunction(let word, let suggestion):
            return "unknown function '\(word)'" + Suggestion.hint(suggestion)
        case .unknownAnimation(let word, let suggestion):
            return "unknown animation '\(word)'" + Suggestion.hint(suggestion)
        case .invalidArguments(let function, let forms):
            return "invalid arguments for '\(function)': write \(alternatives(forms))"
        case .unknownQuirk(let word, let suggestion):
            return "unknown quirk '\(word)'" + Suggestion.hint(suggestion)
        case .invalidName(let word):
            return "invalid design name '\(word)': a name is lowercase letters, digits and '-', starting with a letter"
        case .duplicateDeclaration(let what, let firstLine):
            return "\(what) is already declared on line \(firstLine)"
        case .missingDeclaration(let what):
            return "the design has no '\(what)' statement"
        case .wrongFamily(let what, let family, let families):
            let owners = families.map(\.rawValue)
            return "\(what) does not apply to a \(family.rawValue) (only to \(alternatives(owners, joiner: "and")))"
        case .unknownPosition(let word, let suggestion):
            return "unknown position '\(word)'" + Suggestion.hint(suggestion, otherwise: " (not in 'positions')")
        case .unknownButton(let word, let suggestion):
            return "unknown button '\(word)'"
                + Suggestion.hint(suggestion, otherwise: " (no 'button \(word)' is declared)")
        case .positionOffScreen(let name, let height, let screenHeight):
            return "position '\(name)' is \(number(height)) pt high, off the \(number(screenHeight)) pt screen"
        case .positionsOutOfOrder(let name, let height, let previous, let previousHeight):
            return
                "position '\(name)' (\(number(height)) pt) is not above '\(previous)' (\(number(previousHeight)) pt): "
                + "list positions lowest first"
        case .valueOutOfRange(let what, let value, let requirement):
            return "\(what) must be \(requirement), got \(number(value))"
        case .unitMismatch(let left, let leftUnit, let right, let rightUnit):
            return "'\(left)' is \(leftUnit) but '\(right)' is \(rightUnit)"
        case .wrongUnit(let text, let unit, let expected):
            return "'\(text)' is \(unit); expected \(expected)"
        case .notACondition(let text, let unit):
            return "'\(text)' is \(unit), not a condition (compare it: '<', '>=', ...)"
        case .notANumber(let text):
            return "'\(text)' is a condition where a number is needed"
        case .noRelease:
            return "the design has no 'release' clause"
        case .missingFinalClause:
            return "the last 'release' clause has a condition: add a final clause without 'when'"
        case .unreachableClause(let line):
            return "this clause never decides: the clause on line \(line) always decides first"
        case .neverDecides(let text):
            return "this clause never decides: '\(text)' never holds"
        }
    }

    private func number(_ value: Double) -> String {
        DecimalFormat.format(value, decimals: value == value.rounded() ? 0 : 1)
    }

    private func alternatives(_ words: [String], joiner: String = "or") -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " \(joiner) " + quoted.last!
    }
}
