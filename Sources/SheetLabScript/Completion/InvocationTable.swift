import SheetLabCore

/// The command line of the `sheetlab` executable (`docs/commands.md`, "Invocation"), as the
/// completion scripts need it.
public enum InvocationTable {
    /// What a positional argument of a subcommand completes to.
    public enum Operand: Sendable, Equatable {
        /// Nothing.
        case none
        /// `*.scenario` files and folders.
        case scenarios
        /// `*.design` files and folders.
        case designs
        /// A kind of the vocabulary.
        case kinds
        /// One of fixed words.
        case words([String])
        /// What `help` describes: a subcommand, a command of `CommandTable` or a kind.
        case commands
    }

    /// A `--flag` or `--option VALUE`.
    public struct Flag: Sendable, Equatable {
        /// The spelling, with its dashes.
        public var name: String
        /// The value's label, or nil for a flag without a value.
        public var value: String?
        /// The words the value may take, if fixed.
        public var words: [String]
        /// Whether the value is a folder.
        public var isDirectory: Bool
        /// One line of meaning.
        public var summary: String

        init(_ name: String, value: String? = nil, words: [String] = [], directory: Bool = false, _ summary: String) {
            self.name = name
            self.value = value
            self.words = words
            self.isDirectory = directory
            self.summary = summary
        }
    }

    /// A subcommand (`run`) with its flags and operands.
    public struct Subcommand: Sendable, Equatable {
        /// The word.
        public var name: String
        /// One line of meaning.
        public var summary: String
        /// Its flags.
        public var flags: [Flag]
        /// What its positional arguments complete to.
        public var operand: Operand
    }

    /// Flags valid before any subcommand.
    public static let globalFlags: [Flag] = [
        Flag("-c", value: "CMD", "run a command (repeatable)"),
        Flag("-i", "enter the shell afterwards"),
        Flag("-q", "no banner"),
        Flag("--save", value: "FILE", "keep the session as a scenario in FILE (-: print it at the end)"),
        Flag("--color", value: "WHEN", words: ["auto", "always", "never"], "colour the output"),
        Flag("--help", "show usage"),
        Flag("--version", "show the version"),
    ]

    /// The subcommands.
    public static let subcommands: [Subcommand] = [
        Subcommand(
            name: "run", summary: "run scenario files",
            flags: [
                Flag("--echo", "print each command before its output"),
                Flag("--keep-going", "go on after a failed expect or an error"),
                Flag("--safe", "read and write only inside the file's folder"),
            ],
            operand: .scenarios),
        Subcommand(
            name: "test", summary: "replay scenario files as golden transcripts",
            flags: [
                Flag("--update", "rewrite expected output"),
                Flag("--safe", "read and write only inside each file's folder"),
                Flag("--jobs", value: "N", "files run in parallel"),
                Flag("--filter", value: "REGEX", "only matching files"),
                Flag("--shard", value: "K/N", "only the K-th of N parts of the files"),
                Flag("--format", value: "FORMAT", words: ["text", "tap", "junit"], "report format"),
            ],
            operand: .scenarios),
        Subcommand(
            name: "explore", summary: "explore event sequences and check invariants",
            flags: [
                Flag("--depth", value: "N", "longest sequence"), Flag("--json", "print JSON"),
                Flag("--out", value: "DIR", directory: true, "write each finding here as a scenario"),
                Flag("--max-states", value: "N", "stop before holding more states (default 3000000)"),
                Flag("--timeout", value: "DURATION", "stop after this long (e.g. 30s)"),
                Flag("--threads", value: "N", "threads searching (default: the processors)"),
            ],
            operand: .kinds),
        Subcommand(
            name: "sweep", summary: "map where releases dismiss, cancel or snap",
            flags: [
                Flag(
                    "--x", value: "AXIS=RANGE",
                    "the axis across: dy/dx, velocity, duration, an environment value or a parameter"),
                Flag("--y", value: "AXIS=RANGE", "the axis up (without it, one row)"),
                Flag("--from", value: "DETENT", "a sheet's starting detent"),
                Flag(
                    "--gesture", value: "STYLE", words: ["fling", "drag"],
                    "fling (exact velocity) or drag; NAME=VALUE words after it fix dy/dx, velocity, duration"),
                Flag("--against", value: "PARAM=VALUE", "a second parameter set on the same grid (several words)"),
                Flag("--format", value: "FORMAT", words: ["text", "csv", "json", "svg"], "output format"),
                Flag("--to", value: "FILE", "write to FILE (the format follows its extension; -: stdout)"),
                Flag("--jobs", value: "N", "threads (default: one per processor)"),
            ],
            operand: .kinds),
        Subcommand(
            name: "audit", summary: "check the accessibility paths of a kind",
            flags: [
                Flag(
                    "--assume", value: "THING", words: ["close-button", "back-button"],
                    "a control the host app provides (several words)"),
                Flag("--format", value: "FORMAT", words: ["text", "json", "tap", "junit"], "report format"),
                Flag("--evidence", value: "DIR", directory: true, "write one scenario per check here"),
                Flag("--depth", value: "N", "how deep callback-once explores (default 6)"),
                Flag("--max-states", value: "N", "stop exploring before holding more states (default 3000000)"),
            ],
            operand: .kinds),
        Subcommand(
            name: "compare", summary: "the same gesture on a sheet of each profile or shipped design, side by side",
            flags: [
                Flag("--format", value: "FORMAT", words: ["text", "csv", "json"], "output format")
            ],
            operand: .words(SheetProfile.spellings + BuiltInDesigns.names)),
        Subcommand(
            name: "bench", summary: "built-in benchmarks",
            flags: [
                Flag("--json", "print JSON"), Flag("--quick", "fewer repetitions"),
                Flag(
                    "--only", value: "SECTION",
                    words: [
                        "frames", "designs", "replay", "runner", "explore", "plot", "sheets", "sweep", "memory", "film",
                    ],
                    "one section"),
                Flag("--probe-frames", value: "N", "animate N frames and stop (for profilers)"),
                Flag("--kind", value: "KIND", words: ["screen", "modal", "sheet", "edge"], "the probe's kind"),
                Flag(
                    "--design", value: "NAME", words: BuiltInDesigns.names, "the probe's sheets follow a shipped design"
                ),
                Flag(
                    "--springs", value: "MODEL", words: ["fluid", "analytic", "curve", "idle"], "the probe's animation"),
                Flag("--sheets", value: "N", "the probe's sheet count"),
            ],
            operand: .none),
        Subcommand(
            name: "graph", summary: "print a kind's state machine for Graphviz or Mermaid",
            flags: [Flag("--format", value: "FORMAT", words: ["dot", "mermaid"], "graph format (default dot)")],
            operand: .kinds),
        Subcommand(
            name: "paths", summary: "print the shortest event sequences to each phase of a kind", flags: [],
            operand: .kinds),
        Subcommand(
            name: "check", summary: "check design files for errors (help design: the language)", flags: [],
            operand: .designs),
        Subcommand(
            name: "designs",
            summary: "list the shipped designs, or print one or a design file as parsed (designs show FILE|NAME)",
            flags: [],
            operand: .words(["show"])),
        Subcommand(
            name: "completions", summary: "print a completion script", flags: [],
            operand: .words(["bash", "zsh", "fish"])),
        Subcommand(name: "help", summary: "describe a subcommand, a command or a kind", flags: [], operand: .commands),
    ]
}
