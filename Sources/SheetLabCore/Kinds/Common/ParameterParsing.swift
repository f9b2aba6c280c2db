/// Reads parameter values typed by a user (`new KIND NAME PARAM=VALUE`, `set NAME.PARAM VALUE`).
///
/// Numbers are written as docs/commands.md allows (`120`, `-3.5`, `1e3`); NaN, infinity, hexadecimal
/// and anything else `Double` would half-accept are refused with a `ParameterError`.
enum ParameterParsing {
    /// The values a numeric parameter accepts.
    enum Bound: Sendable {
        /// `>= 0` (distances, factors, velocities).
        case nonNegative
        /// `> 0` (a threshold the seed divides by).
        case positive
        /// `0...1` (opacities and fractions).
        case unitInterval

        /// What the error says the parameter expects.
        var expected: String {
            switch self {
            case .nonNegative: "a number >= 0"
            case .positive: "a number > 0"
            case .unitInterval: "a number from 0 to 1"
            }
        }

        func admits(_ value: Double) -> Bool {
            switch self {
            case .nonNegative: value >= 0
            case .positive: value > 0
            case .unitInterval: value >= 0 && value <= 1
            }
        }
    }

    /// What the error says a value outside the magnitudes expects.
    static let magnitudeRequirement = "0 or a number from 0.000001 to 1000000 in size"

    /// The smallest size of a non-zero parameter value: with it and `largestMagnitude` the
    /// models' products and quotients stay finite (a threshold of 1e-320 would make
    /// `drag-progress` infinite, a drag of 1.7e308 the velocity NaN).
    static let smallestMagnitude = 1e-6
    /// The largest size of a parameter value.
    static let largestMagnitude = 1e6

    /// `text` as a finite number within `bound`, or an `invalidValue` error naming `name`.
    static func number(_ text: String, for name: String, _ bound: Bound) throws(ParameterError) -> Double {
        let invalid = ParameterError.invalidValue(name: name, value: text, expected: bound.expected)
        guard isDecimalLiteral(text), let value = Double(text), value.isFinite, bound.admits(value) else {
            throw invalid
        }
        guard value == 0 || (abs(value) >= smallestMagnitude && abs(value) <= largestMagnitude) else {
            throw ParameterError.invalidValue(name: name, value: text, expected: magnitudeRequirement)
        }
        return value
    }

    /// Whether `text` is a plain decimal literal: sign, digits, point, exponent (no `nan`, `inf`, `0x`).
    private static func isDecimalLiteral(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        var sawDigit = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9": sawDigit = true
            case ".", "-", "+", "e", "E": continue
            default: return false
            }
        }
        return sawDigit
    }

    /// A number as `inspect`-style parameter text: the shortest decimal that reads back
    /// (`140`, `0.1`, `2.5`).
    static func text(_ value: Double) -> String {
        ComparisonText.plain(value)
    }
}
