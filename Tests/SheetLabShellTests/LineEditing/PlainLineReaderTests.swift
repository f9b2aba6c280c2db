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
    ]

    @Test(arguments: cases.indices)
    func reading(_ index: Int) throws {
        let (name, input, expected) = Self.cases[index]
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try pipe.fileHandleForWriting.close()
        var reader = PlainLineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        #expect(lines == expected, "\(name)")
        #expect(reader.nextLine() == nil, "\(name): stays at end")
    }
}
