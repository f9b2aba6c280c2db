extension TimingCurve {
    /// Constant speed: control points (0, 0) and (1, 1) (CSS / Core Animation `linear`).
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Slow start: (0.42, 0) and (1, 1) (Core Animation `kCAMediaTimingFunctionEaseIn`).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)

    /// Slow end: (0, 0) and (0.58, 1) (Core Animation `kCAMediaTimingFunctionEaseOut`).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// Slow start and end: (0.42, 0) and (0.58, 1) (Core Animation `kCAMediaTimingFunctionEaseInEaseOut`).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The system default: (0.25, 0.1) and (0.25, 1) (Core Animation `kCAMediaTimingFunctionDefault`).
    public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// SwiftUI's default curve duration, 0.35 s (docs/motion.md#timing-curves).
    public static let defaultDuration = 0.35
}
