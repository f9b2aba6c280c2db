import SheetLabCore
import SheetLabScript

/// `sheetlab compare PROFILE... [PARAM=VALUE...] [--format text|csv|json] -- GESTURE`: the
/// `compare` command of the language in a fresh world's environment, its text on stdout.
public enum Comparing {
    /// The usage line.
    public static var usage: String { "usage: " + Invocation.usage(of: .compare) + "\n" }

    /// Reads the arguments after `compare`: profiles and settings with `--format` (read as
    /// `sweep` and `audit` read theirs), then after `--` the gesture.
    public static func parse(_ arguments: [String]) -> Result<CompareCommand, UsageError> {
        guard let dashes = arguments.firstIndex(of: "--") else {
            return .failure(.init(message: "missing '-- GESTURE'"))
        }
        let words: SubcommandArguments
        do {
            words = try SubcommandArguments(
                Array(arguments[..<dashes]), command: "compare", singleOptions: ["--format"], listOptions: [])
        } catch {
            return .failure(error)
        }
        var format = CompareFormat.text
        if let text = words.single["--format"] {
            guard let value = CompareFormat(rawValue: text) else {
                return .failure(.init(message: "'--format' is text, csv or json, not '\(text)'"))
            }
            format = value
        }
        var profiles: [CompareCommand.Word] = []
        var settings: [CompareCommand.Word] = []
        for operand in words.operands {
            if operand.contains("=") {
                settings.append(CompareCommand.Word(operand))
            } else if settings.isEmpty {
                profiles.append(CompareCommand.Word(operand))
            } else {
                return .failure(.init(message: "profile '\(operand)' after the settings: list the profiles first"))
            }
        }
        guard !profiles.isEmpty else { return .failure(.init(message: "missing PROFILE")) }
        let gesture = arguments[(dashes + 1)...].map { CompareCommand.Word($0) }
        guard !gesture.isEmpty else { return .failure(.init(message: "missing a gesture after '--'")) }
        return .success(CompareCommand(profiles: profiles, settings: settings, gesture: gesture, format: format))
    }

    /// Runs `sheetlab compare ARGUMENTS`: the text for stdout, the text for stderr, the exit status.
    public static func main(arguments: [String]) -> (output: String, error: String, status: Int32) {
        let command: CompareCommand
        switch parse(arguments) {
        case .success(let value): command = value
        case .failure(let problem): return ("", "sheetlab: error: \(problem.message)\n" + usage, 2)
        }
        do throws(ScriptError) {
            // A fresh world's environment: the defaults of docs/commands.md.
            let plan = try ComparePlan.make(command, environment: World().environment)
            return (CompareRendering.render(plan.run(), plan: plan, format: command.format), "", 0)
        } catch {
            return ("", "sheetlab: error: \(error.reason.message)\n", 2)
        }
    }
}
