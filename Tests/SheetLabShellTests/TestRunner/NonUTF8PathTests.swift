import Foundation
import Testing

/// File names are bytes: a scenario whose name is not UTF-8 is listed, run and reported
/// (escaped as `\xFF`), and a path given on the command line is opened byte for byte, through the
/// built executable (`/bin/sh` passes the raw bytes in argv).
struct NonUTF8PathTests {
    /// A transcript that passes.
    static let passing = "> new sheet s\n[0.000s] s: new sheet\n[0.000s] s: dismissed -> idle\n"

    /// A folder holding `good.scenario` (passing) and `bad\xFFname.scenario` (failing: its output
    /// is missing), tested with `format`; returns the exit status, stdout and stderr.
    func testFolder(format: String) throws -> (status: Int32, output: String, errors: String) {
        let script = try ShellScript()
        try script.write(Self.passing, to: "good.scenario")
        return try script.run(
            """
            printf '> new sheet s\\n' > "$(printf 'bad\\377name.scenario')" || exit 99
            "$SHEETLAB" test --format \(format) .
            """)
    }

    @Test func textReportNamesTheFileEscapedAndFailsTheRun() throws {
        let run = try testFolder(format: "text")
        #expect(run.status == 1)
        #expect(run.output == "FAIL ./bad\\xFFname.scenario\nok ./good.scenario\n1 passed, 1 failed\n")
        #expect(run.errors.hasPrefix("--- ./bad\\xFFname.scenario\n+++ ./bad\\xFFname.scenario (actual)\n"))
    }

    @Test func tapReportNamesTheFileEscapedAndFailsTheRun() throws {
        let run = try testFolder(format: "tap")
        #expect(run.status == 1)
        #expect(
            run.output == """
                TAP version 13
                1..2
                not ok 1 - ./bad\\\\xFFname.scenario
                # --- ./bad\\xFFname.scenario
                # +++ ./bad\\xFFname.scenario (actual)
                # @@ -1 +1,3 @@
                #  > new sheet s
                # +[0.000s] s: new sheet
                # +[0.000s] s: dismissed -> idle
                ok 2 - ./good.scenario
                # 1 passed, 1 failed

                """)
    }

    /// The document is read as UTF-8 by `ShellScript` (which fails on anything else).
    @Test func junitReportNamesTheFileEscapedAndFailsTheRun() throws {
        let run = try testFolder(format: "junit")
        #expect(run.status == 1)
        let timeless = run.output.replacing(#/time="[0-9.]+"/#, with: "time=\"T\"")
        #expect(
            timeless == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites tests="2" failures="1" errors="0" skipped="0" time="T">
                  <testsuite name="sheetlab" tests="2" failures="1" errors="0" skipped="0" time="T">
                    <testcase classname="sheetlab" name="./bad\\xFFname.scenario" file="./bad\\xFFname.scenario" \
                time="T">
                      <failure message="output differs from the transcript">--- ./bad\\xFFname.scenario
                +++ ./bad\\xFFname.scenario (actual)
                @@ -1 +1,3 @@
                 &gt; new sheet s
                +[0.000s] s: new sheet
                +[0.000s] s: dismissed -&gt; idle
                </failure>
                    </testcase>
                    <testcase classname="sheetlab" name="./good.scenario" file="./good.scenario" time="T"/>
                  </testsuite>
                </testsuites>

                """)
        #expect(run.errors == "1 passed, 1 failed\n")
    }

    struct Writer: Sendable, CustomTestStringConvertible {
        let name: String
        /// Runs sheetlab with a path holding the byte 0xFF (`$(printf '...\377...')`).
        let command: String
        let output: String
        /// The folder's names afterwards, as `ls -b` escapes them.
        let names: String
        var testDescription: String { name }
    }

    static let writers: [Writer] = [
        Writer(
            name: "sweep --to", command: #""$SHEETLAB" sweep sheet --x dy=0..400/100 --to "$(printf 'x\377.csv')""#,
            output: "wrote a csv sweep of 5 cells to 'x\\xFF.csv'\n", names: "x\\377.csv\n"),
        Writer(
            name: "--save", command: #""$SHEETLAB" -c 'new sheet s' --save "$(printf 's\377.scenario')" >/dev/null"#,
            output: "", names: "s\\377.scenario\n"),
        Writer(
            name: "audit --evidence",
            command: #""$SHEETLAB" audit modal --depth 2 --evidence "$(printf 'ev\377')" | tail -n 1"#,
            output: "wrote 9 evidence scenarios to 'ev\\xFF'\n", names: "ev\\377\n"),
        Writer(
            name: "explore --out",
            command: #""$SHEETLAB" explore modal --depth 2 --out "$(printf 'ex\377')" >/dev/null 2>&1"#,
            output: "", names: "ex\\377\n"),
    ]

    /// The file is created under the very bytes given, not under U+FFFD (`x\357\277\275.csv`).
    @Test("a path on the command line is written byte for byte", arguments: writers)
    func writesTheNameAsGiven(_ writer: Writer) throws {
        let script = try ShellScript()
        let run = try script.run(writer.command + "\nstatus=$?\nLC_ALL=C ls -b\nexit $status")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == writer.output + writer.names)
    }

    /// `run` opens a file in a folder whose name is not UTF-8, its `source` finds the file beside
    /// it, and the error names both escaped.
    @Test func runAndSourceInsideAFolderNamedInBytes() throws {
        let script = try ShellScript()
        let run = try script.run(
            #"""
            mkdir "$(printf 'd\376')" || exit 99
            printf 'new sheet s\nsource other.scenario\n' > "$(printf 'd\376/m\375.scenario')"
            printf 'new sheet t\nbogus\n' > "$(printf 'd\376/other.scenario')"
            "$SHEETLAB" run "$(printf 'd\376/m\375.scenario')" >/dev/null
            """#)
        #expect(run.status == 2)
        #expect(run.errors == "d\\xFE/other.scenario:2:1: error: unknown command 'bogus' (type 'help' for a list)\n")
    }
}
