import SheetLabCore
import SheetLabScript

/// The executable's modes: what `sheetlab` does for each parsed command line.
public enum Program {
    /// Runs the mode the raw `argv` bytes (without the program name) ask for, after the process
    /// set-up every mode shares; returns the exit status.
    ///
    /// The descriptors open at startup are noted first, as the only ones a writer may be given
    /// by name (`InheritedDescriptors`). Termination signals clean up temporary files first
    /// (`TerminationSignals`); SIGPIPE is ignored, so a closed stdout is a write error like any
    /// other. A failed write to stdout, in any mode, ends with `sheetlab: error: cannot write
    /// '<stdout>': REASON` on stderr and exit status 2. A `-c` command that is not UTF-8 is
    /// reported as such; any other word is carried as `FilePath` carries it, so that a path is
    /// opened byte for byte as given.
    public static func main(argumentBytes: [[UInt8]]) -> Int32 {
        InheritedDescriptors.record()
        signal(SIGPIPE, SIG_IGN)
        var arguments: [String] = []
        for (index, bytes) in argumentBytes.enumerated() {
            if index > 0, argumentBytes[index - 1] == Array("-c".utf8), String(validating: bytes, as: UTF8.self) == nil
            {
                let command = argumentBytes[..<index].count { $0 == Array("-c".utf8) }
                do {
                    _ = try SourceText.decode(bytes)
                } catch {
                    let location = error.location ?? SourceLocation(line: 1, column: 1)
                    let placed = ScriptError(error.reason, at: SourceLocation(line: command, column: location.column))
                    Output.standardError.write(placed.rendered(origin: .commandLine) + "\n")
                    return 2
                }
            }
            arguments.append(FilePath(bytes: bytes).text)
        }
        let status = main(arguments: arguments)
        if let failure = Output.standardOutputFailure {
            Output.standardError.write("sheetlab: error: \(failure)\n")
            return 2
        }
        return status
    }

    /// Runs the mode `arguments` (argv without the program name) ask for; returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            Output.standardError.write(error.rendered)
            return 2
        }
        // The line editor handles Ctrl-C itself (it drops the line), so an interactive session
        // leaves SIGINT to it.
        let editsLines = invocation.interactive || (invocation.mode == .shell && Terminal.isInteractive)
        // Help may run a pager, which takes Ctrl-C for itself; there is nothing to clean up.
        var showsHelp = false
        if case .help = invocation.mode { showsHelp = true }
        TerminationSignals.install(interrupt: !editsLines && !showsHelp)
        let environment = EnvironmentVariables.current()
        let colors = invocation.color.isEnabled(outputIsTerminal: Terminal.isTerminal(1), environment: environment)
        let save = invocation.save
        switch invocation.mode {
        case .shell:
            var session = newSession(origin: .shell)
            session.sweepWorkers = TestRunner.processorCount
            return shellOrBatch(&session, quiet: invocation.quiet, colors: colors, save: save)
        case .commands(let commands):
            var session = newSession(origin: .commandLine)
            session.sweepWorkers = TestRunner.processorCount
            session.display = batchDisplay(colors: colors)
            let lines = commands.enumerated().map { LogicalLine($1, at: SourceLocation(line: $0 + 1, column: 1)) }
            var (status, quit) = ScriptRunner.run(lines: lines, origin: .commandLine, in: &session)
            // `--save -` prints the transcript once, when the shell that follows ends.
            let goesOn = invocation.interactive && !quit
            if !goesOn || save != Session.standardOutputName {
                status = ScriptRunner.save(session, to: save, status: status)
            }
            guard goesOn else {
                return ScriptRunner.finish(&session, origin: .commandLine, status: status)
            }
            return interactive(&session, quiet: invocation.quiet, colors: colors, save: save)
        case .run(let options):
            return run(
                options, interactive: invocation.interactive, quiet: invocation.quiet, colors: colors, save: save)
        case .test(let options):
            let replay = options.safe ? TestRunner.confinedReplay : TestRunner.localReplay
            return TestRunner(options: options, colors: colors, replay: replay).run()
        case .explore(let options):
            return Exploration.run(options)
        case .sweep(let arguments):
            return emit(Sweeping.main(arguments: arguments, color: invocation.color))
        case .audit(let arguments):
            return emit(Auditing.main(arguments: arguments))
        case .compare(let arguments):
            return emit(Comparing.main(arguments: arguments))
        case .bench(let arguments):
            return emit(Benchmarks.main(arguments: arguments))
        case .graph(let kind, let format):
            Output.standardOutput.write(Session.graph(of: kind, format: format))
            return 0
        case .paths(let kind, let parameters):
            do {
                Output.standardOutput.write(try Session.pathsText(of: kind, parameters: parameters))
                return 0
            } catch {
                let message = (error as? ScriptError)?.reason.message ?? "\(error)"
                Output.standardError.write("sheetlab: error: \(message)\n")
                return 2
            }
        case .check(let files):
            return emit(DesignChecking.run(files))
        case .designs(let arguments):
            return emit(DesignChecking.main(arguments: arguments))
        case .completions(let shell):
            guard let script = CompletionScript.script(for: shell, vocabulary: Session.coreVocabulary) else {
                Output.standardError.write("sheetlab: error: no completion script for '\(shell)'\n")
                return 2
            }
            Output.standardOutput.write(script)
            return 0
        case .help(let topic):
            Pager.write(Invocation.helpText(for: topic))
            return 0
        case .version:
            Output.standardOutput.write("sheetlab \(SheetLabCore.version)\n")
            return 0
        }
    }

    /// The banner of the interactive shell.
    static let banner = "sheetlab \(SheetLabCore.version): dismiss gestures, frame by frame. 'help' lists commands."

    /// A session of the executable: real files (or `files`), its commands kept for `save`, its
    /// output streamed to standard output while a command runs.
    static func newSession(origin: SourceOrigin, files: any FileAccess = LocalFiles()) -> Session {
        var session = Session(origin: origin, files: files)
        session.keepsTranscript = true
        session.outputSink = StandardOutputSink()
        return session
    }

    /// The shell on a terminal; otherwise stdin as a batch (no prompt, no history, no banner).
    static func shellOrBatch(_ session: inout Session, quiet: Bool, colors: Bool, save: String?) -> Int32 {
        if Terminal.isInteractive { return interactive(&session, quiet: quiet, colors: colors, save: save) }
        var batch = newSession(origin: .standardInput)
        batch.sweepWorkers = TestRunner.processorCount
        batch.display = batchDisplay(colors: colors)
        var status = batchFromStandardInput(&batch)
        status = ScriptRunner.save(batch, to: save, status: status)
        return ScriptRunner.finish(&batch, origin: .standardInput, status: status)
    }

    /// Runs standard input as a batch, each command as soon as its line is in (like sqlite3):
    /// `(echo new screen p; sleep 3; echo inspect p) | sheetlab` prints the first output at once.
    ///
    /// Memory stays bounded however long the input: lines are read one at a time, each at most
    /// `SourceText.maximumLineLength` bytes (a longer one is an error before it is read whole),
    /// and the transcript kept for `save` stops at `Session.transcriptLimit`.
    /// Stops at the first error, at a failed `expect`, at `quit`, or when stdout fails.
    static func batchFromStandardInput(_ session: inout Session) -> Int32 {
        var input = LineInput(fileDescriptor: STDIN_FILENO, limit: SourceText.maximumLineLength)
        var stream = ScriptStream()
        while Output.standardOutputFailure == nil {
            let physical: ArraySlice<UInt8>?
            do {
                physical = try input.nextLine()
            } catch .lineTooLong(let line) {
                let error = ScriptError(
                    .lineLongerThanLimit(limit: SourceText.maximumLineLength),
                    at: SourceLocation(line: line, column: SourceText.maximumLineLength + 1))
                Output.standardError.write(error.rendered(origin: .standardInput) + "\n")
                return 2
            } catch {
                Output.standardError.write("sheetlab: error: cannot read standard input: \(error.reason)\n")
                return 2
            }
            do {
                guard let physical else {
                    try stream.finish()
                    return 0
                }
                guard let line = try stream.take(physical) else { continue }
                let (status, quit) = ScriptRunner.run(lines: [line], origin: .standardInput, in: &session)
                if status != 0 || quit { return status }
            } catch {
                Output.standardError.write(error.rendered(origin: .standardInput) + "\n")
                return 2
            }
        }
        return 2
    }

    /// Writes a subcommand's output and errors to their streams and returns its exit status.
    static func emit(_ result: (output: String, error: String, status: Int32)) -> Int32 {
        Output.standardOutput.write(result.output)
        Output.standardError.write(result.error)
        return result.status
    }

    /// How a batch draws pictures: each once, the terminal's width when stdout is one (else 40
    /// columns), in colour when colouring.
    static func batchDisplay(colors: Bool) -> PictureDisplay {
        let columns =
            Terminal.isTerminal(STDOUT_FILENO) ? TerminalSize.current().columns : TerminalPicture.defaultColumns
        return PictureDisplay(columns: columns, rows: nil, colors: colors, isLive: false)
    }

    /// The interactive shell over `session` (errors print as `error: message`, never exit);
    /// with `save`, the session is written there after every line (to stdout once, at the end,
    /// for `-`).
    ///
    /// On a terminal, pictures fit the terminal as it is when each line runs, `view on` redraws
    /// in place (`LiveView`) and `play` runs in real time (`PlayLoop`); with stdout piped
    /// (`sheetlab | tee log`) pictures print once, as in a batch.
    static func interactive(_ session: inout Session, quiet: Bool, colors: Bool, save: String?) -> Int32 {
        session.origin = .shell
        let box = SessionBox(session)
        let liveView = LiveView()
        defer {
            liveView.close()
            session = box.session
        }
        let isLive = Terminal.isInteractive && Terminal.isTerminal(STDOUT_FILENO)
        let status = Shell(colors: colors, banner: quiet ? nil : banner).run(
            evaluate: { line in
                let size = TerminalSize.current()
                box.session.display = PictureDisplay(
                    columns: isLive ? size.columns : TerminalPicture.defaultColumns,
                    rows: isLive ? size.rows - LiveView.shellRows : nil, colors: colors, isLive: isLive)
                let result = box.session.execute(LogicalLine(line))
                if result.closesLiveView { liveView.close() }
                if let picture = result.livePicture { liveView.draw(picture, terminalRows: size.rows) }
                var evaluation = ScriptRunner.evaluation(of: result)
                if let playback = result.playback {
                    let played = PlayLoop.run(playback, in: &box.session, liveView: liveView, terminalRows: size.rows)
                    evaluation.output += played.output
                    evaluation.errorMessage = evaluation.errorMessage ?? played.errorMessage
                }
                if let save, save != Session.standardOutputName,
                    let failure = ScriptRunner.saveFailure(box.session, to: save)
                {
                    evaluation.diagnostics += failure
                }
                return evaluation
            },
            complete: { line, cursor in
                completions(
                    line: line, cursor: cursor, context: box.session.completionContext,
                    files: { PathCompletion.candidates(for: $0) })
            })
        let finished = ScriptRunner.finish(&box.session, origin: .shell, status: status)
        guard save == Session.standardOutputName else { return finished }
        return ScriptRunner.save(box.session, to: save, status: finished)
    }

    /// `run [--echo] [--keep-going] FILE...`: each file in a fresh world; the highest status wins.
    /// With `save`, the last file's session is written there (and kept up to date in the shell).
    static func run(_ options: RunOptions, interactive shell: Bool, quiet: Bool, colors: Bool, save: String?)
        -> Int32
    {
        var status: Int32 = 0
        var session = newSession(origin: .shell)
        let runOptions = ScriptRunner.Options(echo: options.echo, keepGoing: options.keepGoing)
        for (index, path) in options.files.enumerated() {
            // The last file's world goes on in the shell with `-i`, a recording included.
            let keepsWorld = shell && index == options.files.count - 1
            session = newSession(
                origin: .file(path), files: options.safe ? ConfinedFiles(folderOf: path) : LocalFiles())
            session.display = batchDisplay(colors: colors)
            do {
                let bytes = try FileReader.read(path)
                let ran = ScriptRunner.run(bytes: bytes, origin: .file(path), in: &session, options: runOptions).status
                status = max(
                    status, keepsWorld ? ran : ScriptRunner.finish(&session, origin: .file(path), status: ran))
            } catch {
                Output.standardError.write("sheetlab: error: \(error)\n")
                status = max(status, 2)
            }
        }
        if !shell || save != Session.standardOutputName {
            status = ScriptRunner.save(session, to: save, status: status)
        }
        guard shell else { return status }
        return interactive(&session, quiet: quiet, colors: colors, save: save)
    }
}

/// The shell's session, shared by the evaluation and the completion callbacks.
private final class SessionBox {
    var session: Session

    init(_ session: Session) {
        self.session = session
    }
}
