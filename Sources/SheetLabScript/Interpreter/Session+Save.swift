import SheetLabCore

/// One command the session ran at the top level, as `save` writes it back.
struct SavedCommand: Sendable {
    /// How the command ended.
    enum Ending: Sendable {
        /// It ran; its output is the transcript's expected lines.
        case ran
        /// An `expect` failed: written as a comment, so the transcript passes.
        case expectationFailed(diagnostics: String)
        /// An error: written as a comment, and when the clock moved before it stopped (a
        /// `settle` out of time) as the `step` it took, so the world replays the same.
        case failed(message: String, elapsed: Int64, logged: Bool)
    }

    var text: String
    var output: String
    var ending: Ending
}

extension Session {
    /// Notes one top-level command for `save`, when the session keeps its transcript.
    mutating func noteForSave(_ line: LogicalLine, result: CommandResult, clockBefore: Int64, logBefore: Int) {
        guard keepsTranscript, sourceDepth == 0, !result.quits else { return }
        if let error = result.error {
            savedCommands.append(
                SavedCommand(
                    text: line.text, output: result.output,
                    ending: .failed(
                        message: error.reason.message, elapsed: world.now - clockBefore,
                        logged: loggedCount != logBefore)))
        } else if result.expectationFailed {
            savedCommands.append(
                SavedCommand(
                    text: line.text, output: result.output, ending: .expectationFailed(diagnostics: result.diagnostics))
            )
        } else if !Self.isSave(line) {
            savedCommands.append(SavedCommand(text: line.text, output: result.output, ending: .ran))
        }
    }

    /// Whether `line` is a `save` command (not itself saved).
    static func isSave(_ line: LogicalLine) -> Bool {
        line.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "save"
    }

    /// The session so far as a scenario transcript that `sheetlab test` passes: each command
    /// with its recorded output; a failed `expect` and an error as comments (an error that
    /// moved the clock as the `step` it took).
    public var savedTranscript: String {
        var text = "# a sheetlab session, written by 'save'; 'sheetlab test FILE' replays it\n"
        if savedCommands.isEmpty { text += "# sheetlab: empty nothing was run before 'save'\n" }
        for command in savedCommands {
            switch command.ending {
            case .ran:
                text += "> \(command.text)\n" + Self.expectedLines(command.output)
            case .expectationFailed(let diagnostics):
                text += "# '\(command.text)' failed when saved and is left out: "
                text += Self.firstLine(diagnostics) + "\n"
            case .failed(let message, let elapsed, let logged):
                text += "# '\(command.text)' stopped with an error when saved: \(message)\n"
                if elapsed > 0 {
                    text += "# the clock had moved; the same time passes here:\n"
                    text += "> step \(DurationLiteral.ticks(elapsed))\n" + Self.expectedLines(command.output)
                } else if logged {
                    text += "# it had changed the world before it stopped: this transcript may not replay\n"
                }
            }
        }
        return text
    }

    /// Output lines as a transcript writes them (`Transcript.escape` per line).
    static func expectedLines(_ output: String) -> String {
        Transcript.outputLines(of: output).map { Transcript.escape($0) + "\n" }.joined()
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    /// `save FILE`: writes `savedTranscript` to FILE, atomically.
    mutating func save(to file: String, into result: inout CommandResult) throws {
        guard keepsTranscript else {
            throw ScriptError(.runtime("'save' works in the shell, -c and run, not in a replayed scenario"), at: nil)
        }
        try files.write(savedTranscript, to: resolve(file))
        let count = savedCommands.count { if case .ran = $0.ending { true } else { false } }
        result.acknowledgement = "saved \(count) command\(count == 1 ? "" : "s") to '\(file)'\n"
    }
}
