import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// Help longer than the terminal goes through `$PAGER` when stdout is a terminal, as git pages.
struct PagerTests {
    @Test(
        "the pager PAGER asks for",
        arguments: [
            ([String: String](), "less -FRX"), (["PAGER": "more"], "more"), (["PAGER": " most -s "], "most -s"),
            (["PAGER": ""], nil), (["PAGER": "cat"], nil), (["PAGER": "  "], nil),
        ])
    func command(_ variables: [String: String], _ expected: String?) {
        #expect(Pager.command(environment: EnvironmentVariables(variables)) == expected, "\(variables)")
    }

    @Test func rowsCountWrappedLines() {
        #expect(Pager.rows(of: "a\nb\n", columns: 80) == 2)
        #expect(Pager.rows(of: "\n", columns: 80) == 1)
        #expect(Pager.rows(of: String(repeating: "x", count: 81) + "\n", columns: 80) == 2)
        #expect(Pager.rows(of: String(repeating: "x", count: 80) + "\n", columns: 80) == 1)
    }

    /// `PAGER` appends what it is given to a file, so the test reads exactly what was paged.
    static func pagingToFile(_ home: String) -> [String: String] {
        ["PAGER": "cat >> \(home)/paged.txt"]
    }

    /// In a 120 x 40 terminal: `sheetlab help sheet` pages; piped, or with `PAGER` empty or
    /// `cat`, it does not; `help quit` fits the screen and does not either.
    @Test(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(2)))
    func commandLineHelpPagesOnATerminalOnly() throws {
        let script = """
            sheetlab help sheet; sheetlab help sheet | cat > /dev/null; PAGER= sheetlab help sheet; \
            PAGER=cat sheetlab help sheet; sheetlab help quit; echo finished; exec sleep 3600
            """
        let session = try TerminalSession(variables: Self.pagingToFile, program: ["/bin/sh", "-c", script])
        defer { session.stop() }
        try session.waitUntil("the commands ran") { $0.contains("finished") }
        let paged = try String(contentsOf: session.home.appendingPathComponent("paged.txt"), encoding: .utf8)
        #expect(paged == TopicHelp.text(for: "sheet"))
    }

    /// The shell's `help sheet` pages the same text; `help quit` does not.
    @Test(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(2)))
    func shellHelpPages() throws {
        let session = try TerminalSession(variables: Self.pagingToFile)
        defer { session.stop() }
        try session.waitUntil("start") { $0.last == "sheetlab>" }
        try session.type("help sheet")
        try session.press("Enter")
        try session.type("help quit")
        try session.press("Enter")
        try session.waitUntil("help quit printed") {
            $0.contains("Leaves the shell (Ctrl-D on an empty line does too).")
        }
        let paged = try String(contentsOf: session.home.appendingPathComponent("paged.txt"), encoding: .utf8)
        #expect(paged == TopicHelp.text(for: "sheet"))
    }
}
