import Foundation
import Testing

/// Drives the built `sheetlab` in a real pseudo-terminal (tmux) and compares whole screens.
///
/// The program's replies come from `reply(to:)`: today the temporary echo wiring in
/// `Sources/sheetlab/main.swift`; when the interpreter is wired in, update that one function
/// (and the word list behind `se` + Tab). Everything else checks the line editor itself.
@Suite(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(1)))
struct PseudoTerminalTests {
    /// The prompt as `capture-pane` shows it (trailing blanks are not captured).
    static let prompt = "sheetlab>"

    /// What the wrapping shell prints when sheetlab exits with status 0.
    static let exited = "[exit status 0]"

    /// The lines the program prints for one entered command, as the screen shows them.
    static func reply(to line: String) -> [String] {
        let lines = line.hasPrefix("error ") ? ["error: \(line.dropFirst(6))"] : ["echo: \(line)"]
        return lines.map(TerminalSession.visible)
    }

    /// The history file the first session leaves (libedit's format: spaces as `\040`).
    static let expectedHistory = """
        _HiStOrY_V2_
        hello\\040world
        hello\\040world!
        inspect\\040page
        settle
        drag\\040page\\040over\\0401s
        error\\040boom
        drag\\040page\\040over\\0401s
        café

        """

    @Test func editingCompletionHistoryInterruptAndEndOfInput() throws {
        let historyPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: historyPath) }
        let session = try TerminalSession { _ in ["SHEETLAB_HISTORY": historyPath] }
        defer { session.stop() }
        var screen = [Self.prompt]
        try session.waitForScreen(screen, "start")

        // A plain line.
        try session.type("hello world")
        try session.press("Enter")
        screen = ["sheetlab> hello world"] + Self.reply(to: "hello world") + [Self.prompt]
        try session.waitForScreen(screen, "plain line")

        // Editing: Ctrl-A inserts at the start, End, Left x6 and two Backspaces mid-line.
        try session.type("world")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> world"], "typed")
        try session.press("C-a")
        try session.type("hello, ")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> hello, world"], "ctrl-a")
        try session.press("End")
        try session.type("!")
        try session.press("Left", "Left", "Left", "Left", "Left", "Left", "BSpace", "BSpace")
        try session.type(" ")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> hello world!"], "arrows")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> hello world!"] + Self.reply(to: "hello world!")
            + [Self.prompt]
        try session.waitForScreen(screen, "edited line")

        // Tab completes the unique command `inspect` from `insp` and adds a space.
        try session.type("insp")
        try session.press("Tab")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> inspect"], "unique completion")
        try session.type("page")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> inspect page"] + Self.reply(to: "inspect page")
            + [Self.prompt]
        try session.waitForScreen(screen, "completed line")

        // `se`: Tab inserts the common prefix `set`; a second Tab lists; the line is redrawn.
        try session.type("se")
        try session.press("Tab")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> set"], "common prefix")
        try session.press("Tab")
        screen = screen.dropLast() + ["sheetlab> set", "set     settle", "sheetlab> set"]
        try session.waitForScreen(screen, "listing")
        try session.type("tle")
        try session.press("Enter")
        screen = screen.dropLast() + ["sheetlab> settle"] + Self.reply(to: "settle") + [Self.prompt]
        try session.waitForScreen(screen, "after listing")

        // Ctrl-C drops the line: nothing is evaluated or remembered.
        try session.type("dropped")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> dropped"], "before ctrl-c")
        try session.press("C-c")
        screen = screen.dropLast() + ["sheetlab> dropped", Self.prompt]
        try session.waitForScreen(screen, "ctrl-c")

        // A trailing backslash continues the line under `...> `; the parts are joined.
        try session.type("drag page \\")
        try session.press("Enter")
        screen = screen.dropLast() + ["sheetlab> drag page \\", "...>"]
        try session.waitForScreen(screen, "continuation prompt")
        try session.type("over 1s")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["...> over 1s"] + Self.reply(to: "drag page over 1s")
            + [Self.prompt]
        try session.waitForScreen(screen, "joined line")

        // An error prints as `error: message` and the shell goes on.
        try session.type("error boom")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> error boom"] + Self.reply(to: "error boom")
            + [Self.prompt]
        try session.waitForScreen(screen, "error")

        // Up recalls the last entries; the joined line was stored, `dropped` was not.
        try session.press("Up")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> error boom"], "up once")
        try session.press("Up")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> drag page over 1s"], "up twice")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> drag page over 1s"]
            + Self.reply(to: "drag page over 1s") + [Self.prompt]
        try session.waitForScreen(screen, "recalled line")

        // A padded repeat of the previous entry is trimmed, so it adds no history entry.
        try session.type("  drag page over 1s  ")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab>   drag page over 1s"]
            + Self.reply(to: "  drag page over 1s  ") + [Self.prompt]
        try session.waitForScreen(screen, "padded repeat")

        // Non-ASCII input survives (setlocale before el_init).
        try session.type("café")
        try session.press("Enter")
        screen = screen.dropLast() + ["sheetlab> café"] + Self.reply(to: "café") + [Self.prompt]
        try session.waitForScreen(screen, "non-ascii")

        // Ctrl-D on an empty line: libedit echoes `^D`, the shell prints a newline and exits 0.
        try session.press("C-d")
        screen = screen.dropLast() + ["sheetlab> ^D", Self.exited]
        try session.waitForScreen(screen, "ctrl-d")

        // The history file holds the trimmed entries, no consecutive duplicates.
        let saved = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(saved == Self.expectedHistory)

        // A second session loads it: Up recalls the last entries; saving it back is lossless.
        let second = try TerminalSession { _ in ["SHEETLAB_HISTORY": historyPath] }
        defer { second.stop() }
        try second.waitForScreen([Self.prompt], "second start")
        try second.press("Up")
        try second.waitForScreen(["sheetlab> café"], "second up once")
        try second.press("Up")
        try second.waitForScreen(["sheetlab> drag page over 1s"], "second up twice")
        try second.press("C-c")
        try second.waitForScreen(["sheetlab> drag page over 1s", Self.prompt], "second ctrl-c")
        try second.press("C-d")
        try second.waitForScreen(
            ["sheetlab> drag page over 1s", "sheetlab> ^D", Self.exited], "second ctrl-d")
        #expect(try String(contentsOfFile: historyPath, encoding: .utf8) == Self.expectedHistory)
    }

    /// Where a session's history goes: name, variables given the home folder, and the file
    /// expected under home (nil: none at all).
    static let historyLocations: [(String, @Sendable (String) -> [String: String], String?)] = [
        ("default", { _ in [:] }, ".local/state/sheetlab/history"),
        ("xdg state home", { ["XDG_STATE_HOME": "\($0)/state"] }, "state/sheetlab/history"),
        ("explicit", { ["SHEETLAB_HISTORY": "\($0)/h/file"] }, "h/file"),
        ("disabled", { ["SHEETLAB_HISTORY": "", "XDG_STATE_HOME": "\($0)/state"] }, nil),
    ]

    @Test(arguments: historyLocations.indices)
    func historyLocation(_ index: Int) throws {
        let (name, variables, expected) = Self.historyLocations[index]
        let session = try TerminalSession(variables: variables)
        defer { session.stop() }
        try session.waitForScreen([Self.prompt], "\(name): start")
        try session.type("list")
        try session.press("Enter")
        try session.waitForScreen(["sheetlab> list"] + Self.reply(to: "list") + [Self.prompt], name)
        try session.press("C-d")
        try session.waitForScreen(
            ["sheetlab> list"] + Self.reply(to: "list") + ["sheetlab> ^D", Self.exited], name)
        let files = try regularFiles(under: session.home)
        #expect(files == (expected.map { [$0] } ?? []), "\(name)")
        if let expected {
            let saved = try String(
                contentsOf: session.home.appendingPathComponent(expected), encoding: .utf8)
            #expect(saved == "_HiStOrY_V2_\nlist\n", "\(name)")
        }
    }

    /// The paths of the regular files under `folder`, relative to it, sorted.
    private func regularFiles(under folder: URL) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return paths.filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }.sorted()
    }
}
