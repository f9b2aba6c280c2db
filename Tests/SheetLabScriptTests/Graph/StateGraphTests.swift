import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

@Suite("State graph")
struct StateGraphTests {
    /// A small table with labels that need escaping in both languages.
    static let trickyRules = [
        TransitionRule("presented", from: .dismissed, on: "presentRequested", to: .idle),
        TransitionRule("dragBegins", from: .idle, on: "touchMoved", when: "distance > 10", to: .dragging),
        TransitionRule(
            "releaseDismisses", from: .dragging, on: "touchEnded",
            when: "translation >= threshold or predicted >= \"fling\" x threshold", to: .committing),
        TransitionRule(
            "releaseCancels", from: .dragging, on: "touchEnded", when: "translation < threshold; a: b # c\\d",
            to: .cancelling),
        TransitionRule("cancelled", from: .cancelling, on: "frameTicked", when: "at rest", to: .idle),
        TransitionRule("committed", from: .committing, on: "frameTicked", when: "at rest", to: .dismissed),
    ]

    @Test("DOT text, current phase highlighted")
    func dotText() {
        let expected = """
            digraph "screen" {
                rankdir=LR;
                node [shape=box, style=rounded, fontname="Helvetica"];
                edge [fontname="Helvetica", fontsize=10];
                start [shape=point, label=""];
                "idle";
                "dragging" [style="rounded,filled,bold", fillcolor="#ffe08a", color="#b07d00", penwidth=2];
                "cancelling";
                "committing";
                "dismissed";
                start -> "dismissed";
                "dismissed" -> "idle" [label="presentRequested"];
                "idle" -> "dragging" [label="touchMoved [distance > 10]"];
                "dragging" -> "committing" [label="touchEnded [translation >= threshold or predicted >= \\"fling\\" x threshold]"];
                "dragging" -> "cancelling" [label="touchEnded [translation < threshold; a: b # c\\\\d]"];
                "cancelling" -> "idle" [label="frameTicked [at rest]"];
                "committing" -> "dismissed" [label="frameTicked [at rest]"];
            }

            """
        #expect(StateGraph.dot(kind: .screen, rules: Self.trickyRules, current: .dragging) == expected)
    }

    @Test("Mermaid text, current phase as a class")
    func mermaidText() {
        let expected = """
            ---
            title: screen
            ---
            stateDiagram-v2
                [*] --> dismissed
                dismissed --> idle : presentRequested
                idle --> dragging : touchMoved [distance #gt; 10]
                dragging --> committing : touchEnded [translation #gt;= threshold or predicted #gt;= #quot;fling#quot; x threshold]
                dragging --> cancelling : touchEnded [translation #lt; threshold#59; a#58; b #35; c\\d]
                cancelling --> idle : frameTicked [at rest]
                committing --> dismissed : frameTicked [at rest]
                classDef current fill:#ffe08a,stroke:#b07d00,stroke-width:3px,font-weight:bold
                class dragging current

            """
        #expect(StateGraph.mermaid(kind: .screen, rules: Self.trickyRules, current: .dragging) == expected)
    }

    struct PhaseCase: CustomTestStringConvertible, Sendable {
        let name: String
        let rules: [TransitionRule]
        let current: Phase?
        let expected: [Phase]
        var testDescription: String { name }
    }

    static let phaseCases = [
        PhaseCase(name: "empty table: only the start", rules: [], current: nil, expected: [.dismissed]),
        PhaseCase(
            name: "current outside the table is drawn", rules: [], current: .settling,
            expected: [.settling, .dismissed]),
        PhaseCase(
            name: "phase order, not table order", rules: Array(trickyRules.reversed()), current: nil,
            expected: [.idle, .dragging, .cancelling, .committing, .dismissed]),
    ]

    @Test("phases drawn", arguments: phaseCases)
    func phasesDrawn(_ row: PhaseCase) {
        #expect(StateGraph.phases(of: row.rules, current: row.current) == row.expected)
    }

    @Test("no current phase: no highlight")
    func noCurrent() {
        #expect(!StateGraph.dot(kind: .modal, rules: Self.trickyRules, current: nil).contains("filled"))
        #expect(!StateGraph.mermaid(kind: .modal, rules: Self.trickyRules, current: nil).contains("classDef"))
    }

    /// Graphviz's `dot`, which scripts/setup installs.
    static let dotPath = "/usr/bin/dot"
    static let hasGraphviz = FileManager.default.isExecutableFile(atPath: dotPath)

    /// Runs `dot -Tsvg` over `text`: the SVG, what dot complained, and its status.
    static func renderWithGraphviz(_ text: String) throws -> (svg: String, complaints: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.dotPath)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (svg, complaints, process.terminationStatus)
    }

    @Test(
        "dot -Tsvg renders the tricky table without a complaint",
        .enabled(if: hasGraphviz, "skipped: /usr/bin/dot is missing (scripts/setup installs graphviz)"))
    func graphvizRenders() throws {
        let text = StateGraph.dot(kind: .screen, rules: Self.trickyRules, current: .dragging)
        let rendered = try Self.renderWithGraphviz(text)
        #expect(rendered.status == 0)
        #expect(rendered.complaints == "")
        #expect(rendered.svg.contains("<svg"))
        // Graphviz writes the label XML-escaped: the quotes and >= made it through intact.
        #expect(rendered.svg.contains("predicted &gt;= &quot;fling&quot; x threshold"))
        #expect(rendered.svg.contains("translation &lt; threshold; a: b # c\\d"))
    }

    @Test(
        "dot -Tsvg renders every kind's own machine, one edge per rule",
        .enabled(if: hasGraphviz, "skipped: /usr/bin/dot is missing (scripts/setup installs graphviz)"),
        arguments: Kind.allCases)
    func graphvizRendersEveryKind(_ kind: Kind) throws {
        let rules = kind.machineType.transitionTable
        let text = StateGraph.dot(kind: kind, rules: rules, current: .idle)
        let rendered = try Self.renderWithGraphviz(text)
        #expect(rendered.status == 0)
        #expect(rendered.complaints == "")
        // One edge per rule, plus the start arrow into `dismissed`.
        #expect(rendered.svg.components(separatedBy: "class=\"edge\"").count - 1 == rules.count + 1)
    }
}
