import SheetLabCore

/// What a name in a sweep stands for: a value of the gesture, of the environment, or a
/// parameter of the kind.
public enum SweepQuantity: Sendable, Hashable {
    /// Translation at release along the kind's axis, pt: `dy` (down positive), `dx` for `edge`
    /// (away from the edge positive).
    case translation
    /// Release velocity along the same axis, pt/s, as the velocity tracker measures it.
    case velocity
    /// How long a `drag` gesture lasts, s.
    case duration
    /// An environment value that is a number.
    case environment(SweepEnvironmentValue)
    /// A parameter of the kind, by its name.
    case parameter(String)

    /// The gesture names, in the order `help` lists them.
    static let gestureNames = ["dy", "dx", "velocity", "duration"]

    /// What `name` stands for in an axis of `kind` (`parameters` are the kind's names), or nil.
    ///
    /// A gesture name wins over a parameter of the same name (`velocity` of `modal` and `edge` is
    /// the release velocity); `param.NAME` always names the parameter.
    static func axis(named name: String, kind: Kind, parameters: [String]) -> SweepQuantity? {
        if name.hasPrefix("param.") {
            let parameter = String(name.dropFirst(6))
            return parameters.contains(parameter) ? .parameter(parameter) : nil
        }
        switch name {
        case translationName(of: kind): return .translation
        case "velocity": return .velocity
        case "duration": return .duration
        default: break
        }
        if let value = SweepEnvironmentValue(rawValue: name), value.isNumeric { return .environment(value) }
        return parameters.contains(name) ? .parameter(name) : nil
    }

    /// `dy` for the vertical kinds, `dx` for `edge`.
    static func translationName(of kind: Kind) -> String {
        kind == .edge ? "dx" : "dy"
    }

    /// Every name an axis of `kind` accepts, for "did you mean" and `help`.
    static func axisNames(kind: Kind, parameters: [String]) -> [String] {
        [translationName(of: kind), "velocity", "duration"]
            + SweepEnvironmentValue.allCases.filter(\.isNumeric).map(\.rawValue)
            + parameters.filter { $0 != "velocity" } + parameters.filter { $0 == "velocity" }.map { "param." + $0 }
    }

    /// Whether values between two axis values mean something (a frame rate is whole and divides
    /// 6000): boundaries along a discrete axis are given at its values, without bisection.
    var isContinuous: Bool {
        self != .environment(.fps)
    }

    /// The unit its values are written in, for labels: `pt`, `pt/s`, `s`, or nil.
    var unit: String? {
        switch self {
        case .translation: "pt"
        case .velocity: "pt/s"
        case .duration: "s"
        case .environment(let value): value.unit
        case .parameter: nil
        }
    }
}

/// An environment value a sweep may fix or vary (docs/commands.md#commands, `set`).
public enum SweepEnvironmentValue: String, Sendable, Hashable, CaseIterable {
    case screenWidth = "screen-width"
    case screenHeight = "screen-height"
    case safeAreaTop = "safe-area-top"
    case safeAreaBottom = "safe-area-bottom"
    case fps
    case reduceMotion = "reduce-motion"
    case springs
    case layout

    /// Whether its values are numbers (and so may be an axis).
    var isNumeric: Bool {
        switch self {
        case .screenWidth, .screenHeight, .safeAreaTop, .safeAreaBottom, .fps: true
        case .reduceMotion, .springs, .layout: false
        }
    }

    var unit: String? {
        switch self {
        case .screenWidth, .screenHeight, .safeAreaTop, .safeAreaBottom: "pt"
        case .fps: "fps"
        case .reduceMotion, .springs, .layout: nil
        }
    }

    /// The words a value may be, for the ones that are words.
    var words: [String] {
        switch self {
        case .reduceMotion: ["on", "off"]
        case .springs: SpringModel.allCases.map(\.rawValue)
        case .layout: LayoutDirection.allCases.map(\.rawValue)
        default: []
        }
    }

    /// Applies `text` to `environment`; a problem is returned as the error's message.
    func apply(_ text: String, to environment: inout Environment) -> String? {
        switch self {
        case .reduceMotion, .springs, .layout:
            guard words.contains(text) else {
                return "\(rawValue) is \(words.joined(separator: " or ")), not '\(text)'"
            }
            switch self {
            case .reduceMotion: environment.reduceMotion = text == "on"
            case .springs: environment.springModel = SpringModel(rawValue: text) ?? .fluid
            default: environment.layoutDirection = LayoutDirection(rawValue: text) ?? .leftToRight
            }
            return nil
        default:
            guard let value = try? NumberLiteral.parse(text) else {
                return "\(rawValue) must be a number, not '\(text)'"
            }
            return apply(value, to: &environment)
        }
    }

    /// Applies a number to `environment`; a problem is returned as the error's message.
    func apply(_ value: Double, to environment: inout Environment) -> String? {
        let text = NumberLiteral.format(value)
        switch self {
        case .screenWidth:
            guard value > 0 else { return "screen-width must be greater than 0, not \(text)" }
            environment.screenWidth = value
        case .screenHeight:
            guard value > 0 else { return "screen-height must be greater than 0, not \(text)" }
            environment.screenHeight = value
        case .safeAreaTop:
            guard value >= 0 else { return "safe-area-top must be at least 0, not \(text)" }
            environment.safeAreaTop = value
        case .safeAreaBottom:
            guard value >= 0 else { return "safe-area-bottom must be at least 0, not \(text)" }
            environment.safeAreaBottom = value
        case .fps:
            guard value == value.rounded(), let rate = Int(exactly: value), let clock = FrameClock(fps: rate) else {
                return "fps must be a whole number that divides 6000, not \(text)"
            }
            environment.clock = clock
        case .reduceMotion, .springs, .layout:
            return "\(rawValue) is a word, not a number"
        }
        if environment.containerHeight <= 0 {
            return "screen-height \(NumberLiteral.format(environment.screenHeight)) leaves no room inside the safe area"
        }
        return nil
    }
}

/// What completion offers for a `sweep` axis.
enum SweepCompletion {
    /// The axis names of the kind called `kind`.
    static func axisNames(kind: String, parameters: [String]) -> [String] {
        guard let kind = Kind(rawValue: kind) else { return [] }
        return SweepQuantity.axisNames(kind: kind, parameters: parameters)
    }
}
