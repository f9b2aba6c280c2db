import SheetLabScript
import SheetLabShell

/// Scenario files checked from a package's own tests, in this process, as `sheetlab test` checks
/// them.
///
/// A file that does not pass becomes one failure of the running test, at the file's failing line,
/// with the unified diff; a file marked `# sheetlab: xfail` that fails, or `# sheetlab: empty`,
/// is not a failure.
public enum Scenarios {
    /// Replays the scenario file or every `*.scenario` under the folder at `path` and records a
    /// failure for each file that does not pass; returns every file's outcome.
    ///
    /// A relative `path` is taken from the root of the package whose test calls this: the nearest
    /// folder above the calling source file that holds a `Package.swift`; failures show paths from
    /// there.
    ///
    /// - Throws: `TestRunnerError` when `path` does not exist, cannot be listed or holds no
    ///   scenario file, so that a check that tests nothing does not pass.
    @discardableResult
    public static func check(
        _ path: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws(TestRunnerError) -> [FileOutcome] {
        let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
        let root = PackageRoot.containing(caller.path)
        let resolved = path.hasPrefix("/") ? path : root.map { $0 + "/" + path } ?? path
        let runner = TestRunner(options: TestOptions(paths: [resolved]), replay: TestRunner.localReplay)
        let outcomes = try runner.outcomes()
        for outcome in outcomes {
            guard let title = title(of: outcome.verdict, summary: outcome.summary) else { continue }
            let shown = PackageRoot.relative(outcome.path, to: root)
            let location = outcome.line.map { ":\($0)" } ?? ""
            let details = root.map { outcome.details.replacing($0 + "/", with: "") } ?? outcome.details
            let message = "\(shown)\(location): \(title)\n" + details
            TestFailure.record(message, file: outcome.path, shown: shown, line: outcome.line, caller: caller)
        }
        return outcomes
    }

    /// The first line of a failure, or nil for an outcome that is not one.
    static func title(of verdict: FileOutcome.Verdict, summary: String) -> String? {
        switch verdict {
        case .passed, .expectedFailure, .skipped: nil
        case .failed, .updated: "scenario failed: \(summary)"
        case .unexpectedPass: "scenario passed unexpectedly: \(summary)"
        case .error: "scenario error"
        }
    }
}
