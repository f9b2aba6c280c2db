import Testing

@testable import SheetLabCore

struct DecimalFormatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let value: Double
        let decimals: Int
        let expected: String
        var testDescription: String { "\(value) at \(decimals) -> \(expected)" }
    }

    static let cases: [Case] = [
        Case(value: 0.125, decimals: 2, expected: "0.13"),
        Case(value: -0.0004, decimals: 3, expected: "0.000"),
        Case(value: -0.0, decimals: 1, expected: "0.0"),
        Case(value: 140, decimals: 1, expected: "140.0"),
        Case(value: 139.95, decimals: 1, expected: "140.0"),
        Case(value: 2.5, decimals: 0, expected: "3"),
        Case(value: -2.5, decimals: 0, expected: "-3"),
        Case(value: 0.0005, decimals: 3, expected: "0.001"),
        Case(value: 1e-05, decimals: 3, expected: "0.000"),
        Case(value: 5e-05, decimals: 4, expected: "0.0001"),
        Case(value: 9.9996, decimals: 3, expected: "10.000"),
        Case(value: 999.96, decimals: 1, expected: "1000.0"),
        Case(value: 1.15254, decimals: 3, expected: "1.153"),
        Case(value: 1e21, decimals: 1, expected: "1000000000000000000000.0"),
        Case(value: 123.456, decimals: 0, expected: "123"),
        Case(value: -12.35, decimals: 1, expected: "-12.4"),
        Case(value: 0.1 + 0.2, decimals: 16, expected: "0.3000000000000000"),
        Case(value: 0.1 + 0.2, decimals: 17, expected: "0.30000000000000004"),
    ]

    @Test(arguments: cases)
    func formats(_ testCase: Case) {
        #expect(DecimalFormat.format(testCase.value, decimals: testCase.decimals) == testCase.expected)
    }

    @Test func secondsPrintWithThreeDecimalsAndUnit() {
        #expect(DecimalFormat.seconds(ticks: 1500) == "0.250s")
        #expect(DecimalFormat.seconds(ticks: 1) == "0.000s")
        #expect(DecimalFormat.seconds(ticks: 3) == "0.001s")
    }

    @Test func comparisonsRoundToOneMillionth() {
        #expect(DecimalFormat.roundedForComparison(2.1 * 140) == 294)
        #expect(DecimalFormat.roundedForComparison(139.9999994) == 139.999999)
        #expect(DecimalFormat.roundedForComparison(-0.0000005) == -0.000001)
    }
}
