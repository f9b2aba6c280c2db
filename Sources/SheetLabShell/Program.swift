import Glibc
import SheetLabCore
import SheetLabScript

/// The executable's modes: what `sheetlab` does for each parsed command line.
public enum Program {
    /// Runs the mode `arguments` (argv without the program name) ask for; returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            Output.standardError.write(error.rendered)
            return 2
        }
        let environment = Environment.current()
        let colors = invocation.color.isEnabled(outputIsTerminal: Terminal.isTerminal(1), environment: environment)
        switch invocation.mode {
        case .shell:
            var session = Session(origin: .shell, files: LocalFiles())
            session.sweepWorkers = TestRunner.processorCount
            return shellOrBatch(&session, quiet: invocation.quiet, colors: colors)
        case .commands(let commands):
            var session = Session(origin: .commandLine, files: LocalFiles())
            session.sweepWorkers = TestRunner.processorCount
            session.display = batchDisplay(colors: colors)
            let lines = commands.enumerated().map { LogicalLine($1, at: SourceLocation(line: $0 + 1, column: 1)) }
            let (status, quit) = ScriptRunner.run(lines: lines, origin: .commandLine, in: &session)
            guard invocation.interactive, !quit else { return status }
            return interactive(&session, quiet: invocation.quiet, colors: colors)
        case .run(let options):
            return run(options, interactive: invocation.interactive, quiet: invocation.quiet, colors: colors)
        case .test(let options):
            return TestRunner(options: options, colors: colors, replay: replay).run()
        case .explore(let options):
            return Exploration.run(options)
        case .sweep(let arguments):
            let (output, errors, status) = Sweeping.main(arguments: arguments, color: invocation.color)
            Output.standardOutput.write(output)
            Output.standardError.write(errors)
            return status
        case .bench(let arguments):
            let (output, errors, status) = Benchmarks.main(arguments: arguments)
            Output.standardOutput.write(output)
            Output.standardError.write(errors)
            return status
        case .completions(let shell):
            guard let script = CompletionScript.script(for: shell, vocabulary: Session.coreVocabulary) else {
                Output.standardError.write("sheetlab: error: no completion script for '\(shell)'\n")
                return 2
            }
            Output.standardOutput.write(script)
            return 0
        case .help(let topic):
            Output.standardOutput.write(Invocation.helpText(for: topic))
            return 0
        case .version:
            Output.standardOutput.write("sheetlab \(SheetLabCore.version)\n")
            return 0
        }
    }

    /// The banner of the interactive shell.
    static let banner = "sheetlab \(SheetLabCore.version): dismiss gestures, frame by frame. 'help' lists commands."

    /// The shell on a terminal; otherwise stdin as a batch (no prompt, no history, no banner).
    static func shellOrBatch(_ session: inout Session, quiet: Bool, colors: Bool) -> Int32 {
        if Terminal.isInteractive { return interactive(&session, quiet: quiet, colors: colors) }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readStandardInput()
        } catch {
            Output.standardError.write("sheetlab: error: \(error)\n")
            return 2
        }
        var batch = Session(origin: .standardInput, files: LocalFiles())
        batch.sweepWorkers = TestRunner.processorCount
        batch.display = batchDisplay(colors: colors)
        return ScriptRunner.run(bytes: bytes, origin: .standardInput, in: &batch).status
    }

    /// How a batch draws pictures: each once, the terminal's width when stdout is one (else 40
    /// columns), in colour when colouring.
    static func batchDisplay(colors: Bool) -> PictureDisplay {
        let columns =
            Terminal.isTerminal(STDOUT_FILENO) ? TerminalSize.current().columns : TerminalPicture.defaultColumns
        return PictureDisplay(columns: columns, rows: nil, colors: colors, isLive: false)
    }

    /// The interactive shell over `session` (errors print as `error: message`, never exit).
    ///
    /// On a terminal, pictures fit the terminal as it is when each line runs, `view on` redraws
    /// in place (`LiveView`) and `play` runs in real time (`PlayLoop`).
    static func interactive(_ session: inout Session, quiet: Bool, colors: Bool) -> Int32 {
        session.origin = .shell
        let box = SessionBox(session)
        let liveView = LiveView()
        defer {
            liveView.close()
            session = box.session
        }
        let isLive = Terminal.isInteractive
        return Shell(colors: colors, banner: quiet ? nil : banner).run(
            evaluate: { line in
                let size = TerminalSize.current()
                box.session.display = PictureDisplay(
                    columns: isLive ? size.columns : TerminalPicture.defaultColumns,
                    rows: isLive ? size.rows - LiveView.shellRows : nil, colors: colors, isLive: isLive)
                let result = box.session.execute(LogicalLine(line))
                if result.closesLiveView { liveView.close() }
                if let picture = result.livePicture { liveView.draw(picture, terminalRows: size.rows) }
                guard let playback = result.playback else { return ScriptRunner.evaluation(of: result) }
                var evaluation = ScriptRunner.evaluation(of: result)
                let played = PlayLoop.run(playback, in: &box.session, liveView: liveView, terminalRows: size.rows)
                evaluation.output += played.output
                evaluation.errorMessage = evaluation.errorMessage ?? played.errorMessage
                return evaluation
            },
            complete: { line, cursor in completions(line: line, cursor: cursor, context: box.session.completionContext)
            })
    }

    /// `run [--echo] [--keep-going] FILE...`: each file in a fresh world; the highest status wins.
    static func run(_ options: RunOptions, interactive shell: Bool, quiet: Bool, colors: Bool) -> Int32 {
        var status: Int32 = 0
        var session = Session(origin: .shell, files: LocalFiles())
        let runOptions = ScriptRunner.Options(echo: options.echo, keepGoing: options.keepGoing)
        for path in options.files {
            session = Session(origin: .file(path), files: LocalFiles())
            session.display = batchDisplay(colors: colors)
            do {
                let bytes = try FileReader.read(path)
                status = max(
                    status,
                    ScriptRunner.run(bytes: bytes, origin: .file(path), in: &session, options: runOptions).status)
            } catch {
                Output.standardError.write("sheetlab: error: \(error)\n")
                status = max(status, 2)
            }
        }
        guard shell else { return status }
        return interactive(&session, quiet: quiet, colors: colors)
    }

    /// One scenario file replayed in its own fresh world, for `sheetlab test` (any thread).
    @Sendable static func replay(path: String, bytes: [UInt8]) -> FileReplay {
        do {
            let replay = try TranscriptReplay.replay(bytes: bytes, path: path, files: LocalFiles())
            return FileReplay(
                outputs: replay.results.map(\.output), diagnostics: replay.diagnostics, error: replay.error?.error,
                errorOrigin: replay.error?.origin, expectationFailed: replay.expectationFailed)
        } catch {
            return FileReplay(outputs: [], diagnostics: "", error: error, errorOrigin: nil, expectationFailed: false)
        }
    }
}

/// The shell's session, shared by the evaluation and the completion callbacks.
private final class SessionBox {
    var session: Session

    init(_ session: Session) {
        self.session = session
    }
}
