/// `audit NAME [--assume THING ...] [--format F] [--evidence DIR] [--depth N] [--max-states N]` in the language:
/// the audit of a live sheet's current parameters in its world's environment (the sheet is not
/// touched). `sheetlab audit KIND ...` takes the same options on the command line.
public struct AuditCommand: Sendable, Equatable {
    /// The sheet's name.
    public var target: String
    /// `--assume`: what the host app provides.
    public var assumptions: [AuditAssumption]
    /// `--format`; text by default.
    public var format: AuditFormat
    /// `--evidence DIR`: where the evidence scenarios go, one per check.
    public var evidence: String?
    /// `--depth N`: how deep `callback-once` explores; nil for `Auditor.defaultExplorationDepth`.
    public var depth: Int?
    /// `--max-states N`: the most states that exploration may hold; nil for `Explorer.defaultMaxStates`.
    public var maxStates: Int?

    public init(
        target: String, assumptions: [AuditAssumption] = [], format: AuditFormat = .text, evidence: String? = nil,
        depth: Int? = nil, maxStates: Int? = nil
    ) {
        self.target = target
        self.assumptions = assumptions
        self.format = format
        self.evidence = evidence
        self.depth = depth
        self.maxStates = maxStates
    }

    /// Why `--evidence -` is refused: the evidence is a file per check, and standard output is one stream.
    public static let evidenceToStandardOutput =
        "'--evidence' needs a folder (it holds one scenario per check; standard output cannot), not '-'"

    /// The options as words, in canonical order, defaults left out.
    public var optionWords: [String] {
        var words: [String] = []
        if !assumptions.isEmpty { words += ["--assume"] + assumptions.map(\.rawValue) }
        if format != .text { words += ["--format", format.rawValue] }
        if let evidence { words += ["--evidence", evidence] }
        if let depth { words += ["--depth", String(depth)] }
        if let maxStates { words += ["--max-states", String(maxStates)] }
        return words
    }
}
