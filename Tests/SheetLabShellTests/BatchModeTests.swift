import Foundation
import Testing

/// The built `sheetlab` with stdin and stdout piped: no prompt, no banner, no history.
struct BatchModeTests {
    @Test func readsStandardInputWithoutPromptOrHistory() throws {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalSession.sheetlabPath)
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(
            contentsOf: Data("hello\n\ndrag \\\npage\nerror boom\nquit\nnot reached\n".utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let reported = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(printed == "echo: hello\necho: drag page\n")
        #expect(reported == "error: boom\n")
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
    }
}
