/// One positional argument of a command form: its label in the synopsis, type and arity.
public struct ArgumentSlot: Sendable, Equatable {
    /// The label in the synopsis (`NAME`, `DX`, `X,Y`).
    public var label: String
    /// What it accepts.
    public var type: ArgumentType
    /// How many words it takes.
    public var arity: Arity
    /// The value an omitted optional argument takes, as it would be written.
    public var defaultValue: String?

    /// Creates a slot.
    public init(_ label: String, _ type: ArgumentType, _ arity: Arity = .one, default defaultValue: String? = nil) {
        self.label = label
        self.type = type
        self.arity = arity
        self.defaultValue = defaultValue
    }

    /// The slot as the synopsis writes it: `NAME`, `[NAME]`, `[FIELD ...]`, `FIELD ...`, `on|off`.
    public var synopsis: String {
        let word: String
        switch type {
        case .literal(let literal): word = literal
        case .choice(let words): word = words.joined(separator: "|")
        default: word = label
        }
        switch arity {
        case .one: return word
        case .optional: return "[\(word)]"
        case .zeroOrMore: return "[\(word) ...]"
        case .oneOrMore: return "\(word) ..."
        }
    }
}
