import SheetLabCore

/// The one table of commands: it drives the parser, `help`, tab completion, the completion
/// scripts and the man page coverage test (`docs/commands.md`, "Commands").
public enum CommandTable {
    /// Words that may not be names: the keywords `docs/commands.md` lists (Commands), no more, so every
    /// name that page allows stays a name.
    public static let keywords: [String] = [
        "over", "from", "hold", "at", "max", "within", "json", "animated", "to", "backdrop", "down",
        "move", "up", "on", "off", "stop", "dot", "mermaid",
    ]

    /// `keywords` indexed, for the name check every command makes.
    static let keywordIndex = WordIndex(keywords)

    /// The words a button's name starts with, over every kind (`press NAME BUTTON`); the sheet
    /// says which buttons it has.
    public static let buttonWords = ["action", "cancel", "reset", "done", "apply", "close"]

    /// Option words of the options sheetlab adds beyond `docs/commands.md` (`inspect ... raw`, `play ...
    /// speed X`, `film ... fields F frames N`). They are options only where their command takes them
    /// and remain valid names: where a NAME is required they read as the name, and after an
    /// optional NAME they read as the name when more arguments follow (`inspect raw phase`).
    public static let addedOptionWords: [String] = ["speed", "fields", "frames", "raw", "params"]

    /// Every option keyword and literal word: a file name or text equal to one needs quotes.
    public static var optionWords: [String] { keywords + addedOptionWords }

    /// The command named `name`.
    public static func command(named name: String) -> CommandDefinition? {
        indexByName.index(of: name).map { commands[$0] }
    }

    /// The command whose name's UTF-8 bytes are `bytes` (the parser reads the command word in place).
    static func command(namedBytes bytes: UnsafeBufferPointer<UInt8>) -> CommandDefinition? {
        indexByName.index(ofBytes: bytes).map { commands[$0] }
    }

    /// Each command's index in `commands`, by name: every line looks its first word up here.
    private static let indexByName = WordIndex(commands.map(\.name))

    /// Every command word, in table order.
    public static var names: [String] { commands.map(\.name) }

    private static let over = OptionSlot("over", ArgumentSlot("DURATION", .duration, default: "0.25s"))
    private static let from = OptionSlot("from", ArgumentSlot("X,Y", .point))
    private static let animated = OptionSlot("animated")

    /// What `progress` reads after a dismissal, one line per kind (`Kind.progressAfterDismissal`).
    static var progressRules: String {
        "progress after a dismissal:\n"
            + Kind.allCases.map { "  \($0.rawValue): \($0.progressAfterDismissal)" }.joined(separator: "\n")
    }

    /// The commands, in the order `docs/commands.md` lists them.
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
                kind ('help KIND' lists them with their defaults), e.g. 'new screen page threshold=140'.
                The parameters are checked together, in any order; a sheet presents at the first of
                its detents unless detent= says otherwise. 'profile=' (sheet: multi-height, custom,
                action, filter) and 'variant=' (modal: content, modifier) choose the seed design and
                reset the other parameters to its defaults.
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
            "press",
            [
                CommandForm([
                    ArgumentSlot("NAME", .name), ArgumentSlot("BUTTON", .button),
                    ArgumentSlot("N", .buttonNumber, .optional),
                ])
            ],
            summary: "press a button of the content",
            details: """
                Presses a button of the sheet's content, as the seed's Button does: 'close' (modal,
                both variants), 'action N' and 'cancel' (sheet profile=action), 'reset', 'done' and
                'apply' (sheet profile=filter). It prints what the seed runs (the action, onDismiss,
                the transition) and 'explain' names the button and its seed line. A sheet that
                follows a design file has the file's buttons ('button share runs'), by their names.
                A button the sheet does not have is an error that lists its buttons. A content that
                takes no touches (presenting, committing, dismissed) ignores it. Other kinds have no
                buttons.
                """),
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
                later (default fluid); drawn values move at the next rendered frame. 'set
                NAME.PARAM VALUE' changes one parameter of a sheet live ('help KIND' lists them):
                derived values jump at once; a transition, animation or armed line it causes happens
                at the next event delivered to the sheet, naming its cause ('idle -> settling (set
                detent)'), and settle waits for it.
                """),
        CommandDefinition(
            "inspect",
            [
                CommandForm([ArgumentSlot("NAME", .name), ArgumentSlot("params", .literal("params"))]),
                CommandForm(
                    [ArgumentSlot("NAME", .name, .optional), ArgumentSlot("FIELD", .field, .zeroOrMore)],
                    options: [OptionSlot("json"), OptionSlot("raw")]),
            ],
            summary: "print fields or parameters of a sheet",
            details: """
                Prints 'NAME.FIELD = VALUE' for every field that applies to the sheet's kind, or
                only the FIELDs given; 'json' prints one object with the same keys; 'raw' prints
                numbers in full, as the shortest decimals that read back as the same doubles.
                Without NAME, one summary line per sheet: 'NAME KIND PHASE progress=P offset=O'.
                translation, velocity and predicted describe the finger now: 0 with no finger
                down, velocity at the clock's tick (also between frames), as a release now would
                see it. release-translation, release-velocity and release-predicted are the values
                the last release, escape or backdrop tap decided with, as 'explain' prints them.
                'inspect NAME params' prints every parameter's current value beside its default:
                'NAME.PARAM = VALUE (default D)', or '(default)' when they are the same.
                """ + "\n" + progressRules),
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
                Asserts a field. OP is ==, !=, <, <=, >, >=, ~ or !~. Words compare as text (== and
                != only); a word outside the field's vocabulary is a usage error. Numbers: == and !=
                without 'within' compare VALUE with the value rounded to the field's decimals; with
                'within TOL' the raw value, inclusive; ordering operators use the raw value. '~'
                holds when the value as 'inspect' prints it contains VALUE (a substring: 'expect
                s.animation ~ spring'), '!~' when it does not; any field. A failure prints
                'FILE:LINE: expectation failed: ...' to stderr.
                """),
        CommandDefinition(
            "watch",
            [
                CommandForm([ArgumentSlot("off", .literal("off"))]),
                CommandForm([ArgumentSlot("NAME", .name, .optional), ArgumentSlot("FIELD", .field, .zeroOrMore)]),
            ],
            summary: "print fields after every command that moves the clock",
            details: """
                After every command that moves the clock (step, settle, drag, move, fling, plot),
                prints the FIELDs of NAME as they are then, one line per watched sheet:
                '[0.267s] NAME.FIELD = VALUE, NAME.FIELD = VALUE'. 'watch NAME FIELD ...' replaces
                NAME's watch; 'watch off' ends every watch; 'watch' alone lists them.
                """),
        CommandDefinition(
            "explain",
            [CommandForm([ArgumentSlot("NAME", .name)])],
            summary: "why the last decision went the way it did",
            details:
                "Explains why the last release, fling, escape, tap or button press decided what it did: the release "
                + "values it used, the numbers compared, the seed line, the seed quirks that bit and what reduce motion "
                + "would change."),
        CommandDefinition(
            "trace",
            [CommandForm([ArgumentSlot("on|off|all", .choice(TraceSetting.allCases.map(\.rawValue)))])],
            summary: "live transition lines on, off, or with ignored input",
            details:
                "Turns the live transition lines on or off (on by default); 'all' also prints each ignored "
                + "touch, escape, backdrop tap or press as it happens ('log' and 'explain' always keep them)."),
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
                    ArgumentSlot("NAME|KIND", .sheetOrKind),
                    ArgumentSlot("FORMAT", .choice(["dot", "mermaid"]), .optional, default: "dot"),
                ])
            ],
            summary: "the kind's state machine",
            details: """
                Prints the state machine of the sheet's kind as Graphviz DOT (default) or Mermaid,
                its current phase highlighted; 'graph KIND' draws a kind with no sheet (a sheet of
                that name wins). 'sheetlab graph KIND' prints it from the command line.
                """),
        CommandDefinition(
            "paths",
            [
                CommandForm([
                    ArgumentSlot("KIND", .kind), ArgumentSlot("PARAM=VALUE", .parameterAssignment, .zeroOrMore),
                ])
            ],
            summary: "shortest event sequences to each phase",
            details: """
                Prints the shortest event sequence reaching each phase and transition of KIND, as
                scenario lines. PARAM=VALUE creates the sheet with those parameters, e.g.
                'paths sheet profile=custom' or 'paths modal variant=modifier'.
                """),
        CommandDefinition(
            "record",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("FIELD", .field, .oneOrMore)],
                    options: [OptionSlot("to", ArgumentSlot("FILE", .file), required: true), OptionSlot("raw")]),
                CommandForm([ArgumentSlot("stop", .literal("stop"))]),
            ],
            summary: "stream fields to a file every frame",
            details: """
                Streams the FIELDs of NAME at every frame from now on to FILE: one JSON array of an
                object per frame for a '.json' file, JSON Lines (an object a line) for '.jsonl', CSV
                otherwise; 'to -' prints the rows (CSV) on standard output. With 'raw', time
                and numbers are written in full, as the shortest decimals that read back as the same
                doubles. 'record stop' ends the recording.
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
                Advances the clock by DURATION (default 1s, at most 1 hour) and charts FIELD of NAME
                in the terminal, or as an SVG file with 'to FILE.svg' ('to -': on standard output).
                Past 8192 samples the chart is drawn from the first, lowest, highest and last sample
                of each span of frames, and says so.
                """),
        CommandDefinition(
            "sweep",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name), ArgumentSlot("PARAM=VALUE", .parameterAssignment, .zeroOrMore)],
                    options: [
                        OptionSlot("--x", ArgumentSlot("AXIS=RANGE", .sweepAxis), required: true),
                        OptionSlot("--y", ArgumentSlot("AXIS=RANGE", .sweepAxis)),
                        OptionSlot("--from", ArgumentSlot("DETENT", .parameterValue)),
                        OptionSlot("--gesture", ArgumentSlot("fling|drag", .parameterAssignment, .oneOrMore)),
                        OptionSlot("--against", ArgumentSlot("PARAM=VALUE", .parameterAssignment, .oneOrMore)),
                        OptionSlot("--format", ArgumentSlot("FORMAT", .choice(SweepFormat.allCases.map(\.rawValue)))),
                        OptionSlot("--to", ArgumentSlot("FILE", .file)),
                    ])
            ],
            summary: "map where releases dismiss, cancel or snap",
            details: """
                Runs a grid of releases on copies of NAME's parameters (the sheet itself is
                untouched), each in a fresh world: present, start from rest (a sheet from its
                presentation detent, or '--from DETENT'), release, settle. Prints a map of outcomes
                (dismiss, cancel, a detent, commit, ignored) with a legend, and the boundaries
                along x found by bisection to 0.01 with the rule that decides each.
                AXIS=RANGE is AXIS=LO..HI/STEP, a list V1,V2,... or one value. AXIS is dy (dx for
                edge: translation at release), velocity (release velocity in pt/s, exactly as the
                tracker measures it), duration (of a drag, s), screen-width, screen-height,
                safe-area-top, safe-area-bottom, fps, or a numeric parameter (param.velocity for
                the velocity parameter of modal and edge). PARAM=VALUE sets a parameter or an
                environment value (also reduce-motion, springs, layout) for every cell.
                '--gesture fling' (the default) reaches the translation at exactly the velocity;
                '--gesture drag' drags the translation over the duration (default 0.25), as 'drag'
                does; NAME=VALUE after it fixes dy/dx, velocity or duration where no axis varies them
                (velocity defaults to 0). '--against PARAM=VALUE ...' runs a second parameter set on
                the same grid and shows the cells whose outcome changes. '--format csv|json' writes
                one row per cell, 'svg' a heat map with each boundary drawn as a labelled line;
                '--to FILE' writes to FILE (the format follows its extension: .txt, .csv, .json or
                .svg; another is refused, and with '--format' only its own); '--to -' prints it.
                """),
        CommandDefinition(
            "audit",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name)],
                    options: [
                        OptionSlot(
                            "--assume",
                            ArgumentSlot("THING", .choice(AuditAssumption.allCases.map(\.rawValue)), .oneOrMore)),
                        OptionSlot("--format", ArgumentSlot("FORMAT", .choice(AuditFormat.allCases.map(\.rawValue)))),
                        OptionSlot("--evidence", ArgumentSlot("DIR", .file)),
                        OptionSlot("--depth", ArgumentSlot("N", .integer)),
                        OptionSlot("--max-states", ArgumentSlot("N", .integer)),
                    ])
            ],
            summary: "check the accessibility paths of a sheet",
            details: """
                Audits NAME's kind with its current parameters in this world's screen, safe area,
                frame rate, spring model and layout (the sheet itself is untouched), each check
                run through the simulation on fresh copies: escape (from every reachable phase),
                non-drag-path (WCAG 2.5.7: every outcome also by a single pointer; the backdrop
                tap where the kind has one), reduce-motion (WCAG 2.3.3: a spring, scale or
                overshoot fails, movement warns), reduce-motion-toggle, callback-once (the
                explorer to depth N, default 6, holding at most '--max-states N' states: a search
                stopped early warns 'incomplete'), touch-during-exit, rtl (edge), refused-dismiss-
                feedback and hit-area (edge: 44 pt, WCAG 2.5.8's 24 px). Each prints its verdict
                (pass, warn, fail or n.a.), a reason with numbers, the rule it serves with its
                citation and its evidence scenario. '--assume close-button|back-button' records a
                control the host app provides (pass, assumed). '--format json|tap|junit' prints
                the report as JSON, TAP or JUnit XML; '--evidence DIR' writes one scenario per
                check (KIND-CHECK.scenario) that 'sheetlab test DIR' replays. In the language
                the verdicts do not change the exit status; 'sheetlab audit KIND' exits 1 when a
                check fails.
                """),
        CommandDefinition(
            "compare",
            [
                CommandForm(
                    [
                        ArgumentSlot("PROFILE", .profile, .oneOrMore),
                        ArgumentSlot("PARAM=VALUE", .parameterAssignment, .zeroOrMore),
                    ],
                    options: [
                        OptionSlot("--format", ArgumentSlot("FORMAT", .choice(CompareFormat.allCases.map(\.rawValue)))),
                        OptionSlot("--", ArgumentSlot("GESTURE", .gestureWord, .oneOrMore), required: true),
                    ])
            ],
            summary: "the same gesture on a sheet of each profile, side by side",
            details: """
                Runs the same gesture from the same start on a fresh sheet of each PROFILE (the
                seed's multi-height, custom, action, filter, or a peer library's floatingpanel,
                material, panmodal, gorhom), each presented at rest in its own world, then settles
                it, and prints one line per profile: where it started, the decision, where it came
                to rest (position and height), the time to rest after the gesture, then the rule
                that decided and the callbacks it fired. GESTURE is a command without its sheet's
                name: 'drag DX DY [over DURATION] [from X,Y]', 'fling DX DY at VELOCITY', 'tap
                backdrop' or 'escape'. PARAM=VALUE sets a parameter on every profile that reads it
                (an error when none does) or an environment value (reduce-motion, screen-height,
                ...). '--format csv|json' writes one row or object per profile.
                """),
        CommandDefinition(
            "view",
            [
                CommandForm([ArgumentSlot("on", .literal("on"))]),
                CommandForm([ArgumentSlot("off", .literal("off"))]),
                CommandForm([ArgumentSlot("NAME", .name, .zeroOrMore)]),
            ],
            summary: "draw the phone in the terminal",
            details: """
                Draws the screen as a picture scaled to the terminal (40 columns when not a
                terminal), then one status line per sheet (time, phase, armed, progress): the
                safe-area insets, each sheet's content where it is drawn (the screen page moved and
                scaled, the modal card, the sheet with its detents in the margin), backdrops as
                shade, the edge bubble and the finger. NAMEs draw only those sheets. In colour when
                colour is on, else plain ASCII. 'view on' draws the picture after every command
                that moves the clock (in a terminal, in place at the top); 'view off' stops.
                """),
        CommandDefinition(
            "play",
            [
                CommandForm(
                    [ArgumentSlot("NAME", .name, .zeroOrMore)],
                    options: [
                        OptionSlot("over", ArgumentSlot("DURATION", .duration)),
                        OptionSlot("speed", ArgumentSlot("X", .number, default: "1")),
                    ])
            ],
            summary: "animate the picture in real time",
            details: """
                Advances the clock frame by frame until nothing moves (on NAMEs only, if given) or
                DURATION passes (10s at most without 'over'), redrawing the picture in place at
                every frame in real time, or X times as fast ('speed 0.1' is ten times slower).
                Ctrl-C stops it and keeps the clock where it stopped. Not in a terminal, it runs at
                once and draws the last picture.
                """),
        CommandDefinition(
            "film",
            [
                CommandForm([ArgumentSlot("stop", .literal("stop"))]),
                CommandForm(
                    [ArgumentSlot("NAME", .name, .oneOrMore)],
                    options: [
                        OptionSlot("over", ArgumentSlot("DURATION", .duration)),
                        OptionSlot("fields", ArgumentSlot("FIELD,...", .fieldList)),
                        OptionSlot("frames", ArgumentSlot("N", .integer)),
                        OptionSlot("to", ArgumentSlot("FILE", .file), required: true),
                    ]),
            ],
            summary: "film sheets to an HTML page or an SVG filmstrip",
            details: """
                Films the NAMEd sheets at every frame: with 'over DURATION' it advances the clock by
                DURATION and writes FILE; without, it films from now until 'film stop'. FILE.html is
                one self-contained page: the phone at every frame, play/pause, a time scrubber,
                frame steps (buttons and arrow keys), phase and armed per sheet, and a plot of the
                FIELDs (default progress) with a cursor; open FILE.html#t=0.250 to start at 0.25 s.
                FILE.svg is a filmstrip of N thumbnails (default 8) at even times, each labelled
                with its time and phases.
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
            "save", [CommandForm([ArgumentSlot("FILE", .file)])], summary: "write the session so far as a scenario",
            details: """
                Writes every command run so far with the output it printed to FILE, atomically, as a
                scenario transcript that 'sheetlab test FILE' passes at once (like lldb's 'session
                save'). A failed expect and an error are kept as comments; an error that moved the
                clock (settle out of time) is written as the step it took. 'help' is left out: it
                documents sheetlab rather than tests it ('graph' and 'paths', which print the model's
                rules, are kept). 'sheetlab --save FILE'
                keeps FILE up to date after every command. 'save -' prints the transcript, and
                'sheetlab --save -' prints it when the session ends. It writes at most 64 MiB,
                the largest scenario 'sheetlab test' reads; past that, save fails and names the
                command that passed it.
                """),
        CommandDefinition(
            "help", [CommandForm([ArgumentSlot("COMMAND|KIND", .helpTopic, .optional)])],
            summary: "list commands, or describe a command or a kind",
            details: """
                Lists the commands, or describes COMMAND, or KIND (screen, modal, sheet, edge): its
                parameters with default, meaning, unit, range and source, for sheet and modal the
                seed designs ('profile=', 'variant=') with their parameters and buttons, its fields
                and phases, and what progress reads once dismissed. A subcommand of the command
                line ('help run', 'help compare') adds its usage and options: 'help X' and
                'sheetlab help X' print the same text. Help longer than the terminal goes through
                $PAGER (default 'less -FRX'; empty or 'cat': none) when standard output is one.
                """),
        CommandDefinition(
            "quit", [CommandForm()], summary: "leave the shell",
            details: "Leaves the shell (Ctrl-D on an empty line does too)."),
    ]
}
