/// The output format of `graph NAME [dot|mermaid]`.
public enum GraphFormat: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Graphviz DOT, the default.
    case dot
    /// A Mermaid state diagram.
    case mermaid
}
