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
        /// A file marked `# sheetlab: xfail REASON` failed, as it says it will.
        case expectedFailure(reason: String)
        /// A file marked `# sheetlab: xfail REASON` passed: a failure, the mark is out of date.
        case unexpectedPass(reason: String)
        /// A file marked `# sheetlab: empty REASON` has no commands, on purpose.
        case skipped(reason: String)
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
    /// The unified diff at the end of `details`, kept apart so that it can be coloured.
    public var diff: String
    /// The 1-based line of the file the failure points at: the error's, the command of the first
    /// failed `expect`, or the first command whose output differs; nil when none applies.
    public var line: Int?
    /// Seconds spent reading, replaying and judging the file (JUnit's `time`); the only figure
    /// of a report that differs between runs.
    public var seconds: Double

    /// Creates an outcome.
    public init(
        path: String, verdict: Verdict, summary: String = "", details: String = "", diff: String = "",
        line: Int? = nil, seconds: Double = 0
    ) {
        self.line = line
        self.path = path
        self.verdict = verdict
        self.summary = summary
        self.details = details
        self.diff = diff
        self.seconds = seconds
    }

    /// The file's exit status: 0 passed, expected failure or skipped; 1 failed, updated or an
    /// unexpected pass; 2 error (`docs/commands.md`, "Exit status").
    public var exitStatus: Int32 {
        switch verdict {
        case .passed, .expectedFailure, .skipped: 0
        case .failed, .updated, .unexpectedPass: 1
        case .error: 2
        }
    }

    /// Whether it counts as passed in `N passed, N failed`.
    public var passed: Bool { verdict == .passed }

    /// Whether the run may still succeed: passed, an expected failure or skipped.
    public var isSuccess: Bool { exitStatus == 0 }
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
    /// differs gets a `rewrite`; the diff is still reported, as the rewrite's record. A file
    /// marked xfail gets none: rewritten, it would pass, so it is reported XPASS instead.
    static func evaluate(path: String, bytes: [UInt8], update: Bool, replay: Replay) -> Evaluation {
        let origin = SourceOrigin.file(path)
        let shown = VisibleText.escaped(path)
        let transcript: Transcript
        let directives: [ScenarioDirective]
        do throws(ScriptError) {
            let script = try ScriptFile.parse(bytes: bytes)
            directives = try ScenarioDirective.directives(in: String(decoding: bytes, as: UTF8.self))
            let emptyReason = ScenarioDirective.emptyReason(in: directives)
            switch script {
            case .transcript(let parsed):
                if emptyReason != nil {
                    let message = "\(shown): error: '# sheetlab: empty' on a scenario that has commands"
                    return .error(message, path: path)
                }
                transcript = parsed
            case .commands(let lines):
                guard let first = lines.first else {
                    if let emptyReason {
                        return Evaluation(outcome: FileOutcome(path: path, verdict: .skipped(reason: emptyReason)))
                    }
                    throw ScriptError(.emptyScenario, at: nil)
                }
                let message =
                    "\(shown):\(first.start.line):\(first.start.column): error: not a transcript: "
                    + "command lines of a scenario file start with '> '"
                return .error(message, path: path)
            }
        } catch {
            return .error(error.rendered(origin: origin), path: path, line: error.location?.line)
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
        let line = failureLine(of: result, in: transcript)
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
            if update {
                // The reader skips a leading byte order mark; the rewrite keeps it, byte for byte.
                let mark = bytes.starts(with: SourceText.byteOrderMark) ? "\u{FEFF}" : ""
                rewrite = mark + transcript.updated(outputs: outputs)
            }
        }
        let expectedFailureReason = ScenarioDirective.expectedFailureReason(in: directives)
        if rewrite != nil, let reason = expectedFailureReason {
            // Its expects hold, so only the transcript fails; rewritten, the file would pass, and a
            // file marked xfail that passes is a failure (XPASS). The mark is what is out of date.
            rewrite = nil
            verdict = .unexpectedPass(reason: reason)
            summary = "expected to fail (\(reason)), but passes once its output is recorded"
            details += "\(shown): not updated: \(summary); remove the xfail line if the behaviour is gone\n"
        } else if update && !diff.isEmpty && rewrite == nil {
            let reason = verdict == .error ? "the replay stopped at an error" : "an expectation failed"
            details += "\(shown): not updated: \(reason)\n"
        }
        if let reason = expectedFailureReason, rewrite == nil {
            switch verdict {
            case .failed: verdict = .expectedFailure(reason: reason)
            case .passed:
                verdict = .unexpectedPass(reason: reason)
                summary = "expected to fail (\(reason)), but passed"
                details += "\(shown): \(summary)\n"
            default: break
            }
        }
        details += diff
        return Evaluation(
            outcome: FileOutcome(
                path: path, verdict: verdict, summary: summary, details: details, diff: diff,
                line: verdict == .passed ? nil : line),
            rewrite: rewrite)
    }

    /// The line a failure points at: an error raised in the file itself, else the command of the
    /// first failed `expect`, else the first command whose output differs.
    static func failureLine(of result: FileReplay, in transcript: Transcript) -> Int? {
        if let error = result.error {
            return result.errorOrigin == nil ? error.location?.line : nil
        }
        if let index = result.failedExpectation, transcript.entries.indices.contains(index) {
            return transcript.entries[index].command.start.line
        }
        var outputs = result.outputs
        outputs += Array(repeating: "", count: max(0, transcript.entries.count - outputs.count))
        return transcript.mismatchedEntries(outputs: outputs).first.map { transcript.entries[$0].command.start.line }
    }
}

extension TestRunner.Evaluation {
    /// A file that could not be judged: `message` is its whole failure text.
    static func error(_ message: String, path: String, line: Int? = nil) -> Self {
        Self(outcome: FileOutcome(path: path, verdict: .error, summary: message, details: message + "\n", line: line))
    }
}
