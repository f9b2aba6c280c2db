/// Where a released finger is predicted to end.
public enum Projection {
    /// SwiftUI's `DragGesture.Value.predictedEndTranslation` along one axis:
    /// `translation + 0.25 * velocity` (the iOS 17 SDK defines
    /// `velocity = 4 * (predictedEndLocation - location)`).
    @inlinable
    public static func swiftUIPredicted(translation: Double, velocity: Double) -> Double {
        translation + 0.25 * velocity
    }

    /// UIKit's deceleration projection (WWDC18 "Designing Fluid Interfaces"):
    /// `(v / 1000) * d / (1 - d)` with d the deceleration rate per millisecond
    /// (0.998 normal, 0.99 fast).
    @inlinable
    public static func uiKitDistance(velocity: Double, decelerationRate: Double = 0.998) -> Double {
        (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }
}
