import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// The scripts of `sheetlab completions bash|zsh|fish` load in their shells: each passes the
/// shell's own syntax check, and Tab in a real pseudo-terminal completes with it.
///
/// `scripts/setup` installs zsh and fish; where a shell is missing its tests are skipped, saying
/// which, so a machine without them does not pass silently.
@Suite(.timeLimit(.minutes(2)))
struct CompletionShellTests {
    /// A shell: its name, the command that checks a script's syntax, how to start it bare in a
    /// terminal, and the line that loads the script there.
    struct ShellCase: Sendable, CustomStringConvertible {
        var name: String
        var syntaxCheck: [String]
        var start: [String]
        var load: String
        var description: String { name }
    }

    static let shells: [ShellCase] = [
        ShellCase(
            name: "bash", syntaxCheck: ["bash", "-n"], start: ["bash", "--norc", "--noprofile", "-i"],
            load: "source <(sheetlab completions bash)"),
        ShellCase(
            name: "zsh", syntaxCheck: ["zsh", "-n"], start: ["zsh", "-f"],
            load: "autoload -U compinit && compinit -u && source <(sheetlab completions zsh)"),
        ShellCase(
            name: "fish", syntaxCheck: ["fish", "-n"], start: ["fish", "--no-config"],
            // Autosuggestions would draw the last history line after the cursor.
            load: "set -g fish_autosuggestion_enabled 0; sheetlab completions fish | source"),
    ]

    /// The shells of `shells` not on `PATH`.
    static let missingShells = shells.map(\.name).filter { executable($0) == nil }
    static let missingShellsReason = "needs \(missingShells.joined(separator: " and ")) (scripts/setup installs them)"

    /// The executable `name` on `PATH`, or nil.
    static func executable(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(
        "every completion script passes its shell's syntax check",
        .enabled(if: missingShells.isEmpty, Comment(rawValue: missingShellsReason)),
        arguments: shells)
    func syntaxCheck(_ shell: ShellCase) throws {
        let checker = try #require(Self.executable(shell.syntaxCheck[0]), "\(shell.name) is not installed")
        let script = try #require(CompletionScript.script(for: shell.name, vocabulary: Session.coreVocabulary))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-completion-\(UUID().uuidString).\(shell.name)"
        ).path
        try script.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output, errors) = try ChildProcess.run([checker] + shell.syntaxCheck.dropFirst() + [path])
        #expect(status == 0, "\(shell.name): \(output)\(errors)")
        #expect(errors == "", "\(shell.name)")
    }

    /// A script with an apostrophe in a description still passes: the quoting is what the
    /// check guards, not the luck of today's descriptions.
    @Test(
        "quoting survives apostrophes, brackets and colons",
        .enabled(if: missingShells.isEmpty, Comment(rawValue: missingShellsReason)),
        arguments: shells)
    func quotingOfAwkwardDescriptions(_ shell: ShellCase) throws {
        let checker = try #require(Self.executable(shell.syntaxCheck[0]), "\(shell.name) is not installed")
        let awkward = "it's [odd]: a \\ \"quote\""
        let line: String
        switch shell.name {
        case "bash": line = "x=\(ShellQuoting.zshSingleQuoted(awkward))\n"
        case "zsh": line = "x=\(ShellQuoting.zshSingleQuoted("--flag[\(ShellQuoting.zshSpecText(awkward))]"))\n"
        default: line = "set x \(ShellQuoting.fishSingleQuoted(awkward))\n"
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-quoting-\(UUID().uuidString)"
        ).path
        try (line + "echo \"$x\"\n").write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _, errors) = try ChildProcess.run([checker, path])
        #expect(status == 0, "\(shell.name): \(errors)")
    }

    /// In a terminal running the shell with the script loaded, `sheetlab compl` Tab completes
    /// the subcommand and two letters of the shell's name Tab complete the operand; Enter then
    /// runs `sheetlab completions SHELL`, whose first line shows. Without working completion
    /// the line would run as typed (`sheetlab compl...`) and print an error instead. (`comp` is
    /// no longer unique: `compare` begins so too.)
    @Test(
        "Tab completes a subcommand and its operand in a pseudo-terminal",
        .enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"),
        .enabled(if: missingShells.isEmpty, Comment(rawValue: missingShellsReason)),
        arguments: shells)
    func tabCompletes(_ shell: ShellCase) throws {
        _ = try #require(Self.executable(shell.start[0]), "\(shell.name) is not installed")
        let session = try TerminalSession(limit: .seconds(60), program: shell.start)
        defer { session.stop() }
        try session.waitUntil("\(shell.name): start") { !$0.isEmpty }
        try session.type(shell.load + "; echo loaded")
        try session.press("Enter")
        try session.waitUntil("\(shell.name): script loaded") { $0.contains("loaded") }
        try session.type("sheetlab compl")
        try session.press("Tab")
        try session.waitUntil("\(shell.name): subcommand completed") {
            $0.last?.hasSuffix("sheetlab completions") == true
        }
        try session.type(String(shell.name.prefix(2)))
        try session.press("Tab")
        try session.waitUntil("\(shell.name): operand completed") {
            $0.last?.hasSuffix("sheetlab completions \(shell.name)") == true
        }
        try session.press("Enter")
        let firstLine = try #require(
            CompletionScript.script(for: shell.name, vocabulary: Session.coreVocabulary)?
                .split(separator: "\n").first.map(String.init))
        try session.waitUntil("\(shell.name): the completed command ran") { lines in
            guard let typed = lines.lastIndex(where: { $0.hasSuffix("sheetlab completions \(shell.name)") }) else {
                return false
            }
            return lines.dropFirst(typed + 1).first == TerminalSession.visible(firstLine)
        }
    }

    /// After a subcommand's KIND, Tab offers the kind's `PARAM=` (no space after the `=`) and
    /// then that parameter's values, in each shell: not the kinds again.
    @Test(
        "Tab completes PARAM= and its value after the kind in a pseudo-terminal",
        .enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"),
        .enabled(if: missingShells.isEmpty, Comment(rawValue: missingShellsReason)),
        arguments: shells)
    func tabCompletesParameters(_ shell: ShellCase) throws {
        _ = try #require(Self.executable(shell.start[0]), "\(shell.name) is not installed")
        let session = try TerminalSession(limit: .seconds(60), program: shell.start)
        defer { session.stop() }
        try session.waitUntil("\(shell.name): start") { !$0.isEmpty }
        try session.type(shell.load + "; echo loaded")
        try session.press("Enter")
        try session.waitUntil("\(shell.name): script loaded") { $0.contains("loaded") }
        try session.type("sheetlab audit sheet pro")
        try session.press("Tab")
        try session.waitUntil("\(shell.name): parameter completed") {
            $0.last?.hasSuffix("sheetlab audit sheet profile=") == true
        }
        try session.type("floatingp")
        try session.press("Tab")
        try session.waitUntil("\(shell.name): value completed") {
            $0.last?.hasSuffix("sheetlab audit sheet profile=floatingpanel") == true
        }
        // A second parameter after the first, on another subcommand: the edge's own profile words.
        try session.type(" ")
        try session.press("C-u")
        try session.type("sheetlab paths edge profile=andr")
        try session.press("Tab")
        try session.waitUntil("\(shell.name): the edge's value completed") {
            $0.last?.hasSuffix("sheetlab paths edge profile=android") == true
        }
    }
}
