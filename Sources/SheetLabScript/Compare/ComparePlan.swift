import SheetLabCore

/// A `compare` read and checked: a never-presented sheet of each profile with the settings it
/// reads, the environment, and the gesture as the language's own command (issue 17).
public struct ComparePlan: Sendable {
    /// One profile compared: as written, and its sheet (parameters set, never presented).
    public struct Entry: Sendable {
        public var profile: String
        public var machine: any Machine
    }

    public var entries: [Entry]
    public var environment: Environment
    /// The gesture's command, on the sheet called `ComparePlan.sheetName`.
    public var gesture: Command
    /// The gesture as written (`drag 0 150 over 1s`).
    public var gestureText: String
    /// The settings as written, parameters and environment values alike.
    public var settingWords: [String]

    /// The name each compared sheet has in its world.
    static let sheetName = "compared"

    /// The gesture commands `compare` runs: each ends with the finger up.
    static let gestureCommands = ["drag", "fling", "tap", "escape"]

    /// Reads `command` in `environment` (the session's, or the defaults on the command line).
    ///
    /// - Throws: `ScriptError` at the word at fault.
    public static func make(_ command: CompareCommand, environment start: Environment) throws(ScriptError)
        -> ComparePlan
    {
        func located(_ message: String, _ word: CompareCommand.Word) -> ScriptError {
            ScriptError(.invalidCompare(message), at: word.location)
        }
        var seen: Set<String> = []
        // The profiles, and the shipped sheet designs, which compare as they are written.
        let sheetDesigns = BuiltInDesigns.names.filter { BuiltInDesigns.design(named: $0)?.family.value == .sheet }
        let choices = SheetProfile.spellings + sheetDesigns
        for word in command.profiles {
            guard choices.contains(word.text) else {
                throw ScriptError(
                    .invalidChoice(
                        word.text, expected: choices, suggestion: Suggestion.nearestTypo(to: word.text, in: choices)),
                    at: word.location)
            }
            guard seen.insert(word.text).inserted else { throw located("profile '\(word.text)' given twice", word) }
        }
        guard let firstProfile = command.profiles.first else {
            throw ScriptError(.invalidCompare("compare needs at least one PROFILE"), at: nil)
        }
        var environment = start
        var parameters: [(word: CompareCommand.Word, setting: ParameterSetting)] = []
        for word in command.settings {
            guard let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex,
                word.text.index(after: equals) != word.text.endIndex
            else { throw ScriptError(.invalidAssignment(word.text), at: word.location) }
            let name = String(word.text[..<equals])
            let text = String(word.text[word.text.index(after: equals)...])
            if name == "profile" {
                throw located("the profiles compared are the words before the settings, not 'profile='", word)
            }
            if let value = SweepEnvironmentValue(rawValue: name) {
                if let problem = value.apply(text, to: &environment) { throw located(problem, word) }
            } else {
                guard !parameters.contains(where: { $0.setting.name == name }) else {
                    throw ScriptError(.duplicateParameter(name), at: word.location)
                }
                parameters.append((word, ParameterSetting(name: name, value: text)))
            }
        }
        var entries: [Entry] = []
        var read: Set<String> = []
        for word in command.profiles {
            // A shipped sheet design (`maps-sheet`) compares beside the profiles, as it is written.
            if BuiltInDesigns.isShippedName(word.text), let design = BuiltInDesigns.design(named: word.text),
                let written = try? Kind.sheet.makeMachine(
                    configuredBy: [ParameterSetting(name: "design", value: word.text)], designs: [word.text: design])
            {
                entries.append(Entry(profile: word.text, machine: written))
                continue
            }
            var machine = Kind.sheet.makeMachine()
            do {
                _ = try Kind.setParameter("profile", to: word.text, of: &machine, at: 0, in: environment)
            } catch {
                throw located(error.message, word)
            }
            let names = Set(machine.parameterInfo.map(\.name))
            read.formUnion(names)
            let applicable = parameters.filter { names.contains($0.setting.name) }
            do {
                machine = try Kind.sheet.makeMachine(
                    configuredBy: [ParameterSetting(name: "profile", value: word.text)] + applicable.map(\.setting))
            } catch {
                let name = error.parameterName
                throw located(
                    error.message + " (profile \(word.text))",
                    applicable.first { $0.setting.name == name }?.word ?? word)
            }
            entries.append(Entry(profile: word.text, machine: machine))
        }
        for (word, setting) in parameters where !read.contains(setting.name) {
            let names = read.sorted() + SweepEnvironmentValue.allCases.map(\.rawValue)
            let hint = Suggestion.hint(Suggestion.nearestTypo(to: setting.name, in: names))
            throw located("no profile compared reads '\(setting.name)'\(hint)", word)
        }
        let gesture = try Self.gesture(command.gesture, after: firstProfile)
        return ComparePlan(
            entries: entries, environment: environment, gesture: gesture,
            gestureText: command.gesture.map(\.text).joined(separator: " "),
            settingWords: command.settings.map(\.text))
    }

    /// The gesture words read as the command they spell on the compared sheet.
    static func gesture(_ words: [CompareCommand.Word], after profile: CompareCommand.Word) throws(ScriptError)
        -> Command
    {
        guard let first = words.first else {
            throw ScriptError(
                .invalidCompare("compare needs a gesture after '--' (drag, fling, tap backdrop or escape)"),
                at: profile.location)
        }
        guard gestureCommands.contains(first.text) else {
            throw ScriptError(
                .invalidChoice(
                    first.text, expected: gestureCommands,
                    suggestion: Suggestion.nearestTypo(to: first.text, in: gestureCommands)),
                at: first.location)
        }
        let line = ([first.text, sheetName] + words.dropFirst().map(\.text)).joined(separator: " ")
        let parsed: Command?
        do {
            parsed = try Parser(vocabulary: Session.coreVocabulary).parse(line)
        } catch {
            throw ScriptError(error.reason, at: first.location)
        }
        switch parsed {
        case .drag(_, _, _, _, true)?:
            throw ScriptError(
                .invalidCompare("a compared gesture ends with the finger lifted: drop 'hold'"), at: first.location)
        case .drag?, .fling?, .tapBackdrop?, .escape?:
            return parsed!
        default:
            throw ScriptError(.invalidCompare("'\(first.text)' is not a gesture compare runs"), at: first.location)
        }
    }
}

extension ParameterError {
    /// The parameter at fault.
    var parameterName: String {
        switch self {
        case .unknownParameter(let name, _), .invalidValue(let name, _, _), .notInProfile(let name, _, _),
            .fixedAtCreation(let name):
            name
        }
    }
}
