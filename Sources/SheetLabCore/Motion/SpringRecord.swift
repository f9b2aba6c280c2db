/// What an `AnimatedValue` records beside its running spring: the spring's spelling and the
/// changes it animates.
///
/// Kept in one optional, nil exactly when no spring runs, so that a value at rest holds no
/// references: `explore` copies and destroys every machine's values at each transition, and the
/// spelling and changes of a value at rest were two retains and two releases a copy. Not stored
/// inside the spring's optional: with them, the compiler copied that optional through the
/// runtime's generic value witnesses.
struct SpringRecord: Sendable, Hashable {
    /// The changes the spring animates, in start order; never empty.
    var changes: [SpringCompletion]
    /// The spelling of the newest spring merged into the running one.
    var spelling: String
}
