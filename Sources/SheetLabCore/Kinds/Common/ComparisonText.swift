/// Numbers as the reason strings of a `Decision` print them.
///
/// Every rule comparison rounds both sides to 1e-6 first (models.md, Comparisons), so a value
/// printed here is already rounded; it gets as many decimals as it needs (at most 6) so that
/// `139.99 < threshold 140.0` never prints as `140.0 < threshold 140.0`. All digits come from
/// `DecimalFormat`, the one formatter.
enum ComparisonText {
    /// A distance, velocity or position: at least one decimal (`140.0`, `286.25`).
    static func points(_ value: Double) -> String {
        shortest(value, minimumDecimals: 1)
    }

    /// A factor or count: no decimals unless needed (`2`, `2.1`).
    static func plain(_ value: Double) -> String {
        shortest(value, minimumDecimals: 0)
    }

    private static func shortest(_ value: Double, minimumDecimals: Int) -> String {
        let rounded = DecimalFormat.roundedForComparison(value)
        guard rounded.isFinite else { return DecimalFormat.format(rounded, decimals: 0) }
        for decimals in minimumDecimals..<6 {
            let text = DecimalFormat.format(rounded, decimals: decimals)
            if let back = Double(text), back == rounded { return text }
        }
        return DecimalFormat.format(rounded, decimals: 6)
    }
}
