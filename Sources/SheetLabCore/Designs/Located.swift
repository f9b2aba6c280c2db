/// A part of a design with the place it is written.
///
/// Equality and hashing read the value only: two designs that say the same thing are equal
/// wherever their clauses are written, so a design printed and read back is the same design.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// What is written.
    public var value: Value
    /// Where it is written.
    public var location: DesignLocation

    /// Creates a located value.
    public init(_ value: Value, at location: DesignLocation = .unwritten) {
        self.value = value
        self.location = location
    }

    public static func == (lhs: Located, rhs: Located) -> Bool {
        lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
