import Testing

/// One type's stored properties, in declaration order, as a hand-written hash or digest reads
/// them: a property added later fails the case until the hash reads it too.
struct StoredPropertyCase: CustomTestStringConvertible, Sendable {
    var name: String
    var value: @Sendable () -> Any
    var fields: [String]
    var testDescription: String { name }

    /// The stored properties `value` has now, by reflection.
    var labels: [String] { Mirror(reflecting: value()).children.compactMap(\.label) }
}
