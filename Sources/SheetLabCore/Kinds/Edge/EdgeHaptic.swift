/// A haptic EdgeSwipeBack plays when the finger crosses the threshold: `armHaptic` default
/// `.impact(.light)`, `disarmHaptic` default nil (seed README, Behavior table).
///
/// Typed and printed (`haptic impact(light)`) as `impact(light|medium|heavy|soft|rigid)`,
/// `selection` or `none` (nil: no haptic).
public enum EdgeHaptic: Sendable, Hashable {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum ImpactStyle: String, Sendable, Hashable, CaseIterable {
        case light, medium, heavy, soft, rigid
    }

    case impact(ImpactStyle)
    /// `UISelectionFeedbackGenerator`.
    case selection
    case none

    /// Every value, in the order `help` and completion list them.
    public static let allCases: [EdgeHaptic] = ImpactStyle.allCases.map(EdgeHaptic.impact) + [.selection, .none]

    /// Reads a haptic as a user types it; `name` is the parameter, for the error.
    public init(parsing text: String, for name: String) throws(ParameterError) {
        guard let haptic = Self.allCases.first(where: { $0.text == text }) else {
            throw .invalidValue(
                name: name, value: text, expected: "one of " + Self.allCases.map(\.text).joined(separator: ", "))
        }
        self = haptic
    }

    /// `impact(light)`, `selection`, `none`.
    public var text: String {
        switch self {
        case .impact(let style): "impact(\(style.rawValue))"
        case .selection: "selection"
        case .none: "none"
        }
    }
}
