import SheetLabScript

/// The verdict on one scenario file and what to say about it.
public struct FileOutcome: Sendable, Equatable {
    /// How a file came out.
    public enum Verdict: Sendable, Equatable {
        /// Every command printed its expected lines and no `expect` failed.
        case passed
        /// A transcript did not match, or an `expect` failed.
        case failed
        /// `--update` rewrote the file's expected lines (the run still counts it as failed).
        case updated
        /// The file could not be read, parsed, run to its end or rewritten.
        case error
    }

    /// The path as the user gave it or as found under a folder.
    public var path: String
    /// The verdict.
    public var verdict: Verdict
    /// One line saying why it did not pass, for JUnit's `message`; empty when it passed.
    public var summary: String
    /// The failure text: diagnostics, the rendered error, notes and the diff, each line ending
    /// in `"\n"`; empty when it passed.
    public var details: String

    /// Creates an outcome.
    public init(path: String, verdict: Verdict, summary: String = "", details: String = "") {
        self.path = path
        self.verdict = verdict
        self.summary = summary
        self.details = details
    }

    /// The file's exit status: 0 passed, 1 failed or updated, 2 error (`commands.md`, "Exit status").
    public var exitStatus: Int32 {
        switch verdict {
        case .passed: 0
        case .failed, .updated: 1
        case .error: 2
        }
    }

    /// Whether it counts as passed in `N passed, N failed`.
    public var passed: Bool { verdict == .passed }
}

extension TestRunner {
    /// What replaying one file means, before anything is written.
    struct Evaluation: Sendable, Equatable {
        /// The verdict, `updated` only once the rewrite succeeded.
        var outcome: FileOutcome
        /// The file's new text when `--update` should rewrite it.
        var rewrite: String?
    }

    /// Judges one file's bytes: parses the transcript, replays it and compares (pure, apart
    /// from what `replay` does).
    ///
    /// With `update`, a file that ran to its end without a failed `expect` and whose output
    /// differs gets a `rewrite`; the diff is still reported, as the rewrite's record.
    static func evaluate(path: String, bytes: [UInt8], update: Bool, replay: Replay) -> Evaluation {
        let origin = SourceOrigin.file(path)
        let transcript: Transcript
        do {
            switch try ScriptFile.parse(bytes: bytes) {
            case .transcript(let parsed): transcript = parsed
            case .commands(let lines):
                guard let first = lines.first else {
                    return Evaluation(outcome: FileOutcome(path: path, verdict: .passed))
                }
                let message =
                    "\(path):\(first.start.line):\(first.start.column): error: not a transcript: "
                    + "command lines of a scenario file start with '> '"
                return .error(message, path: path)
            }
        } catch {
            return .error(error.rendered(origin: origin), path: path)
        }

        let result = replay(path, bytes)
        var outputs = result.outputs
        if result.error == nil && outputs.count < transcript.entries.count {
            outputs += Array(repeating: "", count: transcript.entries.count - outputs.count)
        }
        let diff = transcript.diff(outputs: outputs, path: path)
        var details = result.diagnostics.isEmpty ? "" : result.diagnostics.endingInNewline()
        var summary = ""
        var verdict = FileOutcome.Verdict.passed
        var rewrite: String?
        if let error = result.error {
            let message = error.rendered(origin: result.errorOrigin ?? origin)
            details += message + "\n"
            summary = message
            verdict = .error
        } else if result.expectationFailed {
            summary = "an expectation failed"
            verdict = .failed
        } else if !diff.isEmpty {
            summary = "output differs from the transcript"
            verdict = .failed
            if update { rewrite = transcript.updated(outputs: outputs) }
        }
        if update && !diff.isEmpty && rewrite == nil {
            let reason = verdict == .error ? "the replay stopped at an error" : "an expectation failed"
            details += "\(path): not updated: \(reason)\n"
        }
        details += diff
        return Evaluation(
            outcome: FileOutcome(path: path, verdict: verdict, summary: summary, details: details), rewrite: rewrite)
    }
}

extension TestRunner.Evaluation {
    /// A file that could not be judged: `message` is its whole failure text.
    static func error(_ message: String, path: String) -> Self {
        Self(outcome: FileOutcome(path: path, verdict: .error, summary: message, details: message + "\n"))
    }
}
