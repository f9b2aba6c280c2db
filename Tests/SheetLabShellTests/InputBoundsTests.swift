import Foundation
import Testing

/// How sheetlab reads (issue 11, "Input it reads"): batch stdin line by line as it arrives,
/// every file bounded, endless inputs ending in bounded memory with a clear error.
struct InputBoundsTests {
    @Test(.timeLimit(.minutes(3)))
    func batchStandardInputPrintsTheFirstOutputBeforeEndOfInput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalSession.sheetlabPath)
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        try input.fileHandleForWriting.write(contentsOf: Data("new screen p\n".utf8))
        // stdin stays open: the first line's output must come before end of input.
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("dismissed -> idle\n") {
            let chunk = output.fileHandleForReading.availableData
            try #require(!chunk.isEmpty, "output ended before the first command's lines")
            printed += chunk
        }
        #expect(String(decoding: printed, as: UTF8.self) == "[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n")
        #expect(process.isRunning, "still waiting for more input")
        try input.fileHandleForWriting.write(contentsOf: Data("inspect p phase\n".utf8))
        try input.fileHandleForWriting.close()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(rest == "p.phase = idle\n")
        #expect(process.terminationStatus == 0)
    }

    /// (name, shell line run under `ulimit -v 250000` (250 MB of address space), expected exit
    /// status, text expected on stderr).
    static let endlessInputs: [(String, String, Int32, String)] = [
        (
            "run /dev/zero", "\"$SHEETLAB\" run /dev/zero", 2,
            "sheetlab: error: cannot read '/dev/zero': it is larger than the limit of 64 MiB"
        ),
        (
            "source /dev/zero", "\"$SHEETLAB\" -c 'source /dev/zero'", 2,
            "<command line>:1:1: error: cannot read '/dev/zero': it is larger than the limit of 64 MiB"
        ),
        (
            "endless stdin line", "\"$SHEETLAB\" < /dev/zero", 2,
            "<stdin>:1:65537: error: line is longer than the limit of 65536 bytes"
        ),
        ("200,000 commands on stdin", "yes time | head -n 200000 | \"$SHEETLAB\" > /dev/null", 0, ""),
        (
            "yes time | head -2",
            "yes time | { \"$SHEETLAB\"; echo $? > status; } | head -2 > /dev/null; exit $(cat status)", 2,
            "cannot write '<stdout>': broken pipe"
        ),
        (
            "test over a huge file", "head -c 70000000 /dev/zero > big.scenario; \"$SHEETLAB\" test big.scenario", 2,
            "cannot read 'big.scenario': it is larger than the limit of 64 MiB"
        ),
    ]

    @Test(.timeLimit(.minutes(2)), arguments: endlessInputs.indices)
    func anEndlessInputEndsInBoundedMemory(_ index: Int) throws {
        let (name, line, status, message) = Self.endlessInputs[index]
        let script = try ShellScript()
        let result = try script.run("ulimit -v 250000\n\(line)", limit: .seconds(100))
        #expect(result.status == status, "\(name): status \(result.status); stderr \(result.errors.prefix(500))")
        #expect(
            message.isEmpty ? result.errors.isEmpty : result.errors.contains(message),
            "\(name): \(result.errors.prefix(500))")
        #expect(!result.errors.contains("fatal") && !result.errors.contains("alloc"), "\(name)")
    }

    @Test func aByteOrderMarkIsAcceptedAndInvalidUTF8OnTheCommandLineIsNamed() throws {
        let script = try ShellScript()
        let bom = try script.run(
            "printf '\\357\\273\\277new screen p\\n' > bom.txt; \"$SHEETLAB\" run bom.txt; printf '\\357\\273\\277new screen q\\n' | \"$SHEETLAB\""
        )
        #expect(bom.status == 0, "\(bom.errors)")
        #expect(
            bom.output
                == "[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n[0.000s] q: new screen\n[0.000s] q: dismissed -> idle\n"
        )
        let invalid = try script.run("\"$SHEETLAB\" -c time -c \"$(printf 'new screen p\\377')\"")
        #expect(invalid.status == 2)
        #expect(invalid.errors == "<command line>:2:13: error: invalid UTF-8: unexpected byte 0xff\n")
    }

    @Test func anotherFilesContentsAreNeverEchoed() throws {
        let script = try ShellScript()
        try script.write("root:$6$secret-hash:19000:0:99999:7:::\ndaemon:*:19000\n", to: "shadow")
        for line in [
            "\"$SHEETLAB\" -c 'source shadow'", "\"$SHEETLAB\" run shadow", "echo 'source shadow' | \"$SHEETLAB\"",
        ] {
            let result = try script.run(line)
            #expect(result.status == 2, "\(line)")
            #expect(!result.errors.contains("secret") && !result.errors.contains("root"), "\(line): \(result.errors)")
            #expect(
                result.errors.contains("'shadow' is not a sheetlab script: its first line is not a command"),
                "\(line): \(result.errors)")
        }
    }

    /// A scenario whose first command has a mistake is a script: `run` and `source` report the
    /// mistake itself, with its "did you mean", not a refusal to read the file.
    @Test func aTypoInTheFirstCommandIsReportedAsItself() throws {
        let script = try ShellScript()
        try script.write("new shet s\ndrag s 0 100\n", to: "typo.scenario")
        for line in ["\"$SHEETLAB\" run typo.scenario", "\"$SHEETLAB\" -c 'source typo.scenario'"] {
            let result = try script.run(line)
            #expect(result.status == 2, "\(line)")
            #expect(
                result.errors == "typo.scenario:1:5: error: unknown kind 'shet'; did you mean 'sheet'?\n", "\(line)")
        }
    }

    @Test(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(3)))
    func aHistoryFileOnADeviceIsNeitherReadForeverNorReplaced() throws {
        let session = try TerminalSession { _ in ["SHEETLAB_HISTORY": "/dev/full"] }
        defer { session.stop() }
        try session.waitForScreen(
            ["error: cannot read '/dev/full': not a regular file, so no history is read from it", "sheetlab>"], "start")
        // Each line is appended as it is entered (issue 12): the write fails there, and the
        // shell goes on.
        try session.type("time")
        try session.press("Enter")
        try session.waitForScreen(
            [
                "error: cannot read '/dev/full': not a regular file, so no history is read from it", "sheetlab> time",
                "error: cannot write '/dev/full': no space left on device", "0.000s (frame 0)", "sheetlab>",
            ], "a line")
        try session.press("C-d")
        try session.waitForScreen(
            [
                "error: cannot read '/dev/full': not a regular file, so no history is read from it", "sheetlab> time",
                "error: cannot write '/dev/full': no space left on device", "0.000s (frame 0)", "sheetlab> ^D",
                "[exit status 0]",
            ], "end")
        var status = stat()
        #expect(
            stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR && status.st_mode & 0o777 == 0o666)
    }
}
