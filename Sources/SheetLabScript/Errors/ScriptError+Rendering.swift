import SheetLabCore

extension ScriptError: CustomStringConvertible {
    /// The diagnostic as printed: `FILE:LINE:COLUMN: error: message`, or `error: message` in the shell.
    ///
    /// Control characters and bidi controls in the file name and the quoted user text are
    /// escaped (`VisibleText`), so a script cannot send escape sequences to the terminal.
    public func rendered(origin: SourceOrigin) -> String {
        let message = VisibleText.escaped(reason.message)
        guard let name = origin.displayName.map(VisibleText.escaped) else { return "error: \(message)" }
        guard let location else { return "\(name): error: \(message)" }
        return "\(name):\(location.line):\(location.column): error: \(message)"
    }

    /// The message alone, as the shell prints it after `error: `, escaped like `rendered`.
    public var description: String { VisibleText.escaped(reason.message) }
}

extension ScriptError.Reason {
    /// The lowercase message, with user input in 'quotes'.
    public var message: String {
        switch self {
        case .invalidUTF8(let byte):
            return "invalid UTF-8: unexpected byte 0x\(hex(byte, uppercase: false))"
        case .lineTooLong(let length, let limit):
            return "line is \(length) bytes long; the limit is \(limit) bytes"
        case .lineLongerThanLimit(let limit):
            return "line is longer than the limit of \(limit) bytes"
        case .danglingContinuation:
            return "line continuation '\\' at end of input"
        case .unexpectedCharacter(let scalar):
            return "unexpected control character U+\(hex(scalar.value, width: 4))"
        case .unterminatedQuote:
            return "missing closing quote"
        case .unknownCommand(let word, let suggestion):
            return "unknown command '\(word)'" + Suggestion.hint(suggestion, otherwise: " (type 'help' for a list)")
        case .unknownHelpTopic(let word, let suggestion):
            return "no help for '\(word)'"
                + Suggestion.hint(
                    suggestion,
                    otherwise: ": 'help' lists the commands; a kind (screen, modal, sheet, edge) is a topic too")
        case .unknownKind(let word, let suggestion):
            return "unknown kind '\(word)'" + Suggestion.hint(suggestion)
        case .unknownParameter(let word, let kind, let suggestion):
            let owner = kind.map { " of kind '\($0)'" } ?? ""
            return "unknown parameter '\(word)'\(owner)" + Suggestion.hint(suggestion)
        case .unknownField(let word, let suggestion):
            return "unknown field '\(word)'" + Suggestion.hint(suggestion)
        case .unknownSetting(let word, let suggestion):
            return "unknown setting '\(word)'" + Suggestion.hint(suggestion, otherwise: " (or write NAME.PARAM)")
        case .invalidChoice(let word, let expected, let suggestion):
            return "expected \(alternatives(expected)), got '\(word)'" + Suggestion.hint(suggestion)
        case .invalidParameterChoice(let word, let parameter, let expected, let suggestion):
            return "invalid value '\(word)' for '\(parameter)': expected \(alternatives(expected))"
                + Suggestion.hint(suggestion)
        case .invalidOperator(let word, let suggestion):
            return "invalid operator '\(word)'"
                + Suggestion.hint(suggestion, otherwise: " (expected ==, !=, <, <=, >, >=, ~ or !~)")
        case .operatorNeedsSpaces(let word):
            return "write spaces around the operator in '\(word)'"
        case .invalidName(let word):
            return "invalid name '\(word)': a name is lowercase letters, digits and '-', starting with a letter"
        case .keywordAsName(let word):
            return "'\(word)' is a keyword and cannot be a name"
        case .missingMember(let word, let expected):
            return "expected \(expected), got '\(word)'"
        case .missingArgument(let label, _, let usage):
            return "missing \(label); usage: \(usage)"
        case .unexpectedArgument(let word, let command):
            return "unexpected argument '\(word)' for '\(command)'"
        case .duplicateOption(let word):
            return "option '\(word)' given twice"
        case .missingOptionValue(let option, let label):
            return "missing \(label) after '\(option)'"
        case .invalidNumber(let word):
            return "expected a number, got '\(word)'"
        case .nonFiniteNumber(let word):
            return "'\(word)' is not a finite number"
        case .numberOutOfRange(let word):
            return "number '\(word)' is out of range"
        case .notAnInteger(let word):
            return "expected a whole number, got '\(word)'"
        case .numberOutOfBounds(let word, let label, let requirement):
            return "\(label) must be \(requirement), got '\(word)'"
        case .invalidDuration(let word):
            return "expected a duration such as 0.25, 0.25s, 250ms or 15f, got '\(word)'"
        case .negativeDuration(let word):
            return "duration '\(word)' is negative"
        case .durationTooLong(let word):
            return "duration '\(word)' is longer than the limit of 1 hour"
        case .fractionalFrames(let word):
            return "a frame count must be a whole number, got '\(word)'"
        case .emptyFileName:
            return "expected a file name, got ''"
        case .invalidPoint(let word):
            return "expected a point X,Y, got '\(word)'"
        case .invalidSize(let word):
            return "expected a size WxH, got '\(word)'"
        case .invalidFrameRate(let word):
            return "fps must be a whole number that divides 6000, got '\(word)'"
        case .orderingNeedsNumber(let op, let value):
            return "operator '\(op)' compares numbers, got '\(value)'"
        case .toleranceNeedsNumber(let field):
            return "'within' needs a numeric field, and '\(field)' is not one"
        case .toleranceNeedsEquality(let op):
            return "'within' goes with == or !=, not '\(op)'"
        case .expectedNumber(let target, let word):
            return "expected a number for '\(target)', got '\(word)'"
        case .invalidAssignment(let word):
            return "expected PARAM=VALUE, got '\(word)'"
        case .duplicateParameter(let word):
            return "parameter '\(word)' given twice"
        case .unknownAxis(let word, let kind, let suggestion):
            return "unknown axis '\(word)' for kind '\(kind)'" + Suggestion.hint(suggestion)
        case .invalidAxis(let word, let problem):
            return "invalid axis '\(word)': \(problem)"
        case .invalidSweep(let message), .invalidCompare(let message):
            return message
        case .expectedOutputWithoutCommand:
            return "expected output must follow a command, not a comment"
        case .invalidCommandMarker:
            return "a command line starts with '> ' (write '| >' for an expected line starting with '>')"
        case .invalidEscape:
            return "an escaped expected line starts with '| ' or is a lone '|'"
        case .invalidDirective(let word, let suggestion):
            return "unknown directive '# sheetlab: \(word)'"
                + Suggestion.hint(suggestion, otherwise: " (expected 'xfail REASON' or 'empty REASON')")
        case .directiveNeedsReason(let word):
            return "'# sheetlab: \(word)' needs a reason after it"
        case .emptyScenario:
            return "no commands: a scenario without commands tests nothing "
                + "(write '# sheetlab: empty REASON' if it is empty on purpose)"
        case .runtime(let message):
            return message
        }
    }

    private func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last else { return "nothing" }
        if quoted.count == 1 { return last }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    private func hex<Value: BinaryInteger>(_ value: Value, width: Int = 2, uppercase: Bool = true) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
