import Testing

@testable import SheetLabShell

struct ColorModeTests {
    /// (name, mode, stdout is a terminal, environment, colours).
    static let cases: [(String, ColorMode, Bool, [String: String], Bool)] = [
        ("auto on a terminal", .auto, true, ["TERM": "xterm"], true),
        ("auto without TERM", .auto, true, [:], true),
        ("auto into a pipe", .auto, false, ["TERM": "xterm"], false),
        ("auto on a dumb terminal", .auto, true, ["TERM": "dumb"], false),
        ("auto with NO_COLOR", .auto, true, ["TERM": "xterm", "NO_COLOR": "1"], false),
        ("auto with empty NO_COLOR", .auto, true, ["TERM": "xterm", "NO_COLOR": ""], true),
        ("always into a pipe", .always, false, ["TERM": "dumb", "NO_COLOR": "1"], true),
        ("never on a terminal", .never, true, ["TERM": "xterm"], false),
    ]

    @Test(arguments: cases.indices)
    func resolution(_ index: Int) {
        let (name, mode, isTerminal, variables, expected) = Self.cases[index]
        let enabled = mode.isEnabled(outputIsTerminal: isTerminal, environment: EnvironmentVariables(variables))
        #expect(enabled == expected, "\(name)")
    }

    @Test func parsesTheOptionValues() {
        #expect(ColorMode(rawValue: "auto") == .auto)
        #expect(ColorMode(rawValue: "always") == .always)
        #expect(ColorMode(rawValue: "never") == .never)
        #expect(ColorMode(rawValue: "yes") == nil)
    }
}
