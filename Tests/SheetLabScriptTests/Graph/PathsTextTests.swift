import SheetLabCore
import Testing

@testable import SheetLabScript

@Suite("Paths text")
struct PathsTextTests {
    static let releaseDismisses = TransitionRule(
        "releaseDismisses", from: .dragging, on: "touchEnded", when: "translation >= threshold", to: .committing)

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let paths: [ReachingPath]
        let expected: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "no goals: no text", paths: [], expected: ""),
        Case(
            name: "one phase", paths: [ReachingPath(goal: .phase(.idle), commands: ["new screen page"])],
            expected: "# reaches idle\n> new screen page\n"),
        Case(
            name: "phase then rule, blank line between",
            paths: [
                ReachingPath(goal: .phase(.idle), commands: ["new screen page"]),
                ReachingPath(
                    goal: .rule(releaseDismisses),
                    commands: ["new screen page", "drag page 0 200", "settle"]),
            ],
            expected: """
                # reaches idle
                > new screen page

                # reaches committing via releaseDismisses
                > new screen page
                > drag page 0 200
                > settle

                """),
        Case(
            name: "unreachable goal keeps its place",
            paths: [
                ReachingPath(goal: .phase(.settling), commands: nil),
                ReachingPath(goal: .phase(.dismissed), commands: []),
            ],
            expected: "# no path reaches settling\n\n# reaches dismissed\n"),
    ]

    @Test("fragments", arguments: cases)
    func fragments(_ row: Case) {
        #expect(PathsText.text(row.paths) == row.expected)
    }
}
