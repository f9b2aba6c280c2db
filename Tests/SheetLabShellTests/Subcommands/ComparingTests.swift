import Testing

@testable import SheetLabShell

/// `sheetlab compare PROFILE... [PARAM=VALUE...] [--format F] -- GESTURE`: what runs, what is refused.
struct ComparingTests {
    struct UsageCase: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let message: String
        var testDescription: String { name }
    }

    static let usage = [
        UsageCase(name: "no gesture", arguments: ["seed"], message: "missing '-- GESTURE'"),
        UsageCase(name: "nothing after --", arguments: ["seed", "--"], message: "missing a gesture after '--'"),
        UsageCase(name: "no profile", arguments: ["--", "tap", "backdrop"], message: "missing PROFILE"),
        UsageCase(
            name: "a misspelt option", arguments: ["seed", "--formt", "csv", "--", "escape"],
            message: "unknown option '--formt' for 'compare'; did you mean '--format'?"),
        UsageCase(
            name: "an unknown format", arguments: ["seed", "--format", "xml", "--", "escape"],
            message: "'--format' is text, csv or json, not 'xml'"),
        UsageCase(
            name: "a profile after a setting", arguments: ["seed", "reduce-motion=on", "gorhom", "--", "escape"],
            message: "profile 'gorhom' after the settings: list the profiles first"),
    ]

    @Test("usage errors exit 2 with the usage line", arguments: usage)
    func refuses(_ row: UsageCase) {
        let (output, errors, status) = Comparing.main(arguments: row.arguments)
        #expect(status == 2, "\(row.name)")
        #expect(output.isEmpty, "\(row.name)")
        #expect(errors == "sheetlab: error: \(row.message)\n" + Comparing.usage, "\(row.name)")
    }

    /// The gesture after `--` keeps its own words (a negative number is no option), and the table
    /// is on stdout with status 0.
    @Test func runsTheGestureAfterTheDashes() {
        let (output, errors, status) = Comparing.main(
            arguments: ["seed", "gorhom", "--format=csv", "--", "fling", "0", "-150", "at", "2000"])
        #expect(status == 0, "\(errors)")
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("seed,200,200.0,snap to medium,idle,medium,"))
        #expect(lines[2].hasPrefix("gorhom,0,218.5,move to 1,idle,1,"))
    }

    /// A profile the language refuses is an error of the command, with its suggestion, status 2.
    @Test func anUnknownProfileSuggestsTheNearest() {
        let (_, errors, status) = Comparing.main(arguments: ["sed", "--", "escape"])
        #expect(status == 2)
        #expect(errors.hasSuffix("got 'sed'; did you mean 'seed'?\n"))
    }
}
