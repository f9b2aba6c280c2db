/// Where a sheet is in its life (docs/commands.md#model).
public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The presentation animation runs; no touches.
    case presenting
    /// At rest, taking touches.
    case idle
    /// A drag has begun and follows the finger.
    case dragging
    /// Returning to rest after a drag that did not commit.
    case cancelling
    /// A `sheet` moving to a new detent.
    case settling
    /// The exit or commit animation runs; no touches.
    case committing
    /// Gone; final until `present`.
    case dismissed

    /// Whether the content takes touches in this phase (`hit-testing`).
    public var takesTouches: Bool {
        switch self {
        case .presenting, .committing, .dismissed: false
        case .idle, .dragging, .cancelling, .settling: true
        }
    }
}
