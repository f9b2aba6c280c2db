import SheetLabCore
import SheetLabScript

/// `sheetlab sweep KIND [PARAM=VALUE...] --x AXIS=RANGE [...]`: the `sweep` command of the
/// language run on a kind's defaults, its text on stdout or in `--to FILE` (written atomically).
public enum Sweeping {
    /// The usage line.
    public static var usage: String { "usage: " + Invocation.usage(of: .sweep) + "\n" }

    /// Options that take one value.
    static let singleOptions = ["--x", "--y", "--from", "--format", "--to", "--jobs", "--color"]
    /// Options that take every word up to the next option.
    static let listOptions = ["--gesture", "--against"]

    /// What the command line asks for.
    public struct Request: Sendable, Equatable {
        public var command: SweepCommand
        /// `--jobs N`: threads; nil for one per processor.
        public var jobs: Int?
        /// `--color`, when given after `sweep`.
        public var color: ColorMode?
    }

    /// Reads the arguments after `sweep`.
    public static func parse(_ arguments: [String]) -> Result<Request, UsageError> {
        let words: SubcommandArguments
        do {
            words = try SubcommandArguments(
                arguments, command: "sweep", singleOptions: singleOptions, listOptions: listOptions)
        } catch {
            return .failure(error)
        }
        let kind = words.operands.first
        let settings = words.operands.dropFirst().map { SweepCommand.Word($0) }
        let single = words.single
        let lists = words.lists.mapValues { $0.map { SweepCommand.Word($0) } }
        guard let kind else { return .failure(UsageError(message: "missing KIND")) }
        guard let x = single["--x"] else { return .failure(UsageError(message: "missing '--x AXIS=RANGE'")) }
        var format: SweepFormat?
        if let text = single["--format"] {
            guard let value = SweepFormat(rawValue: text) else {
                return .failure(UsageError(message: "'--format' is text, csv, json or svg, not '\(text)'"))
            }
            format = value
        }
        var jobs: Int?
        if let text = single["--jobs"] {
            guard let value = Int(text), value >= 1 else {
                return .failure(UsageError(message: "'--jobs' needs a whole number of at least 1, not '\(text)'"))
            }
            jobs = value
        }
        var color: ColorMode?
        if let text = single["--color"] {
            guard let value = ColorMode(rawValue: text) else {
                return .failure(UsageError(message: "'--color' is auto, always or never, not '\(text)'"))
            }
            color = value
        }
        let command = SweepCommand(
            target: kind, settings: settings, x: SweepCommand.Word(x), y: single["--y"].map { SweepCommand.Word($0) },
            from: single["--from"].map { SweepCommand.Word($0) }, gesture: lists["--gesture"] ?? [],
            against: lists["--against"] ?? [], format: format, file: single["--to"].map { SweepCommand.Word($0) })
        return .success(Request(command: command, jobs: jobs, color: color))
    }

    /// Runs `sheetlab sweep ARGUMENTS`: the text for stdout, the text for stderr, the exit status.
    public static func main(arguments: [String], color: ColorMode, files: any FileAccess = LocalFiles())
        -> (output: String, error: String, status: Int32)
    {
        let request: Request
        switch parse(arguments) {
        case .success(let value): request = value
        case .failure(let problem): return ("", "sheetlab: error: \(problem.message)\n" + usage, 2)
        }
        let command = request.command
        guard let kind = Kind(rawValue: command.target) else {
            let hint = Suggestion.hint(for: command.target, in: Kind.allCases.map(\.rawValue))
            return ("", "sheetlab: error: unknown kind '\(command.target)'\(hint)\n", 2)
        }
        let plan: SweepPlan
        let designs: [String: Design]
        switch DesignLoading.designs(in: command.settings.map(\.text)) {
        case .success(let read): designs = read
        case .failure(let diagnostic): return ("", diagnostic.text, 2)
        }
        do throws(ScriptError) {
            // A fresh world's environment: the defaults of docs/commands.md.
            plan = try SweepPlan.make(
                command, base: SweepVariant(machine: kind.makeMachine(), environment: World().environment),
                settingsAsOneSet: true, designs: designs)
        } catch {
            return ("", "sheetlab: error: \(error.reason.message)\n", 2)
        }
        let workers = request.jobs ?? TestRunner.processorCount
        let grid = SweepGrid.run(plan, workers: workers)
        let colors = (request.color ?? color).isEnabled(
            outputIsTerminal: Terminal.isTerminal(1), environment: EnvironmentVariables.current())
        let format = command.resolvedFormat
        let text = SweepRendering.render(
            grid, format: format, workers: workers, colors: colors && command.file == nil)
        guard let file = command.file, file.text != Session.standardOutputName else { return (text, "", 0) }
        do {
            try files.write(text, to: file.text)
        } catch {
            return ("", "sheetlab: error: \(error.message)\n", 2)
        }
        return (
            "wrote a \(format.rawValue) sweep of \(SweepNumber.grouped(plan.cellCount)) cells to '\(VisibleText.escaped(file.text))'\n",
            "", 0
        )
    }
}
