/// An animation as a design file writes it: one of the SwiftUI springs and curves sheetlab
/// animates (docs/motion.md), UIKit's spring, or `none` (a jump).
public struct DesignAnimation: Sendable, Hashable {
    /// The animation's name.
    public enum Function: String, Sendable, Hashable, CaseIterable {
        /// No animation: the value jumps.
        case none
        /// SwiftUI `spring()`, `spring(response:dampingFraction:)`, `spring(duration:bounce:)`.
        case spring
        /// SwiftUI `.smooth`, `.smooth(duration:)`.
        case smooth
        /// SwiftUI `.snappy`.
        case snappy
        /// SwiftUI `.bouncy`.
        case bouncy
        /// SwiftUI `.interactiveSpring`.
        case interactiveSpring
        /// `linear(duration:)`.
        case linear
        /// `easeIn(duration:)`.
        case easeIn
        /// `easeOut(duration:)`.
        case easeOut
        /// `easeInOut(duration:)`.
        case easeInOut
        /// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:...)`, read as a spring
        /// of that response and damping ratio (the closed form, docs/motion.md#springs).
        case uikitSpring = "uikit-spring"

        /// The argument labels each accepted form takes, in order; `[]` is the bare name.
        public var forms: [[String]] {
            switch self {
            case .none, .snappy, .bouncy, .interactiveSpring: [[]]
            case .spring: [[], ["response", "dampingFraction"], ["duration", "bounce"]]
            case .smooth, .linear, .easeIn, .easeOut, .easeInOut: [[], ["duration"]]
            case .uikitSpring: [["duration", "dampingRatio"]]
            }
        }
    }

    /// Its name.
    public var function: Function
    /// Its arguments, in a form of `function.forms`.
    public var arguments: [Argument]

    /// One labelled argument (`response: 0.3`), in seconds or as a plain number.
    public struct Argument: Sendable, Hashable {
        /// The label.
        public var label: String
        /// The value.
        public var value: Double

        /// Creates one.
        public init(_ label: String, _ value: Double) {
            self.label = label
            self.value = value
        }
    }

    /// Creates an animation.
    public init(_ function: Function, _ arguments: [Argument] = []) {
        self.function = function
        self.arguments = arguments
    }

    /// The value of the argument labelled `label`, if given.
    public func argument(_ label: String) -> Double? {
        arguments.first { $0.label == label }?.value
    }

    /// How sheetlab's `animation` field spells it: `spring(response: 0.3, dampingFraction: 0.8)`,
    /// `smooth`, `none`.
    public var spelling: String {
        guard !arguments.isEmpty else { return function == .spring ? "spring()" : function.rawValue }
        let list = arguments.map { "\($0.label): \(DesignNumberText.text($0.value))" }.joined(separator: ", ")
        return "\(function.rawValue)(\(list))"
    }

    /// The animation the engine runs, springs with `model`; nil for `none`.
    public func animation(model: SpringModel) -> Animation? {
        func spring(_ value: Spring, _ chosen: SpringModel) -> Animation {
            .spring(value, model: chosen, spelling: spelling)
        }
        func curve(_ shape: TimingCurve) -> Animation {
            .curve(shape, seconds: argument("duration") ?? TimingCurve.defaultDuration, spelling: spelling)
        }
        switch function {
        case .none: return nil
        case .spring:
            if let response = argument("response") {
                return spring(Spring(response: response, dampingFraction: argument("dampingFraction") ?? 1), model)
            }
            if let duration = argument("duration") {
                return spring(Spring(duration: duration, bounce: argument("bounce") ?? 0), model)
            }
            return spring(.spring(), model)
        case .smooth: return spring(argument("duration").map(Spring.smooth(duration:)) ?? .smooth, model)
        case .snappy: return spring(.snappy, model)
        case .bouncy: return spring(.bouncy, model)
        case .interactiveSpring: return spring(.interactiveSpring, model)
        case .linear: return curve(.linear)
        case .easeIn: return curve(.easeIn)
        case .easeOut: return curve(.easeOut)
        case .easeInOut: return curve(.easeInOut)
        case .uikitSpring:
            let value = Spring(response: argument("duration") ?? 0.5, dampingFraction: argument("dampingRatio") ?? 1)
            return spring(value, .analytic)
        }
    }
}
