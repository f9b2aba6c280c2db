import Foundation
import Testing

@testable import SheetLabShell

struct PlainLineReaderTests {
    /// (name, input bytes, logical lines).
    static let cases: [(String, String, [String])] = [
        ("empty", "", []),
        ("lines", "a\nb\n", ["a", "b"]),
        ("no final newline", "a\nb", ["a", "b"]),
        ("crlf", "a\r\nb\r\n", ["a", "b"]),
        ("blank lines kept", "\n\na\n", ["", "", "a"]),
        ("continuation", "drag page \\\nover 1s\nstep\n", ["drag page over 1s", "step"]),
        ("continuation at end of input", "a\\\n", ["a"]),
        ("non-ascii", "café\n", ["café"]),
        ("long line", String(repeating: "x", count: 10_000) + "\n", [String(repeating: "x", count: 10_000)]),
        (
            "over-long line cut at the limit, its rest skipped",
            String(repeating: "x", count: 70_000) + "\nb\n", [String(repeating: "x", count: 65_536), "b"]
        ),
    ]

    @Test(arguments: cases.indices)
    func reading(_ index: Int) throws {
        let (name, input, expected) = Self.cases[index]
        // A file, not a pipe: a pipe holds less than the longest case before it is read.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plain-line-reader-\(UUID()).txt").path
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = open(path, O_RDONLY)
        try #require(file >= 0)
        defer { close(file) }
        var reader = PlainLineReader(fileDescriptor: file)
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        #expect(lines == expected, "\(name)")
        #expect(reader.nextLine() == nil, "\(name): stays at end")
    }

    /// A read that fails (a directory, `EISDIR`) ends the input.
    @Test func aFailedReadEndsTheInput() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        var reader = PlainLineReader(fileDescriptor: directory)
        #expect(reader.nextLine() == nil)
        #expect(reader.nextLine() == nil)
    }
}
