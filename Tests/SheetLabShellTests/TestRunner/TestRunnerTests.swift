import Foundation
import Testing

@testable import SheetLabShell

/// `sheetlab test` with `FakeReplay`: order, collection, failures, errors and selection.
struct TestRunnerTests {
    let files: ScenarioFolder

    init() throws {
        files = try ScenarioFolder()
    }

    func write(_ relative: String, _ text: String) throws { try files.write(relative, text) }

    func run(_ arguments: [String], _ options: TestOptions = TestOptions()) -> ScenarioFolder.Run {
        files.run(arguments, options)
    }

    // MARK: Ordering

    @Test func reportIsTheSameForAnyNumberOfJobs() throws {
        // Earlier paths spin longest, so with several jobs later files finish first.
        for index in 0..<40 {
            let name = "group\(index % 3)/\(index % 2 == 0 ? "sub/" : "")file\(index).scenario"
            let expected = index % 5 == 0 ? "wrong" : "line \(index)"
            try write(name, "> spin \((40 - index) * 200)\n> echo line \(index)\n\(expected)\n")
        }
        try write("group1/fails.scenario", "> fail\n> echo x\nx\n")
        try write("group2/errors.scenario", "> boom\npartial\n")
        var runs: [Int: ScenarioFolder.Run] = [:]
        for jobs in [1, 4, 9] {
            runs[jobs] = run(["group0", "group1", "group2"], TestOptions(jobs: jobs))
        }
        #expect(runs[1] == runs[4], "1 vs 4 jobs")
        #expect(runs[1] == runs[9], "1 vs 9 jobs")
        let lines = runs[1]!.output.split(separator: "\n")
        let paths = lines.dropLast().map { String($0.split(separator: " ")[1]) }
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(paths.count == 42)
        #expect(lines.last == "32 passed, 10 failed")
        #expect(runs[1]!.status == 2)
    }

    @Test func collectsScenariosSortedByBytesSkippingDotNames() throws {
        for name in [
            "b.scenario", "B.scenario", "a/z.scenario", "a-b.scenario", "notes.txt",
            ".hidden.scenario", ".git/x.scenario", ".a.scenario.k3j2.tmp", "deep/er/c.scenario",
        ] {
            try write(name, "> quiet\n")
        }
        try write("explicit.txt", "> quiet\n")
        let result = run([".", "explicit.txt", "b.scenario"])
        #expect(
            result.output == """
                ok F/./B.scenario
                ok F/./a-b.scenario
                ok F/./a/z.scenario
                ok F/./b.scenario
                ok F/./deep/er/c.scenario
                ok F/b.scenario
                ok F/explicit.txt
                7 passed, 0 failed

                """)
        #expect(result.errors == "")
        #expect(result.status == 0)
    }

    // MARK: Failures

    @Test func mismatchShowsADiffWithTheFilesLineNumbers() throws {
        try write(
            "a.scenario",
            """
            # one
            > echo a
            a
            > lines b c d
            b
            x
            d

            > echo e
            e
            > echo f
            f

            """)
        let result = run(["a.scenario"])
        #expect(result.output == "FAIL F/a.scenario\n0 passed, 1 failed\n")
        #expect(
            result.errors
                == """
                --- F/a.scenario
                +++ F/a.scenario (actual)
                @@ -3,7 +3,7 @@
                 a
                 > lines b c d
                 b
                -x
                +c
                 d
                 |
                 > echo e

                """.replacingOccurrences(of: "|\n", with: "\n"))
        #expect(result.status == 1)
    }

    @Test func failedExpectFailsAFileWhoseOutputMatches() throws {
        try write("a.scenario", "> echo a\na\n> fail\n")
        let result = run(["a.scenario"])
        #expect(result.output == "FAIL F/a.scenario\n0 passed, 1 failed\n")
        #expect(result.errors == "F/a.scenario:3: expectation failed: fail (actual: 1)\n")
        #expect(result.status == 1)
    }

    /// (name, file text, stderr with the path written as `P`).
    static let errorCases: [(String, String, String)] = [
        ("runtime error", "> echo a\na\n> boom\npartial\n> echo never\nnever\n", "P:3:3: error: boom went off\n"),
        (
            "unknown command", "# c\n> echo a\na\n> nope x\n",
            "P:4:3: error: unknown command 'nope' (type 'help' for a list)\n"
        ),
        (
            "transcript syntax", "> echo a\na\n# c\nstray\n",
            "P:4:1: error: expected output must follow a command, not a comment\n"
        ),
        ("invalid UTF-8", "> echo a\n\u{FFFD}", ""),
        (
            "plain command file", "# c\necho a\n",
            "P:2:1: error: not a transcript: command lines of a scenario file start with '> '\n"
        ),
    ]

    @Test(arguments: errorCases.indices)
    func errorFailsTheFileWithTheRenderedError(_ index: Int) throws {
        let (name, text, expected) = Self.errorCases[index]
        if name == "invalid UTF-8" {
            try Data([0x3E, 0x20, 0x65, 0x0A, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: "\(files.folder)/a.scenario"))
        } else {
            try write("a.scenario", text)
        }
        let result = run(["a.scenario"])
        let wanted = name == "invalid UTF-8" ? "P:2:1: error: invalid UTF-8: unexpected byte 0xff\n" : expected
        #expect(result.output == "FAIL F/a.scenario\n0 passed, 1 failed\n", "\(name)")
        #expect(result.errors == wanted.replacingOccurrences(of: "P", with: "F/a.scenario"), "\(name)")
        #expect(result.status == 2, "\(name)")
    }

    @Test func quitLeavesTheRestPrintingNothing() throws {
        try write("a.scenario", "> quit\n> echo a\na\n")
        let result = run(["a.scenario"])
        #expect(result.output == "FAIL F/a.scenario\n0 passed, 1 failed\n")
        #expect(result.errors.contains("-a\n"))
    }

    // MARK: Selection and usage

    @Test func filterSelectsPathsByRegularExpression() throws {
        for name in ["kinds/sheet.scenario", "kinds/screen.scenario", "env/sheet-rtl.scenario"] {
            try write(name, "> quiet\n")
        }
        let result = run(["."], TestOptions(filter: "sheet(-rtl)?\\.scenario$"))
        #expect(result.output == "ok F/./env/sheet-rtl.scenario\nok F/./kinds/sheet.scenario\n2 passed, 0 failed\n")
    }

    /// (name, files written, paths, options, stderr with the folder written as `F`): a run that
    /// selects no file tests nothing, so it is a usage error (exit 2), as in lit.
    static let emptySelections: [(String, [String], [String], TestOptions, String)] = [
        (
            "empty folder", [], ["."], TestOptions(),
            "sheetlab: error: no scenario files to test in 'F/.': a run that tests nothing does not pass\n"
        ),
        (
            "folder without scenarios", ["notes.txt"], ["."], TestOptions(),
            "sheetlab: error: no scenario files to test in 'F/.': a run that tests nothing does not pass\n"
        ),
        (
            "filter matches nothing", ["a.scenario", "b.scenario"], ["."], TestOptions(filter: "zzz"),
            "sheetlab: error: --filter 'zzz' matches none of the 2 scenario files found: "
                + "a run that tests nothing does not pass\n"
        ),
        (
            "more shards than files", ["a.scenario"], ["."], TestOptions(shard: TestShard(index: 2, count: 2)),
            "sheetlab: error: --shard 2/2 selects none of the 1 scenario file: use at most 1 shard\n"
        ),
    ]

    @Test(arguments: emptySelections.indices)
    func emptySelectionIsAnError(_ index: Int) throws {
        let (name, names, paths, options, expected) = Self.emptySelections[index]
        for file in names { try write(file, "> quiet\n") }
        #expect(run(paths, options) == ScenarioFolder.Run(output: "", errors: expected, status: 2), "\(name)")
    }

    /// (name, paths, options, stderr with the folder written as `F`).
    static let usageCases: [(String, [String], TestOptions, String)] = [
        (
            "missing path", ["nope"], TestOptions(),
            "sheetlab: error: cannot read 'F/nope': no such file or directory\n"
        ),
        (
            "bad regex", ["."], TestOptions(filter: "a("),
            "sheetlab: error: invalid regular expression 'a(' for '--filter': expected ')'\n"
        ),
    ]

    @Test(arguments: usageCases.indices)
    func usageErrorsStopBeforeRunning(_ index: Int) {
        let (name, paths, options, expected) = Self.usageCases[index]
        #expect(run(paths, options) == ScenarioFolder.Run(output: "", errors: expected, status: 2), "\(name)")
    }

    @Test func unreadableFileFailsOnlyThatFile() throws {
        try write("a.scenario", "> quiet\n")
        try FileManager.default.createSymbolicLink(atPath: "\(files.folder)/b.scenario", withDestinationPath: "gone")
        let result = run(["."])
        #expect(result.output == "ok F/./a.scenario\nFAIL F/./b.scenario\n1 passed, 1 failed\n")
        #expect(result.errors == "sheetlab: error: cannot read 'F/./b.scenario': no such file or directory\n")
        #expect(result.status == 2)
    }
}
