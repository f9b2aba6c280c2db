import Foundation
import Testing

/// What the executable says about paths and inputs it was handed: the path a "wrote" line names
/// is escaped as errors escape it, and a standard input or a link that cannot be read or written
/// is named for what it is (issue 35).
struct ReportedTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// A shell line run in a fresh folder, `$SHEETLAB` the executable.
        let line: String
        let status: Int32
        let output: String
        let errors: String
        var testDescription: String { name }
    }

    static let created = "[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n"

    static let cases = [
        Case(
            name: "a title sequence in sweep --to",
            line: "\"$SHEETLAB\" sweep screen --x dy=0..10/10 --to \"$(printf 'x\\033]0;title\\007.csv')\"",
            status: 0, output: "wrote a csv sweep of 2 cells to 'x\\u{1B}]0;title\\u{7}.csv'\n", errors: ""),
        Case(
            name: "a title sequence in audit --evidence",
            line: "\"$SHEETLAB\" audit screen --evidence \"$(printf 'e\\033]0;title\\007')\" | grep -o \"to '.*'$\"",
            status: 0, output: "to 'e\\u{1B}]0;title\\u{7}'\n", errors: ""),
        Case(
            name: "standard input is a directory", line: "\"$SHEETLAB\" < .", status: 2, output: "",
            errors: "sheetlab: error: cannot read standard input: it is a directory\n"),
        Case(
            name: "standard input is closed", line: "\"$SHEETLAB\" <&-", status: 2, output: "",
            errors: "sheetlab: error: cannot read standard input: it is closed (bad file descriptor)\n"),
        Case(
            name: "a link to itself",
            line: "ln -s self.svg self.svg; \"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to self.svg'",
            status: 2, output: created,
            errors: "<command line>:2:1: error: cannot write 'self.svg': it is a symbolic link loop\n"),
        Case(
            name: "two links in a loop",
            line: "ln -s b.csv a.csv; ln -s a.csv b.csv; \"$SHEETLAB\" -c 'new screen p' -c 'record p offset to a.csv'",
            status: 2, output: created,
            errors: "<command line>:2:1: error: cannot write 'a.csv': it is a symbolic link loop\n"),
        Case(
            name: "a link to a missing file",
            line: "ln -s nowhere.svg gone.svg; \"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to gone.svg'",
            status: 2, output: created,
            errors: "<command line>:2:1: error: cannot write 'gone.svg': it is a symbolic link to a missing file\n"),
    ]

    @Test(arguments: cases)
    func saysWhatItIs(_ testCase: Case) throws {
        let script = try ShellScript()
        let result = try script.run(testCase.line)
        #expect(result.status == testCase.status)
        #expect(result.output == testCase.output)
        #expect(result.errors == testCase.errors)
    }
}
