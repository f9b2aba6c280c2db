/// What gorhom's rules decided, as values `VerdictText` words: the snap point a release projected
/// and its distances (`handleOnEnd`, `snapPoint`), or the backdrop's `pressBehavior`.
public enum GorhomDecision {
    /// One step of the rule, as `explain` lists it under `compared:`.
    public enum Step: Sendable, Hashable {
        /// `translationY + initialPosition + 0.2 x velocity`.
        case point(value: Double, velocity: Double, point: Double)
        /// The distance from the point to one candidate (a snap point's index, or `closed`).
        case distance(candidate: String, top: Double, distance: Double)
        /// The backdrop's `pressBehavior` value and the index it snaps to (nil: `close()`).
        case press(behavior: String, snapIndex: Int?)
    }

    /// A quirk of gorhom's release.
    public enum Quirk: Sendable, Hashable {
        /// The snap reads the translation, not the over-dragged position drawn.
        case readsTranslation
        /// The spring starts with half the release velocity.
        case halfVelocity
    }

    /// The gorhom function that decided.
    public enum Function: Sendable, Hashable {
        case handleOnEnd
        case backdropPress
    }
}
