import Testing

@testable import SheetLabCore

/// An ignored input holds the values its rule read; `reasonText` and `ruleText` word them.
struct IgnoredInputTests {
    static let content = Rectangle(minX: 0, minY: 301, maxX: 402, maxY: 601)

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: IgnoredInput
        var reason: String
        var rule: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "touch-down outside the content",
            input: IgnoredInput.touchDown(at: Point(x: 201, y: 100), phase: .idle, content: content)!,
            reason: "touch-down at 201.0,100.0: outside the content (x 0.0 to 402.0, y 301.0 to 601.0)",
            rule: "SwiftUI hit testing: a touch that starts outside the view never reaches its DragGesture"),
        Case(
            name: "touch-down while dismissed",
            input: IgnoredInput.touchDown(at: Point(x: 201, y: 400), phase: .dismissed, content: content)!,
            reason: "touch-down at 201.0,400.0: no touches while dismissed (hit-testing false)",
            rule: "the content takes no touches while presenting, committing or dismissed "
                + "(allowsHitTesting), for the touch's whole life"),
        Case(
            name: "press while presenting", input: IgnoredInput.pressWhileHidden("close", phase: .presenting),
            reason: "press close: no presses while presenting (hit-testing false)",
            rule: "a view that takes no touches takes no button press"),
        Case(
            name: "escape while committing", input: IgnoredInput.whileHidden(.escape, phase: .committing),
            reason: "escape: no escape while committing (hit-testing false)",
            rule: "nothing answers an escape or backdrop tap while presenting, committing or dismissed"),
    ]

    @Test(arguments: cases)
    func textsReadAsTheRuleSaysThem(_ testCase: Case) {
        #expect(testCase.input.reasonText == testCase.reason)
        #expect(testCase.input.ruleText == testCase.rule)
    }

    @Test func aTouchOnTheContentIsTaken() {
        #expect(IgnoredInput.touchDown(at: Point(x: 201, y: 400), phase: .idle, content: Self.content) == nil)
    }

    @Test func inputsCompareTheirValues() {
        let input = IgnoredInput.whileHidden(.backdropTap, phase: .dismissed)
        #expect(input == IgnoredInput.whileHidden(.backdropTap, phase: .dismissed))
        #expect(input != IgnoredInput.whileHidden(.backdropTap, phase: .committing))
        #expect(input != IgnoredInput.whileHidden(.escape, phase: .dismissed))
    }
}
