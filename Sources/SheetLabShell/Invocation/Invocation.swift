import SheetLabCore
import SheetLabScript

/// What the `sheetlab` command line asks for (`docs/commands.md`, "Invocation"), parsed from argv
/// by `Invocation.parse(_:)` without touching the system.
public struct Invocation: Sendable, Equatable {
    /// The subcommands, spelled as on the command line.
    public enum Subcommand: String, Sendable, Equatable, CaseIterable {
        case run, test, explore, sweep, audit, compare, bench, graph, paths, check, designs, completions, help
    }

    /// What to do.
    public enum Mode: Sendable, Equatable {
        /// No subcommand and no `-c`: the interactive shell on a terminal, else a batch from stdin.
        case shell
        /// `-c CMD ...`: these commands, in order, as `<command line>`.
        case commands([String])
        /// `run [--echo] [--keep-going] FILE...`.
        case run(RunOptions)
        /// `test [--update] [--jobs N] [--filter REGEX] [--shard K/N] [--format F] PATH...`.
        case test(TestOptions)
        /// `explore KIND [PARAM=VALUE ...] [--depth N] [--json] [--out DIR] [--max-states N] [--timeout D]
        /// [--threads N]`.
        case explore(ExploreOptions)
        /// `sweep KIND ...`: the arguments after `sweep`, read by `Sweeping.main`.
        case sweep(arguments: [String])
        /// `audit KIND ...`: the arguments after `audit`, read by `Auditing.main`.
        case audit(arguments: [String])
        /// `compare PROFILE... ... -- GESTURE`: the arguments after `compare`, read by `Comparing.main`.
        case compare(arguments: [String])
        /// `bench [OPTIONS]`: the options as given, read by `Benchmarks.main`.
        case bench(arguments: [String])
        /// `graph KIND [--format dot|mermaid]`: the kind's state machine, alone on stdout.
        case graph(kind: Kind, format: GraphFormat)
        /// `paths KIND [PARAM=VALUE ...]`: the shortest event sequence to each phase, alone on stdout.
        case paths(kind: Kind, parameters: [ParameterAssignment])
        /// `check FILE.design...`: the design files, checked by `DesignChecking.check`.
        case check(files: [String])
        /// `designs [show FILE|NAME]`: the arguments after `designs`, read by `DesignChecking.main`.
        case designs(arguments: [String])
        /// `completions bash|zsh|fish`: the shell's name, one of `CompletionScript.shells`.
        case completions(shell: String)
        /// `--help`, `SUBCOMMAND --help` or `help [TOPIC]`: print `Invocation.helpText(for:)`.
        case help(HelpTopic)
        /// `--version`.
        case version
    }

    /// What `--help` or `help` describes.
    public enum HelpTopic: Sendable, Equatable {
        /// The command line as a whole.
        case overview
        /// One subcommand's usage and options.
        case subcommand(Subcommand)
        /// One command of the language or a kind (`TopicHelp.text(for:)`).
        case command(String)
    }

    /// What to do.
    public var mode: Mode
    /// `-i`: enter the shell after `-c` commands or `run` (keeping the last world).
    public var interactive: Bool
    /// `-q`: no banner.
    public var quiet: Bool
    /// `--color`; default `auto`.
    public var color: ColorMode
    /// `--save FILE`: the session's transcript is written there (after every line in the shell).
    public var save: String?

    /// Creates an invocation; by default the shell, with colour `auto`.
    public init(
        mode: Mode = .shell, interactive: Bool = false, quiet: Bool = false, color: ColorMode = .auto,
        save: String? = nil
    ) {
        self.mode = mode
        self.interactive = interactive
        self.quiet = quiet
        self.color = color
        self.save = save
    }
}

/// The options of `sheetlab run`.
public struct RunOptions: Sendable, Equatable {
    /// `--echo`: print each command as `> command` before its output.
    public var echo: Bool
    /// `--keep-going`: go on after a failed `expect` or an error, each reported with its line.
    public var keepGoing: Bool
    /// `--safe`: a file may read and write only inside its own folder (`ConfinedFiles`).
    public var safe: Bool
    /// The scenario files, in the order given.
    public var files: [String]

    /// Creates options.
    public init(echo: Bool = false, keepGoing: Bool = false, safe: Bool = false, files: [String] = []) {
        self.echo = echo
        self.keepGoing = keepGoing
        self.safe = safe
        self.files = files
    }
}

/// The options of `sheetlab explore`.
public struct ExploreOptions: Sendable, Equatable {
    /// The kind explored, one of `Kind`.
    public var kind: Kind
    /// `--depth N`: the longest event sequence, at least 1; nil for the explorer's default.
    public var depth: Int?
    /// `--json`: print JSON.
    public var json: Bool
    /// `--out DIR`: where findings are written as scenarios; nil: no file is written.
    public var out: String?
    /// `PARAM=VALUE` operands after KIND: the explored sheet's parameters, checked.
    public var parameters: [ParameterAssignment]
    /// `--max-states N`: the most states the search may hold; nil for the explorer's default.
    public var maxStates: Int?
    /// `--timeout DURATION`: stop after this many seconds; nil for no limit.
    public var timeout: Double?
    /// `--threads N`: threads searching; nil for the processors online.
    public var threads: Int?

    /// Creates options.
    public init(
        kind: Kind, depth: Int? = nil, json: Bool = false, out: String? = nil, parameters: [ParameterAssignment] = [],
        maxStates: Int? = nil, timeout: Double? = nil, threads: Int? = nil
    ) {
        self.kind = kind
        self.depth = depth
        self.json = json
        self.out = out
        self.parameters = parameters
        self.maxStates = maxStates
        self.timeout = timeout
        self.threads = threads
    }
}
