import Foundation
import Testing

/// Drives the built `sheetlab` in a real pseudo-terminal (tmux) and compares whole screens.
///
/// The session of issue 4: `new screen page`, an edited `drag page 0 200 over 0.25`, `settle`
/// completed from `se`, `inspect page phase` completed from `insp`, with history recall, Ctrl-C,
/// a continuation line, an error and Ctrl-D. Replies are what the interpreter prints.
@Suite(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(3)))
struct PseudoTerminalTests {
    /// The prompt as `capture-pane` shows it (trailing blanks are not captured).
    static let prompt = "sheetlab>"

    /// What the wrapping shell prints when sheetlab exits with status 0.
    static let exited = "[exit status 0]"

    /// The lines the interpreter prints for each entered command, as the screen shows them.
    static func reply(to line: String) -> [String] {
        let replies: [String: [String]] = [
            "new screen page": ["[0.000s] page: new screen", "[0.000s] page: dismissed -> idle"],
            "drag page 0 200 over 0.25": [
                "[0.033s] page: idle -> dragging",
                "[0.100s] page: armed",
                "[0.250s] page: dragging -> committing (release: translation 200.0 >= threshold 140.0)",
            ],
            "list": ["no sheets: 'new KIND NAME' creates one"],
            "settle": ["[0.517s] page: onDismiss", "[0.517s] page: committing -> dismissed"],
            "inspect page phase": ["page.phase = dismissed"],
            "inspect page progress": ["page.progress = 1.000"],
            "frobnicate": ["error: unknown command 'frobnicate' (type 'help' for a list)"],
            "café": ["error: unknown command 'café' (type 'help' for a list)"],
        ]
        let key = line.trimmingCharacters(in: .whitespaces)
        return (replies[key] ?? ["<no reply recorded for '\(key)'>"]).map(TerminalSession.visible)
    }

    /// The history file the first session leaves (libedit's format: spaces as `\040`).
    static let expectedHistory = """
        _HiStOrY_V2_
        new\\040screen\\040page
        drag\\040page\\0400\\040200\\040over\\0400.25
        settle
        inspect\\040page\\040phase
        inspect\\040page\\040progress
        frobnicate
        inspect\\040page\\040progress
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
        try session.type("new screen page")
        try session.press("Enter")
        screen = ["sheetlab> new screen page"] + Self.reply(to: "new screen page") + [Self.prompt]
        try session.waitForScreen(screen, "plain line")

        // Editing: Ctrl-A inserts at the start, End, Left x10 and a digit mid-line.
        try session.type("page 0 20 over 0.25")
        try session.press("C-a")
        try session.type("drag ")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> drag page 0 20 over 0.25"], "ctrl-a")
        try session.press("End")
        try session.press("Left", "Left", "Left", "Left", "Left", "Left", "Left", "Left", "Left", "Left")
        try session.type("0")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> drag page 0 200 over 0.25"], "arrows")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> drag page 0 200 over 0.25"]
            + Self.reply(to: "drag page 0 200 over 0.25") + [Self.prompt]
        try session.waitForScreen(screen, "edited line")

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

        // Tab completes the unique command `inspect` from `insp` and adds a space; then the sheet.
        try session.type("insp")
        try session.press("Tab")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> inspect"], "unique completion")
        try session.type("pa")
        try session.press("Tab")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> inspect page"], "sheet name completion")
        try session.type("phase")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> inspect page phase"] + Self.reply(to: "inspect page phase")
            + [Self.prompt]
        try session.waitForScreen(screen, "completed line")

        // Ctrl-C drops the line: nothing is evaluated or remembered.
        try session.type("dropped")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> dropped"], "before ctrl-c")
        try session.press("C-c")
        screen = screen.dropLast() + ["sheetlab> dropped", Self.prompt]
        try session.waitForScreen(screen, "ctrl-c")

        // A trailing backslash continues the line under `...> `; the parts are joined.
        try session.type("inspect page \\")
        try session.press("Enter")
        screen = screen.dropLast() + ["sheetlab> inspect page \\", "...>"]
        try session.waitForScreen(screen, "continuation prompt")
        try session.type("progress")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["...> progress"] + Self.reply(to: "inspect page progress")
            + [Self.prompt]
        try session.waitForScreen(screen, "joined line")

        // An error prints as `error: message` and the shell goes on.
        try session.type("frobnicate")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> frobnicate"] + Self.reply(to: "frobnicate")
            + [Self.prompt]
        try session.waitForScreen(screen, "error")

        // Up recalls the last entries; the joined line was stored, `dropped` was not.
        try session.press("Up")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> frobnicate"], "up once")
        try session.press("Up")
        try session.waitForScreen(screen.dropLast() + ["sheetlab> inspect page progress"], "up twice")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab> inspect page progress"]
            + Self.reply(to: "inspect page progress") + [Self.prompt]
        try session.waitForScreen(screen, "recalled line")

        // A padded repeat of the previous entry is trimmed, so it adds no history entry.
        try session.type("  inspect page progress  ")
        try session.press("Enter")
        screen =
            screen.dropLast() + ["sheetlab>   inspect page progress"]
            + Self.reply(to: "inspect page progress") + [Self.prompt]
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
        try second.waitForScreen(["sheetlab> inspect page progress"], "second up twice")
        try second.press("C-c")
        try second.waitForScreen(["sheetlab> inspect page progress", Self.prompt], "second ctrl-c")
        try second.press("C-d")
        try second.waitForScreen(
            ["sheetlab> inspect page progress", "sheetlab> ^D", Self.exited], "second ctrl-d")
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

/// History shared by two shells at once, and an interactive session whose stdout is a pipe.
@Suite(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(3)))
struct SharedHistoryAndPipeTests {
    static let prompt = PseudoTerminalTests.prompt

    /// Types `line`, presses Enter and waits until the screen ends with the whole line (`shown`
    /// when part of it was typed before), `reply` and a new prompt.
    func enter(_ line: String, shown: String? = nil, reply: [String], in session: TerminalSession) throws {
        try session.type(line)
        try session.press("Enter")
        try session.waitUntil("'\(line)'") { screen in
            screen.suffix(reply.count + 2) == ArraySlice(["sheetlab> \(shown ?? line)"] + reply + [Self.prompt])
        }
    }

    /// Two shells on one history file, their lines interleaved: every line of both survives,
    /// in the order entered, while they run and after both quit; a third shell recalls them.
    @Test func twoConcurrentShellsKeepEveryLine() throws {
        let historyPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: historyPath) }
        let first = try TerminalSession { _ in ["SHEETLAB_HISTORY": historyPath] }
        defer { first.stop() }
        let second = try TerminalSession { _ in ["SHEETLAB_HISTORY": historyPath] }
        defer { second.stop() }
        try first.waitForScreen([Self.prompt], "first start")
        try second.waitForScreen([Self.prompt], "second start")
        try enter("new screen a", reply: ["[0.000s] a: new screen", "[0.000s] a: dismissed -> idle"], in: first)
        try enter("new modal b", reply: ["[0.000s] b: new modal", "[0.000s] b: dismissed -> idle"], in: second)
        try enter("time", reply: ["0.000s (frame 0)"], in: first)
        try enter("list", reply: ["b modal idle progress=0.000 offset=0.0"], in: second)
        let expected = "_HiStOrY_V2_\nnew\\040screen\\040a\nnew\\040modal\\040b\ntime\nlist\n"
        #expect(try String(contentsOfFile: historyPath, encoding: .utf8) == expected, "while both run")
        try first.press("C-d")
        try first.waitUntil("first quits") { $0.last == PseudoTerminalTests.exited }
        try second.press("C-d")
        try second.waitUntil("second quits") { $0.last == PseudoTerminalTests.exited }
        #expect(try String(contentsOfFile: historyPath, encoding: .utf8) == expected, "after both quit")

        let third = try TerminalSession { _ in ["SHEETLAB_HISTORY": historyPath] }
        defer { third.stop() }
        try third.waitForScreen([Self.prompt], "third start")
        for recalled in ["list", "time", "new modal b", "new screen a"] {
            try third.press("Up")
            try third.waitForScreen(["sheetlab> \(recalled)"], "third recalls '\(recalled)'")
        }
    }

    /// `sheetlab | tee LOG` is interactive: prompt, editing and completion on the terminal, a
    /// typo does not end it, Ctrl-D on a `...>` line says what it dropped, and only results
    /// reach the pipe. Results pass through `tee`, so a prompt may be drawn before them: the
    /// screen is checked for each line, wherever the prompt fell.
    @Test func pipedOutputIsStillAnInteractiveSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-tee-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log.txt").path
        let session = try TerminalSession(
            variables: { _ in ["SHEETLAB_HISTORY": ""] }, limit: .seconds(60),
            program: ["/bin/sh", "-c", "sheetlab -q | tee '\(log)'; echo \"[exit status $?]\"; exec sleep 3600"])
        defer { session.stop() }
        // `tee` and the prompt write to the terminal at the same time and may interleave inside
        // a line ("shpage.phase = idle" then "eetlab>"), so a result is awaited in the log `tee`
        // writes, and errors (stderr, not through `tee`) on the screen.
        func shows(_ line: String) -> ([String]) -> Bool {
            { screen in
                screen.contains { $0 == line || $0 == "sheetlab> \(line)" }
                    || ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains(line + "\n")
            }
        }
        try session.waitForScreen([Self.prompt], "start")
        try session.type("new screen page")
        try session.press("Enter")
        try session.waitUntil("new", shows("[0.000s] page: dismissed -> idle"))
        try session.type("frobnicate")
        try session.press("Enter")
        try session.waitUntil("a typo", shows("error: unknown command 'frobnicate' (type 'help' for a list)"))
        try session.type("insp")
        try session.press("Tab")
        try session.waitUntil("completion") { $0.last?.hasSuffix("sheetlab> inspect") == true }
        try session.type("page phase")
        try session.press("Enter")
        try session.waitUntil("inspect", shows("page.phase = idle"))
        try session.type("drag page 0 10 \\")
        try session.press("Enter")
        try session.waitUntil("continuation") { $0.last == "...>" }
        try session.press("C-d")
        try session.waitUntil("end of input") { screen in
            screen.suffix(3) == [
                "...> ^D", "note: end of input: the unfinished command 'drag page 0 10 ' was dropped",
                "[exit status 0]",
            ]
        }
        #expect(
            try String(contentsOfFile: log, encoding: .utf8)
                == "[0.000s] page: new screen\n[0.000s] page: dismissed -> idle\npage.phase = idle\n")
    }

    /// In the shell, quiet commands say what they did (never part of a transcript), Tab
    /// completes file names after `source` and `to`, and `save` writes the session.
    @Test func acknowledgementsFileCompletionAndSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-ack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "> time\n0.000s (frame 0)\n".write(
            to: folder.appendingPathComponent("scene.scenario"), atomically: false, encoding: .utf8)
        let base = folder.path + "/"
        let session = try TerminalSession(variables: { _ in ["SHEETLAB_HISTORY": ""] })
        defer { session.stop() }
        try session.waitForScreen([Self.prompt], "start")
        try enter(
            "new screen page", reply: ["[0.000s] page: new screen", "[0.000s] page: dismissed -> idle"], in: session)
        try enter("step", reply: ["t = 0.017s"], in: session)
        try session.type("record page offset to \(base)re")
        try session.press("Tab")
        try session.waitUntil("no file to complete") { $0.last == "sheetlab> record page offset to \(base)re" }
        try session.type("c.json")
        try session.press("Enter")
        try session.waitUntil("record") { screen in
            screen.suffix(2) == [
                "recording 1 field of page to '\(base)rec.json'", Self.prompt,
            ]
        }
        try enter("step 3f", reply: ["t = 0.067s"], in: session)
        try enter("record stop", reply: ["recorded 3 frames of page"], in: session)
        try session.type("source \(base)sc")
        try session.press("Tab")
        try session.waitUntil("file name completed") { $0.last == "sheetlab> source \(base)scene.scenario" }
        try session.press("Enter")
        try session.waitUntil("sourced") { $0.suffix(2) == ["0.067s (frame 4)", Self.prompt] }
        try enter("save \(base)saved.scenario", reply: ["saved 6 commands to '\(base)saved.scenario'"], in: session)
        let recorded = try String(contentsOf: folder.appendingPathComponent("rec.json"), encoding: .utf8)
        let rows = try JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [[String: Double]]
        #expect(rows?.map { $0["time"] ?? -1 } == [0.033, 0.05, 0.067], "one JSON array of the frames recorded")
        let saved = try String(contentsOf: folder.appendingPathComponent("saved.scenario"), encoding: .utf8)
        #expect(!saved.contains("t = "), "acknowledgements are no output")
    }
}
