/// Reading and writing the peer libraries' parameter values (`new sheet s profile=material
/// hideable=false`): numbers as every kind reads them, flags, words and insets.
enum PanelParameterText {
    /// `true` or `false`.
    static func flag(_ name: String, _ text: String) throws(ParameterError) -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw .invalidValue(name: name, value: text, expected: "true or false")
        }
    }

    /// One of `words`.
    static func word(_ name: String, _ text: String, in words: [String]) throws(ParameterError) -> String {
        guard words.contains(text) else {
            throw .invalidValue(name: name, value: text, expected: "one of " + words.joined(separator: ", "))
        }
        return text
    }

    /// A number within `bound`.
    static func number(
        _ name: String, _ text: String, _ bound: ParameterParsing.Bound = .nonNegative
    ) throws(ParameterError) -> Double {
        try ParameterParsing.number(text, for: name, bound)
    }

    /// A number as parameter text (`0.5`, `18`).
    static func text(_ value: Double) -> String {
        ParameterParsing.text(value)
    }

    static func text(_ flag: Bool) -> String {
        flag ? "true" : "false"
    }
}

/// A length that is either points or a fraction of a dimension, as FloatingPanel's
/// `absoluteInset`/`fractionalInset` and gorhom's snap points (`250`, `50%`) are written.
enum PanelLength: Sendable, Hashable {
    case points(Double)
    /// A fraction in 0...1 (`50%` is 0.5).
    case fraction(Double)

    /// The length in points of a dimension `dimension` pt long.
    func points(of dimension: Double) -> Double {
        switch self {
        case .points(let points): points
        case .fraction(let fraction): dimension * fraction
        }
    }

    /// Parses `NNN` (points, >= 0) or `NN%` (0 to 100).
    init(parsing text: String, for name: String) throws(ParameterError) {
        if text.hasSuffix("%") {
            let percent = try ParameterParsing.number(String(text.dropLast()), for: name, .nonNegative)
            guard percent <= 100 else {
                throw .invalidValue(name: name, value: text, expected: "NNN (pt) or NN% from 0 to 100")
            }
            self = .fraction(percent / 100)
        } else {
            do {
                self = .points(try ParameterParsing.number(text, for: name, .nonNegative))
            } catch {
                throw .invalidValue(name: name, value: text, expected: "NNN (pt) or NN% from 0 to 100")
            }
        }
    }

    /// As a user writes it.
    var text: String {
        switch self {
        case .points(let points): ParameterParsing.text(points)
        case .fraction(let fraction): ParameterParsing.text(fraction * 100) + "%"
        }
    }
}
