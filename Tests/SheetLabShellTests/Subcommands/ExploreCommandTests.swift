import Foundation
import SheetLabScript
import Testing

/// `sheetlab explore` as a user runs it: the state bound's message, exit status and files, and
/// the same output for any number of threads.
struct ExploreCommandTests {
    /// A fresh folder for findings, removed afterwards by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aTinyStateBoundStopsWithTheFiguresExitThreeAndTheFindingsWritten() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let (status, output, errors) = try ChildProcess.run([
            TerminalSession.sheetlabPath, "explore", "modal", "--max-states", "150", "--out", out.path,
        ])
        // The same search in process says where it stops and why, with its figures.
        var explorer = Explorer(kind: .modal)
        explorer.maxStates = 150
        let report = explorer.run()
        let stop = try #require(report.stop)
        guard case .boundAhead(let depth, let states, _, _, 150, false) = stop else {
            Issue.record("stopped by the estimate before a depth, not \(stop)")
            return
        }
        #expect(depth == 2 && states == report.levels[0].states + report.levels[1].states)
        #expect(status == 3)
        #expect(errors == "sheetlab: explore modal \(stop.message)\n")
        #expect(stop.message.hasPrefix("stopped before depth 2: about "))
        #expect(stop.message.hasSuffix(" on top of \(states) would pass --max-states 150"))
        #expect(output.contains("\nincomplete: \(stop.message); findings so far are written\n"))
        #expect(output.contains("\nstates \(report.states), transitions \(report.transitions) "))
        let file = out.appendingPathComponent("modal-reduce-motion-known-reduce-motion-next-event.scenario")
        let scenario = try String(contentsOf: file, encoding: .utf8)
        #expect(scenario.hasPrefix("# sheetlab explore modal: reduce-motion: "))
    }

    /// Without `--out` no file is written, in the working folder or anywhere: each finding is
    /// listed with its commands instead.
    @Test func withoutOutNothingIsWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalSession.sheetlabPath)
        process.arguments = ["explore", "modal", "--max-states", "150"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var explorer = Explorer(kind: .modal)
        explorer.maxStates = 150
        let report = explorer.run()
        let stop = try #require(report.stop)
        let finding = try #require(report.findings.first)
        #expect(process.terminationStatus == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        #expect(printed.contains("\nincomplete: \(stop.message); findings so far are listed\n"))
        #expect(printed.contains("\n    commands: \(finding.commands.joined(separator: "; "))\n"))
        #expect(!printed.contains(".scenario"))
    }

    @Test func oneAndTwoThreadsPrintTheSameReport() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var outputs: [String] = []
        var files: [[String: String]] = []
        for threads in ["1", "2"] {
            let (status, output, errors) = try ChildProcess.run([
                TerminalSession.sheetlabPath, "explore", "edge", "--depth", "4", "--json", "--threads", threads,
                "--out", out.path,
            ])
            #expect(status == 0, "\(errors)")
            #expect(errors.isEmpty, "no progress lines when stderr is not a terminal")
            // Everything but the wall time.
            outputs.append(
                output.replacingOccurrences(of: #""seconds": [0-9.]+"#, with: "", options: .regularExpression))
            var texts: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
                texts[name] = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
                try FileManager.default.removeItem(at: out.appendingPathComponent(name))
            }
            files.append(texts)
        }
        #expect(outputs[0] == outputs[1])
        #expect(files[0] == files[1])
        #expect(
            files[0].keys.sorted() == [
                "edge-progress-range-known-edge-cancel-undershoot.scenario",
                "edge-reduce-motion-known-reduce-motion-next-event.scenario",
            ])
    }
}
