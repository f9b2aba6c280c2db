import SheetLabScript

/// Runs scripts in a session and writes what they print: stdout for results, stderr for errors.
public enum ScriptRunner {
    /// What a run asks for beyond its lines.
    public struct Options: Sendable {
        /// Print each command as `> command` before its output (`run --echo`).
        public var echo = false
        /// Go on after a failed `expect` or an error (`run --keep-going`): every problem of a
        /// file is reported in one run.
        public var keepGoing = false

        public init(echo: Bool = false, keepGoing: Bool = false) {
            self.echo = echo
            self.keepGoing = keepGoing
        }
    }

    /// Runs the commands of a script file's bytes (a transcript or a plain command list).
    ///
    /// Returns the exit status: 0, 1 when an `expect` failed, 2 on an error. An error stops the
    /// run unless `keepGoing`; an error in the file as a whole (bytes that are not UTF-8, a first
    /// line that is no command) always does.
    public static func run(
        bytes: [UInt8], origin: SourceOrigin, in session: inout Session, options: Options = Options()
    ) -> (status: Int32, quit: Bool) {
        let script: ScriptFile
        do {
            script = try ScriptFile.parse(bytes: bytes)
        } catch {
            Output.standardError.write(error.rendered(origin: origin) + "\n")
            return (2, false)
        }
        if case .file(let path) = origin, let first = script.commands.first,
            let refusal = session.notAScript(first, path: path)
        {
            Output.standardError.write(refusal.rendered(origin: origin) + "\n")
            return (2, false)
        }
        return run(lines: script.commands, origin: origin, in: &session, options: options)
    }

    /// Runs logical lines one after another; the first error or failed `expect` stops them
    /// unless `keepGoing`, and a failed stdout always does.
    public static func run(
        lines: [LogicalLine], origin: SourceOrigin, in session: inout Session, options: Options = Options()
    ) -> (status: Int32, quit: Bool) {
        var status: Int32 = 0
        for line in lines {
            if options.echo { Output.standardOutput.write("> \(line.text)\n") }
            let result = session.execute(line)
            write(result, origin: origin)
            if Output.standardOutputFailure != nil { return (2, false) }
            if result.error != nil || result.expectationFailed {
                status = max(status, result.error != nil ? 2 : 1)
                if !options.keepGoing { return (status, false) }
            }
            if result.quits { return (status, true) }
        }
        return (status, false)
    }

    /// Ends a script's session (`Session.finish`): a recording still running is closed and put
    /// in place; returns `status`, or 2 with the error on stderr when that failed.
    public static func finish(_ session: inout Session, origin: SourceOrigin, status: Int32) -> Int32 {
        guard let error = session.finish() else { return status }
        Output.standardError.write(error.rendered(origin: origin) + "\n")
        return 2
    }

    /// `--save FILE`: writes the session's transcript to `path` (nothing when nil; stdout for
    /// `-`); returns `status`, or 2 when it cannot be written, with the error on stderr.
    public static func save(_ session: Session, to path: String?, status: Int32) -> Int32 {
        if path == Session.standardOutputName, session.transcriptUnavailableReason == nil {
            Output.standardOutput.write(session.savedTranscript)
            return status
        }
        guard let path, let failure = saveFailure(session, to: path) else { return status }
        Output.standardError.write(failure)
        return max(status, 2)
    }

    /// Writes the session's transcript to `path`; the error line when that fails, else nil.
    public static func saveFailure(_ session: Session, to path: String) -> String? {
        if let reason = session.transcriptUnavailableReason { return "sheetlab: error: --save: \(reason)\n" }
        do {
            try AtomicFile.write(session.savedTranscript, to: path)
            return nil
        } catch {
            return "sheetlab: error: --save: \(error)\n"
        }
    }

    /// Writes a command's output to stdout and its diagnostics and error to stderr.
    public static func write(_ result: CommandResult, origin: SourceOrigin) {
        if !result.output.isEmpty { Output.standardOutput.write(result.output) }
        if !result.diagnostics.isEmpty { Output.standardError.write(result.diagnostics) }
        if let error = result.error {
            Output.standardError.write(error.rendered(origin: result.errorOrigin ?? origin) + "\n")
        }
    }

    /// The interactive shell's evaluation of one line: errors print as `error: message`.
    public static func evaluate(_ text: String, in session: inout Session) -> Evaluation {
        evaluation(of: session.execute(LogicalLine(text)))
    }

    /// What the interactive shell prints for a command's result.
    public static func evaluation(of result: CommandResult) -> Evaluation {
        var evaluation = Evaluation(output: result.output, diagnostics: result.diagnostics, quits: result.quits)
        evaluation.acknowledgement = result.acknowledgement
        evaluation.pages = result.documents
        if let error = result.error {
            // An error inside a sourced file names that file and line before the message.
            if let name = result.errorOrigin?.displayName, let location = error.location {
                evaluation.errorMessage = "\(name):\(location.line):\(location.column): \(error.description)"
            } else {
                evaluation.errorMessage = error.description
            }
        }
        return evaluation
    }
}
