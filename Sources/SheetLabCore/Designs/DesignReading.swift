/// A named number a design's expressions read at a release (docs/design-language.md#readings).
///
/// Axes as in docs/models.md: y down, so `translation`, `velocity`, `predicted` and `offset` are
/// positive downward (for an edge, away from the edge); `height` is positive upward.
public enum DesignReading: String, Sendable, Hashable, CaseIterable {
    /// Finger travel along the gesture axis since touch-down, pt.
    case translation
    /// Finger velocity along the axis at the release, pt/s.
    case velocity
    /// The projected end translation, by the design's `projection`, pt.
    case predicted
    /// The height the sheet would end at if it kept the projection: `height + translation -
    /// predicted`, pt.
    case predictedHeight = "predicted-height"
    /// The content's height at the release (a sheet's model height; a modal's height), pt.
    case height
    /// Where the content is drawn relative to rest, down positive, pt.
    case offset
    /// The y of the content's top edge, pt.
    case top
    /// Visual progress toward the dismissing position, 0 at rest, 1 at the threshold.
    case progress
    /// The height of the position the sheet rests at (the one the drag began from), pt.
    case position
    /// The screen's width, pt.
    case screenWidth = "screen-width"
    /// The screen's height, pt.
    case screenHeight = "screen-height"

    /// How the language spells it.
    public var spelling: String { rawValue }

    /// The families whose components have this reading.
    public var families: [DesignFamily] {
        switch self {
        case .translation, .velocity, .predicted, .progress, .screenWidth, .screenHeight:
            DesignFamily.allCases
        case .offset, .top: [.screen, .modal, .sheet]
        case .height: [.modal, .sheet]
        case .predictedHeight, .position: [.sheet]
        }
    }

    /// The unit it is measured in.
    public var unit: DesignUnit {
        switch self {
        case .velocity: .pointsPerSecond
        case .progress: .number
        default: .points
        }
    }
}
