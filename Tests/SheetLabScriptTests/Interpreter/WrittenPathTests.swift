import Testing

@testable import SheetLabScript

/// A "wrote ... to 'PATH'" line shows the user's path as errors do: a C1 control (a terminal's
/// CSI, U+009B) or a bidi override (U+202E) in it is printed as an escape, never raw (issue 35).
struct WrittenPathTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [String]
        let command: String
        /// What the command prints: its output, or its acknowledgement when it prints nothing.
        let printed: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "plot", setup: ["new screen p"], command: "plot p offset over 1f to \"\u{9B}2J.svg\"",
            printed: "wrote 2 samples of p.offset to '\\u{9B}2J.svg'\n"),
        Case(
            name: "film", setup: ["new screen p"], command: "film p over 1f to \"\u{202E}lmth.html\"",
            printed: "wrote 2 frames of p to '\\u{202E}lmth.html'\n"),
        Case(
            name: "sweep", setup: ["new screen p"], command: "sweep p --x dy=0..10/10 --to \"\u{9B}x.csv\"",
            printed: "wrote a csv sweep of 2 cells to '\\u{9B}x.csv'\n"),
        Case(
            name: "save", setup: ["new screen p"], command: "save \"\u{202E}x.scenario\"",
            printed: "saved 1 command to '\\u{202E}x.scenario'\n"),
    ]

    @Test(arguments: cases)
    func escapesThePath(_ testCase: Case) {
        var running = Session(origin: .file("main.scenario"), files: MemoryFiles([:]))
        running.keepsTranscript = true
        for line in testCase.setup { #expect(running.execute(LogicalLine(line)).error == nil, "\(line)") }
        let result = running.execute(LogicalLine(testCase.command))
        #expect(result.error == nil, "\(String(describing: result.error))")
        #expect((result.output.isEmpty ? result.acknowledgement : result.output) == testCase.printed)
    }
}
