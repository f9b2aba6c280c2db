import SheetLabCore

/// What `audit` examines: one kind configured as one sheet, the environment it lives in, and
/// the controls the host app is assumed to provide.
public struct AuditSubject: Sendable {
    public var kind: Kind
    /// The sheet's name in every evidence scenario.
    public var sheet: String
    /// The parameters that differ from the kind's defaults, as written.
    public var parameters: [ParameterAssignment]
    /// Screen, safe area, frame rate, spring model and layout; reduce motion is off (the checks
    /// turn it on and off themselves).
    public var environment: Environment
    /// `--assume`.
    public var assumptions: [AuditAssumption]
    /// The design file `design=PATH` names, read already, by the path as written.
    public var designs: [String: Design] = [:]

    /// The environment values `sheetlab audit KIND NAME=VALUE` accepts: those of `sweep`, less
    /// `reduce-motion`, which the reduce-motion checks set themselves.
    public static let environmentNames: [String] = SweepEnvironmentValue.allCases.filter { $0 != .reduceMotion }
        .map(\.rawValue)

    /// A subject from the words of `sheetlab audit KIND PARAM=VALUE ...`: parameters of the kind,
    /// checked as one set as `new` checks them, and environment values (`layout=rtl`).
    public static func make(
        kind: Kind, words: [String], assumptions: [AuditAssumption], sheet: String = "s",
        designs: [String: Design] = [:]
    ) throws(ScriptError) -> AuditSubject {
        let entry = Session.coreVocabulary.kind(named: kind.rawValue)
        let parameterNames = entry?.parameters.map(\.name) ?? []
        var environment = Environment()
        var parameters: [ParameterAssignment] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex,
                word.index(after: equals) != word.endIndex
            else { throw ScriptError(.invalidAssignment(word), at: nil) }
            let name = String(word[..<equals])
            let text = String(word[word.index(after: equals)...])
            if name == SweepEnvironmentValue.reduceMotion.rawValue {
                throw ScriptError(
                    .runtime("reduce-motion is not a setting of audit: the reduce-motion checks turn it on and off"),
                    at: nil)
            }
            if let value = SweepEnvironmentValue(rawValue: name) {
                if let problem = value.apply(text, to: &environment) { throw ScriptError(.runtime(problem), at: nil) }
                continue
            }
            guard let parameter = entry?.parameters.first(where: { $0.name == name }) else {
                throw ScriptError(
                    .unknownParameter(
                        name, kind: kind.rawValue,
                        suggestion: Suggestion.nearestTypo(to: name, in: parameterNames + environmentNames)),
                    at: nil)
            }
            guard !parameters.contains(where: { $0.name == name }) else {
                throw ScriptError(.duplicateParameter(name), at: nil)
            }
            let value = try ParameterValue.parse(text, as: parameter.type, for: name)
            parameters.append(ParameterAssignment(name: name, value: value, written: text))
        }
        do {
            _ = try kind.makeMachine(
                configuredBy: parameters.map { ParameterSetting(name: $0.name, value: $0.written) }, designs: designs)
        } catch {
            throw ScriptError(.runtime(error.message), at: nil)
        }
        return AuditSubject(
            kind: kind, sheet: sheet, parameters: parameters, environment: environment, assumptions: assumptions,
            designs: designs)
    }

    /// A subject from a live sheet: its parameters that differ from a fresh machine's, in table
    /// order, and its world's environment with reduce motion off. The sheet is not touched.
    public static func live(
        name: String, machine: any Machine, environment: Environment, assumptions: [AuditAssumption],
        designs: [String: Design] = [:]
    ) throws(ScriptError) -> AuditSubject {
        let kind = type(of: machine).kind
        let defaults = kind.makeMachine()
        let words = type(of: machine).parameterTable.compactMap { info -> String? in
            guard let text = machine.parameterText(info.name), text != defaults.parameterText(info.name) else {
                return nil
            }
            return "\(info.name)=\(text)"
        }
        var subject = try make(kind: kind, words: words, assumptions: assumptions, sheet: name, designs: designs)
        subject.environment = environment
        subject.environment.reduceMotion = false
        return subject
    }

    /// The parameters and environment values that differ from the defaults, as `NAME=VALUE`.
    public var settingWords: [String] {
        let variant = SweepVariant(machine: kind.makeMachine(), environment: environment)
        let defaults = SweepVariant(machine: kind.makeMachine(), environment: Environment())
        return parameters.map(\.description)
            + Self.environmentNames.compactMap { name in
                guard let text = variant.text(of: name), text != defaults.text(of: name) else { return nil }
                return "\(name)=\(text)"
            }
    }

    /// The `set` commands that turn the default environment into `environment` (reduce motion aside).
    static func settings(for environment: Environment) -> [EnvironmentSetting] {
        let defaults = Environment()
        var settings: [EnvironmentSetting] = []
        if environment.screenWidth != defaults.screenWidth || environment.screenHeight != defaults.screenHeight {
            settings.append(.screen(width: environment.screenWidth, height: environment.screenHeight))
        }
        if environment.safeAreaTop != defaults.safeAreaTop || environment.safeAreaBottom != defaults.safeAreaBottom {
            settings.append(.safeArea(top: environment.safeAreaTop, bottom: environment.safeAreaBottom))
        }
        if environment.clock.fps != defaults.clock.fps { settings.append(.framesPerSecond(environment.clock.fps)) }
        if environment.springModel != defaults.springModel { settings.append(.springs(environment.springModel)) }
        if environment.layoutDirection != defaults.layoutDirection {
            settings.append(.layout(environment.layoutDirection))
        }
        return settings
    }
}
