/// A pair of numbers written `X,Y`: a point in points, or a displacement.
public struct Coordinates: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Horizontal, right positive.
    public var x: Double
    /// Vertical, down positive.
    public var y: Double

    /// Creates coordinates from x and y.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `X,Y` with each number in its shortest spelling.
    public var description: String { "\(NumberLiteral.format(x)),\(NumberLiteral.format(y))" }

    /// Reads `X,Y` (or `W` `separator` `H`), both finite numbers.
    ///
    /// - Throws: `invalidPoint` (or `invalidSize` for `x`), or the numbers' errors, without a location.
    public static func parse(_ text: String, separator: Character = ",") throws(ScriptError) -> Coordinates {
        let parts = text.split(separator: separator, maxSplits: 2, omittingEmptySubsequences: false)
        let malformed = ScriptError(separator == "," ? .invalidPoint(text) : .invalidSize(text), at: nil)
        guard parts.count == 2, NumberLiteral.isWellFormed(String(parts[0])), NumberLiteral.isWellFormed(String(parts[1]))
        else {
            if parts.count == 2 {
                for part in parts where !NumberLiteral.isWellFormed(String(part)) {
                    do { _ = try NumberLiteral.parse(String(part)) } catch {
                        if case .nonFiniteNumber = error.reason { throw error }
                    }
                }
            }
            throw malformed
        }
        return Coordinates(x: try NumberLiteral.parse(String(parts[0])), y: try NumberLiteral.parse(String(parts[1])))
    }
}
