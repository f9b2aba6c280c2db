import SheetLabCore
import SheetLabScript

extension Invocation {
    /// Parses the arguments after the program name.
    ///
    /// Options may come in any order, before or after operands; `--NAME=VALUE` is the same as
    /// `--NAME VALUE`; `--` makes every later word an operand. `-q` and `--color` go anywhere;
    /// `-c` only without a subcommand; `-i` with `-c`, `run` or nothing. `--help` (or `-h`)
    /// anywhere asks for help on the subcommand given, whatever else is wrong, unless the
    /// subcommand itself is unknown.
    ///
    /// - Throws: the first usage error, with a did-you-mean for misspelt words.
    public static func parse(_ arguments: [String]) throws(InvocationError) -> Invocation {
        // `bench` reads its own options (`Benchmarks.main`), unless help is asked for.
        if arguments.first == "bench", !arguments.contains("--help"), !arguments.contains("-h") {
            return Invocation(mode: .bench(arguments: Array(arguments.dropFirst())))
        }
        // So do `sweep` (`Sweeping.main`) and `audit` (`Auditing.main`), whose options take several
        // words, and `compare` (`Comparing.main`), whose gesture follows `--`.
        if let sweep = ownArguments(arguments, subcommand: .sweep) { return sweep }
        if let audit = ownArguments(arguments, subcommand: .audit) { return audit }
        if let compare = ownArguments(arguments, subcommand: .compare) { return compare }
        var parser = InvocationParser()
        for (index, argument) in arguments.enumerated() {
            parser.take(argument, next: index + 1 < arguments.count ? arguments[index + 1] : nil)
        }
        return try parser.finish()
    }
}

extension Invocation {
    /// `sweep ...`, `audit ...` or `compare ...` after any of `-q` and `--color WHEN`, unless help
    /// is asked for (before a `compare`'s `--`).
    fileprivate static func ownArguments(_ arguments: [String], subcommand: Subcommand) -> Invocation? {
        var invocation = Invocation()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-q" {
                invocation.quiet = true
                index += 1
            } else if argument == "--color", index + 1 < arguments.count,
                let mode = ColorMode(rawValue: arguments[index + 1])
            {
                invocation.color = mode
                index += 2
            } else if argument.hasPrefix("--color="), let mode = ColorMode(rawValue: String(argument.dropFirst(8))) {
                invocation.color = mode
                index += 1
            } else {
                break
            }
        }
        guard index < arguments.count, arguments[index] == subcommand.rawValue else { return nil }
        let rest = Array(arguments[(index + 1)...])
        let options = subcommand == .compare ? Array(rest.prefix { $0 != "--" }) : rest
        if options.contains("--help") || options.contains("-h") { return nil }
        switch subcommand {
        case .audit: invocation.mode = .audit(arguments: rest)
        case .compare: invocation.mode = .compare(arguments: rest)
        default: invocation.mode = .sweep(arguments: rest)
        }
        return invocation
    }
}

/// The state of one left-to-right pass over the arguments.
///
/// Errors are kept, not thrown at once, so that `--help` later on the line still wins; the
/// first one is thrown at the end.
struct InvocationParser {
    private var invocation = Invocation()
    private var subcommand: Invocation.Subcommand?
    private var commands: [String] = []
    private var operands: [String] = []
    private var given: Set<String> = []
    private var wantsHelp = false
    private var wantsVersion = false
    private var onlyOperands = false
    private var skipNext = false
    private var error: InvocationError?
    /// Whether the first word was no subcommand: then `--help` cannot say which to describe.
    private var subcommandUnknown = false

    // Option values, applied to the mode at the end.
    private var run = RunOptions()
    private var test = TestOptions()
    private var depth: Int?
    private var json = false
    private var out: String?
    private var maxStates: Int?
    private var timeout: Double?
    private var threads: Int?
    private var graphFormat = GraphFormat.dot

    /// Options of the top level, by spelling; `-h` is `--help`.
    private static let globalNames = InvocationTable.globalFlags.map(\.name) + ["-h"]

    /// Takes one argument; `next` is the one after it, the value of an option that needs one.
    mutating func take(_ argument: String, next: String?) {
        if skipNext {
            skipNext = false
            return
        }
        guard !onlyOperands, argument.hasPrefix("-"), argument != "-" else {
            takeOperand(argument)
            return
        }
        if argument == "--" {
            onlyOperands = true
            return
        }
        var name = argument
        var attached: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            attached = String(argument[argument.index(after: equals)...])
        }
        guard let flag = flag(named: name) else {
            let candidates =
                (subcommand.map(Self.flags(of:)) ?? []).map(\.name) + InvocationTable.globalFlags.map(\.name)
            let suggestion = Self.separated(name) ?? Suggestion.nearest(to: name, in: candidates)
            fail(.unknownOption(name, subcommand: subcommand?.rawValue, suggestion: suggestion))
            return
        }
        var value: String?
        if let label = flag.value {
            if let attached {
                value = attached
            } else if let next {
                value = next
                skipNext = true
            } else {
                fail(.missingValue(option: name, label: label))
                return
            }
        } else if attached != nil {
            fail(.unexpectedValue(option: name))
            return
        }
        if name != "-c" && !given.insert(name).inserted {
            fail(.duplicateOption(name))
            return
        }
        apply(name, value ?? "")
    }

    /// `-q -i` for `-qi` when every letter is a one-letter option; short options are not clustered.
    private static func separated(_ name: String) -> String? {
        let letters = name.dropFirst()
        guard name.hasPrefix("-"), !name.hasPrefix("--"), letters.count > 1,
            letters.allSatisfy({ globalNames.contains("-\($0)") })
        else { return nil }
        return letters.map { "-\($0)" }.joined(separator: " ")
    }

    /// The flag spelt `name` at this point of the line: the subcommand's, else a global one.
    private func flag(named name: String) -> InvocationTable.Flag? {
        if let subcommand, let flag = Self.flags(of: subcommand).first(where: { $0.name == name }) { return flag }
        if name == "-h" { return InvocationTable.globalFlags.first { $0.name == "--help" } }
        return InvocationTable.globalFlags.first { $0.name == name }
    }

    /// The options of a subcommand, from the table the completion scripts use.
    static func flags(of subcommand: Invocation.Subcommand) -> [InvocationTable.Flag] {
        InvocationTable.subcommands.first { $0.name == subcommand.rawValue }?.flags ?? []
    }

    private mutating func takeOperand(_ word: String) {
        guard subcommand == nil else {
            operands.append(word)
            return
        }
        guard let named = Invocation.Subcommand(rawValue: word) else {
            if !commands.isEmpty {
                fail(.unexpectedOperand(word, subcommand: nil))
            } else if !subcommandUnknown {
                let names = Invocation.Subcommand.allCases.map(\.rawValue)
                fail(.unknownSubcommand(word, suggestion: Suggestion.nearest(to: word, in: names)))
                subcommandUnknown = true
                onlyOperands = true
            }
            return
        }
        subcommand = named
        if !commands.isEmpty { fail(.misplacedOption("-c", reason: "cannot be combined with '\(word)'")) }
        if invocation.interactive && named != .run {
            fail(.misplacedOption("-i", reason: "works only with '-c', 'run' or no subcommand"))
        }
        if invocation.save != nil && named != .run {
            fail(.misplacedOption("--save", reason: "works only with '-c', 'run' or no subcommand"))
        }
    }

    private mutating func apply(_ name: String, _ value: String) {
        switch name {
        case "-c":
            if let subcommand {
                fail(.misplacedOption("-c", reason: "cannot be combined with '\(subcommand.rawValue)'"))
            }
            commands.append(value)
        case "-i":
            if let subcommand, subcommand != .run {
                fail(.misplacedOption("-i", reason: "works only with '-c', 'run' or no subcommand"))
            }
            invocation.interactive = true
        case "-q": invocation.quiet = true
        case "--save":
            if let subcommand, subcommand != .run {
                fail(.misplacedOption("--save", reason: "works only with '-c', 'run' or no subcommand"))
            }
            if value.isEmpty { fail(.invalidValue(option: name, value: value, requirement: "a file")) }
            invocation.save = value
        case "--color":
            guard let mode = ColorMode(rawValue: value) else {
                let words = ColorMode.allCases.map(\.rawValue)
                fail(
                    .invalidChoice(
                        option: name, value: value, choices: words,
                        suggestion: Suggestion.nearest(to: value, in: words)))
                return
            }
            invocation.color = mode
        case "--help", "-h": wantsHelp = true
        case "--version": wantsVersion = true
        case "--echo": run.echo = true
        case "--keep-going": run.keepGoing = true
        case "--safe":
            run.safe = true
            test.safe = true
        case "--update": test.update = true
        case "--jobs": test.jobs = positiveInteger(value, option: name)
        case "--filter":
            do {
                _ = try Regex(value)
                test.filter = value
            } catch {
                fail(.invalidFilter(pattern: value, reason: "\(error)"))
            }
        case "--shard":
            guard let shard = TestShard(value) else {
                fail(.invalidValue(option: name, value: value, requirement: "K/N with 1 <= K <= N, such as 2/3"))
                return
            }
            test.shard = shard
        case "--format" where subcommand == .graph:
            guard let format = GraphFormat(rawValue: value) else {
                let words = GraphFormat.allCases.map(\.rawValue)
                fail(
                    .invalidChoice(
                        option: name, value: value, choices: words,
                        suggestion: Suggestion.nearest(to: value, in: words)))
                return
            }
            graphFormat = format
        case "--format":
            guard let format = TestFormat(rawValue: value) else {
                let words = TestFormat.allCases.map(\.rawValue)
                fail(
                    .invalidChoice(
                        option: name, value: value, choices: words,
                        suggestion: Suggestion.nearest(to: value, in: words)))
                return
            }
            test.format = format
        case "--depth": depth = positiveInteger(value, option: name)
        case "--max-states": maxStates = positiveInteger(value, option: name)
        case "--threads": threads = positiveInteger(value, option: name)
        case "--timeout":
            // The language's durations (`30`, `30s`, `1500ms`), up to one hour; not frames.
            guard !value.hasSuffix("f"), case .ticks(let ticks)? = try? DurationLiteral.parse(value), ticks > 0 else {
                fail(.invalidValue(option: name, value: value, requirement: "a duration such as 30s or 500ms"))
                return
            }
            timeout = Double(ticks) / Double(DurationLiteral.ticksPerSecond)
        case "--json": json = true
        case "--out":
            if value.isEmpty { fail(.invalidValue(option: name, value: value, requirement: "a folder")) }
            if value == Session.standardOutputName {
                fail(
                    .invalidValue(
                        option: name, value: value,
                        requirement: "a folder (it holds one scenario per finding; standard output cannot)"))
            }
            out = value
        default:
            preconditionFailure("InvocationTable lists '\(name)', which the parser does not handle")
        }
    }

    private mutating func positiveInteger(_ value: String, option: String) -> Int? {
        guard let number = Int(value), number >= 1 else {
            fail(.invalidValue(option: option, value: value, requirement: "a whole number of at least 1"))
            return nil
        }
        return number
    }

    private mutating func fail(_ failure: InvocationError) {
        if error == nil { error = failure }
    }

    /// The invocation, or the first error.
    mutating func finish() throws(InvocationError) -> Invocation {
        if wantsHelp && !subcommandUnknown {
            invocation.mode = .help(subcommand.map { .subcommand($0) } ?? .overview)
            return invocation
        }
        if let error { throw error }
        if wantsVersion {
            invocation.mode = .version
            return invocation
        }
        invocation.mode = try mode()
        return invocation
    }

    private func mode() throws(InvocationError) -> Invocation.Mode {
        guard let subcommand else { return commands.isEmpty ? .shell : .commands(commands) }
        let usage = Invocation.usage(of: subcommand)
        switch subcommand {
        case .run:
            guard !operands.isEmpty else { throw .missingOperand(label: "FILE", usage: usage) }
            return .run(RunOptions(echo: run.echo, keepGoing: run.keepGoing, safe: run.safe, files: operands))
        case .test:
            guard !operands.isEmpty else { throw .missingOperand(label: "PATH", usage: usage) }
            var options = test
            options.paths = operands
            return .test(options)
        case .explore:
            let (kind, parameters) = try kindAndParameters(usage: usage)
            return .explore(
                ExploreOptions(
                    kind: kind, depth: depth, json: json, out: out, parameters: parameters, maxStates: maxStates,
                    timeout: timeout, threads: threads))
        case .sweep:
            return .sweep(arguments: operands)
        case .audit:
            return .audit(arguments: operands)
        case .compare:
            return .compare(arguments: operands)
        case .bench:
            try noMoreOperands(after: 0)
            return .bench(arguments: json ? ["--json"] : [])
        case .graph:
            guard let word = operands.first else { throw .missingOperand(label: "KIND", usage: usage) }
            try noMoreOperands(after: 1)
            guard let kind = Kind(rawValue: word) else {
                throw .unknownKind(word, suggestion: Suggestion.nearest(to: word, in: Kind.allCases.map(\.rawValue)))
            }
            return .graph(kind: kind, format: graphFormat)
        case .paths:
            let (kind, parameters) = try kindAndParameters(usage: usage)
            return .paths(kind: kind, parameters: parameters)
        case .check:
            guard !operands.isEmpty else { throw .missingOperand(label: "FILE", usage: usage) }
            return .check(files: operands)
        case .designs:
            return .designs(arguments: operands)
        case .completions:
            guard let shell = operands.first else { throw .missingOperand(label: "shell", usage: usage) }
            try noMoreOperands(after: 1)
            guard CompletionScript.shells.contains(shell) else {
                throw .unknownShell(shell, suggestion: Suggestion.nearest(to: shell, in: CompletionScript.shells))
            }
            return .completions(shell: shell)
        case .help:
            guard let topic = operands.first else { return .help(.overview) }
            try noMoreOperands(after: 1)
            if let named = Invocation.Subcommand(rawValue: topic) { return .help(.subcommand(named)) }
            if TopicHelp.text(for: topic) != nil { return .help(.command(topic)) }
            throw .unknownHelpTopic(
                topic,
                suggestion: TopicHelp.suggestion(
                    for: topic, kinds: Kind.allCases.map(\.rawValue),
                    others: Invocation.Subcommand.allCases.map(\.rawValue)))
        }
    }

    /// The KIND operand and the `PARAM=VALUE` operands after it (`explore`, `paths`), checked.
    private func kindAndParameters(usage: String) throws(InvocationError) -> (Kind, [ParameterAssignment]) {
        guard let word = operands.first else { throw .missingOperand(label: "KIND", usage: usage) }
        guard let kind = Kind(rawValue: word) else {
            throw .unknownKind(word, suggestion: Suggestion.nearest(to: word, in: Kind.allCases.map(\.rawValue)))
        }
        if let stray = operands.dropFirst().first(where: { !$0.contains("=") }) {
            throw .unexpectedOperand(stray, subcommand: subcommand?.rawValue)
        }
        do {
            return (kind, try Explorer.assignments(Array(operands.dropFirst()), for: kind))
        } catch {
            throw .invalidParameter(error.reason.message)
        }
    }

    private func noMoreOperands(after count: Int) throws(InvocationError) {
        if operands.count > count { throw .unexpectedOperand(operands[count], subcommand: subcommand?.rawValue) }
    }
}
