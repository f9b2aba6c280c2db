/// What caused a transition, as its line prints in parentheses (`release: translation 200.0 >=
/// threshold 140.0`, `escape`); `VerdictText` words it.
public enum TransitionCause: Sendable, Hashable {
    /// A release, and what decided it.
    case release(Decision.Reason)
    case escape
    case backdropTap
    /// A button of the content (`press NAME BUTTON`).
    case press(String)
    /// A parameter set while the sheet moved (`set enabled`).
    case set(String)
}
