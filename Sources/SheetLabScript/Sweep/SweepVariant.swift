import SheetLabCore

/// One parameter set a sweep runs its grid with: the machine (parameters set, never presented)
/// and the environment.
public struct SweepVariant: Sendable {
    public var machine: any Machine
    public var environment: Environment

    public init(machine: any Machine, environment: Environment) {
        self.machine = machine
        self.environment = environment
    }

    /// The kind.
    public var kind: Kind { type(of: machine).kind }

    /// Applies one `NAME=VALUE` setting: an environment value or a parameter of the kind.
    ///
    /// - Returns: the problem in words, or nil.
    mutating func apply(_ name: String, text: String) -> String? {
        if let value = SweepEnvironmentValue(rawValue: name) {
            return value.apply(text, to: &environment)
        }
        do {
            _ = try Kind.setParameter(name, to: text, of: &machine, at: 0, in: environment)
            return nil
        } catch {
            return error.message
        }
    }

    /// Applies one axis value.
    mutating func apply(_ quantity: SweepQuantity, value: Double) -> String? {
        switch quantity {
        case .environment(let name): return name.apply(value, to: &environment)
        case .parameter(let name): return apply(name, text: NumberLiteral.format(value))
        case .translation, .velocity, .duration: return nil
        }
    }

    /// The text of a setting now: the parameter's value, or the environment's.
    func text(of name: String) -> String? {
        if let value = SweepEnvironmentValue(rawValue: name) {
            switch value {
            case .screenWidth: return NumberLiteral.format(environment.screenWidth)
            case .screenHeight: return NumberLiteral.format(environment.screenHeight)
            case .safeAreaTop: return NumberLiteral.format(environment.safeAreaTop)
            case .safeAreaBottom: return NumberLiteral.format(environment.safeAreaBottom)
            case .fps: return String(environment.clock.fps)
            case .reduceMotion: return environment.reduceMotion ? "on" : "off"
            case .springs: return environment.springModel.rawValue
            case .layout: return environment.layoutDirection.rawValue
            }
        }
        return machine.parameterText(name)
    }
}
