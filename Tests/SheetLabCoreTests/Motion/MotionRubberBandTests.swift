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

    /// Hand-computed from the formulas in docs/motion.md, to 1e-5.
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

    struct Landmark: CustomTestStringConvertible, Sendable {
        let name: String
        let offset: Double
        let dimension: Double
        /// The banded offset the landmark names, exact from the form.
        let banded: Double
        var testDescription: String { name }
    }

    /// Landmarks of UIScrollView's form with c = 0.55 (docs/motion.md#rubber-banding), independent of
    /// the hand-computed values above: a pull of d/c bands to d/2, a tiny pull moves 0.55 of it.
    static let landmarks: [Landmark] = [
        Landmark(name: "a pull of d/c over 800 bands to 400", offset: 800 / 0.55, dimension: 800, banded: 400),
        Landmark(name: "a pull of d/c over 320 bands to 160", offset: 320 / 0.55, dimension: 320, banded: 160),
        Landmark(name: "a pull of 3d/c bands to 3d/4", offset: 3 * 874 / 0.55, dimension: 874, banded: 655.5),
        // c x / (1 + c x / d) = 0.0055 / 1.000006875.
        Landmark(name: "a 0.01 pt pull moves 0.0055 pt", offset: 0.01, dimension: 800, banded: 0.005_499_962),
    ]

    @Test("scroll view landmarks", arguments: landmarks)
    func scrollViewLandmark(_ landmark: Landmark) {
        let banded = RubberBand.scrollView(offset: landmark.offset, dimension: landmark.dimension)
        #expect(isApproximatelyEqual(banded, landmark.banded, tolerance: 1e-9 * max(1, landmark.banded)))
    }
}
