/// What the `translation`, `velocity` and `predicted` fields read, and their `release-` twins.
///
/// Live, the readout describes the finger now: 0 with no finger down, before its drag begins, or
/// once its gesture was cancelled. The last release, escape or backdrop tap keeps the readout it
/// decided with as the `release-` fields: 0 before the first, replaced by the next, and 0 after an
/// escape or tap with no drag (docs/decisions.md#readouts).
public struct FingerReadout: Sendable, Hashable {
    /// Translation along the kind's axis as the kind measures it, pt (`screen`, `modal`:
    /// `max(dy, 0)`; `sheet`: dy; `edge`: travel away from the edge, at least 0).
    public var translation: Double
    /// Velocity along the same axis, pt/s, as a release at that instant sees it (docs/motion.md#gestures).
    public var velocity: Double

    public init(translation: Double, velocity: Double) {
        self.translation = translation
        self.velocity = velocity
    }

    /// No finger: every value 0.
    public static let zero = FingerReadout(translation: 0, velocity: 0)

    /// `translation + 0.25 * velocity` (docs/commands.md#fields; SwiftUI's `predictedEndTranslation`).
    public var predicted: Double {
        Projection.swiftUIPredicted(translation: translation, velocity: velocity)
    }

    /// The value of one of the six readout fields, live or as released; nil for any other field.
    static func value(of field: Field, live: FingerReadout, release: FingerReadout) -> FieldValue? {
        switch field {
        case .translation: .number(live.translation)
        case .velocity: .number(live.velocity)
        case .predicted: .number(live.predicted)
        case .releaseTranslation: .number(release.translation)
        case .releaseVelocity: .number(release.velocity)
        case .releasePredicted: .number(release.predicted)
        default: nil
        }
    }
}
