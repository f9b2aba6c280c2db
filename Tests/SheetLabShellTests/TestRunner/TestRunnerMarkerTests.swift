import Foundation
import FoundationXML
import Testing

@testable import SheetLabShell

/// `# sheetlab: xfail REASON` and `# sheetlab: empty REASON` in the text, TAP and JUnit reports;
/// empty files; `--shard`; coloured diffs and trailing blanks.
struct TestRunnerMarkerTests {
    let files: ScenarioFolder

    init() throws {
        files = try ScenarioFolder()
    }

    /// A folder with one file of each verdict the markers give, plus a plain pass.
    func writeMarkedSuite() throws {
        try files.write("a-pass.scenario", "> echo a\na\n")
        try files.write("b-xfail.scenario", "# sheetlab: xfail known seed quirk\n> echo a\nb\n")
        try files.write("c-xpass.scenario", "#sheetlab:  xfail   fixed since  \n> echo a\na\n")
        try files.write("d-skip.scenario", "# sheetlab: empty written by explore, nothing found\n")
        try files.write("e-xfail-expect.scenario", "# sheetlab: xfail a seed quirk\n> fail\n")
    }

    @Test func textReportsXfailXpassAndSkip() throws {
        try writeMarkedSuite()
        let result = files.run(["."])
        #expect(
            result.output == """
                ok F/./a-pass.scenario
                xfail F/./b-xfail.scenario: known seed quirk
                XPASS F/./c-xpass.scenario: fixed since
                skip F/./d-skip.scenario: written by explore, nothing found
                xfail F/./e-xfail-expect.scenario: a seed quirk
                1 passed, 0 failed, 2 xfail, 1 xpass, 1 skipped

                """)
        #expect(result.errors == "F/./c-xpass.scenario: expected to fail (fixed since), but passed\n")
        #expect(result.status == 1, "an unexpected pass fails the run")
        let withoutXpass = files.run(["a-pass.scenario", "b-xfail.scenario", "d-skip.scenario"])
        #expect(withoutXpass.status == 0, "expected failures and skipped files pass the run")
        #expect(withoutXpass.output.hasSuffix("1 passed, 0 failed, 1 xfail, 1 skipped\n"))
    }

    @Test func tapReportsTodoAndSkip() throws {
        try writeMarkedSuite()
        let result = files.run(["."], TestOptions(format: .tap))
        #expect(
            result.output == """
                TAP version 13
                1..5
                ok 1 - F/./a-pass.scenario
                not ok 2 - F/./b-xfail.scenario # TODO known seed quirk
                # --- F/./b-xfail.scenario
                # +++ F/./b-xfail.scenario (actual)
                # @@ -1,3 +1,3 @@
                #  # sheetlab: xfail known seed quirk
                #  > echo a
                # -b
                # +a
                ok 3 - F/./c-xpass.scenario # TODO fixed since
                # F/./c-xpass.scenario: expected to fail (fixed since), but passed
                ok 4 - F/./d-skip.scenario # SKIP written by explore, nothing found
                not ok 5 - F/./e-xfail-expect.scenario # TODO a seed quirk
                # F/./e-xfail-expect.scenario:2: expectation failed: fail (actual: 1)
                # 1 passed, 0 failed, 2 xfail, 1 xpass, 1 skipped

                """)
    }

    /// The elements of one `testcase`, read back by Foundation's XML parser.
    final class JUnitReader: NSObject, XMLParserDelegate {
        struct Case: Equatable {
            var name: String
            var file: String?
            var time: String?
            /// `element[type]: message` for each child (`skipped[xfail]: reason`).
            var children: [String] = []
        }

        var suite: [String: String] = [:]
        var cases: [Case] = []

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "testsuite": suite = attributes
            case "testcase":
                cases.append(Case(name: attributes["name"] ?? "", file: attributes["file"], time: attributes["time"]))
            case "failure", "error", "skipped":
                let type = attributes["type"].map { "[\($0)]" } ?? ""
                cases[cases.count - 1].children.append("\(element)\(type): \(attributes["message"] ?? "")")
            default: break
            }
        }
    }

    @Test func junitValidatesAndMarksXfailXpassAndSkip() throws {
        try writeMarkedSuite()
        let result = files.run(["."], TestOptions(format: .junit))
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(result.output.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.suite["tests"] == "5")
        #expect(reader.suite["failures"] == "1")
        #expect(reader.suite["errors"] == "0")
        #expect(reader.suite["skipped"] == "3")
        #expect(
            reader.cases.map(\.children) == [
                [],
                ["skipped[xfail]: known seed quirk"],
                ["failure[xpass]: expected to fail (fixed since), but passed"],
                ["skipped: written by explore, nothing found"],
                ["skipped[xfail]: a seed quirk"],
            ])
        for testcase in reader.cases {
            #expect(testcase.file == testcase.name, "\(testcase.name): file attribute")
            let seconds = try #require(testcase.time.flatMap(Double.init), "\(testcase.name): time attribute")
            #expect(seconds >= 0 && seconds < 60, "\(testcase.name)")
        }
        #expect(result.errors == "1 passed, 0 failed, 2 xfail, 1 xpass, 1 skipped\n")
    }

    /// (name, file text, stderr with the path written as `P`).
    static let markerErrors: [(String, String, String)] = [
        (
            "empty file", "",
            "P: error: no commands: a scenario without commands tests nothing "
                + "(write '# sheetlab: empty REASON' if it is empty on purpose)\n"
        ),
        (
            "comments only", "# a note\n\n# another\n",
            "P: error: no commands: a scenario without commands tests nothing "
                + "(write '# sheetlab: empty REASON' if it is empty on purpose)\n"
        ),
        (
            "misspelt directive", "# sheetlab: xfial reason\n> echo a\na\n",
            "P:1:1: error: unknown directive '# sheetlab: xfial'; did you mean 'xfail'?\n"
        ),
        (
            "directive without reason", "> echo a\na\n# sheetlab: xfail\n> echo b\nb\n",
            "P:3:1: error: '# sheetlab: xfail' needs a reason after it\n"
        ),
        (
            "empty with commands", "# sheetlab: empty no reason to be\n> echo a\na\n",
            "P: error: '# sheetlab: empty' on a scenario that has commands\n"
        ),
    ]

    @Test(arguments: markerErrors.indices)
    func markerErrorFailsTheFile(_ index: Int) throws {
        let (name, text, expected) = Self.markerErrors[index]
        try files.write("a.scenario", text)
        let result = files.run(["a.scenario"])
        #expect(result.output == "FAIL F/a.scenario\n0 passed, 1 failed\n", "\(name)")
        #expect(result.errors == expected.replacingOccurrences(of: "P", with: "F/a.scenario"), "\(name)")
        #expect(result.status == 2, "\(name)")
    }

    /// A `# sheetlab:` comment whose word is no near miss of a directive is an ordinary comment.
    @Test func otherSheetlabCommentsAreComments() throws {
        try files.write("a.scenario", "# sheetlab: false keeps the anchor (sheetlab's reading)\n> echo a\na\n")
        #expect(
            files.run(["a.scenario"])
                == ScenarioFolder.Run(output: "ok F/a.scenario\n1 passed, 0 failed\n", errors: "", status: 0))
    }

    /// An `xfail` file that stops at an error is an error, not an expected failure.
    @Test func errorInAnXfailFileStaysAnError() throws {
        try files.write("a.scenario", "# sheetlab: xfail known\n> boom\npartial\n")
        let result = files.run(["a.scenario"])
        #expect(result.output == "FAIL F/a.scenario\n0 passed, 1 failed\n")
        #expect(result.status == 2)
    }

    /// Every file runs in exactly one of the N shards, and the shards together are the whole
    /// selection, for every N up to one more than... the number of files (where the last shard
    /// would be empty, which is an error).
    @Test func shardsCoverTheSuiteExactlyOnce() throws {
        let names = (1...13).map { "group\($0 % 3)/file\($0).scenario" }
        for name in names { try files.write(name, "> quiet\n") }
        let whole = Set(names.map { "F/./\($0)" })
        for count in 1...13 {
            var seen: [String: Int] = [:]
            for index in 1...count {
                let result = files.run(["."], TestOptions(shard: TestShard(index: index, count: count)))
                #expect(result.status == 0, "\(index)/\(count): \(result.errors)")
                let lines = result.output.split(separator: "\n").dropLast()
                #expect(lines.allSatisfy { $0.hasPrefix("ok ") }, "\(index)/\(count)")
                for line in lines { seen[String(line.dropFirst(3)), default: 0] += 1 }
                #expect(
                    lines.count == 13 / count || lines.count == 13 / count + 1, "\(index)/\(count): balanced")
            }
            #expect(Set(seen.keys) == whole, "\(count) shards: union is the suite")
            #expect(seen.values.allSatisfy { $0 == 1 }, "\(count) shards: each file once")
        }
        let tooMany = files.run(["."], TestOptions(shard: TestShard(index: 14, count: 14)))
        #expect(tooMany.status == 2)
    }

    /// (name, text, shard or nil).
    static let shardSpellings: [(String, String, TestShard?)] = [
        ("first of three", "1/3", TestShard(index: 1, count: 3)),
        ("only", "1/1", TestShard(index: 1, count: 1)),
        ("zero index", "0/3", nil), ("index past count", "4/3", nil), ("no count", "1/", nil),
        ("no slash", "13", nil), ("negative", "-1/3", nil), ("spaces", "1 / 3", nil), ("extra part", "1/2/3", nil),
    ]

    @Test(arguments: shardSpellings.indices)
    func shardSpelling(_ index: Int) {
        let (name, text, expected) = Self.shardSpellings[index]
        #expect(TestShard(text) == expected, "\(name)")
    }

    @Test func diffIsColouredWhenColouringAndMarksTrailingBlanks() throws {
        try files.write("a.scenario", "> echo a \nx\n")
        var options = TestOptions()
        options.paths = ["\(files.folder)/a.scenario"]
        let runner = TestRunner(options: options, colors: true, replay: FakeReplay.replay)
        var output = ""
        var errors = ""
        _ = runner.run(output: &output, errors: &errors)
        let path = "\(files.folder)/a.scenario"
        #expect(output == "\u{1B}[31mFAIL\u{1B}[0m \(path)\n0 passed, 1 failed\n")
        #expect(
            errors == """
                \u{1B}[1m--- \(path)\u{1B}[0m
                \u{1B}[1m+++ \(path) (actual)\u{1B}[0m
                \u{1B}[36m@@ -1,2 +1,2 @@\u{1B}[0m
                 > echo a $
                \u{1B}[31m-x\u{1B}[0m
                \u{1B}[32m+a\u{1B}[0m

                """)
        try files.write("b.scenario", "> echo a\na  \n")
        let plain = files.run(["b.scenario"])
        #expect(plain.errors.contains("\n-a  $\n+a\n"), "trailing blanks show as `$`: \(plain.errors)")
    }
}
