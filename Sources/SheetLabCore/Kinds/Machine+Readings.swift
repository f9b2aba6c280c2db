/// The readings `explore` makes many times a letter, each one call through `any Machine`.
///
/// Written once on `value(of:in:)`: each kind's witness is this code specialised to the kind,
/// with its `value(of:in:)` inlined, where a call of `value(of:in:)` through `any Machine` per field
/// copied the machine (for a sheet) and went through the existential each time.
extension Machine {
    @inline(__always)
    public func instantReadings(in environment: Environment) -> InstantReadings {
        let phase = phase
        var readings = InstantReadings(phase: phase)
        if case .number(let progress) = value(of: .progress, in: environment) { readings.progress = progress }
        if phase == .presenting || phase == .committing {
            readings.hitTestingWhileAnimating = value(of: .hitTesting, in: environment) == .bool(true)
        }
        return readings
    }

    @inline(__always)
    public func firstNonFiniteNumber(among fields: [Field], in environment: Environment) -> (
        field: Field, value: Double
    )? {
        for field in fields {
            if case .number(let value) = valueExceptAnimation(of: field, in: environment), !value.isFinite {
                return (field, value)
            }
        }
        return nil
    }

    @inline(__always)
    public func valueExceptAnimation(of field: Field, in environment: Environment) -> FieldValue? {
        // Left out, the text's case of the inlined `value(of:in:)` is dropped: it made the witness
        // copy the whole machine (or its drawn values) at every call.
        if field == .animation { return nil }
        return value(of: field, in: environment)
    }
}

/// What `explore` checks at every instant (`Machine.instantReadings(in:)`).
public struct InstantReadings: Sendable {
    public var phase: Phase
    /// The `progress` field's number; nil when the kind has none.
    public var progress: Double?
    /// `hit-testing` is true while presenting or committing (false in other phases, unread).
    public var hitTestingWhileAnimating = false
}
