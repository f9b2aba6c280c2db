import Foundation
import Testing

/// The built `sheetlab` with stdin and stdout piped: no prompt, no banner, no history.
struct BatchModeTests {
    /// Runs the built `sheetlab` with `input` on stdin and a fresh home folder.
    private func runBatch(_ input: String) throws -> (printed: String, reported: String, status: Int32, home: [String])
    {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalSession.sheetlabPath)
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
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
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path)
        return (printed, reported, process.terminationStatus, left)
    }

    @Test func readsStandardInputWithoutPromptOrHistory() throws {
        let run = try runBatch("new screen page\n\ninspect page \\\nphase\nquit\nnot reached\n")
        #expect(run.printed == "[0.000s] page: new screen\n[0.000s] page: dismissed -> idle\npage.phase = idle\n")
        #expect(run.reported == "")
        #expect(run.status == 0)
        #expect(run.home == [], "batch mode writes no history")
    }

    @Test func anErrorStopsTheBatchWithItsLineAndColumn() throws {
        let run = try runBatch("new screen page\ninspect page phse\ninspect page\n")
        #expect(run.printed == "[0.000s] page: new screen\n[0.000s] page: dismissed -> idle\n")
        #expect(run.reported == "<stdin>:2:14: error: unknown field 'phse'; did you mean 'phase'?\n")
        #expect(run.status == 2)
    }
}
