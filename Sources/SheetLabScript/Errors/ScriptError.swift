/// An error of the command language: what went wrong, and where in the script.
///
/// `Reason` is the layer's one error enum; its messages are rendered in one place,
/// `ScriptError+Rendering.swift`.
public struct ScriptError: Error, Sendable, Equatable {
    /// What went wrong.
    public var reason: Reason
    /// The offending token (for syntax errors, and runtime errors about one word of the
    /// command) or the command's start (other runtime errors); nil when the error has no place
    /// in a script.
    public var location: SourceLocation?
    /// The word of the command a runtime error is about (an unknown sheet, a refused value), so
    /// that the line's reader can point at it; nil once located.
    var culprit: String?

    /// Creates an error for a reason at a location.
    public init(_ reason: Reason, at location: SourceLocation?) {
        self.reason = reason
        self.location = location
    }

    /// Creates an error about one word of the command, placed later by `Session.execute(_:)`.
    init(_ reason: Reason, about culprit: String) {
        self.reason = reason
        self.location = nil
        self.culprit = culprit
    }

    /// Everything that can go wrong in the command language.
    public enum Reason: Sendable, Equatable {
        // Input text.
        /// A byte sequence that is not UTF-8; carries the first offending byte.
        case invalidUTF8(byte: UInt8)
        /// A line longer than `SourceText.maximumLineLength` bytes.
        case lineTooLong(length: Int, limit: Int)
        /// A line of streamed input longer than `SourceText.maximumLineLength` bytes, refused
        /// before the rest of it is read.
        case lineLongerThanLimit(limit: Int)
        /// A `\` continuation on the last line of the input.
        case danglingContinuation
        /// A control character outside quotes.
        case unexpectedCharacter(Unicode.Scalar)
        /// A quote without its closing quote.
        case unterminatedQuote

        // Words.
        /// A first word that is no command.
        case unknownCommand(String, suggestion: String?)
        /// A word after `help` that is neither a command nor a kind.
        case unknownHelpTopic(String, suggestion: String?)
        /// A kind that does not exist.
        case unknownKind(String, suggestion: String?)
        /// A parameter that is not one of the kind's (kind nil: of any kind).
        case unknownParameter(String, kind: String?, suggestion: String?)
        /// A field that does not exist.
        case unknownField(String, suggestion: String?)
        /// A `set` target that is neither a setting nor `NAME.PARAM`.
        case unknownSetting(String, suggestion: String?)
        /// A word that is not one of the accepted choices.
        case invalidChoice(String, expected: [String], suggestion: String?)
        /// A parameter value that is not one of the parameter's words.
        case invalidParameterChoice(String, parameter: String, expected: [String], suggestion: String?)
        /// A comparison operator that is not `==` `!=` `<` `<=` `>` `>=`.
        case invalidOperator(String, suggestion: String?)
        /// An operator written without spaces around it, as in `p.offset>=3`.
        case operatorNeedsSpaces(String)
        /// A sheet name that breaks `[a-z][a-z0-9-]*`.
        case invalidName(String)
        /// A sheet name that is a keyword of the language.
        case keywordAsName(String)
        /// A `NAME.FIELD` or `NAME.PARAM` without its dot.
        case missingMember(String, expected: String)

        // Arguments.
        /// A required argument that is not there; carries its label and the command's usage.
        case missingArgument(label: String, command: String, usage: String)
        /// A word left over after the command's arguments.
        case unexpectedArgument(String, command: String)
        /// A keyword option given twice.
        case duplicateOption(String)
        /// A keyword option with no value after it.
        case missingOptionValue(option: String, label: String)

        // Values.
        /// A word that is not a number.
        case invalidNumber(String)
        /// NaN or infinity.
        case nonFiniteNumber(String)
        /// A number too large for a Double.
        case numberOutOfRange(String)
        /// A number that must be a whole number.
        case notAnInteger(String)
        /// A number outside what the argument accepts; `requirement` completes "LABEL must be ...".
        case numberOutOfBounds(String, label: String, requirement: String)
        /// A word that is not a duration.
        case invalidDuration(String)
        /// A duration below zero.
        case negativeDuration(String)
        /// A duration above `DurationLiteral.maximumTicks`.
        case durationTooLong(String)
        /// A frame count that is not whole.
        case fractionalFrames(String)
        /// An empty word (`""`) where a file or folder is named.
        case emptyFileName
        /// A word that is not `X,Y`.
        case invalidPoint(String)
        /// A word that is not `WxH`.
        case invalidSize(String)
        /// A frame rate that does not divide 6000.
        case invalidFrameRate(String)
        /// A word compared with an ordering operator.
        case orderingNeedsNumber(operator: String, value: String)
        /// `within` on a field that is not a number.
        case toleranceNeedsNumber(field: String)
        /// `within` with `~` or `!~`.
        case toleranceNeedsEquality(operator: String)
        /// A non-number value for a numeric field or parameter.
        case expectedNumber(for: String, got: String)
        /// `PARAM=VALUE` written without `=` or without a value.
        case invalidAssignment(String)
        /// The same parameter assigned twice in one `new`.
        case duplicateParameter(String)
        /// A sweep axis that names nothing the kind can vary.
        case unknownAxis(String, kind: String, suggestion: String?)
        /// A sweep axis whose values cannot be read or are refused; `problem` says why.
        case invalidAxis(String, problem: String)
        /// A sweep that cannot run as written; the message is lowercase prose.
        case invalidSweep(String)
        /// A `compare` that cannot run as written; the message is lowercase prose.
        case invalidCompare(String)

        // Transcripts.
        /// An expected line after a comment and before the next command.
        case expectedOutputWithoutCommand
        /// A line starting with `>` but not `> `.
        case invalidCommandMarker
        /// A line starting with `|` but not `| ` or a lone `|`.
        case invalidEscape
        /// A `# sheetlab: WORD` comment whose word is no directive.
        case invalidDirective(String, suggestion: String?)
        /// A `# sheetlab: WORD` directive without its reason.
        case directiveNeedsReason(String)
        /// A scenario file without a command and without `# sheetlab: empty REASON`.
        case emptyScenario

        // Running (filled in by the interpreter).
        /// A command that failed while running; the message is already lowercase prose.
        case runtime(String)
    }
}
