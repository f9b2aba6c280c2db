/// Joins physical lines ending in a backslash into one logical line.
///
/// As in POSIX `sh`, the backslash and the newline are removed and nothing is put in their
/// place: `drag page 0 300 \` then `over 1s` gives `drag page 0 300 over 1s`.
public struct ContinuedLine: Sendable, Equatable {
    /// The text gathered so far, without the backslashes.
    public private(set) var pending = ""
    /// Whether an earlier physical line ended in a backslash.
    public private(set) var isContinuing = false

    /// Creates an empty joiner.
    public init() {}

    /// Adds one physical line; returns the logical line once it is complete, else nil.
    public mutating func append(_ physicalLine: String) -> String? {
        if physicalLine.hasSuffix("\\") {
            pending += physicalLine.dropLast()
            isContinuing = true
            return nil
        }
        let logicalLine = pending + physicalLine
        reset()
        return logicalLine
    }

    /// Forgets the gathered text (Ctrl-C).
    public mutating func reset() {
        pending = ""
        isContinuing = false
    }
}
