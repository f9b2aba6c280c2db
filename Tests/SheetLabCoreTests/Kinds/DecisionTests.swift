import Testing

@testable import SheetLabCore

/// A decision is a value: it holds the numbers its rule compared, compares by them, and keeps
/// them after the machine changes.
struct DecisionTests {
    static func release(translation: Double) -> Decision {
        let comparison = Comparison(.translation, translation, .greaterOrEqual, 140, .threshold)
        return Decision(
            trigger: .release, tick: 12, outcome: .dismiss, reason: .comparison(comparison), source: .screenRelease,
            comparisons: [.comparison(comparison)])
    }

    @Test func decisionsCompareTheirValues() {
        let first = Self.release(translation: 200)
        #expect(first == Self.release(translation: 200))
        #expect(first.hashValue == Self.release(translation: 200).hashValue)
        #expect(first != Self.release(translation: 200.5))
    }

    @Test func theRendererWordsAComparison() {
        let text = Self.release(translation: 200).text
        #expect(text.outcome == "dismiss")
        #expect(text.reason == "translation 200.0 >= threshold 140.0")
        #expect(text.comparisons == ["translation 200.0 >= threshold 140.0"])
        #expect(text.source == "seed DragToDismissScreenMath.shouldDismiss")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var kind: Kind
        var parameters: [ParameterSetting] = []
        /// A parameter the decision's lines read, changed after the release.
        var change: (parameter: String, value: String)
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "screen", kind: .screen, change: ("threshold", "40")),
        Case(name: "modal", kind: .modal, change: ("threshold", "40")),
        Case(name: "sheet multi-height", kind: .sheet, change: ("detents", "200,medium")),
        Case(
            name: "sheet custom", kind: .sheet, parameters: [ParameterSetting(name: "profile", value: "custom")],
            change: ("fling-distance", "10")),
        Case(name: "edge", kind: .edge, change: ("stack", "3")),
        Case(
            name: "edge collapse", kind: .edge,
            parameters: [ParameterSetting(name: "commit-effect", value: "collapse")], change: ("stack", "1")),
    ]

    /// A release, then a change to a parameter and to the environment: `explain` must still print
    /// what the release compared, not lines built from the machine as it is now. The lines
    /// themselves are held by the scenarios that `explain` a release (recorded when they were
    /// built at once), e.g. `scenarios/sheet/release-at-dismiss-below-snaps-back.scenario` and
    /// `scenarios/edge/fling-back-toward-the-edge-always-cancels.scenario`.
    @Test(arguments: cases)
    func releaseLinesKeepTheValuesOfTheRelease(_ testCase: Case) throws {
        var (world, start) = try Self.world(of: testCase)
        let delta = testCase.kind == .edge ? Point(x: 200, y: 0) : Point(x: 0, y: 120)
        _ = try world.drag(sheet: "s", by: delta, over: 3_000, touchingDownAt: start, hold: false)
        let decision = try #require(try world.machine(named: "s").lastDecision).text
        let lines = [decision.comparisons, decision.quirks, decision.readings, [decision.otherMotionSetting ?? "-"]]
        #expect(!decision.comparisons.isEmpty)

        _ = try world.setParameter(sheet: "s", parameter: testCase.change.parameter, to: testCase.change.value)
        world.setEnvironment {
            $0.reduceMotion.toggle()
            $0.screenHeight = 700
        }
        let later = try #require(try world.machine(named: "s").lastDecision).text
        #expect([later.comparisons, later.quirks, later.readings, [later.otherMotionSetting ?? "-"]] == lines)
    }

    /// A world with the case's sheet `s`, presented, and where a drag on it starts.
    static func world(of testCase: Case) throws -> (World, Point) {
        var world = World()
        let machine = try testCase.kind.makeMachine(configuredBy: testCase.parameters)
        _ = try world.create(name: "s", machine: machine, animated: false)
        return (world, try world.defaultDragStart(sheet: "s"))
    }
}
