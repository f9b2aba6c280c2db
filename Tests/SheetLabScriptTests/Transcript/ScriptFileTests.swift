import SheetLabScript
import Testing

@Test("a file whose first command line is not '> ' is a list of commands")
func plainFile() throws {
    let file = try ScriptFile.parse(
        "# setup\n\nnew screen p\n  # indented comment\ndrag p 0 \\\n100\n> not a transcript\n")
    guard case .commands(let lines) = file else {
        Issue.record("read as a transcript")
        return
    }
    #expect(lines.map(\.text) == ["new screen p", "drag p 0 100", "> not a transcript"])
    #expect(
        lines.map(\.start) == [
            SourceLocation(line: 3, column: 1), SourceLocation(line: 5, column: 1), SourceLocation(line: 7, column: 1),
        ])
    #expect(lines[1].location(ofOffset: 9) == SourceLocation(line: 6, column: 1))
}

@Test("a file whose first command line starts with '> ' is a transcript")
func transcriptFile() throws {
    let file = try ScriptFile.parse("# c\n> time\n0.000s (frame 0)\n")
    #expect(file.commands.map(\.text) == ["time"])
    #expect(file.commands.map(\.start) == [SourceLocation(line: 2, column: 3)])
}

/// Bytes that must be refused, and where.
struct BadBytesCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let message: String
    let location: String
    var testDescription: String { name }
}

@Test(
    "bad bytes are refused with a location",
    arguments: [
        BadBytesCase(
            name: "invalid UTF-8", bytes: Array("time\nlist \u{e9}".utf8.dropLast(1)) + [0xFF],
            message: "invalid UTF-8: unexpected byte 0xc3", location: "2:6"),
        BadBytesCase(
            name: "lone continuation byte", bytes: [0x74, 0x80], message: "invalid UTF-8: unexpected byte 0x80",
            location: "1:2"),
        BadBytesCase(
            name: "surrogate", bytes: [0xED, 0xA0, 0x80], message: "invalid UTF-8: unexpected byte 0xed",
            location: "1:1"),
        BadBytesCase(
            name: "overlong", bytes: [0xC0, 0xAF], message: "invalid UTF-8: unexpected byte 0xc0", location: "1:1"),
        BadBytesCase(
            name: "a 1 MB line", bytes: [UInt8](repeating: 0x61, count: 1 << 20),
            message: "line is 1048576 bytes long; the limit is 65536 bytes", location: "1:65537"),
        BadBytesCase(
            name: "a line joined past the limit",
            bytes: Array(String(repeating: "a", count: 40_000).utf8) + Array("\\\n".utf8)
                + Array(String(repeating: "b", count: 40_000).utf8),
            message: "line is 80000 bytes long; the limit is 65536 bytes", location: "2:25537"),
        BadBytesCase(
            name: "dangling continuation", bytes: Array("list \\".utf8),
            message: "line continuation '\\' at end of input", location: "1:6"),
    ])
func badBytes(_ testCase: BadBytesCase) {
    do {
        _ = try ScriptFile.parse(bytes: testCase.bytes)
        Issue.record("\(testCase.name): accepted")
    } catch {
        #expect(error.reason.message == testCase.message, "\(testCase.name)")
        #expect(error.location?.description == testCase.location, "\(testCase.name)")
    }
}

@Test("errors render compiler-style, or bare in the shell")
func errorRendering() {
    let error = ScriptError(.unknownKind("scren", suggestion: "screen"), at: SourceLocation(line: 3, column: 5))
    #expect(
        error.rendered(origin: .file("a.scenario"))
            == "a.scenario:3:5: error: unknown kind 'scren'; did you mean 'screen'?")
    #expect(
        error.rendered(origin: .standardInput) == "<stdin>:3:5: error: unknown kind 'scren'; did you mean 'screen'?")
    #expect(
        error.rendered(origin: .commandLine)
            == "<command line>:3:5: error: unknown kind 'scren'; did you mean 'screen'?")
    #expect(error.rendered(origin: .shell) == "error: unknown kind 'scren'; did you mean 'screen'?")
}
