import Testing

@testable import SheetLabCore

/// FloatingPanel's own golden vectors (scenee/FloatingPanel Tests/CoreTests.swift,
/// `test_targetState_*`) against the ported `targetState(from:with:)`: the test layout on a 375 x 667
/// view, `.superview` anchors full 20 from the top, half 250 and tip 60 from the bottom (hidden 0
/// from the bottom where listed); each vector a position, a velocity and the expected state, with
/// the state the panel was moved to first. The same vectors run as gestures in
/// scenarios/sheet-floatingpanel/.
struct FloatingPanelTargetStateTests {
    struct Vector: CustomTestStringConvertible, Sendable {
        let function: String
        let anchors: String
        let projects: Bool
        let state: String
        let position: String
        let offset: Double
        let velocity: Double
        let expected: String
        var testDescription: String {
            "\(function) from \(state): \(position)\(offset == 0 ? "" : (offset > 0 ? "+" : "") + Self.text(offset))"
                + " v=\(Int(velocity)) -> \(expected)"
        }

        /// A whole offset without decimals, any other as Swift prints it (198.5).
        static func text(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
    }

    /// Vectors of one test function, all from `state`, as (position, offset, velocity, expected).
    static func vectors(
        _ function: String, anchors: String, projects: Bool = false, from states: [String],
        _ rows: [(String, Double, Double, String)]
    ) -> [Vector] {
        states.flatMap { state in
            rows.map {
                Vector(
                    function: function, anchors: anchors, projects: projects, state: state, position: $0.0,
                    offset: $0.1, velocity: $0.2, expected: $0.3)
            }
        }
    }

    static let twoPositions: [(String, Double, Double, String)] = [
        ("full", -10, 1000, "half"), ("full", 0, -1000, "full"), ("full", 0, -100, "full"), ("full", 0, 0, "full"),
        ("full", 0, 100, "full"), ("full", 0, 1000, "half"), ("full", 10, 100, "full"), ("half", -10, -100, "half"),
        ("half", 0, -1000, "full"), ("half", 0, -100, "half"), ("half", 0, 0, "half"), ("half", 0, 100, "half"),
        ("half", 0, 1000, "half"), ("half", 10, -1000, "full"),
    ]

    static let twoPositionsWithHidden: [(String, Double, Double, String)] = twoPositions.map {
        ($0.0 == "half" ? "hidden" : $0.0, $0.1, $0.2, $0.3 == "half" ? "hidden" : $0.3)
    }

    static let threePositionsFromFull: [(String, Double, Double, String)] = [
        ("full", -500, -100, "full"), ("full", -500, 0, "full"), ("full", -500, 100, "full"),
        ("full", -10, 3000, "half"), ("full", 0, -100, "full"), ("full", 0, 0, "full"), ("full", 0, 500, "half"),
        ("full", 0, 1000, "half"), ("full", 0, 3000, "half"), ("full", 10, 100, "full"), ("half", -10, -100, "half"),
        ("half", 0, -1000, "full"), ("half", 0, -100, "half"), ("half", 0, 0, "half"), ("half", 0, 100, "half"),
        ("half", 0, 1000, "tip"), ("half", 10, 100, "half"), ("tip", -10, -100, "tip"), ("tip", 0, -3000, "half"),
        ("tip", 0, -1000, "half"), ("tip", 0, -500, "half"), ("tip", 0, -100, "tip"), ("tip", 0, 0, "tip"),
        ("tip", 0, 100, "tip"), ("tip", 10, -3000, "half"), ("tip", 500, -100, "tip"), ("tip", 500, 0, "tip"),
        ("tip", 500, 100, "tip"),
    ]

    /// `_3positionsFromHalf` and `_3positionsFromTip` list the same vectors as `_FromFull` less
    /// `fullPos - 10.0` at 3000 and `tipPos + 10.0` at -3000 (FromTip asks half at -3000, not -1000).
    static func threePositions(fromTip: Bool) -> [(String, Double, Double, String)] {
        threePositionsFromFull.filter { !($0.0 == "full" && $0.1 == -10) && !($0.0 == "tip" && $0.1 == 10) }.map {
            fromTip && $0.0 == "half" && $0.1 == 0 && $0.2 == -1000 ? ("half", 0, -3000, "full") : $0
        }
    }

    static let allProjection: [(String, Double, Double, String)] = [
        ("full", -10, 3000, "tip"), ("full", 0, 1000, "tip"), ("full", 0, 3000, "tip"), ("half", 0, 1000, "tip"),
        ("half", 0, -1000, "full"), ("tip", 0, -3000, "full"), ("tip", 0, -1000, "full"), ("tip", 10, -3000, "full"),
    ]

    static let cases: [Vector] =
        vectors(
            "test_targetState_1positions", anchors: "full", from: ["full"],
            [
                ("full", -10, 1000, "full"), ("full", 0, -1000, "full"), ("full", 0, -100, "full"),
                ("full", 0, 0, "full"), ("full", 0, 100, "full"), ("full", 0, 1000, "full"), ("full", 10, 100, "full"),
            ])
        + vectors("test_targetState_2positions", anchors: "full,half", from: ["full", "half"], twoPositions)
        + vectors(
            "test_targetState_2positionsWithHidden", anchors: "full,hidden", from: ["full", "hidden"],
            twoPositionsWithHidden)
        + vectors(
            "test_targetState_3positionsFromFull", anchors: "full,half,tip", from: ["full"], threePositionsFromFull)
        + vectors(
            "test_targetState_3positionsFromHalf", anchors: "full,half,tip", from: ["half"],
            threePositions(fromTip: false))
        + vectors(
            "test_targetState_3positionsFromTip", anchors: "full,half,tip", from: ["tip"],
            threePositions(fromTip: true))
        + vectors(
            "test_targetState_3positionsAllProjection", anchors: "full,half,tip", projects: true,
            from: ["full", "tip"], allProjection)
        + vectors(
            "test_targetState_3positionsAllProjection", anchors: "full,half,tip", projects: true, from: ["tip"],
            [("full", 0, 1000, "tip"), ("full", 0, 3000, "tip"), ("tip", 0, -3000, "full"), ("tip", 0, -1000, "full")])
        + vectors(
            "test_targetState_3positionsWithHidden", anchors: "full,half,hidden", from: ["full"],
            [("full", 0, 1000, "half")])
        + vectors(
            "test_targetState_3positionsWithHidden", anchors: "full,half,hidden", from: ["half"],
            [
                ("half", 0, -100, "half"), ("half", 0, -1000, "full"), ("half", 0, 0, "half"),
                ("half", 0, 1000, "hidden"),
            ])
        + vectors(
            "test_targetState_3positionsWithHiddenWithoutFull", anchors: "half,tip,hidden", projects: true,
            from: ["half"],
            [
                ("half", 0, -100, "half"), ("half", 0, 0, "half"), ("half", 0, 385, "tip"), ("half", 0, 1000, "hidden"),
                ("half", 10, 100, "half"), ("tip", -10, -100, "tip"), ("tip", 0, -3000, "half"), ("tip", 0, -10, "tip"),
                ("tip", 0, 0, "tip"), ("tip", 0, 10, "tip"), ("tip", 0, 1000, "hidden"), ("tip", 10, 10, "tip"),
                ("tip", -10, 10, "tip"),
            ])
        + vectors(
            "test_targetState_3positionsWithHiddenWithoutFull", anchors: "half,tip,hidden", projects: true,
            from: ["tip"],
            [("tip", 0, -100, "tip"), ("tip", 0, -1000, "half"), ("tip", 0, 0, "tip"), ("tip", 0, 1000, "hidden")])

    /// Not FloatingPanel's: releases at velocity 0 exactly half way between two anchors of the test
    /// layout (full 20, half 417, tip 607), where progress equals redirectionalProgress 0.5 and
    /// `progress > threshold` keeps the panel at the anchor it left; 0.25 pt further it moves on.
    static let halfWay: [Vector] =
        vectors(
            "redirect ratio exactly 0.5", anchors: "full,half,tip", from: ["full"],
            [("full", 198.5, 0, "full"), ("full", 198.75, 0, "half")])
        + vectors(
            "redirect ratio exactly 0.5", anchors: "full,half,tip", from: ["half"],
            [
                ("half", -198.5, 0, "half"), ("half", -198.75, 0, "full"), ("half", 95, 0, "half"),
                ("half", 95.25, 0, "tip"),
            ])
        + vectors(
            "redirect ratio exactly 0.5", anchors: "full,half,tip", from: ["tip"],
            [("tip", -95, 0, "tip"), ("tip", -95.25, 0, "half")])

    /// The test layout on the test's 375 x 667 view.
    static func design(anchors: String, projects: Bool) throws -> FloatingPanelDesign {
        var design = FloatingPanelDesign()
        _ = try design.set("anchors", to: anchors)
        _ = try design.set("reference-guide", to: "superview")
        _ = try design.set("full-inset", to: "20")
        _ = try design.set("half-inset", to: "250")
        _ = try design.set("tip-inset", to: "60")
        _ = try design.set("should-project-momentum", to: projects ? "true" : "false")
        return design
    }

    static var environment: Environment {
        var environment = Environment()
        environment.screenWidth = 375
        environment.screenHeight = 667
        return environment
    }

    @Test(arguments: cases + halfWay)
    func targetState(_ vector: Vector) throws {
        let design = try Self.design(anchors: vector.anchors, projects: vector.projects)
        let positions = design.positions(in: Self.environment)
        let state = try #require(positions.firstIndex { $0.name == vector.state })
        let position = try #require(positions.first { $0.name == vector.position }).top + vector.offset
        let release = design.targetState(
            from: position, velocity: vector.velocity, selected: state, positions: positions)
        guard case .position(let index) = release.target else {
            Issue.record("\(vector.testDescription): not a position")
            return
        }
        #expect(positions[index].name == vector.expected, "\(release.comparisons)")
    }

    /// The layout itself: full 20, half 667 - 250, tip 667 - 60, hidden at 667 or 100 pt below.
    @Test func testLayoutPositions() throws {
        let design = try Self.design(anchors: "full,half,tip", projects: false)
        #expect(design.positions(in: Self.environment).map(\.top) == [20, 417, 607])
        #expect(design.dismissedTop(in: Self.environment) == 767)
        let withHidden = try Self.design(anchors: "full,hidden", projects: false)
        #expect(withHidden.positions(in: Self.environment).map(\.top) == [20, 667])
    }
}
