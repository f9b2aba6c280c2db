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
        // A negative value that rounds to zero prints no sign on the digits' path too: just under a
        // half, and at 10 decimals, both beyond the binary shortcut.
        Case(value: -0.049_999_999_999_999_99, decimals: 1, expected: "0.0"),
        Case(value: -1e-11, decimals: 10, expected: "0.0000000000"),
        Case(value: -0.000_000_000_05, decimals: 10, expected: "-0.0000000001"),
    ]

    @Test(arguments: cases)
    func formats(_ testCase: Case) {
        #expect(DecimalFormat.format(testCase.value, decimals: testCase.decimals) == testCase.expected)
    }

    /// The binary shortcut prints what the digits print, or leaves the value to them: seeded
    /// random values of every size that sheetlab formats, and halves that only the digits decide.
    @Test func theShortcutAgreesWithTheDigits() {
        var state: UInt64 = 0x5eed_f00d
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        var checked = 0
        var shortcuts = 0
        for index in 0..<400_000 {
            let magnitude = Double(Int(next() >> 59)) - 8  // 10^-8 ... 10^23
            let mantissa = Double(next() >> 11) / Double(1 << 53)
            var value = mantissa * pow10(magnitude)
            if index % 3 == 0 { value = -value }
            if index % 7 == 0 { value = (value * 1000).rounded() / 1000 + 0.0005 }  // ties at 3 decimals
            if index % 11 == 0 { value = Double(Int(next() >> 50)) / 8 }  // exact halves and eighths
            let decimals = Int(next() >> 60) % 10
            let reference = DecimalFormat.referenceFormat(value, decimals: decimals)
            if let quick = DecimalFormat.quickFormat(value, decimals: decimals) {
                shortcuts += 1
                #expect(quick == reference, "\(value) at \(decimals)")
            }
            checked += 1
        }
        #expect(checked == 400_000)
        #expect(shortcuts > 200_000, "the shortcut serves most values")
        for (value, decimals) in [(0.125, 2), (2.5, 0), (-2.5, 0), (0.0005, 3), (1.005, 2), (-0.0, 3), (2.675, 2)] {
            #expect(
                DecimalFormat.format(value, decimals: decimals)
                    == DecimalFormat.referenceFormat(value, decimals: decimals),
                "\(value) at \(decimals)")
        }
    }

    private func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(exponent.magnitude) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    @Test func secondsPrintWithThreeDecimalsAndUnit() {
        #expect(DecimalFormat.seconds(ticks: 1500) == "0.250s")
        #expect(DecimalFormat.seconds(ticks: 1) == "0.000s")
        #expect(DecimalFormat.seconds(ticks: 3) == "0.001s")
        // The whole-millisecond path agrees with formatting the seconds as a double, tick by tick.
        for ticks in Array(Int64(0)...60_000) + [
            21_600_000, 21_600_001, 21_600_004, 5_999_999_999_999, 6_000_000_000_005,
        ] {
            #expect(
                DecimalFormat.seconds(ticks: ticks) == DecimalFormat.format(Time.seconds(ticks), decimals: 3) + "s",
                "\(ticks) ticks")
        }
    }

    @Test func comparisonsRoundToOneMillionth() {
        #expect(DecimalFormat.roundedForComparison(2.1 * 140) == 294)
        #expect(DecimalFormat.roundedForComparison(139.9999994) == 139.999999)
        #expect(DecimalFormat.roundedForComparison(-0.0000005) == -0.000001)
    }
}
