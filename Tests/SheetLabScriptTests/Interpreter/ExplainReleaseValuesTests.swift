import SheetLabCore
import Testing

@testable import SheetLabScript

/// `explain`'s `release values` line: the three numbers the release-* fields read, each with its own
/// value (issue 37: only transcripts held release-predicted).
struct ExplainReleaseValuesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let lines: [String]
        let expected: String
        var testDescription: String { name }
    }

    /// Releases whose translation, velocity and prediction (translation + 0.25 x velocity) differ.
    static let cases: [Case] = [
        Case(
            name: "screen: 100 pt in 0.5 s", lines: ["new screen s", "drag s 0 100 over 0.5s"],
            expected: "release-translation 100.0, release-velocity 200.0, release-predicted 150.0"),
        Case(
            name: "modal: 40 pt in 0.25 s", lines: ["new modal s", "drag s 0 40"],
            expected: "release-translation 40.0, release-velocity 160.0, release-predicted 80.0"),
        Case(
            name: "sheet: 90 pt up in 0.5 s", lines: ["new sheet s", "drag s 0 -90 over 0.5s"],
            expected: "release-translation -90.0, release-velocity -180.0, release-predicted -135.0"),
        Case(
            name: "edge: 30 pt in 0.5 s", lines: ["new edge s", "drag s 30 0 over 0.5s"],
            expected: "release-translation 30.0, release-velocity 60.0, release-predicted 45.0"),
    ]

    @Test(arguments: cases)
    func releaseValuesAreTheFields(_ example: Case) throws {
        var session = Session(origin: .file("explain.scenario"))
        for (index, line) in (example.lines + ["explain s"]).enumerated() {
            let result = session.execute(LogicalLine(line, at: SourceLocation(line: index + 1, column: 1)))
            #expect(result.error == nil, "\(example.name): \(line)")
            guard line == "explain s" else { continue }
            let values = result.output.split(separator: "\n").first { $0.hasPrefix("  release values: ") }
            #expect(values == "  release values: \(example.expected)"[...], "\(example.name)")
        }
    }

    /// The line from a decision alone: the prediction is the readout's, not one of the other two.
    @Test func releaseValuesOfADecision() {
        var decision = Decision(trigger: .release, tick: 600, outcome: .cancel, reason: .escape, source: .screenEscape)
        decision.readout = FingerReadout(translation: 12, velocity: -40)
        #expect(
            ExplainText.text(decision, sheet: "s").contains(
                "\n  release values: release-translation 12.0, release-velocity -40.0, release-predicted 2.0\n"))
    }
}
