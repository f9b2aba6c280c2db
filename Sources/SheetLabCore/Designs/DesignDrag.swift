/// Where a touch must go down to begin a drag.
public enum DragStart: Sendable, Hashable {
    /// Anywhere on the content.
    case content
    /// On the handle at the content's top (the seeds' 40 x 5 pt grabber and its padding).
    case handle
    /// Within `width` points of one edge of the screen (an edge family's strip).
    case edgeStrip(width: Double, side: EdgeSide)
}

/// The edge an edge strip lies along; leading and trailing follow the layout direction.
public enum EdgeSide: String, Sendable, Hashable, CaseIterable {
    case leading
    case trailing
    case left
    case right
}

/// How the content follows the finger while dragging.
public enum DragFollowing: Sendable, Hashable {
    /// 1:1, without bounds.
    case oneToOne
    /// 1:1 in the dismissing direction, never past rest the other way (`max(0, translation)`).
    case clamped
    /// A fixed fraction of the finger's travel (0 to 1).
    case resistance(Double)
    /// 1:1 up to the outermost position, then UIScrollView's rubber band with this coefficient
    /// (docs/motion.md#rubber-banding: 0.55).
    case rubberBand(Double)
}

/// How `predicted` projects a release (docs/motion.md#gestures).
public enum DesignProjection: Sendable, Hashable {
    /// SwiftUI's `predictedEndTranslation`: `translation + 0.25 * velocity`.
    case swiftUI
    /// UIKit's deceleration (WWDC18 "Designing Fluid Interfaces"): `translation + (velocity /
    /// 1000) * rate / (1 - rate)`, rate per millisecond below 1 (0.998 normal, 0.99 fast).
    case uiKit(rate: Double)

    /// The predicted end translation.
    public func predicted(translation: Double, velocity: Double) -> Double {
        switch self {
        case .swiftUI: Projection.swiftUIPredicted(translation: translation, velocity: velocity)
        case .uiKit(let rate): translation + Projection.uiKitDistance(velocity: velocity, decelerationRate: rate)
        }
    }
}
