import SheetLabCore
import SheetLabScript
import Testing

@testable import SheetLabShell

/// `Invocation.parse`: one row per command line, whole values compared.
struct InvocationTests {
    /// (name, arguments, invocation).
    static let valid: [(String, [String], Invocation)] = [
        ("nothing", [], Invocation()),
        ("quiet", ["-q"], Invocation(quiet: true)),
        ("colour", ["--color", "never"], Invocation(color: .never)),
        ("colour attached", ["--color=always", "-q"], Invocation(quiet: true, color: .always)),
        ("interactive alone", ["-i"], Invocation(interactive: true)),
        (
            "commands", ["-c", "new screen p", "-q", "-c", "inspect p", "-i"],
            Invocation(mode: .commands(["new screen p", "inspect p"]), interactive: true, quiet: true)
        ),
        ("command starting with a dash", ["-c", "-x"], Invocation(mode: .commands(["-x"]))),
        (
            "run", ["run", "a.scenario", "--echo", "b.scenario", "--keep-going"],
            Invocation(mode: .run(RunOptions(echo: true, keepGoing: true, files: ["a.scenario", "b.scenario"])))
        ),
        (
            "run then shell", ["-i", "run", "a.scenario"],
            Invocation(mode: .run(RunOptions(files: ["a.scenario"])), interactive: true)
        ),
        (
            "run, -i after", ["run", "a.scenario", "-i", "--color", "never"],
            Invocation(mode: .run(RunOptions(files: ["a.scenario"])), interactive: true, color: .never)
        ),
        (
            "operands after --", ["run", "--", "--echo", "-"],
            Invocation(mode: .run(RunOptions(files: ["--echo", "-"])))
        ),
        (
            "test, every option",
            ["test", "--update", "--jobs", "4", "--filter=kinds/.*", "--shard", "2/3", "--format", "tap", "scenarios"],
            Invocation(
                mode: .test(
                    TestOptions(
                        update: true, jobs: 4, filter: "kinds/.*", format: .tap, paths: ["scenarios"],
                        shard: TestShard(index: 2, count: 3))))
        ),
        (
            "test, global options after", ["test", "a", "b", "-q", "--jobs=1"],
            Invocation(mode: .test(TestOptions(jobs: 1, paths: ["a", "b"])), quiet: true)
        ),
        (
            "explore", ["explore", "sheet", "--depth", "6", "--json", "--out", "found"],
            Invocation(mode: .explore(ExploreOptions(kind: .sheet, depth: 6, json: true, out: "found")))
        ),
        ("explore, defaults", ["explore", "edge"], Invocation(mode: .explore(ExploreOptions(kind: .edge)))),
        (
            "explore, bounds and threads",
            ["explore", "modal", "--max-states", "5000", "--timeout", "1500ms", "--threads=1", "--depth", "12"],
            Invocation(
                mode: .explore(ExploreOptions(kind: .modal, depth: 12, maxStates: 5000, timeout: 1.5, threads: 1)))
        ),
        (
            "explore, timeout in seconds", ["explore", "sheet", "--timeout", "30"],
            Invocation(mode: .explore(ExploreOptions(kind: .sheet, timeout: 30)))
        ),
        (
            "explore with parameters", ["explore", "edge", "commit-effect=collapse", "--depth", "6", "stack=2"],
            Invocation(
                mode: .explore(
                    ExploreOptions(
                        kind: .edge, depth: 6,
                        parameters: [
                            ParameterAssignment(name: "commit-effect", value: .word("collapse"), written: "collapse"),
                            ParameterAssignment(name: "stack", value: .word("2"), written: "2"),
                        ])))
        ),
        (
            "explore a sheet profile", ["explore", "sheet", "profile=custom", "--depth", "6", "height=300"],
            Invocation(
                mode: .explore(
                    ExploreOptions(
                        kind: .sheet, depth: 6,
                        parameters: [
                            ParameterAssignment(name: "profile", value: .word("custom"), written: "custom"),
                            ParameterAssignment(name: "height", value: .word("300"), written: "300"),
                        ])))
        ),
        ("bench", ["bench"], Invocation(mode: .bench(arguments: []))),
        ("bench json", ["bench", "--json"], Invocation(mode: .bench(arguments: ["--json"]))),
        (
            "bench probe", ["bench", "--probe-frames", "9", "--kind", "edge"],
            Invocation(mode: .bench(arguments: ["--probe-frames", "9", "--kind", "edge"]))
        ),
        ("completions", ["completions", "zsh"], Invocation(mode: .completions(shell: "zsh"))),
        ("graph", ["graph", "sheet"], Invocation(mode: .graph(kind: .sheet, format: .dot))),
        (
            "graph mermaid", ["graph", "--format", "mermaid", "edge"],
            Invocation(mode: .graph(kind: .edge, format: .mermaid))
        ),
        ("--help", ["--help"], Invocation(mode: .help(.overview))),
        ("-h", ["-q", "-h"], Invocation(mode: .help(.overview), quiet: true)),
        ("help", ["help"], Invocation(mode: .help(.overview))),
        ("help subcommand", ["help", "test"], Invocation(mode: .help(.subcommand(.test)))),
        ("help command", ["help", "drag"], Invocation(mode: .help(.command("drag")))),
        ("help kind", ["help", "edge"], Invocation(mode: .help(.command("edge")))),
        ("subcommand --help", ["test", "--help"], Invocation(mode: .help(.subcommand(.test)))),
        ("--help wins over errors", ["run", "--jobs", "x", "--help"], Invocation(mode: .help(.subcommand(.run)))),
        ("--version", ["--version"], Invocation(mode: .version)),
    ]

    @Test(arguments: valid.indices)
    func parses(_ index: Int) {
        let (name, arguments, expected) = Self.valid[index]
        #expect(throws: Never.self, "\(name)") { try Invocation.parse(arguments) }
        #expect((try? Invocation.parse(arguments)) == expected, "\(name)")
    }

    /// (name, arguments, message after `sheetlab: error: `).
    static let invalid: [(String, [String], String)] = [
        ("misspelt subcommand", ["tset", "a"], "unknown subcommand 'tset'; did you mean 'test'?"),
        (
            "scenario as subcommand", ["a.scenario"],
            "unknown subcommand 'a.scenario'; did you mean 'sheetlab run a.scenario'?"
        ),
        ("unknown subcommand", ["frobnicate"], "unknown subcommand 'frobnicate' (see 'sheetlab --help')"),
        ("unknown subcommand with --help", ["tset", "--help"], "unknown subcommand 'tset'; did you mean 'test'?"),
        (
            "misspelt option", ["test", "--jbos", "2", "x"],
            "unknown option '--jbos' for 'test'; did you mean '--jobs'?"
        ),
        ("misspelt global option", ["--verison"], "unknown option '--verison'; did you mean '--version'?"),
        ("another subcommand's option", ["run", "--update", "a"], "unknown option '--update' for 'run'"),
        ("clustered flags", ["-qi"], "unknown option '-qi'; did you mean '-q -i'?"),
        ("clustered with a value", ["-qc", "time"], "unknown option '-qc'; did you mean '-q -c'?"),
        ("missing value", ["test", "x", "--jobs"], "missing N after '--jobs'"),
        ("zero jobs", ["test", "--jobs", "0", "x"], "'--jobs' must be a whole number of at least 1, got '0'"),
        ("word jobs", ["test", "--jobs=many", "x"], "'--jobs' must be a whole number of at least 1, got 'many'"),
        ("depth", ["explore", "sheet", "--depth", "-1"], "'--depth' must be a whole number of at least 1, got '-1'"),
        ("empty out", ["explore", "sheet", "--out="], "'--out' must be a folder, got ''"),
        (
            "out to standard output", ["explore", "sheet", "--out", "-"],
            "'--out' must be a folder (it holds one scenario per finding; standard output cannot), got '-'"
        ),
        (
            "zero states", ["explore", "sheet", "--max-states", "0"],
            "'--max-states' must be a whole number of at least 1, got '0'"
        ),
        (
            "zero threads", ["explore", "sheet", "--threads", "0"],
            "'--threads' must be a whole number of at least 1, got '0'"
        ),
        (
            "frames timeout", ["explore", "sheet", "--timeout", "10f"],
            "'--timeout' must be a duration such as 30s or 500ms, got '10f'"
        ),
        (
            "zero timeout", ["explore", "sheet", "--timeout", "0s"],
            "'--timeout' must be a duration such as 30s or 500ms, got '0s'"
        ),
        (
            "format", ["test", "--format", "jnuit", "x"],
            "expected 'text', 'tap' or 'junit' after '--format', got 'jnuit'; did you mean 'junit'?"
        ),
        ("colour", ["--color", "sometimes"], "expected 'auto', 'always' or 'never' after '--color', got 'sometimes'"),
        ("filter", ["test", "--filter", "a(", "x"], "invalid regular expression 'a(' for '--filter': expected ')'"),
        ("duplicate", ["test", "--update", "x", "--update"], "option '--update' given twice"),
        ("shard", ["test", "--shard", "3/2", "x"], "'--shard' must be K/N with 1 <= K <= N, such as 2/3, got '3/2'"),
        ("value for a flag", ["run", "--echo=yes", "a"], "option '--echo' takes no value"),
        ("-c with a subcommand", ["-c", "time", "run", "a"], "'-c' cannot be combined with 'run'"),
        ("-c after a subcommand", ["run", "a", "-c", "time"], "'-c' cannot be combined with 'run'"),
        ("-c with an operand", ["-c", "time", "extra"], "unexpected argument 'extra'"),
        ("-i with test", ["test", "-i", "x"], "'-i' works only with '-c', 'run' or no subcommand"),
        ("-i before test", ["-i", "test", "x"], "'-i' works only with '-c', 'run' or no subcommand"),
        (
            "run without files", ["run", "--echo"],
            "missing FILE; usage: sheetlab run [--echo] [--keep-going] [--safe] [-i] FILE..."
        ),
        (
            "test without paths", ["test"],
            "missing PATH; usage: sheetlab test [--update] [--safe] [--jobs N] [--filter REGEX] [--shard K/N] "
                + "[--format text|tap|junit] PATH..."
        ),
        (
            "explore without kind", ["explore"],
            "missing KIND; usage: sheetlab explore KIND [PARAM=VALUE ...] [--depth N] [--json] [--out DIR] "
                + "[--max-states N] [--timeout DURATION] [--threads N]"
        ),
        ("misspelt kind", ["explore", "sheeet"], "unknown kind 'sheeet'; did you mean 'sheet'?"),
        ("graph without kind", ["graph"], "missing KIND; usage: sheetlab graph KIND [--format dot|mermaid]"),
        (
            "graph test format", ["graph", "sheet", "--format", "tap"],
            "expected 'dot' or 'mermaid' after '--format', got 'tap'"
        ),
        ("unknown kind", ["explore", "drawer"], "unknown kind 'drawer' (expected screen, modal, sheet or edge)"),
        ("two kinds", ["explore", "sheet", "modal"], "unexpected argument 'modal' for 'explore'"),
        (
            "explore, misspelt parameter", ["explore", "sheet", "profil=custom"],
            "unknown parameter 'profil' of kind 'sheet'; did you mean 'profile'?"
        ),
        (
            "explore, parameter outside the profile", ["explore", "sheet", "profile=action", "detents=200"],
            "parameter 'detents' does not apply to 'action'; its parameters: actions, backdrop"
        ),
        (
            "explore, unknown profile", ["explore", "sheet", "profile=drawer"],
            "invalid value 'drawer' for 'profile': expected 'multi-height', 'custom', 'action', 'filter', "
                + "'floatingpanel', 'material', 'panmodal', 'gorhom' or 'seed'"
        ),
        (
            "explore parameter of another kind", ["explore", "edge", "threshold=10"],
            "unknown parameter 'threshold' of kind 'edge'"
        ),
        (
            "explore parameter misspelt", ["explore", "edge", "comit-effect=none"],
            "unknown parameter 'comit-effect' of kind 'edge'; did you mean 'commit-effect'?"
        ),
        (
            "explore parameter value refused", ["explore", "edge", "cancel-timing=spring(response:0.3)"],
            "invalid value 'spring(response:0.3)' for 'cancel-timing': expected spring(response: R, dampingRatio: Z), "
                + "ease-out(D), ease-in-out(D) or linear(D), with R and D from 0.001 to 3600 s and Z from 0.001 to 1000"
        ),
        ("explore parameter twice", ["explore", "edge", "stack=2", "stack=3"], "parameter 'stack' given twice"),
        ("completions without shell", ["completions"], "missing shell; usage: sheetlab completions bash|zsh|fish"),
        ("misspelt shell", ["completions", "bsh"], "no completions for shell 'bsh'; did you mean 'bash'?"),
        (
            "misspelt help topic", ["help", "dragg"],
            "no help for 'dragg': not a subcommand, command or kind; did you mean 'drag'?"
        ),
        ("two help topics", ["help", "drag", "move"], "unexpected argument 'move' for 'help'"),
    ]

    @Test(arguments: invalid.indices)
    func rejects(_ index: Int) {
        let (name, arguments, message) = Self.invalid[index]
        do {
            let invocation = try Invocation.parse(arguments)
            Issue.record("\(name): parsed as \(invocation)")
        } catch {
            #expect(error.description == message, "\(name)")
            #expect(error.rendered == "sheetlab: error: \(message)\n", "\(name)")
        }
    }

    /// Every option the completion scripts offer is one the parser takes.
    @Test func parsesEveryOptionOfTheInvocationTable() throws {
        for entry in InvocationTable.subcommands {
            let subcommand = try #require(Invocation.Subcommand(rawValue: entry.name), "\(entry.name)")
            let operand: [String] =
                switch subcommand {
                case .run, .test: ["a.scenario"]
                case .explore, .graph, .paths: ["sheet"]
                case .sweep: ["screen", "--x", "dy=0..10/10"]
                case .audit: ["screen"]
                case .compare: ["seed", "--", "tap", "backdrop"]
                case .check: ["a.design"]
                case .designs: ["show", "a.design"]
                case .completions: ["bash"]
                case .bench, .help: []
                }
            for flag in entry.flags {
                let value = flag.value == nil ? [] : [flag.words.first ?? (flag.value == "K/N" ? "1/2" : "1")]
                #expect(throws: Never.self, "\(entry.name) \(flag.name)") {
                    try Invocation.parse([entry.name, flag.name] + value + operand)
                }
            }
        }
        for flag in InvocationTable.globalFlags {
            let value = flag.value == nil ? [] : [flag.words.first ?? "time"]
            #expect(throws: Never.self, "\(flag.name)") { try Invocation.parse([flag.name] + value) }
        }
        #expect(Invocation.Subcommand.allCases.map(\.rawValue) == InvocationTable.subcommands.map(\.name))
    }

    @Test func subcommandHelp() {
        #expect(
            Invocation.helpText(for: .subcommand(.test)) == """
                usage: sheetlab test [--update] [--safe] [--jobs N] [--filter REGEX] [--shard K/N] [--format text|tap|junit] PATH...

                replay scenario files as golden transcripts

                options:
                  --update         rewrite expected output
                  --safe           read and write only inside each file's folder
                  --jobs N         files run in parallel
                  --filter REGEX   only matching files
                  --shard K/N      only the K-th of N parts of the files
                  --format FORMAT  report format

                """)
        #expect(Invocation.helpText(for: .command("release")) == CommandTable.help(for: "release"))
        #expect(Invocation.helpText(for: .command("edge")) == KindHelp.text(for: .edge))
    }

    /// Every topic, a subcommand, a command of the language or a kind, reads the same from the
    /// command line and in the shell; a word that is both (`compare`) gets both parts.
    @Test(
        "sheetlab help X and the shell's help X print the same text",
        arguments: TopicHelp.names + Kind.allCases.map(\.rawValue))
    func helpIsTheSameBothWays(_ topic: String) throws {
        guard case .help(let helpTopic) = try Invocation.parse(["help", topic]).mode else {
            Issue.record("\(topic): not a help topic")
            return
        }
        var session = Session(origin: .commandLine)
        let result = session.execute(LogicalLine("help \(topic)"))
        #expect(result.error == nil, "\(topic)")
        #expect(Invocation.helpText(for: helpTopic) == result.output, "\(topic)")
    }

    /// `sheetlab help compare` explains the gesture forms as the shell's `help compare` does, then
    /// the command line's usage and options.
    @Test func helpOfACommandThatIsASubcommandHasBothParts() throws {
        let text = Invocation.helpText(for: .subcommand(.compare))
        #expect(text.hasPrefix("usage: compare PROFILE ... [PARAM=VALUE ...] [--format FORMAT] -- GESTURE ...\n"))
        #expect(text.contains("'drag DX DY [over DURATION] [from X,Y]', 'fling DX DY at VELOCITY', 'tap\nbackdrop'"))
        #expect(
            text.hasSuffix(
                """

                usage: sheetlab compare PROFILE|DESIGN... [PARAM=VALUE...] [--format text|csv|json] -- GESTURE

                the same gesture on a sheet of each profile or shipped design, side by side

                options:
                  --format FORMAT  output format

                """))
    }

    /// `sheetlab paths KIND [PARAM=VALUE ...]` prints what the shell's `paths` prints.
    @Test func pathsIsASubcommand() throws {
        let invocation = try Invocation.parse(["paths", "sheet", "profile=custom"])
        guard case .paths(let kind, let parameters) = invocation.mode else {
            Issue.record("parsed as \(invocation.mode)")
            return
        }
        #expect(kind == .sheet && parameters.map(\.written) == ["custom"])
        let (status, output, errors) = try ChildProcess.run([TerminalSession.sheetlabPath, "paths", "modal"])
        let shell = try ChildProcess.run([TerminalSession.sheetlabPath, "-c", "paths modal"])
        #expect(status == 0 && errors.isEmpty)
        #expect(output == shell.1 && output.hasPrefix("# reaches presenting\n> new modal s animated\n"))
        #expect(Invocation.usage(of: .paths) == "sheetlab paths KIND [PARAM=VALUE ...]")
        let refused = try ChildProcess.run([TerminalSession.sheetlabPath, "paths", "sheet", "profile=nope"])
        #expect(refused.0 == 2 && refused.1.isEmpty)
        #expect(refused.2.hasPrefix("sheetlab: error: invalid value 'nope' for 'profile': expected 'multi-height', "))
    }

    /// `--help` says what `Terminal.isInteractive` decides: stdin alone makes the shell interactive.
    @Test func overviewSaysWhenTheShellIsInteractive() {
        #expect(
            Invocation.helpText(for: .overview).contains(
                """
                With no arguments, sheetlab reads commands: as an interactive shell when stdin is a
                terminal, whatever stdout is ('sheetlab | tee log' keeps the prompt on the terminal),
                otherwise as a batch from stdin.
                """))
    }

    @Test func overviewListsEverySubcommandUsage() {
        let text = Invocation.helpText(for: .overview)
        for subcommand in Invocation.Subcommand.allCases {
            #expect(text.contains(Invocation.usage(of: subcommand) + "\n"), "\(subcommand)")
        }
        #expect(
            text.hasPrefix("usage: sheetlab [-q] [--color auto|always|never] [--save FILE]\n       sheetlab -c CMD"))
    }
}
