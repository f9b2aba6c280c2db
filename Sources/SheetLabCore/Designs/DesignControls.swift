/// What a tap on the backdrop does.
public enum TapBehaviour: Sendable, Hashable {
    /// The component leaves.
    case dismisses
    /// Nothing happens.
    case ignored
    /// The tap reaches the view behind (SwiftUI `presentationBackgroundInteraction(.enabled)`).
    case passesThrough
    /// As a press of the named button.
    case presses(String)
}

/// What the accessibility escape (VoiceOver's scrub, a keyboard Esc) does.
public enum EscapeBehaviour: Sendable, Hashable {
    /// The component leaves.
    case dismisses
    /// Nothing happens (an unsaved-changes guard).
    case ignored
    /// The edge's action fires.
    case commits
    /// The sheet moves to the named position.
    case snaps(String)
    /// As a press of the named button.
    case presses(String)
}

/// A button of the component and what a press does (`button close dismisses`).
public struct DesignButton: Sendable, Hashable {
    /// What a press does.
    public enum Effect: Sendable, Hashable {
        /// The component leaves.
        case dismisses
        /// The sheet moves to the named position.
        case snaps(String)
        /// The button's action runs; the component stays.
        case runs
        /// The button's action runs, then the component leaves (the action sheet's rows).
        case runsThenDismisses
    }

    /// Its name, `[a-z][a-z0-9-]*`.
    public var name: String
    /// What a press does.
    public var effect: Effect

    /// Creates one.
    public init(_ name: String, _ effect: Effect) {
        self.name = name
        self.effect = effect
    }
}

/// The dim of the backdrop, at one position or (nil) at every one not named elsewhere.
public struct BackdropDim: Sendable, Hashable {
    /// Opacity of the black backdrop, 0 to 1.
    public var opacity: Double
    /// The position it applies at, or nil.
    public var position: String?

    /// Creates one.
    public init(_ opacity: Double, at position: String? = nil) {
        self.opacity = opacity
        self.position = position
    }
}

/// A haptic the component plays at an event (`haptic arm impact-light`).
public struct DesignHaptic: Sendable, Hashable {
    /// When it plays.
    public enum Event: String, Sendable, Hashable, CaseIterable {
        /// A release now would commit or dismiss, where it would not before.
        case arm
        /// A release now would no longer commit or dismiss.
        case disarm
        /// An edge commits.
        case commit
        /// The component leaves.
        case dismiss
        /// The sheet snaps to another position.
        case snap
    }

    /// UIKit's feedback generators (`UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`,
    /// `UINotificationFeedbackGenerator`).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case impactLight = "impact-light"
        case impactMedium = "impact-medium"
        case impactHeavy = "impact-heavy"
        case impactSoft = "impact-soft"
        case impactRigid = "impact-rigid"
        case selection
        case success
        case warning
        case error
    }

    /// When.
    public var event: Event
    /// Which.
    public var style: Style

    /// Creates one.
    public init(_ event: Event, _ style: Style) {
        self.event = event
        self.style = style
    }
}

/// A drawn value given as an expression of the readings (`draw scale = 1 - 0.1 * progress`).
public struct DrawnValue: Sendable, Hashable {
    /// Which drawn value.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// The content's scale (1 at rest).
        case scale
        /// The content's opacity, clamped to 0...1 when drawn.
        case opacity
    }

    /// Which.
    public var property: Property
    /// Its model, a plain number.
    public var expression: DesignExpression

    /// Creates one.
    public init(_ property: Property, _ expression: DesignExpression) {
        self.property = property
        self.expression = expression
    }
}

/// What an edge's commit does (docs/models.md#edge, `action`).
public enum EdgeAction: String, Sendable, Hashable, CaseIterable {
    /// Pop if the stack is deeper than 1, else dismiss.
    case automatic
    /// Dismiss the modal.
    case dismiss
    /// Pop one screen.
    case pop
    /// The app's own action.
    case custom
}
