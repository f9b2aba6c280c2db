/// The phase of a `sheet` with what it waits for: the seed's sheets and the peer libraries' alike.
enum SheetStage: Sendable, Hashable {
    case dismissed
    /// Entering; ends when the animations of `change` are removed.
    case presenting(change: Int)
    case idle
    case dragging
    /// Moving to a new detent or position; ends when the animations of `change` are removed.
    case settling(change: Int)
    /// The custom sheet's spring back to offset 0; ends when the animations of `change` are removed.
    case cancelling(change: Int)
    /// Leaving; ends when the animations of `change` are removed.
    case committing(change: Int)

    var phase: Phase {
        switch self {
        case .dismissed: .dismissed
        case .presenting: .presenting
        case .idle: .idle
        case .dragging: .dragging
        case .settling: .settling
        case .cancelling: .cancelling
        case .committing: .committing
        }
    }

    /// The stage with its change renumbered by `offset`, as `normalizeForComparison()` renumbers it.
    func renumbered(by offset: Int) -> Self {
        switch self {
        case .presenting(let change): .presenting(change: ChangeNumbering.renumbered(change, by: offset))
        case .settling(let change): .settling(change: ChangeNumbering.renumbered(change, by: offset))
        case .cancelling(let change): .cancelling(change: ChangeNumbering.renumbered(change, by: offset))
        case .committing(let change): .committing(change: ChangeNumbering.renumbered(change, by: offset))
        case .dismissed, .idle, .dragging: self
        }
    }
}
