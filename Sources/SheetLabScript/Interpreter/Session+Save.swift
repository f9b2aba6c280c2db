import SheetLabCore

/// How a command the session ran at the top level ended, for the line `save` writes.
enum SavedEnding: Sendable {
    /// It ran; its output is the transcript's expected lines.
    case ran
    /// An `expect` failed: written as a comment, so the transcript passes.
    case expectationFailed(diagnostics: String)
    /// An error: written as a comment, and when the clock moved before it stopped (a `settle`
    /// out of time) as the `step` it took, so the world replays the same.
    case failed(message: String, elapsed: Int64, logged: Bool)
}

extension Session {
    /// The first line of every saved transcript.
    static let transcriptHeading = "# a sheetlab session, written by 'save'; 'sheetlab test FILE' replays it\n"

    /// Notes one top-level command for `save`, when the session keeps its transcript: its
    /// lines are written into `savedText` at once.
    ///
    /// When the transcript would pass `transcriptLimit` bytes, everything kept is dropped and
    /// nothing more is noted: `save` then reports where the session passed the limit.
    mutating func noteForSave(_ line: LogicalLine, result: CommandResult, clockBefore: Int64, logBefore: Int) {
        guard keepsTranscript, sourceDepth == 0, !result.quits else { return }
        topLevelCommandCount += 1
        guard transcriptDroppedAtCommand == nil else { return }
        if Self.documents(line) {
            streamedForSave = ""
            return
        }
        let ending: SavedEnding
        if let error = result.error {
            ending = .failed(
                message: error.reason.message, elapsed: world.now - clockBefore, logged: loggedCount != logBefore)
        } else if result.expectationFailed {
            ending = .expectationFailed(diagnostics: result.diagnostics)
        } else if !Self.isSave(line) {
            ending = .ran
        } else {
            return
        }
        guard let streamed = streamedForSave else {
            dropTranscript(streamedTooMuch: true)
            return
        }
        let lines = Self.transcriptLines(command: line.text, output: streamed + result.output, ending: ending)
        streamedForSave = ""
        guard Self.transcriptHeading.utf8.count + savedText.utf8.count + lines.utf8.count <= transcriptLimit else {
            dropTranscript(streamedTooMuch: false)
            return
        }
        savedText += lines
        if case .ran = ending { savedCommandCount += 1 }
    }

    /// Forgets everything kept for `save` from the current top-level command on.
    private mutating func dropTranscript(streamedTooMuch: Bool) {
        transcriptDroppedAtCommand = topLevelCommandCount
        transcriptDroppedForStreaming = streamedTooMuch
        savedText = ""
        savedCommandCount = 0
    }

    /// Why `save` cannot write this session, or nil when it can: the session passed
    /// `transcriptLimit`, or one command streamed more than `streamedTranscriptLimit`, and what it
    /// kept was dropped.
    public var transcriptUnavailableReason: String? {
        guard let command = transcriptDroppedAtCommand else { return nil }
        if transcriptDroppedForStreaming {
            return "'save' keeps at most \(Self.byteCountText(streamedTranscriptLimit)) of what one command "
                + "streams, and this session's command \(command) streamed more (record to a file instead): "
                + "nothing is kept to save"
        }
        return "'save' writes at most \(Self.byteCountText(transcriptLimit)), the most 'sheetlab test' reads, "
            + "and this session passed that at its command \(command): nothing is kept to save"
    }

    /// Whether `line` documents sheetlab rather than tests it, so `save` leaves it out: `help`,
    /// whose text changes with every wording and says nothing of the model. `graph` and `paths`
    /// are kept: they print the model's own rules, a change a test should catch.
    static func documents(_ line: LogicalLine) -> Bool {
        line.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "help"
    }

    /// Whether `line` is a `save` command (not itself saved).
    static func isSave(_ line: LogicalLine) -> Bool {
        line.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "save"
    }

    /// The session so far as a scenario transcript that `sheetlab test` passes: each command
    /// with its recorded output; a failed `expect` and an error as comments (an error that
    /// moved the clock as the `step` it took).
    public var savedTranscript: String {
        if savedText.isEmpty { return Self.transcriptHeading + "# sheetlab: empty nothing was run before 'save'\n" }
        return Self.transcriptHeading + savedText
    }

    /// One command's lines in a saved transcript.
    static func transcriptLines(command: String, output: String, ending: SavedEnding) -> String {
        switch ending {
        case .ran:
            return "> \(command)\n" + expectedLines(output)
        case .expectationFailed(let diagnostics):
            return "# '\(command)' failed when saved and is left out: " + firstLine(diagnostics) + "\n"
        case .failed(let message, let elapsed, let logged):
            var text = "# '\(command)' stopped with an error when saved: \(message)\n"
            if elapsed > 0 {
                text += "# the clock had moved; the same time passes here:\n"
                text += "> step \(DurationLiteral.ticks(elapsed))\n" + expectedLines(output)
            } else if logged {
                text += "# it had changed the world before it stopped: this transcript may not replay\n"
            }
            return text
        }
    }

    /// Output lines as a transcript writes them (`Transcript.escape` per line).
    static func expectedLines(_ output: String) -> String {
        Transcript.outputLines(of: output).map { Transcript.escape($0) + "\n" }.joined()
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    /// `save FILE`: writes `savedTranscript` to FILE, atomically; `save -` makes it the output.
    mutating func save(to file: String, into result: inout CommandResult) throws {
        guard keepsTranscript else {
            throw ScriptError(.runtime("'save' works in the shell, -c and run, not in a replayed scenario"), at: nil)
        }
        if let reason = transcriptUnavailableReason { throw ScriptError(.runtime(reason), at: nil) }
        guard file != Self.standardOutputName else {
            result.output += savedTranscript
            return
        }
        try files.write(savedTranscript, to: resolve(file))
        let count = savedCommandCount
        result.acknowledgement = "saved \(count) command\(count == 1 ? "" : "s") to '\(VisibleText.escaped(file))'\n"
    }
}
