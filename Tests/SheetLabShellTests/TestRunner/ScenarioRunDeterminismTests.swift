import Testing

/// `sheetlab test scenarios/` prints byte-identical output on two runs, and with 1 or 4 jobs.
struct ScenarioRunDeterminismTests {
    @Test func outputDoesNotDependOnTheRunOrTheJobCount() throws {
        let scenarios = ScenarioReplayTests.root + "/scenarios"
        let binary = TerminalSession.sheetlabPath
        let first = try ChildProcess.run([binary, "test", "--jobs", "1", scenarios])
        let second = try ChildProcess.run([binary, "test", "--jobs", "1", scenarios])
        let parallel = try ChildProcess.run([binary, "test", "--jobs", "4", scenarios])
        #expect(first.0 == 0, "\(first.2)")
        let closing = first.1.split(separator: "\n").last ?? ""
        #expect(closing.hasSuffix(" passed, 0 failed") || closing.contains(" passed, 0 failed, "), "\(closing)")
        #expect(!closing.contains("xpass"), "\(closing)")
        #expect(first.1 == second.1)
        #expect(first.1 == parallel.1)
        #expect(first.2 == parallel.2)
    }
}
