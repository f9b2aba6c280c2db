import Testing

@testable import SheetLabCore

@Suite("Rubber banding")
struct MotionRubberBandTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let actual: Double
        let expected: Double
        var testDescription: String { name }
    }

    /// Hand-computed from the formulas in motion.md, to 1e-5.
    static let cases: [Case] = [
        Case(
            name: "overshoot 0.18 at progress 2", actual: RubberBand.overshoot(progress: 2, overshoot: 0.18),
            expected: 1.15254),
        Case(
            name: "progress up to 1 unchanged", actual: RubberBand.overshoot(progress: 0.7, overshoot: 0.18),
            expected: 0.7),
        Case(name: "zero overshoot holds at 1", actual: RubberBand.overshoot(progress: 3, overshoot: 0), expected: 1),
        Case(
            name: "scroll view 100 over 800", actual: RubberBand.scrollView(offset: 100, dimension: 800),
            expected: 51.46199),
        Case(
            name: "scroll view is odd", actual: RubberBand.scrollView(offset: -100, dimension: 800), expected: -51.46199
        ),
        Case(name: "scroll view zero dimension", actual: RubberBand.scrollView(offset: 100, dimension: 0), expected: 0),
    ]

    @Test("values", arguments: cases)
    func value(_ row: Case) {
        #expect(isApproximatelyEqual(row.actual, row.expected, tolerance: 1e-5))
    }
}
