import Foundation
import FoundationXML
import SheetLabScript
import Testing

@testable import SheetLabShell

/// The TAP and JUnit reports of `sheetlab test`, compared whole.
struct TestRunnerFormatTests {
    let files: ScenarioFolder

    init() throws {
        files = try ScenarioFolder()
        try files.write("a.scenario", "> echo a\na\n")
        try files.write("b.scenario", "> echo x\ny\n\n> fail\n")
        try files.write("c.scenario", "> boom\npartial\n")
        try files.write("d.scenario", "> echo <a & \"b\">\nc\n")
    }

    @Test func tap() {
        let result = files.run(["."], TestOptions(format: .tap))
        #expect(
            result.output
                == """
                TAP version 13
                1..4
                ok 1 - F/./a.scenario
                not ok 2 - F/./b.scenario
                # F/./b.scenario:4: expectation failed: fail (actual: 1)
                # --- F/./b.scenario
                # +++ F/./b.scenario (actual)
                # @@ -1,4 +1,4 @@
                #  > echo x
                # -y
                # +x
                #|
                #  > fail
                not ok 3 - F/./c.scenario
                # F/./c.scenario:1:3: error: boom went off
                not ok 4 - F/./d.scenario
                # --- F/./d.scenario
                # +++ F/./d.scenario (actual)
                # @@ -1,2 +1,2 @@
                #  > echo <a & "b">
                # -c
                # +<a & "b">
                # 1 passed, 3 failed

                """.replacingOccurrences(of: "#|", with: "#  "))
        #expect(result.errors == "")
        #expect(result.status == 2)
    }

    @Test func tapMarksUpdatedFiles() {
        let result = files.run(["d.scenario"], TestOptions(update: true, format: .tap))
        #expect(
            result.output == """
                TAP version 13
                1..1
                not ok 1 - F/d.scenario
                # updated F/d.scenario
                # --- F/d.scenario
                # +++ F/d.scenario (actual)
                # @@ -1,2 +1,2 @@
                #  > echo <a & "b">
                # -c
                # +<a & "b">
                # 0 passed, 1 failed

                """)
    }

    /// The document with every `time="..."` written `time="T"`: times are the only figures
    /// that change from run to run.
    static func timesHidden(_ text: String) -> String {
        text.replacingOccurrences(of: #"time="[0-9]+\.[0-9]{3}""#, with: #"time="T""#, options: .regularExpression)
    }

    @Test func junit() throws {
        let result = files.run(["."], TestOptions(format: .junit))
        #expect(
            Self.timesHidden(result.output)
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites tests="4" failures="2" errors="1" skipped="0" time="T">
                  <testsuite name="sheetlab" tests="4" failures="2" errors="1" skipped="0" time="T">
                    <testcase classname="sheetlab" name="F/./a.scenario" file="F/./a.scenario" time="T"/>
                    <testcase classname="sheetlab" name="F/./b.scenario" file="F/./b.scenario" time="T">
                      <failure message="an expectation failed">F/./b.scenario:4: expectation failed: fail (actual: 1)
                --- F/./b.scenario
                +++ F/./b.scenario (actual)
                @@ -1,4 +1,4 @@
                 &gt; echo x
                -y
                +x
                |
                 &gt; fail
                </failure>
                    </testcase>
                    <testcase classname="sheetlab" name="F/./c.scenario" file="F/./c.scenario" time="T">
                      <error message="F/./c.scenario:1:3: error: boom went off">F/./c.scenario:1:3: error: boom went off
                </error>
                    </testcase>
                    <testcase classname="sheetlab" name="F/./d.scenario" file="F/./d.scenario" time="T">
                      <failure message="output differs from the transcript">--- F/./d.scenario
                +++ F/./d.scenario (actual)
                @@ -1,2 +1,2 @@
                 &gt; echo &lt;a &amp; &quot;b&quot;&gt;
                -c
                +&lt;a &amp; &quot;b&quot;&gt;
                </failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """.replacingOccurrences(of: "\n|\n", with: "\n \n"))
        #expect(result.errors == "1 passed, 3 failed\n")
        #expect(result.status == 2)
        // Well-formed: Foundation's XML parser reads it back.
        let parser = XMLParser(data: Data(result.output.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// (name, text, as an attribute, as element text).
    static let escapes: [(String, String, String, String)] = [
        (
            "markup", "<a & 'b' \"c\">", "&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;",
            "&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;"
        ),
        ("white space", "a\tb\nc\r", "a&#9;b&#10;c&#13;", "a\tb\nc&#13;"),
        (
            "controls", "\u{1B}[31mred\u{0}\u{FFFF}", "\u{FFFD}[31mred\u{FFFD}\u{FFFD}",
            "\u{FFFD}[31mred\u{FFFD}\u{FFFD}"
        ),
        ("unicode", "é → 🙂", "é → 🙂", "é → 🙂"),
    ]

    @Test(arguments: escapes.indices)
    func markupEscaping(_ index: Int) {
        let (name, text, attribute, element) = Self.escapes[index]
        #expect(Markup.escaped(text, attribute: true) == attribute, "\(name)")
        #expect(Markup.escaped(text, attribute: false) == element, "\(name)")
    }
}
