import Testing

@testable import SheetLabScript

@Suite("Axis scale and plot numbers")
struct AxisScaleTests {
    struct ScaleCase: CustomTestStringConvertible, Sendable {
        let name: String
        let lower: Double
        let upper: Double
        let targetCount: Int
        let extend: Bool
        let expectedLower: Double
        let expectedUpper: Double
        let expectedTicks: [Double]
        let expectedDecimals: Int
        var testDescription: String { name }
    }

    static let scaleCases = [
        ScaleCase(
            name: "unit range in steps of 0.2", lower: 0, upper: 1, targetCount: 5, extend: true, expectedLower: 0,
            expectedUpper: 1, expectedTicks: [0, 0.2, 0.4, 0.6, 0.8, 1], expectedDecimals: 1),
        ScaleCase(
            name: "extends outward to ticks", lower: -20, upper: 180, targetCount: 5, extend: true,
            expectedLower: -50, expectedUpper: 200, expectedTicks: [-50, 0, 50, 100, 150, 200], expectedDecimals: 0),
        ScaleCase(
            name: "time kept, ticks inside", lower: 0.25, upper: 1.3, targetCount: 8,
            extend: false,
            expectedLower: 0.25, expectedUpper: 1.3,
            expectedTicks: [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3], expectedDecimals: 1),
        ScaleCase(
            name: "step rounds to the nearest nice one, down to 200", lower: 0, upper: 1200, targetCount: 5,
            extend: true, expectedLower: 0, expectedUpper: 1200, expectedTicks: [0, 200, 400, 600, 800, 1000, 1200],
            expectedDecimals: 0),
        ScaleCase(
            name: "step rounds up to 5 from 3.2", lower: 0, upper: 16, targetCount: 5, extend: true, expectedLower: 0,
            expectedUpper: 20, expectedTicks: [0, 5, 10, 15, 20], expectedDecimals: 0),
        ScaleCase(
            name: "ticks are exact tenths, not sums", lower: 0.1, upper: 0.7, targetCount: 6, extend: true,
            expectedLower: 0.1, expectedUpper: 0.7, expectedTicks: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
            expectedDecimals: 1),
        ScaleCase(
            name: "steps of 2 thousandths", lower: 0.495, upper: 0.505, targetCount: 5, extend: true,
            expectedLower: 0.494, expectedUpper: 0.506, expectedTicks: [0.494, 0.496, 0.498, 0.5, 0.502, 0.504, 0.506],
            expectedDecimals: 3),
    ]

    @Test("nice scales", arguments: scaleCases)
    func niceScale(_ row: ScaleCase) {
        let scale = AxisScale(lower: row.lower, upper: row.upper, targetCount: row.targetCount, extend: row.extend)
        #expect(scale.lower == row.expectedLower)
        #expect(scale.upper == row.expectedUpper)
        #expect(scale.ticks == row.expectedTicks)
        #expect(scale.decimals == row.expectedDecimals)
        #expect(scale.fraction(scale.lower) == 0)
        #expect(scale.fraction(scale.upper) == 1)
    }

    @Test("a huge range stays finite and labels short")
    func hugeRange() {
        let scale = AxisScale(lower: -1e300, upper: 1e300, targetCount: 4, extend: true)
        #expect(scale.lower.isFinite && scale.upper.isFinite)
        #expect(
            scale.ticks.map { PlotNumber.text($0, decimals: scale.decimals) } == [
                "-1.00e300", "-5.00e299", "0", "5.00e299", "1.00e300",
            ])
        #expect(scale.fraction(0) == 0.5)
    }

    struct NumberCase: CustomTestStringConvertible, Sendable {
        let value: Double
        let decimals: Int
        let expected: String
        var testDescription: String { "\(value) at \(decimals) -> \(expected)" }
    }

    static let numberCases = [
        NumberCase(value: 140, decimals: 1, expected: "140.0"),
        NumberCase(value: -0.0004, decimals: 3, expected: "0.000"),
        NumberCase(value: 999_999_999, decimals: 0, expected: "999999999"),
        NumberCase(value: 1e9, decimals: 1, expected: "1.00e9"),
        NumberCase(value: -2.5e12, decimals: 1, expected: "-2.50e12"),
        NumberCase(value: 9.999e9, decimals: 1, expected: "1.00e10"),
        NumberCase(value: 1e300, decimals: 3, expected: "1.00e300"),
        NumberCase(value: .greatestFiniteMagnitude, decimals: 3, expected: "1.80e308"),
    ]

    @Test("plot numbers", arguments: numberCases)
    func plotNumber(_ row: NumberCase) {
        #expect(PlotNumber.text(row.value, decimals: row.decimals) == row.expected)
    }
}
