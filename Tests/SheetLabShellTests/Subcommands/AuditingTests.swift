import Foundation
import FoundationXML
import SheetLabScript
import Testing

@testable import SheetLabShell

/// `sheetlab audit`: exit statuses, the four formats parsed back, and evidence that `sheetlab test`
/// replays.
struct AuditingTests {
    /// Exit 0 when nothing fails (warnings allowed), 1 when a check fails, 2 on bad usage.
    static let statuses: [(String, [String], Int32, String)] = [
        ("modal passes with warnings", ["modal", "--depth", "2"], 0, ""),
        ("screen fails non-drag-path", ["screen", "--depth", "2"], 1, ""),
        ("screen with a close button passes", ["screen", "--assume", "close-button", "--depth", "2"], 0, ""),
        (
            "unknown kind", ["sheeet"], 2,
            "sheetlab: error: unknown kind 'sheeet'; did you mean 'sheet'?\n" + Auditing.usage
        ),
        ("missing kind", [], 2, "sheetlab: error: missing KIND\n" + Auditing.usage),
        (
            "unknown format", ["screen", "--format", "yaml"], 2,
            "sheetlab: error: '--format' is text, json, tap, junit, not 'yaml'\n" + Auditing.usage
        ),
        (
            "unknown assumption", ["screen", "--assume", "close-buton"], 2,
            "sheetlab: error: '--assume' takes close-button or back-button, not 'close-buton'; "
                + "did you mean 'close-button'?\n" + Auditing.usage
        ),
        (
            "empty assumption", ["screen", "--assume"], 2,
            "sheetlab: error: missing a value after '--assume'\n" + Auditing.usage
        ),
        (
            "unknown option", ["screen", "--evidense", "x"], 2,
            "sheetlab: error: unknown option '--evidense' for 'audit'; did you mean '--evidence'?\n" + Auditing.usage
        ),
        (
            "bad depth", ["screen", "--depth", "0"], 2,
            "sheetlab: error: '--depth' needs a whole number of at least 1, not '0'\n" + Auditing.usage
        ),
        (
            "bad state bound", ["screen", "--max-states", "many"], 2,
            "sheetlab: error: '--max-states' needs a whole number of at least 1, not 'many'\n" + Auditing.usage
        ),
        (
            "unknown parameter", ["screen", "treshold=1"], 2,
            "sheetlab: error: unknown parameter 'treshold' of kind 'screen'; did you mean 'threshold'?\n"
        ),
        (
            "invalid value", ["sheet", "dismiss=maybe"], 2,
            "sheetlab: error: invalid value 'maybe' for 'dismiss': expected 'enabled' or 'disabled'\n"
        ),
    ]

    @Test(arguments: statuses.indices)
    func exitStatus(_ index: Int) {
        let (name, arguments, status, errors) = Self.statuses[index]
        let result = Auditing.main(arguments: arguments)
        #expect(result.status == status, "\(name): \(result.error)")
        #expect(result.error == errors, "\(name)")
        #expect((status == 2) == result.output.isEmpty, "\(name)")
    }

    @Test func jsonParsesWithEveryCheck() throws {
        let result = Auditing.main(arguments: ["edge", "--format", "json", "--depth", "2"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "edge")
        #expect(object["exit-status"] as? Int == Int(result.status))
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(checks.map { $0["id"] as? String } == AuditCheck.allCases.map(\.rawValue))
        #expect(
            checks.map { $0["verdict"] as? String } == [
                "pass", "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn",
            ])
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts == ["pass": 4, "warn": 2, "fail": 2, "n.a.": 1])
        for check in checks {
            #expect((check["reason"] as? String)?.isEmpty == false)
            #expect((check["links"] as? [String])?.isEmpty == false)
            // Named only when written (`--evidence DIR`).
            #expect(check["evidence"] is NSNull)
        }
    }

    /// TAP 13 as a consumer reads it: the version, the plan, one numbered test point per check in
    /// order, `not ok` exactly for the failures, `# SKIP` exactly for n.a., every other line a comment.
    @Test func tapIsValid() throws {
        let result = Auditing.main(arguments: ["sheet", "dismiss=disabled", "--format", "tap", "--depth", "2"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == "TAP version 13")
        #expect(lines.dropFirst().first == "1..9")
        var number = 0
        var failures = 0
        var skips = 0
        for line in lines.dropFirst(2) {
            if line.hasPrefix("ok ") || line.hasPrefix("not ok ") {
                number += 1
                let prefix = line.hasPrefix("ok ") ? "ok \(number) - " : "not ok \(number) - "
                #expect(line.hasPrefix(prefix), "\(line)")
                if line.hasPrefix("not ok") { failures += 1 }
                let description = line.dropFirst(prefix.count)
                if let directive = description.range(of: " # ") {
                    #expect(description[directive.upperBound...].hasPrefix("SKIP "), "\(line)")
                    #expect(!description[..<directive.lowerBound].contains("#"), "\(line)")
                    skips += 1
                }
            } else {
                #expect(line.hasPrefix("# "), "\(line)")
            }
        }
        #expect(number == 9)
        #expect(failures == 1)
        #expect(skips == 3)
        #expect(result.status == 1)
    }

    /// JUnit XML read back by Foundation's parser: one testcase per check, a failure per failing
    /// check, a skipped element per n.a., counts in the attributes that agree.
    @Test func junitParses() throws {
        let result = Auditing.main(arguments: ["screen", "--format", "junit", "--depth", "2"])
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(result.output.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.testcases == AuditCheck.allCases.map(\.rawValue))
        #expect(reader.failures == ["non-drag-path"])
        #expect(reader.skipped == ["rtl", "refused-dismiss-feedback", "hit-area"])
        #expect(reader.suiteAttributes["tests"] == "9")
        #expect(reader.suiteAttributes["failures"] == "1")
        #expect(reader.suiteAttributes["skipped"] == "3")
        #expect(reader.suiteAttributes["name"] == "sheetlab audit screen (defaults)")
        #expect(
            reader.failureMessages
                == ["screen: dismiss is reachable only by dragging (a held drag of 140.0 pt down); add a close button"])
    }

    /// The issue's test: audit every kind with its defaults and with other parameters, then
    /// `sheetlab test` the evidence folder, both as the built executable runs them.
    static let evidenceRuns: [[String]] = [
        ["screen"], ["screen", "threshold=200", "fade=0"], ["modal"], ["modal", "variant=modifier", "velocity=300"],
        ["sheet"], ["sheet", "dismiss=disabled", "detents=200,large"], ["edge"],
        ["edge", "enabled=false"], ["edge", "layout=rtl", "edge=trailing", "action=pop", "stack=2"],
    ]

    @Test(arguments: evidenceRuns)
    func evidencePassesSheetlabTest(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let evidence = folder.appendingPathComponent("evidence").path
        let audit = try run(["audit"] + arguments + ["--depth", "3", "--evidence", evidence])
        #expect(audit.status <= 1, "\(arguments): \(audit.errors)")
        #expect(audit.output.hasSuffix("wrote 9 evidence scenarios to '\(evidence)'\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: evidence).sorted()
        #expect(names == AuditCheck.allCases.map { "\(arguments[0])-\($0.rawValue).scenario" }.sorted())
        let test = try run(["test", evidence])
        #expect(test.status == 0, "\(arguments): \(test.output)\(test.errors)")
        #expect(test.output.hasSuffix("9 passed, 0 failed\n"), "\(arguments)")
    }

    /// What `callback-once` says when its exploration stops at the state bound: the depth it
    /// searched whole, the bound, and `incomplete` as a warning (issue 35: it said "to depth 12",
    /// pass, for a search that stopped before depth 9). Each case is the check's part of a format.
    static let incompleteExplorations: [(format: String, from: String, to: String, expected: String)] = {
        let reason =
            "incomplete: searched whole to depth 3 of 12 only, the state bound --max-states 2000 was reached; "
            + "onDismiss at most once per presentation over 766 states and 1,844 transitions to depth 3 "
            + "(sheetlab explore); exactly once when escape and taps land on a running exit"
        let explored =
            "explore modal --depth 12 --max-states 2000: 766 states and 1,844 transitions to depth 3 (sheetlab explore)"
        let stop =
            "incomplete: stopped before depth 4: about 3371 new states expected there (5.37 times the depth "
            + "before's) on top of 766 would pass --max-states 2000"
        let exit = "a held drag of 110.0 pt down with escape and taps on top: onDismiss fires once"
        let rule =
            "docs/models.md#shared-rules, Exactly once (onDismiss at most once per presentation, the edge action "
            + "once per commit); the screen seed's guard !isDismissing"
        let indent = String(repeating: " ", count: 6)
        return [
            (
                "text", "warn  callback-once", "rule: \(rule)\n",
                "warn  callback-once: \(reason)\n"
                    + [explored, stop, exit, "rule: \(rule)"].map { indent + $0 + "\n" }
                    .joined()
            ),
            (
                "json", "\"id\": \"callback-once\"", "\"evidence\": null",
                """
                "id": "callback-once",
                      "verdict": "warn",
                      "assumed": false,
                      "assuming": null,
                      "reason": "\(reason)",
                      "details": [
                        "\(explored)",
                        "\(stop)",
                        "\(exit)"
                      ],
                      "rule": "\(rule)",
                      "links": ["docs/models.md#shared-rules"],
                      "evidence": null
                """
            ),
            (
                "tap", "ok 5 - callback-once", "# rule: \(rule)\n",
                "ok 5 - callback-once\n"
                    + ["warn: \(reason)", explored, stop, exit, "rule: \(rule)"]
                    .map { "# \($0)\n" }.joined()
            ),
            (
                "junit", "<testcase classname=\"audit.modal\" name=\"callback-once\">", "</testcase>",
                "<testcase classname=\"audit.modal\" name=\"callback-once\">\n      <system-out>"
                    + ["warn: \(reason)", explored, stop, exit, "rule: \(rule)"]
                    .joined(separator: "\n").replacing("'", with: "&apos;")
                    + "</system-out>\n    </testcase>"
            ),
        ]
    }()

    @Test(arguments: incompleteExplorations.indices)
    func explorationStoppedAtTheStateBoundIsIncomplete(_ index: Int) throws {
        let (format, from, to, expected) = Self.incompleteExplorations[index]
        let result = Auditing.main(
            arguments: ["modal", "--depth", "12", "--max-states", "2000", "--format", format])
        #expect(result.status == 0, "\(format): \(result.error)")
        let start = try #require(result.output.range(of: from), "\(format)")
        let end = try #require(result.output[start.lowerBound...].range(of: to), "\(format)")
        #expect(String(result.output[start.lowerBound..<end.upperBound]) == expected, "\(format)")
    }

    /// A search that reaches its depth within the bound is complete: `callback-once` passes and
    /// names the depth asked for.
    @Test func explorationWithinTheBoundPasses() {
        let result = Auditing.main(arguments: ["modal", "--depth", "2", "--max-states", "2000"])
        let line = result.output.split(separator: "\n").first { $0.hasPrefix("pass  callback-once:") }.map(String.init)
        #expect(
            line
                == "pass  callback-once: onDismiss at most once per presentation over 138 states and 288 transitions "
                + "to depth 2 (sheetlab explore); exactly once when escape and taps land on a running exit",
            "\(result.output)")
    }

    @Test func evidenceIntoAFileIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-audit-\(UUID().uuidString)")
        try Data().write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Auditing.main(arguments: ["modal", "--depth", "1", "--evidence", folder.path])
        #expect(result.status == 2)
        #expect(
            result.error == "sheetlab: error: cannot create folder '\(folder.path)': not a directory\n",
            "\(result.error)")
    }

    @Test func safeModeKeepsTheShellsEvidenceInsideTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.scenario").path
        var session = Session(origin: .file(file), files: ConfinedFiles(folderOf: file))
        #expect(session.execute(LogicalLine("new modal m")).error == nil)
        let outside = session.execute(LogicalLine("audit m --depth 1 --evidence ../elsewhere"))
        #expect(
            outside.error?.reason.message.contains("is outside the folder") == true,
            "\(String(describing: outside.error))")
        let inside = session.execute(LogicalLine("audit m --depth 1 --evidence out"))
        #expect(inside.error == nil)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).count == 9)
    }

    /// Runs the built `sheetlab` with `arguments`.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalSession.sheetlabPath)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let reported = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed, reported)
    }
}

/// Collects what a JUnit document holds.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    var failures: [String] = []
    var failureMessages: [String] = []
    var skipped: [String] = []
    var suiteAttributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "testsuite": suiteAttributes = attributes
        case "testcase": testcases.append(attributes["name"] ?? "")
        case "failure":
            failures.append(testcases.last ?? "")
            failureMessages.append(attributes["message"] ?? "")
        case "skipped": skipped.append(testcases.last ?? "")
        default: break
        }
    }
}
