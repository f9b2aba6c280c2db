import SheetLabScript
import Testing

/// A deterministic generator (SplitMix64) so every run tries the same inputs.
private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

private let pieces = [
    "new", "drag", "set", "expect", "touch", "record", "inspect", "help", "screen", "sheet", "p", "p.offset",
    "p.threshold",
    "threshold=", "=", "==", "<", "within", "over", "from", "hold", "at", "to", "1e999", "nan", "-", "0.25s", "15f",
    "250ms",
    "1,2", "402x874", "\"", "'", "\\", "#", " ", "\t", "\r", "\n", "\u{0}", "é", "> ", "| ", "|", "stop", "down", "up",
    ".",
    "-1", "9999999999999999999999", "f", "ms", "s",
]

@Test("the parser and file reader never trap on random input", arguments: 0..<64)
func randomInput(_ seed: Int) {
    var random = Generator(state: UInt64(seed))
    for _ in 0..<64 {
        var bytes: [UInt8] = []
        for _ in 0..<random.next(24) {
            if random.next(4) == 0 {
                bytes.append(UInt8(random.next(256)))
            } else {
                bytes += Array(pieces[random.next(pieces.count)].utf8)
            }
        }
        if let file = try? ScriptFile.parse(bytes: bytes) {
            for line in file.commands {
                if let command = try? testParser.parse(line) {
                    #expect((try? testParser.parse(command.description)) == command, "seed \(seed): \(command)")
                }
            }
            if case .transcript(let transcript) = file {
                _ = transcript.diff(outputs: ["x\n", "", "|\n"], path: "f")
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? testParser.parse(text)
        _ = completions(
            line: text, cursor: random.next(bytes.count + 2) - 1,
            context: CompletionContext(vocabulary: testVocabulary, sheets: [.init(name: "p", kind: "sheet")]))
    }
}

@Test("a line at the length limit parses; one byte more is refused")
func lineLimit() throws {
    let limit = SourceText.maximumLineLength
    let atLimit = "list" + String(repeating: " ", count: limit - 4)
    #expect(try testParser.parse(atLimit) == .list)
    #expect(throws: ScriptError.self) { try testParser.parse(atLimit + " ") }
    let unknown = String(repeating: "x", count: limit)
    #expect(throws: ScriptError.self) { try testParser.parse(unknown) }
}
