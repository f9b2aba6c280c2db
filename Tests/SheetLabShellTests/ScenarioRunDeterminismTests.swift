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
        #expect(first.1.hasSuffix(" passed, 0 failed\n"))
        #expect(first.1 == second.1)
        #expect(first.1 == parallel.1)
        #expect(first.2 == parallel.2)
    }
}
