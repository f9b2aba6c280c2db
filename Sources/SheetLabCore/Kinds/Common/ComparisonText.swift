/// Numbers as the reason strings of a `Decision` print them.
///
/// Every rule comparison rounds both sides to 1e-6 first (docs/models.md#shared-rules, Comparisons), so a value
/// printed here is already rounded; it gets as many decimals as it needs (at most 6) so that
/// `139.99 < threshold 140.0` never prints as `140.0 < threshold 140.0`. All digits come from
/// `DecimalFormat`, the one formatter.
enum ComparisonText {
    /// Both sides of one comparison: one decimal, widened together just enough to differ when
    /// the values do (`139.95 < 140.00`), at most 6.
    static func pair(_ left: Double, _ right: Double) -> (String, String) {
        let a = DecimalFormat.roundedForComparison(left)
        let b = DecimalFormat.roundedForComparison(right)
        var decimals = 1
        var leftText = DecimalFormat.format(a, decimals: decimals)
        var rightText = DecimalFormat.format(b, decimals: decimals)
        while leftText == rightText, a != b, decimals < 6 {
            decimals += 1
            leftText = DecimalFormat.format(a, decimals: decimals)
            rightText = DecimalFormat.format(b, decimals: decimals)
        }
        return (leftText, rightText)
    }

    /// A distance, velocity or position with one decimal (`140.0`).
    static func points(_ value: Double) -> String {
        DecimalFormat.format(DecimalFormat.roundedForComparison(value), decimals: 1)
    }

    /// A factor or count: no decimals unless needed (`2`, `2.1`), at most 6.
    static func plain(_ value: Double) -> String {
        let rounded = DecimalFormat.roundedForComparison(value)
        guard rounded.isFinite else { return DecimalFormat.format(rounded, decimals: 0) }
        // A whole number below 2^53 prints exactly with no decimals and reads back as itself: the
        // loop below would return the same text after parsing it (most factors are whole: `2`).
        if abs(rounded) < 9_007_199_254_740_992, rounded == rounded.rounded(.towardZero) {
            return DecimalFormat.format(rounded, decimals: 0)
        }
        for decimals in 0..<6 {
            let text = DecimalFormat.format(rounded, decimals: decimals)
            if let back = Double(text), back == rounded { return text }
        }
        return DecimalFormat.format(rounded, decimals: 6)
    }
}
