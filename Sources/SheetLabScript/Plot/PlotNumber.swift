import SheetLabCore

/// Numbers on plot axes: fixed decimals through DecimalFormat, short scientific form when huge.
enum PlotNumber {
    /// Magnitude from which labels switch to `1.23e9` so that they stay narrow.
    static let scientificFrom = 1e9

    /// `value` with `decimals` digits, or as `M.MMeN` (mantissa with 2 decimals) from 1e9 on.
    static func text(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) >= scientificFrom else {
            return DecimalFormat.format(value, decimals: decimals)
        }
        var exponent = 0
        while power(exponent + 1) <= abs(value) { exponent += 1 }
        var mantissa = DecimalFormat.format(value / power(exponent), decimals: 2)
        if mantissa.hasPrefix("10.") || mantissa.hasPrefix("-10.") {
            exponent += 1
            mantissa = DecimalFormat.format(value / power(exponent), decimals: 2)
        }
        return "\(mantissa)e\(exponent)"
    }

    /// 10 raised to `exponent` (exact up to 1e22); 1 / 10^-exponent for negative exponents.
    static func power(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent >= 0 ? result : 1 / result
    }
}
