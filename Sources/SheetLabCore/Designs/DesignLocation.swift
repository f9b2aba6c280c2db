/// Where a part of a design file is written: a 1-based line and a 1-based column in UTF-8 bytes,
/// as `FILE:LINE:COLUMN` diagnostics and `explain`'s `(checkout.design:5)` name it.
public struct DesignLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of nothing written: line 0, column 0 (a value built in code).
    public static let unwritten = DesignLocation(line: 0, column: 0)

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: DesignLocation, rhs: DesignLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
