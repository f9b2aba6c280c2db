/// The direction text runs in; `rtl` swaps the leading and trailing edges.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Everything outside a sheet that its rules read: screen, safe area, frame rate, accessibility.
///
/// Defaults (docs/commands.md#model): an iPhone 16 Pro-sized screen 402 x 874 pt with safe area
/// 62 / 34, 60 fps, left to right, reduce motion off, fluid springs.
public struct Environment: Sendable, Hashable {
    public var screenWidth: Double = 402
    public var screenHeight: Double = 874
    public var safeAreaTop: Double = 62
    public var safeAreaBottom: Double = 34
    public var clock = FrameClock(fps: 60)!
    public var layoutDirection: LayoutDirection = .leftToRight
    public var reduceMotion = false
    public var springModel: SpringModel = .fluid

    public init() {}

    /// Height of the safe-area container the seeds' views live in: `H - T - B` (778 by default).
    public var containerHeight: Double { screenHeight - safeAreaTop - safeAreaBottom }
}
