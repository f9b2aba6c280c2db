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

/// The layout direction (`set layout ltr|rtl`); RTL swaps leading and trailing.
public enum LayoutDirection: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Left to right, the default.
    case leftToRight = "ltr"
    /// Right to left.
    case rightToLeft = "rtl"
}

/// Which spring model SwiftUI springs use (`set springs fluid|analytic`, `motion.md`).
public enum SpringModel: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The default.
    case fluid
    /// The closed-form spring.
    case analytic
}

/// The output format of `graph NAME [dot|mermaid]`.
public enum GraphFormat: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Graphviz DOT, the default.
    case dot
    /// A Mermaid state diagram.
    case mermaid
}
