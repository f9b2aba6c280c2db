import SheetLabCore
import Testing

@testable import SheetLabScript

/// `help KIND` prints each parameter's range once: in its meaning when that says it, else on the
/// line with its source.
struct ParameterRangeHelpTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var kind: Kind
        var block: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a unit and range the meaning ends with", kind: .screen,
            block: """
                  threshold=140
                      drag distance that dismisses; the scale of progress (pt, >= 0)
                      source: drag-to-dismiss-screen.txt:33 threshold

                """),
        Case(
            name: "words the meaning lists", kind: .sheet,
            block: """
                  profile=multi-height
                      the design: the seed's multi-height (seed), custom, action or filter, or a peer library's
                      floatingpanel, material, panmodal or gorhom; chosen at creation
                      source: bottom-sheets-with-detents.txt:315, 212, 422, 537 (the seed's four sheets); the peers'
                      sources under help sheet

                """),
        Case(
            name: "a range the meaning does not say", kind: .sheet,
            block: """
                  dismiss-below=100
                      a release with a height under this dismisses
                      pt, >= 0; source: bottom-sheets-with-detents.txt:395 currentHeight < 100

                """),
    ]

    @Test("each range prints once", arguments: cases)
    func rangePrintsOnce(_ testCase: Case) {
        #expect(ParameterHelp.text(for: testCase.kind).contains("\n" + testCase.block), "\(testCase.name)")
    }

    @Test func saysFindsEveryAlternativeAsAWord() {
        #expect(ParameterHelp.says("backdrop dim (0 to 1)", "0 to 1"))
        #expect(ParameterHelp.says("content: A; modifier: B", "content, modifier"))
        #expect(!ParameterHelp.says("a release under this dismisses", "pt, >= 0"))
        // `pt` inside `ptx` is not the word.
        #expect(!ParameterHelp.says("the ptx value", "pt"))
    }
}
