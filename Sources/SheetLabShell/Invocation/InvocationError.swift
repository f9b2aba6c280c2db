import SheetLabCore
import SheetLabScript

/// A usage error on the `sheetlab` command line; exit status 2.
///
/// Messages are rendered in one place, `description`, lowercase with user input in 'quotes';
/// `rendered` adds the `sheetlab: error: ` prefix and the line break.
public enum InvocationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A first word that is no subcommand.
    case unknownSubcommand(String, suggestion: String?)
    /// An option that neither the subcommand (nil: the top level) nor the top level knows.
    case unknownOption(String, subcommand: String?, suggestion: String?)
    /// A flag written with `=VALUE`.
    case unexpectedValue(option: String)
    /// An option that needs a value, at the end of the line.
    case missingValue(option: String, label: String)
    /// A value that is not what the option takes; `requirement` completes "'OPTION' must be ...".
    case invalidValue(option: String, value: String, requirement: String)
    /// A value that is not one of the option's words.
    case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
    /// An option given twice.
    case duplicateOption(String)
    /// An option that does not go with the rest: `-c` with a subcommand, `-i` with `test`.
    case misplacedOption(String, reason: String)
    /// A required operand that is not there.
    case missingOperand(label: String, usage: String)
    /// An operand left over.
    case unexpectedOperand(String, subcommand: String?)
    /// An `explore` kind that does not exist.
    case unknownKind(String, suggestion: String?)
    /// An `explore KIND PARAM=VALUE` the kind refuses; the message says why.
    case invalidParameter(String)
    /// A `completions` shell that is not supported.
    case unknownShell(String, suggestion: String?)
    /// A `help` topic that is neither a subcommand nor a command.
    case unknownHelpTopic(String, suggestion: String?)
    /// A `--filter` that is not a regular expression.
    case invalidFilter(pattern: String, reason: String)

    public var description: String {
        switch self {
        case .unknownSubcommand(let word, let suggestion):
            if suggestion != nil { return "unknown subcommand '\(word)'" + Suggestion.hint(suggestion) }
            if word.hasSuffix(".scenario") {
                return "unknown subcommand '\(word)'; did you mean 'sheetlab run \(word)'?"
            }
            return "unknown subcommand '\(word)' (see 'sheetlab --help')"
        case .unknownOption(let option, let subcommand, let suggestion):
            let owner = subcommand.map { " for '\($0)'" } ?? ""
            return "unknown option '\(option)'\(owner)" + Suggestion.hint(suggestion)
        case .unexpectedValue(let option):
            return "option '\(option)' takes no value"
        case .missingValue(let option, let label):
            return "missing \(label) after '\(option)'"
        case .invalidValue(let option, let value, let requirement):
            return "'\(option)' must be \(requirement), got '\(value)'"
        case .invalidChoice(let option, let value, let choices, let suggestion):
            return "expected \(alternatives(choices)) after '\(option)', got '\(value)'" + Suggestion.hint(suggestion)
        case .duplicateOption(let option):
            return "option '\(option)' given twice"
        case .misplacedOption(let option, let reason):
            return "'\(option)' \(reason)"
        case .missingOperand(let label, let usage):
            return "missing \(label); usage: \(usage)"
        case .unexpectedOperand(let word, let subcommand):
            return "unexpected argument '\(word)'" + (subcommand.map { " for '\($0)'" } ?? "")
        case .unknownKind(let word, let suggestion):
            return "unknown kind '\(word)'"
                + Suggestion.hint(suggestion, otherwise: " (expected screen, modal, sheet or edge)")
        case .invalidParameter(let message):
            return message
        case .unknownShell(let word, let suggestion):
            return "no completions for shell '\(word)'"
                + Suggestion.hint(suggestion, otherwise: " (expected bash, zsh or fish)")
        case .unknownHelpTopic(let word, let suggestion):
            return "no help for '\(word)': not a subcommand, command or kind" + Suggestion.hint(suggestion)
        case .invalidFilter(let pattern, let reason):
            return "invalid regular expression '\(pattern)' for '--filter': \(reason)"
        }
    }

    /// The line printed to stderr: `sheetlab: error: message`, escaped (`VisibleText`), since the
    /// quoted words come straight from argv.
    public var rendered: String { "sheetlab: error: \(VisibleText.escaped(description))\n" }

    private func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last else { return "nothing" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
