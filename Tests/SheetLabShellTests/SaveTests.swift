import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// `save FILE` and `sheetlab --save FILE`: the session written as a transcript that
/// `sheetlab test FILE` passes at once, round trip through the built executable.
struct SaveTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Runs the built `sheetlab` with `arguments` and `input` on stdin (not a terminal).
    func sheetlab(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalSession.sheetlabPath)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "SHEETLAB_HISTORY": ""]
        let standardInput = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let reported = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed, reported)
    }

    /// A shell session (`-i` reading a pipe goes on after errors, as the shell does) with a
    /// watch, a failed expect, a typo, a settle that runs out of time and trace off, saved,
    /// passes `sheetlab test` at once and replays every recorded line byte for byte.
    @Test func savedSessionPassesAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = [
            "watch page phase offset", "drag page 0 60 over 3f", "expect page.phase == idle", "frobnicate",
            "settle max 50ms", "settle", "trace off", "present page animated", "settle", "inspect page params",
            "save saved.scenario",
        ]
        let run = try sheetlab(["-c", "new screen page", "-i", "-q"], input: commands.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.errors)")
        let saved = try String(contentsOf: folder.appendingPathComponent("saved.scenario"), encoding: .utf8)
        #expect(saved.contains("\n> watch page phase offset\n"))
        #expect(saved.contains("# 'expect page.phase == idle' failed when saved and is left out"))
        #expect(!saved.contains("frobnicate"), "a line that does not parse is no command")
        #expect(saved.contains("\n> step 50ms\n"), "the settle that ran out of time is the step it took")
        #expect(!saved.contains("> save"))
        let test = try sheetlab(["test", "saved.scenario"])
        #expect(test.status == 0, "\(test.output)\(test.errors)")
        #expect(test.output == "ok saved.scenario\n1 passed, 0 failed\n")
        // Every output line the session printed (watch lines, transitions) is in the file.
        for line in run.output.split(separator: "\n") {
            #expect(saved.contains("\n" + Transcript.escape(String(line)) + "\n"), "'\(line)' was saved")
        }
    }

    /// `help` documents sheetlab rather than tests it: `save` leaves it out with its output, and
    /// keeps the commands around it.
    @Test func saveLeavesOutHelp() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try sheetlab(["-c", "new screen page", "-c", "help quit", "-c", "inspect page phase", "-c", "save -"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                [0.000s] page: new screen
                [0.000s] page: dismissed -> idle
                usage: quit

                Leaves the shell (Ctrl-D on an empty line does too).
                page.phase = idle
                # a sheetlab session, written by 'save'; 'sheetlab test FILE' replays it
                > new screen page
                [0.000s] page: new screen
                [0.000s] page: dismissed -> idle
                > inspect page phase
                page.phase = idle

                """)
    }

    /// `--save FILE` keeps the file after every command, for a batch as for the shell.
    @Test func saveOptionKeepsTheSession() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try sheetlab(
            ["--save", "kept.scenario"], input: "new sheet s\ndrag s 0 300\nsettle\ninspect s phase\n")
        #expect(run.status == 0, "\(run.errors)")
        let test = try sheetlab(["test", "kept.scenario"])
        #expect(test.output == "ok kept.scenario\n1 passed, 0 failed\n", "\(test.errors)")
        let saved = try String(contentsOf: folder.appendingPathComponent("kept.scenario"), encoding: .utf8)
        #expect(saved.hasSuffix("> inspect s phase\ns.phase = dismissed\n"))
    }

    /// Nothing run: the file says it is empty on purpose, so `test` skips it rather than fail.
    @Test func emptySessionSavesAnEmptyScenario() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try sheetlab(["-c", "save empty.scenario"])
        #expect(run.status == 0, "\(run.errors)")
        let test = try sheetlab(["test", "empty.scenario"])
        #expect(test.status == 0)
        #expect(test.output == "skip empty.scenario: nothing was run before 'save'\n0 passed, 0 failed, 1 skipped\n")
    }

    /// `save` writes no more than `sheetlab test` reads, so whatever it writes can be replayed.
    @Test func transcriptLimitIsTheLargestFileRead() {
        #expect(Session.transcriptLimit == FileReader.maximumFileSize)
    }
}
