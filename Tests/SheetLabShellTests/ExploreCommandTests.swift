import Foundation
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
        // modal: 2 roots and 19 states at depth 1; depth 2 is estimated at 19 x 9.5 = 181 new states.
        let (status, output, errors) = try ChildProcess.run([
            TerminalSession.sheetlabPath, "explore", "modal", "--max-states", "150", "--out", out.path,
        ])
        let message =
            "stopped before depth 2: about 181 new states expected there (9.50 times the depth before's) "
            + "on top of 21 would pass --max-states 150"
        #expect(status == 3)
        #expect(errors == "sheetlab: explore modal \(message)\n")
        #expect(output.contains("\nincomplete: \(message); findings so far are written\n"))
        #expect(output.contains("\nstates 21, transitions 26 "))
        let file = out.appendingPathComponent("modal-reduce-motion-known-reduce-motion-next-event.scenario")
        let scenario = try String(contentsOf: file, encoding: .utf8)
        #expect(scenario.hasPrefix("# sheetlab explore modal: reduce-motion: "))
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
