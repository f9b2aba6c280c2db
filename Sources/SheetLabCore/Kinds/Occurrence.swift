/// What a machine reports from handling an event; each prints as one transition line.
public enum Occurrence: Sendable, Hashable {
    /// The phase changed. `cause` is the parenthesised reason the line prints
    /// (`release: translation 200.0 >= threshold 140.0`, `escape`, `backdrop tap`), or nil.
    case transitioned(from: Phase, to: Phase, cause: TransitionCause?)
    /// `armed` became true.
    case armed
    /// `armed` became false while still dragging.
    case disarmed
    /// A haptic fired, spelled as the seed does (`impact(light)`).
    case hapticFired(String)
    /// A callback fired: `onDismiss`, or for `edge` `action pop`, `action dismiss`, `action custom`.
    case callbackFired(String)
    /// Input that did nothing, and why (`IgnoredInput`).
    case ignored(IgnoredInput)
}
