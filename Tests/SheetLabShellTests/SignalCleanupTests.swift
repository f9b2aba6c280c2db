import Foundation
import Testing

/// `sheetlab test --update --jobs N` interrupted by SIGINT, SIGTERM or SIGHUP at varied moments,
/// 300 times: whichever thread the signal lands on, no temporary file is ever left, and every
/// scenario is its old or its new text in full (`TerminationSignals`, `TemporaryFiles`).
///
/// Unlike SIGKILL (`KillSafetyTests`), these signals can be caught, so the promise is stronger:
/// nothing at all is left behind. The signals are timed against a measured uninterrupted run: a
/// stress test, run by scripts/stress-test (`StressTests`).
struct SignalCleanupTests {
    static let runs = 300
    static let fileCount = 24

    @Test(.enabled(if: StressTests.areEnabled, StressTests.reason), .timeLimit(.minutes(10)))
    func interruptedUpdatesNeverLeaveTemporaryFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-signals-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = root.appendingPathComponent("corpus")
        var old: [String: Data] = [:]
        for number in 0..<Self.fileCount {
            let relative = "group\(number % 3)/s\(number).scenario"
            let url = corpus.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = KillSafetyTests.staleScenario(number)
            try Data(text.utf8).write(to: url)
            old[relative] = Data(text.utf8)
        }
        let reference = root.appendingPathComponent("reference")
        try FileManager.default.copyItem(at: corpus, to: reference)
        let start = ContinuousClock.now
        _ = try ChildProcess.run([TerminalSession.sheetlabPath, "test", "--update", reference.path])
        let seconds =
            Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds)
        let new = try KillSafetyTests.snapshot(of: reference)

        let signals = [SIGINT, SIGTERM, SIGHUP]
        var leftovers: [String] = []
        var interruptedMidway = 0
        for run in 0..<Self.runs {
            let work = root.appendingPathComponent("work")
            try? FileManager.default.removeItem(at: work)
            try FileManager.default.copyItem(at: corpus, to: work)
            let child = try ChildProcess(
                [TerminalSession.sheetlabPath, "test", "--update", "--jobs", "\([2, 4, 8][run % 3])", work.path],
                output: root.appendingPathComponent("out").path, errors: root.appendingPathComponent("err").path)
            Thread.sleep(forTimeInterval: seconds * Double(run % 20) / 20)
            kill(child.identifier, signals[run % signals.count])
            _ = try child.wait(until: .now + .seconds(30))
            let after = try KillSafetyTests.snapshot(of: work)
            var rewritten = 0
            for (relative, bytes) in after {
                if relative.hasSuffix(".tmp") || relative.split(separator: "/").last?.hasPrefix(".") == true {
                    leftovers.append("run \(run) (signal \(signals[run % signals.count])): \(relative)")
                } else if bytes == new[relative] {
                    rewritten += 1
                } else if bytes != old[relative] {
                    Issue.record("run \(run): \(relative) is neither the old nor the new text")
                }
            }
            #expect(Set(after.keys).isSuperset(of: old.keys), "run \(run): a scenario went missing")
            if rewritten > 0 && rewritten < Self.fileCount { interruptedMidway += 1 }
        }
        #expect(leftovers.isEmpty, "\(leftovers.count) temporary files left; first: \(leftovers.first ?? "")")
        #expect(interruptedMidway > 0, "no signal landed in the middle of an update")
    }
}
