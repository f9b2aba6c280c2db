extension Spring {
    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (Apple documentation of `Spring.smooth`).
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (Apple documentation of `Spring.snappy`).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (Apple documentation of `Spring.bouncy`).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// SwiftUI's `.interactiveSpring`: response 0.15 s, damping fraction 0.86 (OpenSwiftUI
    /// `Animation.interactiveSpring(response:dampingFraction:blendDuration:)` defaults).
    public static let interactiveSpring = Spring(response: 0.15, dampingFraction: 0.86)

    /// SwiftUI's `Animation.default` since iOS 17, which `withAnimation { }` without an argument
    /// uses: `spring(response: 0.55, dampingFraction: 1.0)` (Apple documentation of
    /// `Animation.default`; OpenSwiftUI `Animation/DefaultAnimation.swift`). Before iOS 17 it was
    /// `easeInOut`.
    public static let defaultAnimation = Spring(response: 0.55, dampingFraction: 1.0)

    /// SwiftUI's `.smooth(duration:)`: the given duration in seconds with bounce 0.
    public static func smooth(duration: Double) -> Spring {
        Spring(duration: duration, bounce: 0)
    }

    /// SwiftUI's `.spring()` with no arguments as the iOS 17 SDK defines it: duration 0.5 s, bounce 0.
    public static func spring() -> Spring {
        Spring(duration: 0.5, bounce: 0)
    }
}
