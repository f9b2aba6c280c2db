import SheetLabCore

extension Command: CustomStringConvertible {
    /// The command in canonical spelling, options at their defaults left out; parsing it gives
    /// the same command back (the explorer writes scenarios with it).
    public var description: String {
        switch self {
        case .new(let kind, let name, let parameters, let animated):
            return join(
                ["new", kind, name] + parameters.map { Self.file($0.description) } + (animated ? ["animated"] : []))
        case .present(let name, let animated):
            return join(["present", name] + (animated ? ["animated"] : []))
        case .drag(let name, let displacement, let duration, let start, let hold):
            return join(
                ["drag", name, number(displacement.x), number(displacement.y)]
                    + option("over", duration, command: "drag") + (start.map { ["from", "\($0)"] } ?? [])
                    + (hold ? ["hold"] : []))
        case .move(let name, let displacement, let duration):
            return join(
                ["move", name, number(displacement.x), number(displacement.y)]
                    + option("over", duration, command: "move"))
        case .release(let name):
            return "release \(name)"
        case .fling(let name, let displacement, let velocity, let start):
            return join(
                ["fling", name, number(displacement.x), number(displacement.y), "at", number(velocity)]
                    + (start.map { ["from", "\($0)"] } ?? []))
        case .touch(let name, .down(let point)):
            return join(["touch", name, "down", number(point.x), number(point.y)])
        case .touch(let name, .move(let point)):
            return join(["touch", name, "move", number(point.x), number(point.y)])
        case .touch(let name, .up):
            return "touch \(name) up"
        case .escape(let name):
            return "escape \(name)"
        case .tapBackdrop(let name):
            return "tap \(name) backdrop"
        case .press(let name, let button):
            return "press \(name) \(button)"
        case .step(let duration):
            return duration == Self.defaultValue("step", nil) ? "step" : "step \(duration)"
        case .settle(let name, let limit):
            return join(["settle"] + (name.map { [$0] } ?? []) + option("max", limit, command: "settle"))
        case .setEnvironment(let setting):
            return "set " + Self.spelling(of: setting)
        case .setParameter(let name, let parameter):
            return "set \(name).\(parameter.name) \(Self.file(parameter.written))"
        case .inspect(let name, let fields, let json, let raw):
            return join(
                ["inspect"] + (name.map { [Self.name($0)] } ?? []) + fields + (json ? ["json"] : [])
                    + (raw ? ["raw"] : []))
        case .inspectParameters(let name):
            return join(["inspect", Self.name(name), "params"])
        case .watch(let name, let fields):
            return join(["watch"] + (name.map { [Self.name($0)] } ?? []) + fields)
        case .watchOff:
            return "watch off"
        case .save(let file):
            return "save \(Self.file(file))"
        case .expect(let expectation):
            let value: String
            switch expectation.value {
            case .number(_, let written): value = written
            case .text(let text): value = Self.needsQuotes(text, allowSpaces: true) ? Self.quote(text) : text
            }
            return join(
                ["expect", "\(expectation.name).\(expectation.field)", expectation.comparison.rawValue, value]
                    + (expectation.tolerance.map { ["within", number($0)] } ?? []))
        case .explain(let name):
            return "explain \(name)"
        case .trace(let setting):
            return "trace \(setting.rawValue)"
        case .log(let name):
            return join(["log"] + (name.map { [$0] } ?? []))
        case .graph(let name, let format):
            return join(["graph", name] + (format == .dot ? [] : [format.rawValue]))
        case .paths(let kind, let parameters):
            return join(["paths", kind] + parameters.map(\.description))
        case .record(let name, let fields, let file, let raw):
            return join(["record", name] + fields + ["to", Self.file(file)] + (raw ? ["raw"] : []))
        case .recordStop:
            return "record stop"
        case .plot(let name, let field, let duration, let file):
            return join(
                ["plot", name, field] + option("over", duration, command: "plot")
                    + (file.map { ["to", Self.file($0)] } ?? []))
        case .sweep(let sweep):
            return join(
                ["sweep", sweep.target]
                    + sweep.optionWords.map { $0.hasPrefix("--") ? $0 : Self.file($0) })
        case .audit(let audit):
            return join(
                ["audit", audit.target]
                    + audit.optionWords.enumerated().map { index, word in
                        index > 0 && audit.optionWords[index - 1] == "--evidence" ? Self.file(word) : word
                    })
        case .compare(let compare):
            return join(
                ["compare"] + compare.profiles.map(\.text) + compare.settings.map(\.text)
                    + (compare.format == .text ? [] : ["--format", compare.format.rawValue]) + ["--"]
                    + compare.gesture.map(\.text))
        case .view(let names):
            return join(["view"] + names.map(Self.name))
        case .viewMode(let on):
            return on ? "view on" : "view off"
        case .play(let names, let duration, let speed):
            let names: [String] = names.map(Self.name)
            return join(
                ["play"] + names + (duration.map { ["over", "\($0)"] } ?? [])
                    + (speed == 1 ? [] : ["speed", number(speed)]))
        case .film(let request):
            let names: [String] = request.names.map(Self.name)
            return join(
                ["film"] + names + (request.duration.map { ["over", "\($0)"] } ?? [])
                    + (request.fields.isEmpty ? [] : ["fields", request.fields.joined(separator: ",")])
                    + (request.frames.map { ["frames", "\($0)"] } ?? []) + ["to", Self.file(request.file)])
        case .filmStop:
            return "film stop"
        case .time:
            return "time"
        case .list:
            return "list"
        case .delete(let name):
            return "delete \(name)"
        case .reset:
            return "reset"
        case .source(let file):
            return "source \(Self.file(file))"
        case .help(let command):
            return join(["help"] + (command.map { [$0] } ?? []))
        case .quit:
            return "quit"
        }
    }

    private func join(_ words: [String]) -> String { words.joined(separator: " ") }

    private func number(_ value: Double) -> String { NumberLiteral.format(value) }

    private func option(_ keyword: String, _ duration: DurationLiteral, command: String) -> [String] {
        duration == Self.defaultValue(command, keyword) ? [] : [keyword, "\(duration)"]
    }

    /// The default duration of `command`'s option `keyword` (or its positional argument), from the table.
    private static func defaultValue(_ command: String, _ keyword: String?) -> DurationLiteral? {
        guard let form = CommandTable.command(named: command)?.forms.first else { return nil }
        let slot: ArgumentSlot?
        if let keyword {
            slot = form.option(keyword)?.value
        } else {
            slot = form.arguments.first
        }
        guard let text = slot?.defaultValue else { return nil }
        return try? DurationLiteral.parse(text)
    }

    private static func spelling(of setting: EnvironmentSetting) -> String {
        switch setting {
        case .reduceMotion(let on): "reduce-motion \(on ? "on" : "off")"
        case .layout(let direction): "layout \(direction.rawValue)"
        case .screen(let width, let height): "screen \(NumberLiteral.format(width))x\(NumberLiteral.format(height))"
        case .safeArea(let top, let bottom): "safe-area \(Coordinates(x: top, y: bottom))"
        case .framesPerSecond(let rate): "fps \(rate)"
        case .springs(let model): "springs \(model.rawValue)"
        }
    }

    /// A name, quoted when it is an option word sheetlab added, which would otherwise read as the
    /// option where a NAME is optional or repeated (`inspect "raw"`, `play "speed"`).
    private static func name(_ name: String) -> String {
        CommandTable.addedOptionWords.contains(name) ? quote(name) : name
    }

    private static func file(_ path: String) -> String {
        needsQuotes(path, allowSpaces: false) ? quote(path) : path
    }

    /// Whether a word must be quoted to read back as itself.
    private static func needsQuotes(_ text: String, allowSpaces: Bool) -> Bool {
        guard let first = text.first else { return true }
        if first == "\"" || first == "'" || first == " " || text.last == " " { return true }
        if !allowSpaces, text.contains(" ") || CommandTable.optionWords.contains(text) { return true }
        if allowSpaces, text.split(separator: " ").contains(where: { CommandTable.optionWords.contains(String($0)) }) {
            return true
        }
        return text.contains { $0 == "#" || $0 == "\t" || $0 == "\\" || $0.asciiValue.map { $0 < 0x20 } == true }
    }

    private static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
