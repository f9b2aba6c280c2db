/// Where an interaction leaves the component: what `non-drag-path` requires a single pointer to
/// reach as well.
public enum AuditOutcome: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// onDismiss fired.
    case dismiss
    /// A `sheet` rests at another detent, as `detents=` writes it.
    case detent(String)
    /// The `edge` action fired: `pop`, `dismiss` or `custom`.
    case action(String)

    /// The callbacks reaching it fires: 1 for a dismissal or the edge action, 0 for a detent.
    var callbacks: Int {
        if case .detent = self { return 0 }
        return 1
    }

    public var description: String {
        switch self {
        case .dismiss: "dismiss"
        case .detent(let detent): "detent \(detent)"
        case .action(let action): "the edge action (\(action))"
        }
    }
}
