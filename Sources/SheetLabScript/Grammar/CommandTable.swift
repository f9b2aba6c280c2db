/// The one table of commands: it drives the parser, `help`, tab completion, the completion
/// scripts and the man page coverage test (`commands.md`, "Commands").
public enum CommandTable {
    /// Words that may not be names (`commands.md`): option keywords and the literal words of forms.
    public static let keywords: [String] = [
        "over", "from", "hold", "at", "max", "within", "json", "animated", "to", "backdrop", "down",
        "move", "up", "on", "off", "stop", "dot", "mermaid",
    ]

    /// `keywords` as a set, for the name check every command makes.
    static let keywordSet = Set(keywords)

    /// The command named `name`.
    public static func command(named name: String) -> CommandDefinition? {
        indexByName[name].map { commands[$0] }
    }

    /// Each command's index in `commands`, by name: every line looks its first word up here.
    private static let indexByName = Dictionary(
        commands.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every command word, in table order.
    public static var names: [String] { commands.map(\.name) }

    private static let over = OptionSlot("over", ArgumentSlot("DURATION", .duration, default: "0.25s"))
    private static let from = OptionSlot("from", ArgumentSlot("X,Y", .point))
    private static let animated = OptionSlot("animated")

    /// The commands, in the order `commands.md` lists them.
    public static let commands: [CommandDefinition] = [
        CommandDefinition(
            "new",
            [
                CommandForm(
                    [
                        ArgumentSlot("KIND", .kind), ArgumentSlot("NAME", .name),
                        ArgumentSlot("PARAM=VALUE", .parameterAssignment, .zeroOrMore),
                    ],
                    options: [animated])
            ],
            summary: "create and present a sheet",
            details: """
                Creates a sheet of KIND (screen, modal, sheet, edge) named NAME and presents it:
                idle at once, or presenting with 'animated'. PARAM=VALUE sets a parameter of the
                kind (models.md lists them with their defaults), e.g. 'new screen page threshold=140'.
                """),
        CommandDefinition(
            "present",
            [CommandForm([ArgumentSlot("NAME", .name)], options: [animated])],
            summary: "present a dismissed sheet again",
            details: """
                Presents a dismissed sheet again, starting a new presentation (its 'dismissed'
                count goes back to 0). An error in any other phase.
                """),
        CommandDefinition(
            "drag",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("DX", .number), ArgumentSlot("DY", .number)],
                    options: [over, from, OptionSlot("hold")])
            ],
            summary: "drag a finger by (DX, DY), then lift it unless 'hold'",
            details: """
                Touches down (by default at the kind's drag start, or at 'from X,Y'), moves linearly
                by (DX, DY) points with a sample at every frame boundary and one at the exact end,
                advancing the clock by DURATION (default 0.25s), then lifts the finger unless 'hold'.
                A constant-speed drag releases at displacement / duration.
                """),
        CommandDefinition(
            "move",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("DX", .number), ArgumentSlot("DY", .number)],
                    options: [over])
            ],
            summary: "continue a held drag by (DX, DY)",
            details: """
                Moves a finger held by 'drag ... hold' or 'touch NAME down' by (DX, DY) points,
                sampled like 'drag', over DURATION (default 0.25s). An error with no finger down.
                """),
        CommandDefinition(
            "release",
            [CommandForm([ArgumentSlot("NAME", .name)])],
            summary: "lift a held finger",
            details: "Lifts a held finger at the current time. An error with no finger down."),
        CommandDefinition(
            "fling",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("DX", .number), ArgumentSlot("DY", .number)],
                    options: [OptionSlot("at", ArgumentSlot("VELOCITY", .number), required: true), from])
            ],
            summary: "drag by (DX, DY) at VELOCITY pt/s and release",
            details: """
                A drag of (DX, DY) points at a constant VELOCITY in pt/s (more than 0), released at
                the end: it lasts distance / VELOCITY, rounded to a tick.
                """),
        CommandDefinition(
            "touch",
            [
                CommandForm([
                    ArgumentSlot("NAME", .name), ArgumentSlot("down", .literal("down")),
                    ArgumentSlot("X", .number), ArgumentSlot("Y", .number),
                ]),
                CommandForm([
                    ArgumentSlot("NAME", .name), ArgumentSlot("move", .literal("move")),
                    ArgumentSlot("X", .number), ArgumentSlot("Y", .number),
                ]),
                CommandForm([ArgumentSlot("NAME", .name), ArgumentSlot("up", .literal("up"))]),
            ],
            summary: "a raw touch sample at the current time",
            details: """
                Sends one raw touch sample at the current time, at screen point (X, Y). A sample
                less than 1 tick after the previous one replaces it. A second 'down' is an error.
                """),
        CommandDefinition(
            "escape",
            [CommandForm([ArgumentSlot("NAME", .name)])],
            summary: "the accessibility escape action",
            details: "Performs the accessibility escape action (VoiceOver's two-finger scrub, a keyboard Esc)."),
        CommandDefinition(
            "tap",
            [CommandForm([ArgumentSlot("NAME", .name), ArgumentSlot("backdrop", .literal("backdrop"))])],
            summary: "tap the dimmed backdrop",
            details: "Taps the dimmed area behind a modal or sheet (an error for other kinds)."),
        CommandDefinition(
            "step",
            [CommandForm([ArgumentSlot("DURATION", .duration, .optional, default: "1f")])],
            summary: "advance the clock",
            details: """
                Advances the clock by DURATION (default 1f); 'step Nf' advances to the N-th frame
                boundary after now.
                """),
        CommandDefinition(
            "settle",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name, .optional)],
                    options: [OptionSlot("max", ArgumentSlot("DURATION", .duration, default: "10s"))])
            ],
            summary: "advance until no animation runs",
            details: """
                Advances frame by frame until no animation runs (on NAME only, if given; the clock
                moves for all). A held finger stays where it is. After DURATION (default 10s) it
                stops with an error naming what still moves, the clock left at the limit.
                """),
        CommandDefinition(
            "set",
            [
                CommandForm([
                    ArgumentSlot("reduce-motion", .literal("reduce-motion")),
                    ArgumentSlot("on|off", .choice(["on", "off"])),
                ]),
                CommandForm([
                    ArgumentSlot("layout", .literal("layout")), ArgumentSlot("ltr|rtl", .choice(["ltr", "rtl"])),
                ]),
                CommandForm([ArgumentSlot("screen", .literal("screen")), ArgumentSlot("WxH", .size)]),
                CommandForm([ArgumentSlot("safe-area", .literal("safe-area")), ArgumentSlot("TOP,BOTTOM", .point)]),
                CommandForm([ArgumentSlot("fps", .literal("fps")), ArgumentSlot("N", .integer)]),
                CommandForm([
                    ArgumentSlot("springs", .literal("springs")),
                    ArgumentSlot("fluid|analytic", .choice(["fluid", "analytic"])),
                ]),
                CommandForm([ArgumentSlot("NAME.PARAM", .parameterPath), ArgumentSlot("VALUE", .parameterValue)]),
            ],
            summary: "change the environment or a parameter",
            details: """
                Changes the environment from the next event on: reduce motion, layout direction,
                screen size in points (default 402x874), safe area (default 62,34), frames per
                second (a divisor of 6000, default 60) and the spring model for springs started
                later (default fluid). 'set NAME.PARAM VALUE' changes one parameter of a sheet live
                (models.md says what each does mid-gesture).
                """),
        CommandDefinition(
            "inspect",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name, .optional), ArgumentSlot("FIELD", .field, .zeroOrMore)],
                    options: [OptionSlot("json")])
            ],
            summary: "print fields of a sheet",
            details: """
                Prints 'NAME.FIELD = VALUE' for every field that applies to the sheet's kind, or
                only the FIELDs given; 'json' prints one object with the same keys. Without NAME,
                one summary line per sheet: 'NAME KIND PHASE progress=P offset=O'.
                """),
        CommandDefinition(
            "expect",
            [
                CommandForm(
                    [
                        ArgumentSlot("NAME.FIELD", .fieldPath), ArgumentSlot("OP", .comparison),
                        ArgumentSlot("VALUE", .expectedValue),
                    ],
                    options: [OptionSlot("within", ArgumentSlot("TOL", .number))])
            ],
            summary: "assert a field's value",
            details: """
                Asserts a field. OP is ==, !=, <, <=, > or >=. Words compare as text (== and !=
                only). Numbers: == and != without 'within' compare VALUE with the value rounded to
                the field's decimals; with 'within TOL' the raw value, inclusive; ordering operators
                use the raw value. A failure prints 'FILE:LINE: expectation failed: ...' to stderr.
                """),
        CommandDefinition(
            "explain",
            [CommandForm([ArgumentSlot("NAME", .name)])],
            summary: "why the last decision went the way it did",
            details:
                "Explains why the last release, fling, escape or tap decided what it did, with the numbers compared."),
        CommandDefinition(
            "trace",
            [CommandForm([ArgumentSlot("on|off", .choice(["on", "off"]))])],
            summary: "live transition lines on or off",
            details: "Turns the live transition lines on or off (on by default)."),
        CommandDefinition(
            "log",
            [CommandForm([ArgumentSlot("NAME", .name, .optional)])],
            summary: "all transition records so far",
            details:
                "Prints every record so far (of NAME only, if given), trace on or off: sequence number, time, "
                + "sheet, event, what happened, and for a phase change the rule it took with its guard; "
                + "the last 10,000 records are kept."),
        CommandDefinition(
            "graph",
            [
                CommandForm([
                    ArgumentSlot("NAME", .name),
                    ArgumentSlot("FORMAT", .choice(["dot", "mermaid"]), .optional, default: "dot"),
                ])
            ],
            summary: "the kind's state machine",
            details: "Prints the state machine of the sheet's kind as Graphviz DOT (default) or Mermaid."),
        CommandDefinition(
            "paths",
            [CommandForm([ArgumentSlot("KIND", .kind)])],
            summary: "shortest event sequences to each phase",
            details: "Prints the shortest event sequence reaching each phase and transition of KIND, as scenario lines."
        ),
        CommandDefinition(
            "record",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("FIELD", .field, .oneOrMore)],
                    options: [OptionSlot("to", ArgumentSlot("FILE", .file), required: true)]),
                CommandForm([ArgumentSlot("stop", .literal("stop"))]),
            ],
            summary: "stream fields to a file every frame",
            details: """
                Streams the FIELDs of NAME at every frame from now on to FILE, as CSV (or JSON Lines
                for a '.json' file). 'record stop' ends the recording.
                """),
        CommandDefinition(
            "plot",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("FIELD", .field)],
                    options: [
                        OptionSlot("over", ArgumentSlot("DURATION", .duration, default: "1s")),
                        OptionSlot("to", ArgumentSlot("FILE.svg", .file)),
                    ])
            ],
            summary: "advance the clock and chart a field",
            details: """
                Advances the clock by DURATION (default 1s) and charts FIELD of NAME in the
                terminal, or as an SVG file with 'to FILE.svg'.
                """),
        CommandDefinition(
            "time", [CommandForm()], summary: "print the clock",
            details: "Prints the clock as '0.250s (frame 15)' (between frames, the last frame passed)."),
        CommandDefinition(
            "list", [CommandForm()], summary: "one line per sheet",
            details: "Prints one line per sheet: 'NAME KIND PHASE progress=P offset=O'."),
        CommandDefinition(
            "delete", [CommandForm([ArgumentSlot("NAME", .name)])], summary: "drop a sheet",
            details: "Drops a sheet, even with a finger down."),
        CommandDefinition(
            "reset", [CommandForm()], summary: "start a fresh world",
            details: "Drops every sheet and starts a fresh world: clock at 0, default environment."),
        CommandDefinition(
            "source", [CommandForm([ArgumentSlot("FILE", .file)])], summary: "run the commands of a file",
            details: """
                Runs the commands of FILE, relative to the including file. A file whose first
                command line starts with '> ' is read as a transcript. Nesting deeper than 16 is an error.
                """),
        CommandDefinition(
            "help", [CommandForm([ArgumentSlot("COMMAND", .commandName, .optional)])],
            summary: "list commands or describe one",
            details: """
                Lists the commands, or describes COMMAND. With a kind instead ('help edge'), lists
                the kind's parameters with their defaults and meanings.
                """),
        CommandDefinition(
            "quit", [CommandForm()], summary: "leave the shell",
            details: "Leaves the shell (Ctrl-D on an empty line does too)."),
    ]
}
