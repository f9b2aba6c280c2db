import SheetLabCore

extension Session {
    /// `new KIND NAME [PARAM=VALUE ...] [animated]`: creates the machine, sets the parameters as
    /// one set (any order gives the same sheet), and presents it now.
    mutating func createSheet(
        kind kindName: String, name: String, parameters: [ParameterAssignment], animated: Bool,
        into result: inout CommandResult
    ) throws {
        guard let kind = Kind(rawValue: kindName) else {
            throw ScriptError(
                .unknownKind(kindName, suggestion: Suggestion.nearest(to: kindName, in: Kind.allCases.map(\.rawValue))),
                about: kindName)
        }
        if world.hasSheet(named: name) { throw WorldError.duplicateSheet(name: name) }
        if let design = parameters.last(where: { $0.name == "design" }) { try readDesign(design.written) }
        let machine: any Machine
        do {
            machine = try kind.makeMachine(
                configuredBy: parameters.map { ParameterSetting(name: $0.name, value: $0.written) }, designs: designs)
        } catch {
            throw WorldError.parameter(error)
        }
        let body = RecordLine.creationBody(
            kind: kind, assignments: parameters.map { ($0.name, $0.written) }, animated: animated)
        appendToLog(.creation(tick: world.now, sheet: name, body: body))
        if trace != .off { result.output += "[\(DecimalFormat.seconds(ticks: world.now))] \(name): \(body)\n" }
        emit(try world.create(name: name, machine: machine, animated: animated), into: &result)
    }

    /// `set reduce-motion|layout|screen|safe-area|fps|springs ...`: from the next event on.
    mutating func applyEnvironment(_ setting: EnvironmentSetting) throws {
        switch setting {
        case .reduceMotion(let on):
            world.setEnvironment { $0.reduceMotion = on }
        case .layout(let direction):
            world.setEnvironment { $0.layoutDirection = direction }
        case .screen(let width, let height):
            let environment = world.environment
            guard height - environment.safeAreaTop - environment.safeAreaBottom > 0 else {
                throw WorldError.invalidScreen(
                    "screen height \(DecimalFormat.format(height, decimals: 1)) leaves no room inside the safe area")
            }
            world.setEnvironment {
                $0.screenWidth = width
                $0.screenHeight = height
            }
        case .safeArea(let top, let bottom):
            guard world.environment.screenHeight - top - bottom > 0 else {
                throw WorldError.invalidScreen(
                    "safe area \(DecimalFormat.format(top, decimals: 1)),\(DecimalFormat.format(bottom, decimals: 1))"
                        + " leaves no room on a screen "
                        + "\(DecimalFormat.format(world.environment.screenHeight, decimals: 1)) pt tall")
            }
            world.setEnvironment {
                $0.safeAreaTop = top
                $0.safeAreaBottom = bottom
            }
        case .framesPerSecond(let fps):
            try world.setFrameRate(fps)
        case .springs(let model):
            world.setEnvironment { $0.springModel = model }
        }
    }
}
