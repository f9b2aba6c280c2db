import SheetLabCore

/// One `set` of the world's environment, applied from the next event on.
public enum EnvironmentSetting: Sendable, Equatable, Hashable {
    /// `set reduce-motion on|off`.
    case reduceMotion(Bool)
    /// `set layout ltr|rtl`.
    case layout(LayoutDirection)
    /// `set screen WxH`, in points (both > 0).
    case screen(width: Double, height: Double)
    /// `set safe-area TOP,BOTTOM`, in points (both >= 0).
    case safeArea(top: Double, bottom: Double)
    /// `set fps N`, a divisor of 6000.
    case framesPerSecond(Int)
    /// `set springs fluid|analytic`.
    case springs(SpringModel)
}
