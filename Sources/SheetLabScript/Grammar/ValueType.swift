/// What a parameter or field holds, as far as the parser and completion need to know.
public enum ValueType: Sendable, Equatable, Hashable {
    /// A finite number.
    case number
    /// A whole number.
    case integer
    /// `true` or `false`.
    case flag
    /// One word of a fixed list (completion offers them; the parser checks them).
    case choice([String])
    /// A word the kind checks itself (`detents=200,medium,large`, `background=through:medium`).
    case word
    /// Free text that may contain spaces (the `animation` field).
    case text

    /// The words completion offers for a value of this type.
    public var completionWords: [String] {
        switch self {
        case .flag: ["false", "true"]
        case .choice(let words): words
        default: []
        }
    }

    /// Whether values of this type compare as numbers.
    public var isNumeric: Bool { self == .number || self == .integer }
}
