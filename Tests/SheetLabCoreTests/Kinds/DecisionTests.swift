import Testing

@testable import SheetLabCore

/// A decision's `explain` lines are built when read, from the values the decision was made with.
struct DecisionTests {
    /// Counts how often a detail is built; the tests run it on one thread.
    final class BuildCount: @unchecked Sendable {
        var count = 0
        func lines(_ text: String) -> [String] {
            count += 1
            return [text]
        }
    }

    static func decision(_ builds: BuildCount, comparison: String = "dy 200.0 > threshold 140.0") -> Decision {
        Decision(
            trigger: .release, tick: 12, outcome: "dismiss", reason: comparison, source: "seed test",
            details: {
                Decision.Details(
                    comparisons: builds.lines(comparison), quirks: ["a quirk"], otherMotionSetting: nil, readings: [])
            })
    }

    @Test func detailsAreBuiltOnlyWhenRead() {
        let builds = BuildCount()
        let decision = Self.decision(builds)
        #expect(builds.count == 0)
        #expect(decision.comparisons == ["dy 200.0 > threshold 140.0"])
        #expect(builds.count == 1)
        #expect(decision.quirks == ["a quirk"])
        #expect(decision.otherMotionSetting == nil)
        #expect(decision.readings == [])
    }

    @Test func copiesCompareEqualWithoutBuilding() {
        let builds = BuildCount()
        let decision = Self.decision(builds)
        var machine = ScreenMachine()
        machine.lastDecision = decision
        let copy = machine
        #expect(copy == machine)
        #expect(copy.lastDecision == decision)
        #expect(builds.count == 0)
    }

    @Test func decisionsFromDifferentRecipesCompareTheirLines() {
        let builds = BuildCount()
        let first = Self.decision(builds)
        let same = Self.decision(builds)
        let other = Self.decision(builds, comparison: "dy 100.0 <= threshold 140.0")
        #expect(first == same)
        #expect(first.hashValue == same.hashValue)
        #expect(first != other)
        let given = Decision(
            trigger: .release, tick: 12, outcome: "dismiss", reason: "dy 200.0 > threshold 140.0",
            comparisons: ["dy 200.0 > threshold 140.0"], source: "seed test", quirks: ["a quirk"])
        #expect(given == first)
        #expect(given.hashValue == first.hashValue)
    }

    @Test func changingOneDetailKeepsTheOthers() {
        let builds = BuildCount()
        var decision = Self.decision(builds)
        let original = decision
        decision.comparisons.append("removal vector 0.0 < 5.0")
        #expect(decision.comparisons == ["dy 200.0 > threshold 140.0", "removal vector 0.0 < 5.0"])
        #expect(decision.quirks == ["a quirk"])
        #expect(original.comparisons == ["dy 200.0 > threshold 140.0"])
        #expect(decision != original)
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
        let decision = try #require(try world.machine(named: "s").lastDecision)
        let lines = [decision.comparisons, decision.quirks, decision.readings, [decision.otherMotionSetting ?? "-"]]
        #expect(!decision.comparisons.isEmpty)

        _ = try world.setParameter(sheet: "s", parameter: testCase.change.parameter, to: testCase.change.value)
        world.setEnvironment {
            $0.reduceMotion.toggle()
            $0.screenHeight = 700
        }
        let later = try #require(try world.machine(named: "s").lastDecision)
        #expect(later.tick == decision.tick)
        #expect([later.comparisons, later.quirks, later.readings, [later.otherMotionSetting ?? "-"]] == lines)
    }

    /// A weak reference to a decision's recipe, taken in its own scope so the test holds nothing.
    static func recipe(of world: World) throws -> Weak {
        Weak(try world.machine(named: "s").lastDecision?.details.recipe)
    }

    final class Weak {
        weak var recipe: Deferred<Decision.Details>.Recipe?
        init(_ recipe: Deferred<Decision.Details>.Recipe?) { self.recipe = recipe }
    }

    /// A world with the case's sheet `s`, presented, and where a drag on it starts.
    static func world(of testCase: Case) throws -> (World, Point) {
        var world = World()
        var machine = testCase.kind.makeMachine()
        try machine.configure(testCase.parameters)
        _ = try world.create(name: "s", machine: machine, animated: false)
        return (world, try world.defaultDragStart(sheet: "s"))
    }

    /// The kinds whose releases defer their lines (the screen's and modal's are cheap, given at once).
    static let deferringCases = cases.filter { $0.kind == .sheet || $0.kind == .edge }

    /// Each release's lines read a copy of the machine without its last decision: a copy with it
    /// would hold every earlier decision and machine in a chain, whose release overflowed the stack
    /// after about 100,000 releases (`bench --only frames`).
    @Test(arguments: deferringCases)
    func aDecisionDoesNotHoldTheOneBefore(_ testCase: Case) throws {
        var (world, start) = try Self.world(of: testCase)
        let delta = testCase.kind == .edge ? Point(x: 30, y: 0) : Point(x: 0, y: 30)
        _ = try world.drag(sheet: "s", by: delta, over: 3_000, touchingDownAt: start, hold: false)
        _ = try world.settle(sheet: nil, limit: 60_000)
        let first = try Self.recipe(of: world)
        #expect(first.recipe != nil)
        _ = try world.drag(sheet: "s", by: delta, over: 3_000, touchingDownAt: start, hold: false)
        _ = try world.settle(sheet: nil, limit: 60_000)
        #expect(try Self.recipe(of: world).recipe != nil)
        #expect(first.recipe == nil, "the second decision keeps the first alive")
    }
}
