/// The words the language borrows from the model: kinds, their parameters, and fields.
///
/// The parser and completion read these tables; the interpreter fills them from SheetLabCore,
/// so nothing about a particular kind is written into the parser.
public struct Vocabulary: Sendable, Equatable {
    /// A parameter of a kind (`threshold`, `detents`).
    public struct ParameterEntry: Sendable, Equatable {
        /// The name written before `=` and after `NAME.`.
        public var name: String
        /// What it holds.
        public var type: ValueType
        /// The default, as typed.
        public var defaultValue: String
        /// The parameter whose comma list gives this one's words (`detent` from `detents`).
        public var wordsFrom: String?

        /// Creates a parameter.
        public init(_ name: String, _ type: ValueType, defaultValue: String = "", wordsFrom: String? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.wordsFrom = wordsFrom
        }
    }

    /// A kind of sheet and its parameters, in table order.
    public struct KindEntry: Sendable, Equatable {
        /// The kind's name (`screen`).
        public var name: String
        /// Its parameters, in the order `docs/models.md` lists them.
        public var parameters: [ParameterEntry]

        /// Creates a kind.
        public init(_ name: String, parameters: [ParameterEntry]) {
            self.name = name
            self.parameters = parameters
        }
    }

    /// A field `inspect` prints and `expect` tests.
    public struct FieldEntry: Sendable, Equatable {
        /// The field's name (`offset`).
        public var name: String
        /// What it holds.
        public var type: ValueType
        /// The kinds it applies to.
        public var kinds: [String]

        /// Creates a field.
        public init(_ name: String, _ type: ValueType, kinds: [String]) {
            self.name = name
            self.type = type
            self.kinds = kinds
        }
    }

    /// The kinds, in table order.
    public var kinds: [KindEntry] {
        didSet { parameterTypes = Self.parameterTypes(of: kinds) }
    }
    /// The fields, in the order `inspect` prints them.
    public var fields: [FieldEntry] {
        didSet { fieldIndex = WordIndex(fields.map(\.name)) }
    }
    /// `parameterType(named:)` of every parameter name: `set` asks on every line.
    private var parameterTypes: ParameterTypes
    /// Each field's index in `fields`, by name (the first, for a repeated name).
    private var fieldIndex: WordIndex

    /// Creates a vocabulary.
    public init(kinds: [KindEntry], fields: [FieldEntry]) {
        self.kinds = kinds
        self.fields = fields
        parameterTypes = Self.parameterTypes(of: kinds)
        fieldIndex = WordIndex(fields.map(\.name))
    }

    /// Every parameter name, without repeats, and its type.
    private struct ParameterTypes: Sendable, Equatable {
        var names: WordIndex
        var types: [ValueType]
    }

    /// The type of each parameter name wherever it appears, or `.word` if kinds disagree.
    private static func parameterTypes(of kinds: [KindEntry]) -> ParameterTypes {
        var names: [String] = []
        var types: [String: ValueType] = [:]
        for parameter in kinds.flatMap(\.parameters) {
            if let type = types[parameter.name], type != parameter.type {
                types[parameter.name] = .word
            } else if types[parameter.name] == nil {
                types[parameter.name] = parameter.type
                names.append(parameter.name)
            }
        }
        return ParameterTypes(names: WordIndex(names), types: names.map { types[$0] ?? .word })
    }

    /// The kind named `name`.
    public func kind(named name: String) -> KindEntry? {
        kinds.first { $0.name == name }
    }

    /// The field named `name`.
    public func field(named name: String) -> FieldEntry? {
        fieldIndex.index(of: name).map { fields[$0] }
    }

    /// The fields that apply to `kind`, in table order.
    public func fields(of kind: String) -> [FieldEntry] {
        fields.filter { $0.kinds.contains(kind) }
    }

    /// Every parameter name of every kind, without repeats, in first-seen order.
    public var allParameterNames: [String] {
        var seen: Set<String> = []
        return kinds.flatMap(\.parameters).map(\.name).filter { seen.insert($0).inserted }
    }

    /// The type of a parameter wherever it appears, or `.word` if kinds disagree; nil if none has it.
    public func parameterType(named name: String) -> ValueType? {
        parameterTypes.names.index(of: name).map { parameterTypes.types[$0] }
    }
}
