import SheetLabScript
import Testing

/// A well-formed line, the command it means, and its canonical spelling.
struct RoundTripCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let command: Command
    let canonical: String
    var testDescription: String { name }
}

private func point(_ x: Double, _ y: Double) -> Coordinates { Coordinates(x: x, y: y) }

let roundTripCases: [RoundTripCase] = [
    .init(
        name: "new", input: "new screen page",
        command: .new(kind: "screen", name: "page", parameters: [], animated: false), canonical: "new screen page"),
    .init(
        name: "new with parameters and animated",
        input: "new sheet s  detents=200,medium,large dismiss=disabled animated",
        command: .new(
            kind: "sheet", name: "s",
            parameters: [
                ParameterAssignment(name: "detents", value: .word("200,medium,large"), written: "200,medium,large"),
                ParameterAssignment(name: "dismiss", value: .word("disabled"), written: "disabled"),
            ], animated: true),
        canonical: "new sheet s detents=200,medium,large dismiss=disabled animated"),
    .init(
        name: "new keeps numbers as written", input: "new edge e stack=3 enabled=false trigger=8e1",
        command: .new(
            kind: "edge", name: "e",
            parameters: [
                ParameterAssignment(name: "stack", value: .number(3), written: "3"),
                ParameterAssignment(name: "enabled", value: .flag(false), written: "false"),
                ParameterAssignment(name: "trigger", value: .number(80), written: "8e1"),
            ], animated: false),
        canonical: "new edge e stack=3 enabled=false trigger=8e1"),
    .init(
        name: "present", input: "present p animated", command: .present(name: "p", animated: true),
        canonical: "present p animated"),
    .init(
        name: "drag with defaults", input: "drag p 0 200",
        command: .drag(name: "p", displacement: point(0, 200), duration: .ticks(1500), start: nil, hold: false),
        canonical: "drag p 0 200"),
    .init(
        name: "drag with options in any order", input: "drag p -3.5 1e2 hold from 201,82 over 250ms",
        command: .drag(
            name: "p", displacement: point(-3.5, 100), duration: .ticks(1500), start: point(201, 82), hold: true),
        canonical: "drag p -3.5 100 from 201,82 hold"),
    .init(
        name: "drag over frames", input: "drag p 0 200 over 15f",
        command: .drag(name: "p", displacement: point(0, 200), duration: .frames(15), start: nil, hold: false),
        canonical: "drag p 0 200 over 15f"),
    .init(
        name: "drag rounds to the nearest tick", input: "drag p 0 1 over 0.00025",
        command: .drag(name: "p", displacement: point(0, 1), duration: .ticks(2), start: nil, hold: false),
        canonical: "drag p 0 1 over 0.0003333333333333333s"),
    .init(
        name: "move", input: "move p 0 -40 over 0.1s",
        command: .move(name: "p", displacement: point(0, -40), duration: .ticks(600)),
        canonical: "move p 0 -40 over 100ms"),
    .init(name: "release", input: "release p", command: .release(name: "p"), canonical: "release p"),
    .init(
        name: "fling", input: "fling p 0 120 at 1500 from 10,20",
        command: .fling(name: "p", displacement: point(0, 120), velocity: 1500, start: point(10, 20)),
        canonical: "fling p 0 120 at 1500 from 10,20"),
    .init(
        name: "touch down", input: "touch p down 201 100", command: .touch(name: "p", action: .down(point(201, 100))),
        canonical: "touch p down 201 100"),
    .init(
        name: "touch move", input: "touch p move 201 150.5",
        command: .touch(name: "p", action: .move(point(201, 150.5))), canonical: "touch p move 201 150.5"),
    .init(name: "touch up", input: "touch p up", command: .touch(name: "p", action: .up), canonical: "touch p up"),
    .init(name: "escape", input: "escape p", command: .escape(name: "p"), canonical: "escape p"),
    .init(name: "tap backdrop", input: "tap m backdrop", command: .tapBackdrop(name: "m"), canonical: "tap m backdrop"),
    .init(name: "step default", input: "step", command: .step(.frames(1)), canonical: "step"),
    .init(name: "step seconds", input: "step 2", command: .step(.ticks(12000)), canonical: "step 2s"),
    .init(name: "step frames", input: "step 15f", command: .step(.frames(15)), canonical: "step 15f"),
    .init(name: "settle", input: "settle", command: .settle(name: nil, limit: .ticks(60000)), canonical: "settle"),
    .init(
        name: "settle name with limit", input: "settle p max 2s", command: .settle(name: "p", limit: .ticks(12000)),
        canonical: "settle p max 2s"),
    .init(
        name: "settle limit only", input: "settle max 500ms", command: .settle(name: nil, limit: .ticks(3000)),
        canonical: "settle max 500ms"),
    .init(
        name: "set reduce-motion", input: "set reduce-motion on", command: .setEnvironment(.reduceMotion(true)),
        canonical: "set reduce-motion on"),
    .init(
        name: "set layout", input: "set layout rtl", command: .setEnvironment(.layout(.rightToLeft)),
        canonical: "set layout rtl"),
    .init(
        name: "set screen", input: "set screen 375x667", command: .setEnvironment(.screen(width: 375, height: 667)),
        canonical: "set screen 375x667"),
    .init(
        name: "set safe-area", input: "set safe-area 20,0", command: .setEnvironment(.safeArea(top: 20, bottom: 0)),
        canonical: "set safe-area 20,0"),
    .init(
        name: "set fps", input: "set fps 120", command: .setEnvironment(.framesPerSecond(120)), canonical: "set fps 120"
    ),
    .init(
        name: "set springs", input: "set springs analytic", command: .setEnvironment(.springs(.analytic)),
        canonical: "set springs analytic"),
    .init(
        name: "set parameter", input: "set p.threshold 200",
        command: .setParameter(
            name: "p", parameter: ParameterAssignment(name: "threshold", value: .number(200), written: "200")),
        canonical: "set p.threshold 200"),
    .init(
        name: "set parameter of a sheet named like a setting", input: "set screen.fade 0.5",
        command: .setParameter(
            name: "screen", parameter: ParameterAssignment(name: "fade", value: .number(0.5), written: "0.5")),
        canonical: "set screen.fade 0.5"),
    .init(
        name: "inspect all", input: "inspect", command: .inspect(name: nil, fields: [], json: false, raw: false),
        canonical: "inspect"),
    .init(
        name: "inspect json", input: "inspect json", command: .inspect(name: nil, fields: [], json: true, raw: false),
        canonical: "inspect json"),
    .init(
        name: "inspect fields", input: "inspect p offset backdrop json",
        command: .inspect(name: "p", fields: ["offset", "backdrop"], json: true, raw: false),
        canonical: "inspect p offset backdrop json"),
    .init(
        name: "inspect raw", input: "inspect p raw",
        command: .inspect(name: "p", fields: [], json: false, raw: true),
        canonical: "inspect p raw"),
    .init(
        name: "inspect fields raw json", input: "inspect p velocity raw json",
        command: .inspect(name: "p", fields: ["velocity"], json: true, raw: true),
        canonical: "inspect p velocity json raw"),
    .init(
        name: "expect number", input: "expect p.offset >= 3.50",
        command: .expect(
            Expectation(name: "p", field: "offset", comparison: .greaterOrEqual, value: .number(3.5, written: "3.50"))),
        canonical: "expect p.offset >= 3.50"),
    .init(
        name: "expect within", input: "expect p.offset == 200 within 0.5",
        command: .expect(
            Expectation(
                name: "p", field: "offset", comparison: .equal, value: .number(200, written: "200"), tolerance: 0.5)),
        canonical: "expect p.offset == 200 within 0.5"),
    .init(
        name: "expect word", input: "expect p.phase != idle",
        command: .expect(Expectation(name: "p", field: "phase", comparison: .notEqual, value: .text("idle"))),
        canonical: "expect p.phase != idle"),
    .init(
        name: "expect text with spaces", input: "expect p.animation == spring(duration: 0.4,  bounce: 0.2)",
        command: .expect(
            Expectation(
                name: "p", field: "animation", comparison: .equal, value: .text("spring(duration: 0.4,  bounce: 0.2)"))),
        canonical: "expect p.animation == spring(duration: 0.4,  bounce: 0.2)"),
    .init(
        name: "expect quoted text", input: "expect p.animation == \"a # b\"",
        command: .expect(Expectation(name: "p", field: "animation", comparison: .equal, value: .text("a # b"))),
        canonical: "expect p.animation == \"a # b\""),
    .init(name: "explain", input: "explain p", command: .explain(name: "p"), canonical: "explain p"),
    .init(name: "trace off", input: "trace off", command: .trace(.off), canonical: "trace off"),
    .init(name: "log", input: "log", command: .log(name: nil), canonical: "log"),
    .init(name: "log name", input: "log p", command: .log(name: "p"), canonical: "log p"),
    .init(name: "graph default", input: "graph p", command: .graph(name: "p", format: .dot), canonical: "graph p"),
    .init(
        name: "graph mermaid", input: "graph p mermaid", command: .graph(name: "p", format: .mermaid),
        canonical: "graph p mermaid"),
    .init(name: "paths", input: "paths edge", command: .paths(kind: "edge"), canonical: "paths edge"),
    .init(
        name: "paths with a profile", input: "paths sheet profile=custom",
        command: .paths(
            kind: "sheet", parameters: [ParameterAssignment(name: "profile", value: .word("custom"), written: "custom")]
        ),
        canonical: "paths sheet profile=custom"),
    .init(
        name: "press a button", input: "press m close", command: .press(name: "m", button: "close"),
        canonical: "press m close"),
    .init(
        name: "press an action button", input: "press s action 2", command: .press(name: "s", button: "action 2"),
        canonical: "press s action 2"),
    .init(
        name: "record", input: "record p offset scale to out.csv",
        command: .record(name: "p", fields: ["offset", "scale"], file: "out.csv", raw: false),
        canonical: "record p offset scale to out.csv"),
    .init(
        name: "record raw", input: "record p offset raw to out.csv",
        command: .record(name: "p", fields: ["offset"], file: "out.csv", raw: true),
        canonical: "record p offset to out.csv raw"),
    .init(
        name: "record quoted file", input: "record p offset to 'my out.json'",
        command: .record(name: "p", fields: ["offset"], file: "my out.json", raw: false),
        canonical: "record p offset to \"my out.json\""),
    .init(name: "record stop", input: "record stop", command: .recordStop, canonical: "record stop"),
    .init(
        name: "plot", input: "plot p offset",
        command: .plot(name: "p", field: "offset", duration: .ticks(6000), file: nil),
        canonical: "plot p offset"),
    .init(
        name: "plot to file", input: "plot p offset to o.svg over 2s",
        command: .plot(name: "p", field: "offset", duration: .ticks(12000), file: "o.svg"),
        canonical: "plot p offset over 2s to o.svg"),
    .init(name: "view", input: "view", command: .view(names: []), canonical: "view"),
    .init(name: "view names", input: "view a b", command: .view(names: ["a", "b"]), canonical: "view a b"),
    .init(name: "view on", input: "view on", command: .viewMode(on: true), canonical: "view on"),
    .init(name: "view off", input: "view off", command: .viewMode(on: false), canonical: "view off"),
    .init(name: "play", input: "play", command: .play(names: [], duration: nil, speed: 1), canonical: "play"),
    .init(
        name: "play with options", input: "play s speed 0.1 over 2s",
        command: .play(names: ["s"], duration: .ticks(12000), speed: 0.1), canonical: "play s over 2s speed 0.1"),
    .init(
        name: "film page", input: "film a b over 1s fields progress,offset to out.html",
        command: .film(
            FilmRequest(
                names: ["a", "b"], duration: .ticks(6000), fields: ["progress", "offset"], frames: nil,
                file: "out.html")),
        canonical: "film a b over 1s fields progress,offset to out.html"),
    .init(
        name: "film strip until stop", input: "film a to strip.svg frames 4",
        command: .film(FilmRequest(names: ["a"], duration: nil, fields: [], frames: 4, file: "strip.svg")),
        canonical: "film a frames 4 to strip.svg"),
    .init(name: "film stop", input: "film stop", command: .filmStop, canonical: "film stop"),
    .init(name: "time", input: "time", command: .time, canonical: "time"),
    .init(name: "list", input: "list  # trailing comment", command: .list, canonical: "list"),
    .init(name: "delete", input: "delete p", command: .delete(name: "p"), canonical: "delete p"),
    .init(name: "reset", input: "reset", command: .reset, canonical: "reset"),
    .init(
        name: "source", input: "source lib/setup.scenario", command: .source(file: "lib/setup.scenario"),
        canonical: "source lib/setup.scenario"),
    .init(name: "help", input: "help", command: .help(command: nil), canonical: "help"),
    .init(name: "help command", input: "help drag", command: .help(command: "drag"), canonical: "help drag"),
    .init(name: "help kind", input: "help edge", command: .help(command: "edge"), canonical: "help edge"),
    .init(
        name: "help kind with profiles", input: "help sheet", command: .help(command: "sheet"), canonical: "help sheet"),
    .init(
        name: "graph kind", input: "graph edge", command: .graph(name: "edge", format: .dot), canonical: "graph edge"),
    .init(
        name: "inspect params", input: "inspect p  params", command: .inspectParameters(name: "p"),
        canonical: "inspect p params"),
    .init(
        name: "watch", input: "watch p offset  phase", command: .watch(name: "p", fields: ["offset", "phase"]),
        canonical: "watch p offset phase"),
    .init(name: "watch list", input: "watch", command: .watch(name: nil, fields: []), canonical: "watch"),
    .init(name: "watch off", input: "watch off", command: .watchOff, canonical: "watch off"),
    .init(
        name: "save", input: "save 'my session.scenario'", command: .save(file: "my session.scenario"),
        canonical: "save \"my session.scenario\""),
    .init(
        name: "expect contains", input: "expect p.animation ~ spring",
        command: .expect(Expectation(name: "p", field: "animation", comparison: .contains, value: .text("spring"))),
        canonical: "expect p.animation ~ spring"),
    .init(
        name: "expect does not contain", input: "expect p.offset !~ 12",
        command: .expect(Expectation(name: "p", field: "offset", comparison: .notContains, value: .text("12"))),
        canonical: "expect p.offset !~ 12"),
    .init(name: "quit", input: "quit", command: .quit, canonical: "quit"),
    // docs/commands.md reserves only its own keywords: the option words sheetlab adds stay names.
    .init(
        name: "new with an added option word as name", input: "new screen raw",
        command: .new(kind: "screen", name: "raw", parameters: [], animated: false), canonical: "new screen raw"),
    .init(
        name: "record a sheet named raw", input: "record raw offset to o.csv raw",
        command: .record(name: "raw", fields: ["offset"], file: "o.csv", raw: true),
        canonical: "record raw offset to o.csv raw"),
    .init(
        name: "inspect a sheet named raw with fields", input: "inspect raw phase raw",
        command: .inspect(name: "raw", fields: ["phase"], json: false, raw: true),
        canonical: "inspect \"raw\" phase raw"),
    .init(
        name: "inspect raw alone is the option", input: "inspect raw",
        command: .inspect(name: nil, fields: [], json: false, raw: true), canonical: "inspect raw"),
    .init(
        name: "inspect a quoted name", input: "inspect \"raw\"",
        command: .inspect(name: "raw", fields: [], json: false, raw: false), canonical: "inspect \"raw\""),
    .init(
        name: "film a sheet named fields", input: "film fields over 1s to out.svg",
        command: .film(
            FilmRequest(names: ["fields"], duration: .ticks(6000), fields: [], frames: nil, file: "out.svg")),
        canonical: "film \"fields\" over 1s to out.svg"),
    .init(
        name: "play a quoted name", input: "play \"speed\" speed 2",
        command: .play(names: ["speed"], duration: nil, speed: 2), canonical: "play \"speed\" speed 2"),
    .init(
        name: "drag a sheet named frames", input: "drag frames 0 10",
        command: .drag(name: "frames", displacement: point(0, 10), duration: .ticks(1500), start: nil, hold: false),
        canonical: "drag frames 0 10"),
    .init(
        name: "sweep", input: "sweep p  threshold=120 --to map.svg --x dy=0..300/3 --against fps=30 fade=0.5",
        command: .sweep(
            SweepCommand(
                target: "p", settings: [SweepCommand.Word("threshold=120", at: SourceLocation(line: 1, column: 10))],
                x: SweepCommand.Word("dy=0..300/3", at: SourceLocation(line: 1, column: 44)),
                against: [
                    SweepCommand.Word("fps=30", at: SourceLocation(line: 1, column: 66)),
                    SweepCommand.Word("fade=0.5", at: SourceLocation(line: 1, column: 73)),
                ], file: SweepCommand.Word("map.svg", at: SourceLocation(line: 1, column: 29)))),
        canonical: "sweep p threshold=120 --x dy=0..300/3 --against fps=30 fade=0.5 --to map.svg"),
    RoundTripCase(
        name: "compare",
        input: "compare seed  gorhom reduce-motion=on --format csv -- fling 0 -150 at 2000",
        command: .compare(
            CompareCommand(
                profiles: [CompareCommand.Word("seed"), CompareCommand.Word("gorhom")],
                settings: [CompareCommand.Word("reduce-motion=on")],
                gesture: ["fling", "0", "-150", "at", "2000"].map { CompareCommand.Word($0) }, format: .csv)),
        canonical: "compare seed gorhom reduce-motion=on --format csv -- fling 0 -150 at 2000"),
    RoundTripCase(
        name: "audit", input: "audit page", command: .audit(AuditCommand(target: "page")), canonical: "audit page"),
    RoundTripCase(
        name: "audit with every option",
        input:
            "audit page --max-states 500 --depth 3 --evidence \"out dir\" --format junit --assume back-button "
            + "close-button",
        command: .audit(
            AuditCommand(
                target: "page", assumptions: [.backButton, .closeButton], format: .junit, evidence: "out dir",
                depth: 3, maxStates: 500)),
        canonical:
            "audit page --assume back-button close-button --format junit --evidence \"out dir\" --depth 3 "
            + "--max-states 500"),
    RoundTripCase(
        name: "new quotes a parameter with spaces",
        input: "new sheet s \"detents=200, large\"",
        command: .new(
            kind: "sheet", name: "s",
            parameters: [ParameterAssignment(name: "detents", value: .word("200, large"), written: "200, large")],
            animated: false),
        canonical: "new sheet s \"detents=200, large\""),
]

@Test("well-formed lines parse to the command and print canonically", arguments: roundTripCases)
func roundTrip(_ testCase: RoundTripCase) throws {
    let parsed = try testParser.parse(testCase.input)
    #expect(parsed == testCase.command, "\(testCase.name)")
    #expect(parsed?.description == testCase.canonical, "\(testCase.name)")
    #expect(try testParser.parse(testCase.canonical) == testCase.command, "\(testCase.name): canonical reads back")
}

@Test("every command of the table has a round-trip case")
func everyCommandCovered() {
    let covered = Set(roundTripCases.map(\.command.commandName))
    #expect(covered == Set(CommandTable.names))
}

@Test("blank and comment lines parse to nothing", arguments: ["", "   ", "# a comment", "  \t# indented"])
func blankLine(_ input: String) throws {
    #expect(try testParser.parse(input) == nil, "\(input.debugDescription)")
}

@Test("the vocabulary built from Core has the fields and phases of docs/commands.md")
func coreVocabulary() {
    let vocabulary = Vocabulary.core(parameterTables: [])
    #expect(vocabulary.fields.map(\.name) == testVocabulary.fields.map(\.name))
    #expect(vocabulary.fields.map(\.type) == testVocabulary.fields.map(\.type))
    #expect(vocabulary.fields.map(\.kinds) == testVocabulary.fields.map(\.kinds))
}
