import SheetLabScript
import Testing

private let sample =
    [
        "# A page dragged past its threshold.",
        "> new screen page",
        "[0.000s] page: dismissed -> idle",
        "",
        "> drag page 0 200 \\",
        "    over 0.3s",
        "[0.017s] page: idle -> dragging",
        "| # not a comment",
        "|",
        "| > not a command",
        "| | a bar",
        "|    ",
        "# the end",
        "> inspect page phase",
        "page.phase = dismissed",
        "# trailing comment",
    ].joined(separator: "\n") + "\n"

@Test("a transcript reads commands, comments and unescaped expected lines")
func transcriptStructure() throws {
    let transcript = try Transcript.parse(sample)
    #expect(
        transcript.entries.map(\.command.text) == [
            "new screen page", "drag page 0 200     over 0.3s", "inspect page phase",
        ])
    #expect(transcript.entries.map(\.commentLines) == [[0], [], [12]])
    #expect(transcript.entries.map(\.commandLines) == [1..<2, 4..<6, 13..<14])
    #expect(transcript.entries.map(\.outputLines) == [2..<4, 6..<12, 14..<15])
    #expect(
        transcript.entries.map(\.expected) == [
            ["[0.000s] page: dismissed -> idle"],
            ["[0.017s] page: idle -> dragging", "# not a comment", "", "> not a command", "| a bar", "   "],
            ["page.phase = dismissed"],
        ])
    #expect(transcript.entries[1].command.location(ofOffset: 0) == SourceLocation(line: 5, column: 3))
    #expect(transcript.entries[1].command.location(ofOffset: 16) == SourceLocation(line: 6, column: 1))
}

@Test("reading and re-rendering with the expected outputs is byte-identical")
func transcriptRoundTrip() throws {
    let transcript = try Transcript.parse(sample)
    let outputs = transcript.entries.map { $0.expected.map { $0 + "\n" }.joined() }
    #expect(transcript.text == sample)
    #expect(transcript.updated(outputs: outputs) == sample)
    #expect(transcript.diff(outputs: outputs, path: "a.scenario") == "")
    #expect(transcript.matches(outputs: outputs))
}

@Test("escaping writes what unescaping reads", arguments: ["", "   ", "#x", ">", "> y", "|", "| z", "plain", " lead"])
func escapeRoundTrip(_ line: String) throws {
    let text = "> time\n\(Transcript.escape(line))\n"
    #expect(try Transcript.parse(text).entries.first?.expected == [line], "\(line.debugDescription)")
}

@Test("an update rewrites only changed blocks and keeps comments, commands and blank lines")
func transcriptUpdate() throws {
    let text = "# setup\n> new screen p\nold line\n\n# look\n> time\n| same\n\n> list\n"
    let transcript = try Transcript.parse(text)
    let updated = transcript.updated(outputs: ["new line\n# hash\n", "same\n", ""])
    #expect(updated == "# setup\n> new screen p\nnew line\n| # hash\n\n# look\n> time\n| same\n\n> list\n")
    #expect(transcript.mismatchedEntries(outputs: ["new line\n# hash\n", "same\n", ""]) == [0])
}

@Test("a file without a final newline keeps it that way")
func transcriptWithoutFinalNewline() throws {
    let transcript = try Transcript.parse("> time\n0.000s (frame 0)")
    #expect(transcript.updated(outputs: ["0.017s (frame 1)\n"]) == "> time\n0.017s (frame 1)")
}

@Test("CRLF files keep their line endings")
func transcriptCRLF() throws {
    let text = "> time\r\n0.000s (frame 0)\r\n> list\r\n"
    let transcript = try Transcript.parse(text)
    #expect(transcript.entries.map(\.command.text) == ["time", "list"])
    #expect(transcript.entries[0].expected == ["0.000s (frame 0)"])
    #expect(transcript.updated(outputs: ["a\n", "b\n"]) == "> time\r\na\r\n> list\r\nb\r\n")
}

/// A malformed transcript and its diagnostic.
struct MalformedTranscriptCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let message: String
    let location: String
    var testDescription: String { name }
}

@Test(
    "malformed transcripts give the exact message and location",
    arguments: [
        MalformedTranscriptCase(
            name: "output after a comment", text: "> time\nx\n# c\ny\n> list\n",
            message: "expected output must follow a command, not a comment", location: "4:1"),
        MalformedTranscriptCase(
            name: "marker without space", text: "> time\n>list\n",
            message: "a command line starts with '> ' (write '| >' for an expected line starting with '>')",
            location: "2:1"),
        MalformedTranscriptCase(
            name: "bad escape", text: "> time\n|x\n",
            message: "an escaped expected line starts with '| ' or is a lone '|'",
            location: "2:1"),
        MalformedTranscriptCase(
            name: "dangling continuation", text: "> time\n> drag p 0 100 \\",
            message: "line continuation '\\' at end of input",
            location: "2:16"),
    ])
func malformedTranscript(_ testCase: MalformedTranscriptCase) {
    do {
        _ = try Transcript.parse(testCase.text)
        Issue.record("\(testCase.name): parsed")
    } catch {
        #expect(error.reason.message == testCase.message, "\(testCase.name)")
        #expect(error.location?.description == testCase.location, "\(testCase.name)")
    }
}

@Test("the diff of a failed transcript carries the file's line numbers")
func transcriptDiff() throws {
    var text = "# header\n> new screen p\n"
    for index in 1...10 { text += "line \(index)\n" }
    text += "> time\n0.000s (frame 0)\n"
    let transcript = try Transcript.parse(text)
    var output = (1...10).map { "line \($0)\n" }
    output[7] = "line eight\n"
    let diff = transcript.diff(outputs: [output.joined(), "0.000s (frame 0)\n0.000s\n"], path: "t.scenario")
    #expect(
        diff == """
            --- t.scenario
            +++ t.scenario (actual)
            @@ -7,8 +7,9 @@
             line 5
             line 6
             line 7
            -line 8
            +line eight
             line 9
             line 10
             > time
             0.000s (frame 0)
            +0.000s

            """)
}
