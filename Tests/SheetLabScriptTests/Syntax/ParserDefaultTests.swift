import Testing

@testable import SheetLabScript

/// (name, line, command): each default of the table, read where the line ends, on one line and
/// on a line continued over three physical lines.
@Test(
    "an omitted argument takes its default",
    arguments: [
        ("step's duration", "step", Command.step(.frames(1))),
        ("settle's limit", "settle", .settle(name: nil, limit: .ticks(60000))),
        (
            "drag's duration", "drag p 0 10",
            .drag(name: "p", displacement: Coordinates(x: 0, y: 10), duration: .ticks(1500), start: nil, hold: false)
        ),
        ("graph's format", "graph screen", .graph(name: "screen", format: .dot)),
        ("plot's duration", "plot p offset", .plot(name: "p", field: "offset", duration: .ticks(6000), file: nil)),
        ("play's speed", "play p", .play(names: ["p"], duration: nil, speed: 1)),
    ] as [(String, String, Command)])
func defaultsRead(_ name: String, _ text: String, _ command: Command) throws {
    #expect(try testParser.parse(text) == command, "\(name)")
    var continued = LogicalLine("  ", at: SourceLocation(line: 3, column: 1))
    continued.append(Substring(text), at: SourceLocation(line: 4, column: 5))
    continued.append("  ", at: SourceLocation(line: 5, column: 2))
    #expect(try testParser.parse(continued) == command, "\(name), continued")
}
