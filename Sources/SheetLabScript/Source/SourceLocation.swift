/// A position in a script: a 1-based line and a 1-based column counted in UTF-8 bytes.
///
/// Columns count bytes, as compilers and editors do for `FILE:LINE:COLUMN` diagnostics.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
