import SheetLabCore

extension Parser {
    /// Builds the typed command from a matched form, checking what depends on earlier words
    /// (a parameter of the kind given, a value of the field named).
    func build(_ definition: CommandDefinition, _ form: Int, _ arguments: MatchedArguments) throws(ScriptError)
        -> Command
    {
        let command = definition.word
        switch command {
        case .drag, .move, .fling, .touch, .set: try checkMagnitudes(arguments)
        default: break
        }
        let name = arguments.word("NAME") ?? ""
        switch command {
        case .new:
            let kind = arguments.word("KIND") ?? ""
            return .new(
                kind: kind, name: name,
                parameters: try assignments(arguments.values("PARAM=VALUE"), of: kind),
                animated: arguments.flag("animated"))
        case .present:
            return .present(name: name, animated: arguments.flag("animated"))
        case .drag:
            return .drag(
                name: name, displacement: displacement(arguments), duration: duration(arguments.option("over")),
                start: coordinates(arguments.option("from")), hold: arguments.flag("hold"))
        case .move:
            return .move(
                name: name, displacement: displacement(arguments), duration: duration(arguments.option("over")))
        case .release:
            return .release(name: name)
        case .fling:
            let displacement = displacement(arguments)
            guard let velocity = arguments.option("at"), case .number(let speed) = velocity.content else {
                throw ScriptError(.invalidNumber(""), at: arguments.end)
            }
            guard speed > 0 else {
                throw ScriptError(
                    .numberOutOfBounds(velocity.text, label: "VELOCITY", requirement: "greater than 0"),
                    at: velocity.location)
            }
            if displacement == Coordinates(x: 0, y: 0), let dx = arguments.first("DX") {
                throw ScriptError(
                    .numberOutOfBounds("\(displacement)", label: "the fling's distance", requirement: "greater than 0"),
                    at: dx.location)
            }
            return .fling(
                name: name, displacement: displacement, velocity: speed, start: coordinates(arguments.option("from")))
        case .touch:
            let point = Coordinates(x: arguments.number("X"), y: arguments.number("Y"))
            let action: TouchAction = form == 0 ? .down(point) : form == 1 ? .move(point) : .up
            return .touch(name: name, action: action)
        case .escape:
            return .escape(name: name)
        case .tap:
            return .tapBackdrop(name: name)
        case .press:
            return .press(name: name, button: try button(arguments))
        case .step:
            return .step(duration(arguments.first("DURATION")))
        case .settle:
            return .settle(name: arguments.word("NAME"), limit: duration(arguments.option("max")))
        case .set:
            return try setting(form, arguments)
        case .inspect:
            if form == 0 { return .inspectParameters(name: name) }
            return .inspect(
                name: arguments.word("NAME"), fields: arguments.words("FIELD"), json: arguments.flag("json"),
                raw: arguments.flag("raw"))
        case .expect:
            return .expect(try expectation(arguments))
        case .watch:
            if form == 0 { return .watchOff }
            let fields = arguments.words("FIELD")
            if arguments.word("NAME") != nil, fields.isEmpty {
                throw ScriptError(
                    .missingArgument(
                        label: "FIELD", command: "watch", usage: CommandTable.command(named: "watch")?.synopsis ?? ""),
                    at: arguments.end)
            }
            return .watch(name: arguments.word("NAME"), fields: fields)
        case .explain:
            return .explain(name: name)
        case .trace:
            return .trace(arguments.word("on|off|all").flatMap(TraceSetting.init(rawValue:)) ?? .on)
        case .log:
            return .log(name: arguments.word("NAME"))
        case .graph:
            return .graph(
                name: arguments.word("NAME|KIND") ?? "",
                format: GraphFormat(rawValue: arguments.word("FORMAT") ?? "") ?? .dot)
        case .paths:
            let kind = arguments.word("KIND") ?? ""
            return .paths(kind: kind, parameters: try assignments(arguments.values("PARAM=VALUE"), of: kind))
        case .record:
            guard form == 0 else { return .recordStop }
            return .record(
                name: name, fields: arguments.words("FIELD"), file: word(arguments.option("to")) ?? "",
                raw: arguments.flag("raw"))
        case .plot:
            return .plot(
                name: name, field: arguments.word("FIELD") ?? "", duration: duration(arguments.option("over")),
                file: word(arguments.option("to")))
        case .sweep:
            return .sweep(sweep(name, arguments))
        case .audit:
            return .audit(try audit(name, arguments))
        case .compare:
            func word(_ value: ArgumentValue) -> CompareCommand.Word {
                CompareCommand.Word(value.text, at: value.location)
            }
            return .compare(
                CompareCommand(
                    profiles: arguments.values("PROFILE").map(word),
                    settings: arguments.values("PARAM=VALUE").map(word),
                    gesture: arguments.optionList("--").map(word),
                    format: arguments.option("--format").flatMap { CompareFormat(rawValue: $0.text) } ?? .text))
        case .view:
            switch form {
            case 0: return .viewMode(on: true)
            case 1: return .viewMode(on: false)
            default: return .view(names: arguments.words("NAME"))
            }
        case .play:
            let speed = arguments.option("speed")
            guard case .number(let factor)? = speed?.content else {
                throw ScriptError(.invalidNumber(""), at: arguments.end)
            }
            guard factor > 0 else {
                throw ScriptError(
                    .numberOutOfBounds(speed?.text ?? "", label: "X", requirement: "greater than 0"),
                    at: speed?.location ?? arguments.end)
            }
            let over = arguments.option("over").map { duration($0) }
            return .play(names: arguments.words("NAME"), duration: over, speed: factor)
        case .film:
            guard form == 1 else { return .filmStop }
            var frames: Int?
            if let value = arguments.option("frames"), case .integer(let count) = value.content {
                guard (1...Self.maximumFilmstripFrames).contains(count) else {
                    throw ScriptError(
                        .numberOutOfBounds(
                            value.text, label: "N", requirement: "from 1 to \(Self.maximumFilmstripFrames)"),
                        at: value.location)
                }
                frames = count
            }
            let fields = word(arguments.option("fields")).map { $0.split(separator: ",").map(String.init) } ?? []
            return .film(
                FilmRequest(
                    names: arguments.words("NAME"), duration: arguments.option("over").map { duration($0) },
                    fields: fields, frames: frames, file: word(arguments.option("to")) ?? ""))
        case .time:
            return .time
        case .list:
            return .list
        case .delete:
            return .delete(name: name)
        case .reset:
            return .reset
        case .source:
            return .source(file: arguments.word("FILE") ?? "")
        case .help:
            return .help(command: arguments.word("COMMAND|KIND"))
        case .save:
            return .save(file: arguments.word("FILE") ?? "")
        case .quit, nil:
            return .quit
        }
    }

    /// `BUTTON [N]` as one button name: `action` needs its number, the other buttons take none.
    private func button(_ arguments: MatchedArguments) throws(ScriptError) -> String {
        let word = arguments.word("BUTTON") ?? ""
        let number = arguments.first("N")
        if word == "action" {
            guard let number, case .integer(let index) = number.content else {
                throw ScriptError(
                    .missingArgument(
                        label: "N", command: "press",
                        usage: CommandTable.command(named: "press")?.synopsis ?? "press NAME BUTTON [N]"),
                    at: arguments.end)
            }
            return "action \(index)"
        }
        if let number { throw ScriptError(.unexpectedArgument(number.text, command: "press"), at: number.location) }
        return word
    }
    /// The largest distance or coordinate a command takes, in points: a million, some thousand
    /// screens. The models square, divide and integrate these numbers; bounding them keeps every
    /// result finite (no `nan` or `inf` in any output), and no gesture needs more.
    static let largestCoordinate = 1e6

    /// Refuses a number or point of a finger command or of `set screen|safe-area` beyond
    /// `largestCoordinate` in size, naming the argument (`fling`'s velocity is not a distance).
    private func checkMagnitudes(_ arguments: MatchedArguments) throws(ScriptError) {
        // Read in place, every line that moves a finger passes here: no list of values is built,
        // and a value is copied, and its label read, only when it is too large.
        for position in arguments.entries.indices {
            let tooLarge: Bool
            switch arguments.entries[position].value?.content {
            case .number(let number)?: tooLarge = abs(number) > Self.largestCoordinate
            case .coordinates(let point)?:
                tooLarge = abs(point.x) > Self.largestCoordinate || abs(point.y) > Self.largestCoordinate
            default: continue
            }
            guard tooLarge, arguments.isFirstValue(ofEntry: position), let value = arguments.entries[position].value
            else { continue }
            let label = arguments.label(ofEntry: position)
            guard label != "at" else { continue }
            throw ScriptError(
                .numberOutOfBounds(value.text, label: label, requirement: "at most 1000000 in size"),
                at: value.location)
        }
    }

    /// `sweep`: its words kept with their places; the kind reads them when the command runs.
    private func sweep(_ name: String, _ arguments: MatchedArguments) -> SweepCommand {
        func word(_ value: ArgumentValue) -> SweepCommand.Word {
            SweepCommand.Word(value.text, at: value.location)
        }
        return SweepCommand(
            target: name, settings: arguments.values("PARAM=VALUE").map(word),
            x: arguments.option("--x").map(word) ?? SweepCommand.Word(""),
            y: arguments.option("--y").map(word), from: arguments.option("--from").map(word),
            gesture: arguments.optionList("--gesture").map(word),
            against: arguments.optionList("--against").map(word),
            format: arguments.option("--format").flatMap { SweepFormat(rawValue: $0.text) },
            file: arguments.option("--to").map(word))
    }

    /// `audit`: the assumptions, format, evidence folder, depth and state bound.
    private func audit(_ name: String, _ arguments: MatchedArguments) throws(ScriptError) -> AuditCommand {
        func positive(_ option: String) throws(ScriptError) -> Int? {
            guard let value = arguments.option(option), case .integer(let number) = value.content else { return nil }
            guard number >= 1 else {
                throw ScriptError(
                    .numberOutOfBounds(value.text, label: "N", requirement: "at least 1"), at: value.location)
            }
            return number
        }
        if let folder = arguments.option("--evidence"), folder.text == Session.standardOutputName {
            throw ScriptError(.runtime(AuditCommand.evidenceToStandardOutput), at: folder.location)
        }
        let depth = try positive("--depth")
        let maxStates = try positive("--max-states")
        return AuditCommand(
            target: name,
            assumptions: arguments.optionList("--assume").compactMap { AuditAssumption(rawValue: $0.text) },
            format: arguments.option("--format").flatMap { AuditFormat(rawValue: $0.text) } ?? .text,
            evidence: word(arguments.option("--evidence")), depth: depth, maxStates: maxStates)
    }

    /// The most thumbnails `film ... frames N` draws.
    static let maximumFilmstripFrames = 60

    private func displacement(_ arguments: MatchedArguments) -> Coordinates {
        Coordinates(x: arguments.number("DX"), y: arguments.number("DY"))
    }

    private func duration(_ value: ArgumentValue?) -> DurationLiteral {
        guard case .duration(let duration)? = value?.content else { return .ticks(0) }
        return duration
    }

    private func coordinates(_ value: ArgumentValue?) -> Coordinates? {
        guard case .coordinates(let coordinates)? = value?.content else { return nil }
        return coordinates
    }

    private func word(_ value: ArgumentValue?) -> String? {
        guard case .word(let word)? = value?.content else { return nil }
        return word
    }

    /// `PARAM=VALUE` words of `new`, checked against the kind's parameters.
    private func assignments(_ values: [ArgumentValue], of kindName: String) throws(ScriptError)
        -> [ParameterAssignment]
    {
        let kind = vocabulary.kind(named: kindName)
        var result: [ParameterAssignment] = []
        for value in values {
            guard let equals = value.text.firstIndex(of: "="), equals != value.text.startIndex,
                value.text.index(after: equals) != value.text.endIndex
            else { throw ScriptError(.invalidAssignment(value.text), at: value.location) }
            let parameterName = String(value.text[..<equals])
            let written = String(value.text[value.text.index(after: equals)...])
            let names = kind?.parameters.map(\.name) ?? []
            guard let parameter = kind?.parameters.first(where: { $0.name == parameterName }) else {
                throw ScriptError(
                    .unknownParameter(
                        parameterName, kind: kindName, suggestion: Suggestion.nearestTypo(to: parameterName, in: names)),
                    at: value.location)
            }
            guard !result.contains(where: { $0.name == parameterName }) else {
                throw ScriptError(.duplicateParameter(parameterName), at: value.location)
            }
            let valueLocation = SourceLocation(
                line: value.location.line, column: value.location.column + parameterName.utf8.count + 1)
            do {
                let parsed = try ParameterValue.parse(written, as: parameter.type, for: parameterName)
                result.append(ParameterAssignment(name: parameterName, value: parsed, written: written))
            } catch {
                throw ScriptError(error.reason, at: valueLocation)
            }
        }
        return result
    }

    private func setting(_ form: Int, _ arguments: MatchedArguments) throws(ScriptError) -> Command {
        guard let value = arguments.last else { throw ScriptError(.invalidNumber(""), at: arguments.end) }
        switch (form, value.content) {
        case (0, .word(let word)):
            return .setEnvironment(.reduceMotion(word == "on"))
        case (1, .word(let word)):
            return .setEnvironment(.layout(LayoutDirection(rawValue: word) ?? .leftToRight))
        case (2, .coordinates(let size)):
            guard size.x >= 1, size.y >= 1 else {
                throw ScriptError(
                    .numberOutOfBounds(value.text, label: "the screen size", requirement: "at least 1 by 1"),
                    at: value.location)
            }
            return .setEnvironment(.screen(width: size.x, height: size.y))
        case (3, .coordinates(let insets)):
            guard insets.x >= 0, insets.y >= 0 else {
                throw ScriptError(
                    .numberOutOfBounds(value.text, label: "the safe area", requirement: "at least 0"),
                    at: value.location)
            }
            return .setEnvironment(.safeArea(top: insets.x, bottom: insets.y))
        case (4, .integer(let rate)):
            guard rate > 0, DurationLiteral.ticksPerSecond % Int64(rate) == 0 else {
                throw ScriptError(.invalidFrameRate(value.text), at: value.location)
            }
            return .setEnvironment(.framesPerSecond(rate))
        case (5, .word(let word)):
            return .setEnvironment(.springs(SpringModel(rawValue: word) ?? .fluid))
        default:
            guard let target = arguments.first("NAME.PARAM"),
                case .path(let owner, let member) = target.content,
                case .raw(let text, _) = value.content
            else { throw ScriptError(.invalidNumber(""), at: arguments.end) }
            do {
                let parsed = try ParameterValue.parse(
                    text, as: vocabulary.parameterType(named: member) ?? .word, for: member)
                return .setParameter(
                    name: owner, parameter: ParameterAssignment(name: member, value: parsed, written: text))
            } catch {
                throw ScriptError(error.reason, at: value.location)
            }
        }
    }

    private func expectation(_ arguments: MatchedArguments) throws(ScriptError) -> Expectation {
        guard let target = arguments.first("NAME.FIELD"),
            case .path(let owner, let fieldName) = target.content,
            let comparisonValue = arguments.first("OP"),
            case .comparison(let comparison) = comparisonValue.content,
            let value = arguments.first("VALUE"), case .raw(let text, _) = value.content
        else { throw ScriptError(.invalidNumber(""), at: arguments.end) }
        let type = vocabulary.field(named: fieldName)?.type ?? .text
        var tolerance: Double?
        if let within = arguments.option("within"), case .number(let amount) = within.content {
            guard !comparison.isMatching else {
                throw ScriptError(.toleranceNeedsEquality(operator: comparison.rawValue), at: within.location)
            }
            guard type.isNumeric else {
                throw ScriptError(.toleranceNeedsNumber(field: fieldName), at: within.location)
            }
            guard amount >= 0 else {
                throw ScriptError(
                    .numberOutOfBounds(within.text, label: "TOL", requirement: "at least 0"), at: within.location)
            }
            tolerance = amount
        }
        let expected: ExpectedValue
        if comparison.isMatching {
            expected = .text(text)
        } else if type.isNumeric {
            do {
                expected = .number(try NumberLiteral.parse(text), written: text)
            } catch {
                if case .invalidNumber = error.reason {
                    throw ScriptError(.expectedNumber(for: fieldName, got: text), at: value.location)
                }
                throw ScriptError(error.reason, at: value.location)
            }
        } else {
            guard !comparison.isOrdering else {
                throw ScriptError(
                    .orderingNeedsNumber(operator: comparison.rawValue, value: text), at: comparisonValue.location)
            }
            let words = type.completionWords
            if !words.isEmpty, !words.contains(text) {
                throw ScriptError(
                    .invalidChoice(text, expected: words, suggestion: Suggestion.nearestTypo(to: text, in: words)),
                    at: value.location)
            }
            expected = .text(text)
        }
        return Expectation(name: owner, field: fieldName, comparison: comparison, value: expected, tolerance: tolerance)
    }
}
