/// An animation as a change carries it: its shape plus how the seed spells it.
///
/// The `animation` field prints `spelling`; the engine never reads it.
public struct Animation: Sendable, Hashable {
    /// What moves the value: a spring with its model, or a timing curve over a duration.
    public enum Shape: Sendable, Hashable {
        /// A spring animated by the given model (docs/motion.md#springs).
        case spring(Spring, SpringModel)
        /// A timing curve over `duration` ticks of 1/6000 s (docs/motion.md#timing-curves).
        case curve(TimingCurve, duration: Int64)
        /// A peer library's easing over `duration` ticks.
        case easing(CurveShape, duration: Int64)
        /// A spring a peer library runs itself, with the velocity it hands over.
        case library(LibrarySpring)
    }

    /// What moves the value.
    public var shape: Shape
    /// How the seed spells the animation, e.g. `.spring(duration: 0.4, bounce: 0.2)`.
    public var spelling: String

    /// Creates an animation from its shape and spelling.
    public init(shape: Shape, spelling: String) {
        self.shape = shape
        self.spelling = spelling
    }

    /// A spring animation with the given model.
    public static func spring(_ spring: Spring, model: SpringModel, spelling: String) -> Animation {
        Animation(shape: .spring(spring, model), spelling: spelling)
    }

    /// A peer library's easing lasting `seconds`, rounded to the nearest tick.
    public static func easing(_ shape: CurveShape, seconds: Double, spelling: String) -> Animation {
        Animation(shape: .easing(shape, duration: MotionTicks.ticks(seconds: seconds)), spelling: spelling)
    }

    /// A curve animation lasting `seconds`, rounded to the nearest tick (docs/motion.md#time).
    ///
    /// Negative and NaN durations become 0 ticks (the value jumps on the first frame); durations past
    /// one billion seconds clamp there.
    public static func curve(_ curve: TimingCurve, seconds: Double, spelling: String) -> Animation {
        Animation(shape: .curve(curve, duration: MotionTicks.ticks(seconds: seconds)), spelling: spelling)
    }
}
