import SheetLabScript
import Testing

@testable import SheetLabShell

/// Every scenario under `scenarios/` (except `pending/`) replays to its recorded transcript.
///
/// `SHEETLAB_SCENARIO` selects files whose path contains it (`swift test --filter` matches test
/// names, not arguments).
struct ScenarioReplayTests {
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let scenarioPaths: [String] = {
        let filter = Environment.current()["SHEETLAB_SCENARIO"] ?? ""
        return ((try? TestRunner.scenarioPaths(in: [root + "/scenarios"])) ?? [])
            .filter { !$0.contains("/pending/") && (filter.isEmpty || $0.contains(filter)) }
    }()

    @Test(arguments: scenarioPaths)
    func replaysToItsTranscript(_ path: String) throws {
        let bytes = try FileReader.read(path)
        let replay = try TranscriptReplay.replay(bytes: bytes, path: path, files: LocalFiles())
        if let (error, origin) = replay.error {
            Issue.record("\(error.rendered(origin: origin ?? .file(path)))")
        }
        #expect(!replay.expectationFailed, "\(replay.diagnostics)")
        let diff = replay.transcript.diff(outputs: replay.outputs, path: path)
        #expect(diff.isEmpty, "\(diff)")
    }
}
