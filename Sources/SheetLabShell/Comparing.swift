import SheetLabCore
import SheetLabScript

/// `sheetlab compare PROFILE... [PARAM=VALUE...] [--format text|csv|json] -- GESTURE`: the
/// `compare` command of the language in a fresh world's environment, its text on stdout.
public enum Comparing {
    /// The usage line.
    public static var usage: String { "usage: " + Invocation.usage(of: .compare) + "\n" }

    /// Reads the arguments after `compare`: profiles and settings, `--format`, then after `--`
    /// the gesture.
    public static func parse(_ arguments: [String]) -> Result<CompareCommand, Sweeping.UsageError> {
        var profiles: [CompareCommand.Word] = []
        var settings: [CompareCommand.Word] = []
        var format: CompareFormat?
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            if argument == "-q" { continue }
            if argument == "--format" || argument.hasPrefix("--format=") {
                guard format == nil else { return .failure(.init(message: "option '--format' given twice")) }
                var text: String
                if argument == "--format" {
                    guard index < arguments.count else {
                        return .failure(.init(message: "missing a value after '--format'"))
                    }
                    text = arguments[index]
                    index += 1
                } else {
                    text = String(argument.dropFirst("--format=".count))
                }
                guard let value = CompareFormat(rawValue: text) else {
                    return .failure(.init(message: "'--format' is text, csv or json, not '\(text)'"))
                }
                format = value
            } else if argument.hasPrefix("-") {
                let hint = Suggestion.nearest(to: argument, in: ["--format", "--"]).map { "; did you mean '\($0)'?" }
                return .failure(.init(message: "unknown option '\(argument)' for 'compare'\(hint ?? "")"))
            } else if argument.contains("=") {
                settings.append(CompareCommand.Word(argument))
            } else if settings.isEmpty {
                profiles.append(CompareCommand.Word(argument))
            } else {
                return .failure(.init(message: "profile '\(argument)' after the settings: list the profiles first"))
            }
        }
        guard !profiles.isEmpty else { return .failure(.init(message: "missing PROFILE")) }
        guard index < arguments.count else { return .failure(.init(message: "missing '-- GESTURE'")) }
        let gesture = arguments[(index + 1)...].map { CompareCommand.Word($0) }
        guard !gesture.isEmpty else { return .failure(.init(message: "missing a gesture after '--'")) }
        return .success(
            CompareCommand(profiles: profiles, settings: settings, gesture: gesture, format: format ?? .text))
    }

    /// Runs `sheetlab compare ARGUMENTS`: the text for stdout, the text for stderr, the exit status.
    public static func main(arguments: [String]) -> (output: String, error: String, status: Int32) {
        let command: CompareCommand
        switch parse(arguments) {
        case .success(let value): command = value
        case .failure(let problem): return ("", "sheetlab: error: \(problem.message)\n" + usage, 2)
        }
        do throws(ScriptError) {
            // A fresh world's environment: the defaults of commands.md.
            let plan = try ComparePlan.make(command, environment: World().environment)
            return (CompareRendering.render(plan.run(), plan: plan, format: command.format), "", 0)
        } catch {
            return ("", "sheetlab: error: \(error.reason.message)\n", 2)
        }
    }
}
