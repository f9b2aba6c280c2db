/// What tab completion may offer besides the command table: the vocabulary and the sheets.
public struct CompletionContext: Sendable, Equatable {
    /// A sheet of the world: its name, kind and what its parameters may be set to.
    public struct Sheet: Sendable, Equatable {
        /// The sheet's name.
        public var name: String
        /// Its kind (`screen`).
        public var kind: String
        /// For each parameter, the values `set NAME.PARAM ` offers: its words, the words another
        /// parameter lists (a sheet's detents), or its current value.
        public var values: [String: [String]]
        /// The buttons `press` can press on it (`close`, `action 2`).
        public var buttons: [String]
        /// The parameters `set NAME.` offers: those it reads (its profile's) that can change now, so not a
        /// design chosen at creation; nil: every parameter of its kind.
        public var parameters: [String]?

        /// Creates a sheet entry.
        public init(
            name: String, kind: String, values: [String: [String]] = [:], buttons: [String] = [],
            parameters: [String]? = nil
        ) {
            self.name = name
            self.kind = kind
            self.values = values
            self.buttons = buttons
            self.parameters = parameters
        }
    }

    /// Kinds, parameters and fields.
    public var vocabulary: Vocabulary
    /// The sheets, in creation order.
    public var sheets: [Sheet]

    /// Creates a context.
    public init(vocabulary: Vocabulary, sheets: [Sheet]) {
        self.vocabulary = vocabulary
        self.sheets = sheets
    }

    /// The kind of the sheet named `name`, if there is one.
    func kind(of name: String) -> String? {
        sheets.first { $0.name == name }?.kind
    }

    /// The values offered for `parameter` of the sheet named `name`, if it has any.
    func values(of parameter: String, on name: String) -> [String]? {
        sheets.first { $0.name == name }?.values[parameter]
    }

    /// The parameters the sheet named `name` reads, if it says.
    func parameters(of name: String) -> [String]? {
        sheets.first { $0.name == name }?.parameters
    }

    /// The buttons of the sheet named `name` (none for an unknown name).
    func buttons(of name: String) -> [String] {
        sheets.first { $0.name == name }?.buttons ?? []
    }
}
