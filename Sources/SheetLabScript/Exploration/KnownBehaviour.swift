import SheetLabCore

/// A way the seed designs themselves break an invariant, which sheetlab reproduces on purpose
/// (models.md: each kind follows its seed rule for rule, quirks included). The explorer still
/// finds and writes it; it reports it as known rather than as a violation.
public struct KnownBehaviour: Sendable, Hashable {
    /// A short name, used in file names.
    public var id: String
    /// One line: what happens and why it is faithful.
    public var title: String

    /// The known behaviour `violation` is an instance of, if any.
    static func classify(_ violation: Violation, kind: Kind, letter: Command, before: World) -> KnownBehaviour? {
        nil
    }
}
