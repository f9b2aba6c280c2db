/// A change of a component that an animation carries.
public enum DesignTransition: String, Sendable, Hashable, CaseIterable {
    /// Entering the screen.
    case present
    /// Leaving it.
    case dismiss
    /// Returning to rest after a drag that did not decide otherwise.
    case cancel
    /// Moving a sheet to a position, or back to its own.
    case snap
    /// An edge's commit (the indicator fading).
    case commit

    /// The families that have this transition.
    public var families: [DesignFamily] {
        switch self {
        case .present, .dismiss: [.screen, .modal, .sheet]
        case .cancel: [.screen, .modal, .edge]
        case .snap: [.sheet]
        case .commit: [.edge]
        }
    }
}

/// The animation of one transition (`animation snap spring(response: 0.3, dampingFraction: 0.8)`).
public struct TransitionAnimation: Sendable, Hashable {
    /// The transition.
    public var transition: DesignTransition
    /// Its animation.
    public var animation: DesignAnimation

    /// Creates one.
    public init(_ transition: DesignTransition, _ animation: DesignAnimation) {
        self.transition = transition
        self.animation = animation
    }
}

/// What reduce motion replaces an animation with: for one transition, or (nil) for every one.
public struct ReduceMotionRule: Sendable, Hashable {
    /// The transition, or nil for all of them.
    public var transition: DesignTransition?
    /// The replacement.
    public var animation: DesignAnimation

    /// Creates one.
    public init(_ transition: DesignTransition?, _ animation: DesignAnimation) {
        self.transition = transition
        self.animation = animation
    }
}
