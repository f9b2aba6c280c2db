import Testing

@testable import SheetLabShell

struct ContinuedLineTests {
    /// (name, physical lines, logical lines completed).
    static let cases: [(String, [String], [String])] = [
        ("single", ["step"], ["step"]),
        ("joined without a separator", ["drag page 0 300 \\", "over 1s"], ["drag page 0 300 over 1s"]),
        ("three parts", ["a\\", "b\\", "c"], ["abc"]),
        ("backslash alone", ["\\", "x"], ["x"]),
        ("inner backslash stays", ["a\\b", "c"], ["a\\b", "c"]),
        ("unfinished", ["a\\"], []),
    ]

    @Test(arguments: cases.indices)
    func joining(_ index: Int) {
        let (name, physical, expected) = Self.cases[index]
        var continuation = ContinuedLine()
        let logical = physical.compactMap { continuation.append($0) }
        #expect(logical == expected, "\(name)")
    }

    @Test func resetDropsThePendingText() {
        var continuation = ContinuedLine()
        #expect(continuation.append("dropped \\") == nil)
        #expect(continuation.isContinuing)
        continuation.reset()
        #expect(continuation == ContinuedLine())
        #expect(continuation.append("kept") == "kept")
    }
}
