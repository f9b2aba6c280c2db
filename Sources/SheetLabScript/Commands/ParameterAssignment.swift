import SheetLabCore

/// `PARAM=VALUE` in `new`, or `NAME.PARAM VALUE` in `set`: a parameter and its new value.
public struct ParameterAssignment: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The parameter's name (`threshold`).
    public var name: String
    /// The value, typed by the parameter's `ValueType`.
    public var value: ParameterValue
    /// The value exactly as written (the trace prints non-default parameters "as given").
    public var written: String

    /// Creates an assignment.
    public init(name: String, value: ParameterValue, written: String) {
        self.name = name
        self.value = value
        self.written = written
    }

    /// `PARAM=VALUE` as written.
    public var description: String { "\(name)=\(written)" }
}

/// A parameter's value: a number, a flag or a word the kind reads itself.
public enum ParameterValue: Sendable, Equatable, Hashable {
    /// A finite number (`.integer` parameters hold whole numbers).
    case number(Double)
    /// `true` or `false`.
    case flag(Bool)
    /// A choice or a word such as `200,medium,large` or `through:medium`.
    case word(String)

    /// Reads `text` as a value of `type`.
    ///
    /// - Throws: the number errors, `invalidParameterChoice`, without a location.
    public static func parse(_ text: String, as type: ValueType, for name: String) throws(ScriptError) -> ParameterValue
    {
        switch type {
        case .number:
            do { return .number(try NumberLiteral.parse(text)) } catch {
                if case .invalidNumber = error.reason {
                    throw ScriptError(.expectedNumber(for: name, got: text), at: nil)
                }
                throw error
            }
        case .integer:
            do { return .number(Double(try NumberLiteral.parseInteger(text))) } catch {
                if case .invalidNumber = error.reason {
                    throw ScriptError(.expectedNumber(for: name, got: text), at: nil)
                }
                throw error
            }
        case .flag:
            switch text {
            case "true": return .flag(true)
            case "false": return .flag(false)
            default:
                throw ScriptError(
                    .invalidParameterChoice(
                        text, parameter: name, expected: ["true", "false"],
                        suggestion: Suggestion.nearestTypo(to: text, in: ["true", "false"])),
                    at: nil)
            }
        case .choice(let words):
            guard words.contains(text) else {
                throw ScriptError(
                    .invalidParameterChoice(
                        text, parameter: name, expected: words, suggestion: Suggestion.nearestTypo(to: text, in: words)),
                    at: nil)
            }
            return .word(text)
        case .word, .text:
            return .word(text)
        }
    }
}
