import SheetLabCore
import SheetLabScript
import Testing

/// A line with the cursor at its end (or at `|` if it has one), and the completions expected.
struct CompletionCase: CustomTestStringConvertible, Sendable {
    let name: String
    let line: String
    let expected: [String]
    var testDescription: String { name }
}

private let context = CompletionContext(
    vocabulary: testVocabulary,
    sheets: [
        .init(name: "page", kind: "screen"), .init(name: "panel", kind: "sheet"), .init(name: "back", kind: "edge"),
    ])

let completionCases: [CompletionCase] = [
    .init(name: "command names", line: "dr", expected: ["drag"]),
    .init(
        name: "commands sharing a prefix", line: "s", expected: ["save", "set", "settle", "source", "step", "sweep"]),
    .init(name: "sheet names", line: "drag pa", expected: ["page", "panel"]),
    .init(name: "kinds", line: "new s", expected: ["screen", "sheet"]),
    .init(name: "parameters of the kind", line: "new screen p f", expected: ["fade=", "fling-factor="]),
    .init(
        name: "parameters and animated after the name", line: "new modal m ",
        expected: ["animated", "backdrop=", "height=", "min-distance=", "threshold=", "variant=", "velocity="]),
    .init(
        name: "parameters already given are left out", line: "new screen p threshold=1 fade=2 s", expected: ["shrink="]),
    .init(
        name: "enum values of a parameter", line: "new edge e curve=",
        expected: ["curve=ease-out", "curve=linear", "curve=rubber"]),
    .init(name: "options after the positionals", line: "drag page 0 100 ", expected: ["from", "hold", "over"]),
    .init(name: "options already used are left out", line: "drag page 0 100 hold o", expected: ["over"]),
    .init(name: "no options before the positionals are in", line: "drag page ", expected: []),
    .init(name: "option value", line: "graph page ", expected: ["dot", "mermaid"]),
    .init(name: "graph takes a sheet or a kind", line: "graph s", expected: ["screen", "sheet"]),
    .init(name: "fields of the sheet's kind", line: "inspect panel de", expected: ["detent"]),
    .init(name: "fields of another kind are left out", line: "inspect page de", expected: []),
    .init(
        name: "inspect offers names, json and raw first", line: "inspect ",
        expected: ["back", "json", "page", "panel", "raw"]),
    .init(name: "NAME. for a path", line: "expect pa", expected: ["page.", "panel."]),
    .init(name: "view on or off", line: "view o", expected: ["off", "on"]),
    .init(name: "play options after names", line: "play panel s", expected: ["speed"]),
    .init(name: "film fields of the first sheet's kind", line: "film panel fields he", expected: ["height"]),
    .init(
        name: "film fields after a comma", line: "film panel fields height,progress,b",
        expected: ["height,progress,backdrop"]),
    .init(
        name: "NAME.FIELD", line: "expect back.bubble-",
        expected: ["back.bubble-height", "back.bubble-opacity", "back.bubble-width"]),
    .init(name: "operators", line: "expect page.phase ", expected: ["!=", "!~", "<", "<=", "==", ">", ">=", "~"]),
    .init(name: "phase values", line: "expect page.phase == d", expected: ["dismissed", "dragging"]),
    .init(name: "within after a value", line: "expect page.offset == 3 ", expected: ["within"]),
    .init(
        name: "settings and NAME.PARAM", line: "set ",
        expected: ["back.", "fps", "layout", "page.", "panel.", "reduce-motion", "safe-area", "screen", "springs"]),
    .init(name: "setting values", line: "set layout ", expected: ["ltr", "rtl"]),
    .init(
        name: "NAME.PARAM of every profile without the sheet's own list", line: "set panel.di",
        expected: ["panel.dismiss", "panel.dismiss-below", "panel.dismiss-offset"]),
    .init(name: "parameter values", line: "set panel.dismiss ", expected: ["disabled", "enabled"]),
    .init(name: "touch actions", line: "touch page ", expected: ["down", "move", "up"]),
    .init(name: "tap backdrop", line: "tap panel b", expected: ["backdrop"]),
    .init(name: "record stop or a name", line: "record ", expected: ["back", "page", "panel", "stop"]),
    .init(name: "help topics", line: "help ex", expected: ["expect", "explain", "explore"]),
    .init(name: "help kinds", line: "help ed", expected: ["edge"]),
    .init(name: "unknown command", line: "frobnicate ", expected: []),
    .init(name: "inside a comment", line: "drag page # pa", expected: []),
    .init(name: "cursor in the middle", line: "dr| page 0 100", expected: ["drag"]),
]

/// Buttons come from the sheet: an action sheet with two actions, a modal, a plain screen.
private let buttonContext = CompletionContext(
    vocabulary: testVocabulary,
    sheets: [
        .init(name: "acts", kind: "sheet", buttons: ["action 1", "action 2", "cancel"]),
        .init(name: "m", kind: "modal", buttons: ["close"]), .init(name: "page", kind: "screen"),
        .init(name: "plain", kind: "sheet", parameters: ["profile", "detents", "dismiss-below"]),
    ])

let buttonCompletionCases: [CompletionCase] = [
    .init(name: "the first words of the sheet's buttons", line: "press acts ", expected: ["action", "cancel"]),
    .init(name: "the numbers of its action buttons", line: "press acts action ", expected: ["1", "2"]),
    .init(name: "the modal's Close", line: "press m ", expected: ["close"]),
    .init(name: "nothing after a button without a number", line: "press m close ", expected: []),
    .init(name: "a screen has no button", line: "press page ", expected: []),
    .init(name: "help offers kinds too", line: "help sh", expected: ["sheet"]),
    .init(name: "the sheet's own parameters", line: "set plain.d", expected: ["plain.detents", "plain.dismiss-below"]),
]

@Test("completion offers the buttons of the sheet named", arguments: buttonCompletionCases)
func buttonCompletion(_ testCase: CompletionCase) {
    #expect(
        completions(line: testCase.line, cursor: testCase.line.utf8.count, context: buttonContext) == testCase.expected,
        "\(testCase.name)")
}

@Test("completion offers the words that fit", arguments: completionCases)
func completion(_ testCase: CompletionCase) {
    var line = testCase.line
    var cursor = line.utf8.count
    if let bar = line.firstIndex(of: "|"), !line.hasPrefix("expect") {
        cursor = line.utf8.distance(from: line.startIndex, to: bar)
        line.remove(at: bar)
    }
    #expect(completions(line: line, cursor: cursor, context: context) == testCase.expected, "\(testCase.name)")
}

@Test("help lists every command and describes each")
func help() throws {
    let overview = CommandTable.overview()
    for name in CommandTable.names {
        #expect(overview.contains("\n  \(name) "), "\(name) in the overview")
        let text = try #require(CommandTable.help(for: name), "\(name)")
        #expect(text.hasPrefix("usage: \(name)"), "\(name)")
    }
    #expect(
        CommandTable.help(for: "touch")?.hasPrefix(
            "usage: touch NAME down X Y\n       touch NAME move X Y\n       touch NAME up\n\n") == true)
    #expect(CommandTable.help(for: "nope") == nil)
}

/// `help record` says what a `.json` file holds as `record` writes it: one JSON array, and JSON
/// Lines only for `.jsonl` (it said JSON Lines for `.json`, the command language v1's format).
@Test func helpRecordNamesEachFormat() throws {
    let text = try #require(CommandTable.help(for: "record"))
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
        words.contains(
            "one JSON array of an object per frame for a '.json' file, JSON Lines (an object a line) for '.jsonl', "
                + "CSV otherwise"), "\(words)")
}

/// `help KIND` lists each parameter of the kind's table as `NAME=DEFAULT`, its meaning below.
@Test("help KIND lists every parameter with its default and meaning", arguments: Kind.allCases)
func kindHelp(_ kind: Kind) {
    let text = KindHelp.text(for: kind)
    #expect(text.hasPrefix("\(kind.rawValue): "))
    for parameter in kind.machineType.parameterTable {
        #expect(text.contains("\n  \(parameter.name)=\(parameter.defaultValue)\n      "), "\(kind): \(parameter.name)")
        let firstWords = parameter.summary.split(separator: " ").prefix(3).joined(separator: " ")
        #expect(text.contains(firstWords), "\(kind): \(parameter.name)'s meaning")
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(kind): lines fit 100 columns")
}

/// The synopses exactly as `docs/commands.md` writes them.
@Test(
    "synopses read as docs/commands.md writes them",
    arguments: [
        ("new", "new KIND NAME [PARAM=VALUE ...] [animated]"),
        ("present", "present NAME [animated]"),
        ("drag", "drag NAME DX DY [over DURATION] [from X,Y] [hold]"),
        ("move", "move NAME DX DY [over DURATION]"),
        ("release", "release NAME"),
        ("fling", "fling NAME DX DY at VELOCITY [from X,Y]"),
        ("touch", "touch NAME down X Y · touch NAME move X Y · touch NAME up"),
        ("escape", "escape NAME"),
        ("tap", "tap NAME backdrop"),
        ("step", "step [DURATION]"),
        ("settle", "settle [NAME] [max DURATION]"),
        (
            "set",
            "set reduce-motion on|off · set layout ltr|rtl · set screen WxH · set safe-area TOP,BOTTOM · set fps N · set springs fluid|analytic · set NAME.PARAM VALUE"
        ),
        ("inspect", "inspect NAME params · inspect [NAME] [FIELD ...] [json] [raw]"),
        ("expect", "expect NAME.FIELD OP VALUE [within TOL]"),
        ("explain", "explain NAME"),
        ("watch", "watch off · watch [NAME] [FIELD ...]"),
        ("save", "save FILE"),
        ("trace", "trace on|off|all"),
        ("log", "log [NAME]"),
        ("graph", "graph NAME|KIND [dot|mermaid]"),
        ("paths", "paths KIND [PARAM=VALUE ...]"),
        ("press", "press NAME BUTTON [N]"),
        ("record", "record NAME FIELD ... to FILE [raw] · record stop"),
        ("plot", "plot NAME FIELD [over DURATION] [to FILE.svg]"),
        (
            "sweep",
            "sweep NAME [PARAM=VALUE ...] --x AXIS=RANGE [--y AXIS=RANGE] [--from DETENT] [--gesture fling|drag ...] "
                + "[--against PARAM=VALUE ...] [--format FORMAT] [--to FILE]"
        ),
        ("time", "time"), ("list", "list"), ("delete", "delete NAME"), ("reset", "reset"), ("source", "source FILE"),
        ("help", "help [COMMAND|KIND]"), ("quit", "quit"),
    ])
func synopsis(_ name: String, _ expected: String) {
    #expect(CommandTable.command(named: name)?.synopsis == expected, "\(name)")
}

@Test("the words names may not be are exactly the keywords docs/commands.md lists")
func keywordsAreThePageKeywords() {
    // docs/commands.md#commands: "may not be a keyword of this page (over, from, ...)".
    #expect(
        CommandTable.keywords == [
            "over", "from", "hold", "at", "max", "within", "json", "animated", "to", "backdrop", "down", "move", "up",
            "on", "off", "stop", "dot", "mermaid",
        ])
    #expect(Set(CommandTable.keywords).isDisjoint(with: CommandTable.addedOptionWords))
}

@Test("every option keyword and literal word of the table is a keyword or an added option word")
func keywordsCoverTheTable() {
    for command in CommandTable.commands {
        for form in command.forms {
            // A `--` option (sweep's) can never be a name: names start with a letter.
            for option in form.options where !option.keyword.hasPrefix("--") {
                #expect(CommandTable.optionWords.contains(option.keyword), "\(command.name) \(option.keyword)")
            }
            for slot in form.arguments {
                if case .literal(let word) = slot.type, command.name != "set" {
                    #expect(CommandTable.optionWords.contains(word), "\(command.name) \(word)")
                }
            }
        }
    }
}

/// Completion that depends on the world and the file system: a sheet's own detents after
/// `set NAME.detent `, the current value of a numeric parameter, `detent=` from the `detents=`
/// typed on the line, and file names after `source`, `save` and `to`.
@Test("completion offers a sheet's values and file names")
func valuesAndFiles() {
    var session = Session(origin: .commandLine)
    _ = session.execute(LogicalLine("new sheet s detents=300,medium"))
    _ = session.execute(LogicalLine("new modal m"))
    _ = session.execute(LogicalLine("new edge e"))
    let context = session.completionContext
    let files: (String) -> [String] = { prefix in
        ["scenes/", "scene.scenario", "notes.txt"].filter { $0.hasPrefix(prefix) }
    }
    let cases: [(String, String, [String])] = [
        ("a sheet's detents", "set s.detent ", ["300", "medium"]),
        ("enum words", "set s.dismiss ", ["disabled", "enabled"]),
        ("the current value", "set s.dismiss-below ", ["100"]),
        // `profile` and `variant` are chosen at creation: `set` would refuse them.
        (
            "only parameters that can change", "set s.",
            [
                "s.backdrop", "s.background", "s.detent", "s.detents", "s.dismiss", "s.dismiss-below",
                "s.fling-distance", "s.min-distance",
            ]
        ),
        ("no sheet profile", "set s.pro", []),
        ("no modal variant", "set m.va", []),
        ("no edge profile", "set e.pro", []),
        ("detent= from detents= on the line", "new sheet t detents=200,large detent=", ["detent=200", "detent=large"]),
        ("detent= from the default list", "new sheet t detent=", ["detent=200", "detent=large", "detent=medium"]),
        ("files after source", "source sce", ["scene.scenario", "scenes/"]),
        ("files after save", "save n", ["notes.txt"]),
        ("files after to", "record s offset to sc", ["scene.scenario", "scenes/"]),
        ("files after plot ... to", "plot s offset to ", ["notes.txt", "scene.scenario", "scenes/"]),
    ]
    for (name, line, expected) in cases {
        #expect(
            completions(line: line, cursor: line.utf8.count, context: context, files: files) == expected, "\(name)")
    }
}

/// `help KIND` gives every field a meaning: a field added without one is caught here.
@Test("every field has a meaning for help KIND", arguments: Field.allCases)
func fieldMeaning(_ field: Field) {
    #expect(!FieldHelp.meaning(of: field).isEmpty, "\(field.rawValue)")
}
