import Testing

@testable import SheetLabCore

/// The release evaluator over readings, with exact numbers (docs/design-language.md#arithmetic).
struct DesignEvaluatorTests {
    typealias E = DesignExpression

    static func number(_ value: Double, _ unit: DesignUnit = .number) -> E { E(.number(value, unit)) }
    static func reading(_ reading: DesignReading) -> E { E(.reading(reading)) }
    static func compare(_ left: E, _ comparison: DesignComparisonOperator, _ right: E) -> E {
        E(.comparison(comparison, left, right))
    }
    static func arithmetic(_ left: E, _ operation: DesignArithmetic, _ right: E) -> E {
        E(.arithmetic(operation, left, right))
    }

    /// The seed's custom sheet: `dismiss when predicted > 200 or offset > 150`, else stay.
    static var customSheet: Design {
        var design = Design(name: Located("custom-sheet"), family: Located(.sheet))
        design.positionsStatement = Located([Located(DesignPosition(.points(235), label: "rest"))])
        let condition = E(
            .logical(
                .or, compare(reading(.predicted), .greater, number(200)),
                compare(reading(.offset), .greater, number(150))))
        design.release = [
            ReleaseClause(.dismiss, when: condition, at: DesignLocation(line: 21, column: 1)),
            ReleaseClause(.stay, at: DesignLocation(line: 22, column: 1)),
        ]
        return design
    }

    /// Three positions, 120 pt, 50% and large, resting at the middle one.
    static var threeDetents: Design {
        var design = Design(name: Located("maps"), family: Located(.sheet))
        design.positionsStatement = Located([
            Located(DesignPosition(.points(120), label: "peek")), Located(DesignPosition(.percent(50), label: "half")),
            Located(DesignPosition(.large, label: "full")),
        ])
        return design
    }

    @Test func aFlickDismissesOnTheFirstComparison() throws {
        let decision = try #require(
            Self.customSheet.decideRelease(with: DesignReadings(translation: 100, velocity: 440, offset: 100)))
        #expect(decision.outcome == .dismiss)
        #expect(decision.clause == 0)
        #expect(decision.location == DesignLocation(line: 21, column: 1))
        #expect(decision.comparisons.map(\.left) == [210])
        #expect(decision.comparisons.map(\.holds) == [true])
    }

    @Test func aSlowShortDragStaysAfterBothComparisons() throws {
        let decision = try #require(
            Self.customSheet.decideRelease(with: DesignReadings(translation: 100, velocity: 200, offset: 100)))
        #expect(decision.outcome == .stay)
        #expect(decision.clause == 1)
        #expect(decision.comparisons.map(\.left) == [150, 100])
        #expect(decision.comparisons.map(\.right) == [200, 150])
        #expect(decision.comparisons.map(\.holds) == [false, false])
        #expect(decision.comparisons.compactMap(\.leftSide).map(DesignExpressionText.text) == ["predicted", "offset"])
        #expect(decision.clauseComparisons.isEmpty)
    }

    @Test func bothSidesAreRoundedToAMillionthBeforeComparing() throws {
        var design = Design(name: Located("s"), family: Located(.screen))
        design.release = [
            ReleaseClause(.dismiss, when: Self.compare(Self.reading(.translation), .greaterOrEqual, Self.number(140))),
            ReleaseClause(.cancel),
        ]
        let decision = try #require(design.decideRelease(with: DesignReadings(translation: 139.999_999_9)))
        #expect(decision.outcome == .dismiss)
        #expect(decision.comparisons.first?.left == 140)
        let below = try #require(design.decideRelease(with: DesignReadings(translation: 139.999_998)))
        #expect(below.outcome == .cancel)
    }

    struct ArithmeticCase: CustomTestStringConvertible, Sendable {
        let name: String
        let expression: DesignExpression
        let readings: DesignReadings
        let value: Double
        var testDescription: String { name }
    }

    static let arithmetic: [ArithmeticCase] = [
        ArithmeticCase(
            name: "division by zero is 0", expression: arithmetic(reading(.translation), .divide, number(0)),
            readings: DesignReadings(translation: 80), value: 0),
        ArithmeticCase(
            name: "zero over zero is 0", expression: arithmetic(number(0), .divide, reading(.velocity)),
            readings: DesignReadings(), value: 0),
        ArithmeticCase(
            name: "percent of the screen's height", expression: number(55, .percent),
            readings: DesignReadings(screenHeight: 874), value: 874 * 0.55),
        ArithmeticCase(
            name: "milliseconds times a velocity is a length",
            expression: arithmetic(number(250, .milliseconds), .multiply, reading(.velocity)),
            readings: DesignReadings(velocity: 1000), value: 250),
        ArithmeticCase(
            name: "an overflow is the largest finite value",
            expression: arithmetic(number(1e308), .multiply, number(10)),
            readings: DesignReadings(), value: .greatestFiniteMagnitude),
        ArithmeticCase(
            name: "a negative overflow keeps its sign",
            expression: arithmetic(E(.negated(number(1e308))), .subtract, number(1e308)), readings: DesignReadings(),
            value: -.greatestFiniteMagnitude),
        ArithmeticCase(
            name: "a NaN reading reads 0", expression: reading(.velocity), readings: DesignReadings(velocity: .nan),
            value: 0),
        ArithmeticCase(
            name: "an infinite reading is the largest finite value", expression: reading(.translation),
            readings: DesignReadings(translation: .infinity), value: .greatestFiniteMagnitude),
        ArithmeticCase(
            name: "SwiftUI's prediction", expression: reading(.predicted),
            readings: DesignReadings(translation: 100, velocity: 720), value: 280),
        ArithmeticCase(
            name: "min, max and abs",
            expression: E(
                .call(.max, [E(.call(.min, [number(3), number(-7)])), E(.call(.abs, [number(-5)]))])),
            readings: DesignReadings(), value: 5),
        ArithmeticCase(
            name: "predicted height", expression: reading(.predictedHeight),
            readings: DesignReadings(translation: 40, velocity: 400, height: 400), value: 300),
    ]

    @Test("arithmetic", arguments: arithmetic)
    func evaluates(_ row: ArithmeticCase) {
        var evaluator = DesignEvaluator(design: Self.threeDetents, readings: row.readings)
        #expect(evaluator.number(row.expression) == row.value)
    }

    @Test func percentagesAreTheSheetsFractions() {
        var evaluator = DesignEvaluator(design: Self.threeDetents, readings: DesignReadings(screenHeight: 874))
        #expect(DecimalFormat.roundedForComparison(evaluator.number(Self.number(55, .percent))) == 480.7)
        #expect(evaluator.positionHeight(1) == 437)
    }

    @Test func uiKitProjection() {
        var design = Self.threeDetents
        design.projection = Located(.uiKit(rate: 0.998))
        let evaluator = DesignEvaluator(design: design, readings: DesignReadings(translation: 10, velocity: 1000))
        #expect(evaluator.value(of: .predicted) == 10 + 0.998 / (1 - 0.998))
        #expect(DecimalFormat.roundedForComparison(evaluator.value(of: .predicted)) == 509)
    }

    @Test func nearestPicksTheFirstOnTies() {
        var design = Design(name: Located("s"), family: Located(.sheet))
        design.positionsStatement = Located([
            Located(DesignPosition(.points(100))), Located(DesignPosition(.points(200))),
        ])
        let evaluator = DesignEvaluator(design: design, readings: DesignReadings())
        #expect(evaluator.nearestPosition(to: 150) == 0)
        #expect(evaluator.nearestPosition(to: 150.000_001) == 1)
        #expect(evaluator.nearestPosition(to: -40) == 0)
    }

    @Test func nextFollowsTheVelocity() {
        let middle = DesignEvaluator(design: Self.threeDetents, readings: DesignReadings(positionIndex: 1))
        #expect(middle.nextPosition(by: 500) == 0)
        #expect(middle.nextPosition(by: -500) == 2)
        #expect(middle.nextPosition(by: 0) == 1)
        let lowest = DesignEvaluator(design: Self.threeDetents, readings: DesignReadings(positionIndex: 0))
        #expect(lowest.nextPosition(by: 500) == 0)
        let highest = DesignEvaluator(design: Self.threeDetents, readings: DesignReadings(positionIndex: 2))
        #expect(highest.nextPosition(by: -500) == 2)
    }

    @Test func aSnapToTheNearestProjectedHeight() throws {
        var design = Self.threeDetents
        design.release = [ReleaseClause(.snap(.nearest(Self.reading(.predictedHeight))))]
        // 437 + 0 - 0.25 * 1000 = 187: nearest 120 (peek).
        let down = try #require(
            design.decideRelease(with: DesignReadings(velocity: 1000, height: 437, positionIndex: 1)))
        #expect(down.outcome == .snap(position: 0))
        // 437 + 250 = 687: nearest 786.6 (full).
        let up = try #require(
            design.decideRelease(with: DesignReadings(velocity: -1000, height: 437, positionIndex: 1)))
        #expect(up.outcome == .snap(position: 2))
        #expect(DesignEvaluator(design: design, readings: DesignReadings()).positionHeight(2) == 786.6)
    }

    @Test func theOutcomeWithoutRecordsIsTheDecisionsOutcome() {
        let readings = [
            DesignReadings(translation: 100, velocity: 440, offset: 100),
            DesignReadings(translation: 100, velocity: 200, offset: 100), DesignReadings(offset: 150.000_001),
        ]
        for reading in readings {
            #expect(
                Self.customSheet.releaseOutcome(with: reading) == Self.customSheet.decideRelease(with: reading)?.outcome
            )
        }
        var evaluator = DesignEvaluator(design: Self.customSheet, readings: readings[1], records: false)
        let holds = evaluator.truth(Self.customSheet.release[0].condition!)
        #expect(!holds)
        #expect(evaluator.comparisons.isEmpty)
    }

    @Test func aDesignWithoutAFinalClauseMayDecideNothing() {
        var design = Design(name: Located("s"), family: Located(.screen))
        design.release = [
            ReleaseClause(.dismiss, when: Self.compare(Self.reading(.translation), .greater, Self.number(1)))
        ]
        #expect(design.decideRelease(with: DesignReadings()) == nil)
    }
}
