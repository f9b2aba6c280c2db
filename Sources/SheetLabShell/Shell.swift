/// The read-evaluate-print loop: reads lines, hands them to an evaluator, prints its results.
///
/// When standard input is a terminal it reads through `LineEditor` (prompt, editing, completion,
/// history); otherwise through `PlainLineReader` with no prompt, banner or history. Errors print as
/// `error: message` and never end the loop; only `Evaluation.quits` or end of input does.
public struct Shell {
    /// The history file, or nil for none; only interactive sessions read and write it.
    public var historyPath: String?
    /// Whether `error:` is coloured.
    public var colors: Bool
    /// Printed once before the first prompt of an interactive session.
    public var banner: String?
    /// The prompt for a new line.
    public var prompt = "sheetlab> "
    /// The prompt after a line ending in `\`.
    public var continuationPrompt = "...> "

    /// Creates a shell whose history file follows `HistoryLocation` for `environment`.
    public init(environment: EnvironmentVariables = .current(), colors: Bool = false, banner: String? = nil) {
        self.historyPath = HistoryLocation.path(environment: environment)
        self.colors = colors
        self.banner = banner
    }

    /// Runs the loop until `quit` or end of input, reading the terminal if there is one;
    /// returns the exit status, 0.
    public func run(
        evaluate: (String) -> Evaluation, complete: @escaping LineEditor.Completer
    ) -> Int32 {
        guard Terminal.isInteractive else {
            var reader = PlainLineReader()
            return loop(over: &reader, evaluate: evaluate)
        }
        let editor = LineEditor(
            prompt: prompt, continuationPrompt: continuationPrompt, complete: complete)
        if let banner { editor.terminal.write(banner.endingInNewline()) }
        if let historyPath {
            do { try editor.attachHistory(historyPath) } catch { report(error) }
        }
        var source = editor
        return loop(
            over: &source, evaluate: evaluate, acknowledge: { editor.terminal.write($0) },
            afterRead: { for failure in editor.takeHistoryFailures() { report(failure) } })
    }

    /// Runs a shell with default settings for the current environment (see `run`).
    public static func runInteractive(
        colors: Bool = false, banner: String? = nil,
        evaluate: (String) -> Evaluation, complete: @escaping LineEditor.Completer
    ) -> Int32 {
        Shell(colors: colors, banner: banner).run(evaluate: evaluate, complete: complete)
    }

    /// Reads, evaluates and prints until `quits` or end of input; blank lines are skipped.
    /// `acknowledge` writes what a quiet command did (interactive only); `afterRead` runs after
    /// each line is read (the editor's history failures print there).
    func loop(
        over source: inout some LineSource, evaluate: (String) -> Evaluation, acknowledge: (String) -> Void = { _ in },
        afterRead: () -> Void = {}
    ) -> Int32 {
        while let line = source.nextLine() {
            afterRead()
            guard !line.trimmingBlanks().isEmpty else { continue }
            let evaluation = evaluate(line)
            if evaluation.pages {
                Pager.write(evaluation.output.endingInNewline())
            } else if !evaluation.output.isEmpty {
                Output.standardOutput.write(evaluation.output.endingInNewline())
            }
            if !evaluation.diagnostics.isEmpty {
                Output.standardError.write(evaluation.diagnostics.endingInNewline())
            }
            if let message = evaluation.errorMessage {
                reportError(message)
            } else if !evaluation.acknowledgement.isEmpty {
                acknowledge(evaluation.acknowledgement)
            }
            if evaluation.quits || Output.standardOutputFailure != nil { break }
        }
        return 0
    }

    /// Prints a shell-layer failure as an error line.
    private func report(_ error: ShellError) {
        reportError(error.description)
    }

    /// Prints `error: message` to stderr, `error:` in bold red when colouring.
    private func reportError(_ message: String) {
        let label = colors ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        Output.standardError.write("\(label) \(message)".endingInNewline())
    }
}

extension String {
    /// The string with a newline added unless it already ends in one.
    func endingInNewline() -> String {
        hasSuffix("\n") ? self : self + "\n"
    }
}
