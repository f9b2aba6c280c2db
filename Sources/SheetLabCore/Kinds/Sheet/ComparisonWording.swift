/// How `sheet` and `edge` write the numbers of a rule comparison into a `Decision`.
///
/// Values are rounded to 1e-6 first (`DecimalFormat.roundedForComparison`, models.md Comparisons)
/// and printed with the field's decimals; when two different values would print alike
/// (`99.96 < 100.0`), both get just enough extra decimals to differ (at most 6).
enum ComparisonWording {
    /// `a` and `b` formatted with `decimals`, widened until they differ when they do.
    static func pair(_ a: Double, _ b: Double, decimals: Int = 1) -> (String, String) {
        var digits = decimals
        var left = DecimalFormat.format(a, decimals: digits)
        var right = DecimalFormat.format(b, decimals: digits)
        while left == right, a != b, digits < 6 {
            digits += 1
            left = DecimalFormat.format(a, decimals: digits)
            right = DecimalFormat.format(b, decimals: digits)
        }
        return (left, right)
    }

    /// `"name a OP name b"` with the operator that holds between `a` and `b`, picked from
    /// `holds` (when the test passed) or `fails` (when it did not).
    static func compare(
        _ leftName: String, _ a: Double, holds: String, fails: String, _ rightName: String, _ b: Double,
        passed: Bool, decimals: Int = 1
    ) -> String {
        let (left, right) = pair(a, b, decimals: decimals)
        return "\(leftName) \(left) \(passed ? holds : fails) \(rightName) \(right)"
    }

    /// A value in points with 1 decimal.
    static func points(_ value: Double) -> String { DecimalFormat.format(value, decimals: 1) }

    /// A parameter value as a user would type it: `100`, `0.3`, `0.18`.
    static func parameter(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
