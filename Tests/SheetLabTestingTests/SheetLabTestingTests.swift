import Foundation
import SheetLabShell
import SheetLabTesting
import Testing

/// `Scenarios.check` and `Audit.check` record their failures in the running test, at the
/// scenario's line and with the diff (issue 36).
final class SheetLabTestingTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-testing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let header = "> new sheet s\n[0.000s] s: new sheet\n[0.000s] s: dismissed -> idle\n"

    struct LineCase: Sendable, CustomStringConvertible {
        var description: String
        var text: String
        var line: Int?
    }

    static let lineCases: [LineCase] = [
        LineCase(description: "passed", text: header + "> time\n0.000s (frame 0)\n", line: nil),
        LineCase(description: "second command differs", text: header + "> time\n1.000s\n", line: 4),
        LineCase(description: "failed expect", text: header + "> expect s.phase == dragging\n", line: 4),
        LineCase(description: "runtime error", text: header + "> drag t 0 10\n", line: 4),
        LineCase(description: "transcript error", text: header + ">echo\n", line: 4),
        LineCase(description: "quoting error", text: header + "> time 'now\n", line: 4),
    ]

    @Test("the outcome names the line a failure points at", arguments: lineCases)
    func failureLine(_ example: LineCase) throws {
        let path = try write("case.scenario", example.text)
        let outcomes = try TestRunner(options: TestOptions(paths: [path]), replay: TestRunner.localReplay).outcomes()
        #expect(outcomes.map(\.line) == [example.line], "\(example.description): \(outcomes.map(\.details))")
    }

    @Test func aMismatchIsAnIssueAtTheScenariosLineWithTheDiff() throws {
        let path = try write("mismatch.scenario", Self.header + "> time\n1.000s\n")
        try withKnownIssue {
            try Scenarios.check(path)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.filePath == path && issue.sourceLocation?.line == 4
                && text.hasPrefix("\(path):4: scenario failed: output differs from the transcript\n")
                && text.contains("\n-1.000s\n+0.000s (frame 0)\n")
        }
    }

    @Test func aPassingFolderRecordsNothingAndReturnsItsOutcomes() throws {
        _ = try write("a.scenario", Self.header)
        _ = try write("b.scenario", "# sheetlab: xfail shows a known gap\n" + Self.header + "> time\n1.000s\n")
        let outcomes = try Scenarios.check(folder.path)
        #expect(outcomes.map(\.verdict) == [.passed, .expectedFailure(reason: "shows a known gap")])
    }

    @Test func aRelativePathStartsAtThePackageRoot() throws {
        let outcomes = try Scenarios.check("Examples/CheckoutSheet/Scenarios")
        #expect(outcomes.map(\.path).allSatisfy { $0.hasSuffix(".scenario") && $0.hasPrefix("/") })
        #expect(outcomes.count == 1)
    }

    @Test func aMissingPathThrowsInsteadOfPassing() {
        #expect(throws: TestRunnerError.self) { try Scenarios.check(folder.path + "/missing") }
    }

    @Test func aFailingAuditIsAnIssueAtTheCaller() throws {
        let line = #line + 2
        try withKnownIssue {
            try Audit.check(kind: .edge)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().hasPrefix("audit edge (defaults): 2 checks did not pass\n")
        }
    }

    @Test func anUnknownParameterThrows() {
        #expect(throws: AuditSetupError(message: "unknown parameter 'bogus' of kind 'sheet'")) {
            try Audit.check(kind: .sheet, parameters: ["bogus": "1"])
        }
    }
}
