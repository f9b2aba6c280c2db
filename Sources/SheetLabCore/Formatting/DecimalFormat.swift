/// The one number formatter of sheetlab: fixed decimals, deterministic on every platform.
///
/// docs/commands.md#output-lines: a number is rounded half away from zero from its shortest
/// round-trip decimal (Swift's `description`), so 0.125 prints `0.13` at 2 decimals; a value
/// that rounds to zero prints without a sign. `printf` is never used: it rounds the binary value.
public enum DecimalFormat {
    /// `value` with exactly `decimals` digits after the point (none when `decimals` is 0).
    public static func format(_ value: Double, decimals: Int) -> String {
        if let text = quickFormat(value, decimals: decimals) { return text }
        return referenceFormat(value, decimals: decimals)
    }

    /// Calls `body` with the UTF-8 bytes of `format(value, decimals:)`, made in place: text built
    /// as bytes takes them without a `String` being made for every number.
    @inlinable
    public static func withFormatBytes<Result>(
        _ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = withQuickFormatBytes(value, decimals: decimals, body) { return result }
        var text = referenceFormat(value, decimals: decimals)
        return text.withUTF8(body)
    }

    /// Powers of ten up to 10^9, exact as `Double` and `UInt64`.
    @usableFromInline
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    ]

    /// `format` without the shortest decimal, for the common case: `value` times 10^decimals
    /// rounded in binary, when that cannot differ from rounding the shortest decimal. Nil when it
    /// could (the scaled value within 1e-12 of a half, relative, or too large): then the digits
    /// decide (`referenceFormat`).
    ///
    /// The shortest decimal D of a double v is within half an ulp of v, and v x 10^d is computed
    /// within half an ulp, so D x 10^d and the computed product differ by under 4.5e-16 of their
    /// size; rounding to the nearest whole number changes only across a half.
    static func quickFormat(_ value: Double, decimals: Int) -> String? {
        withQuickFormatBytes(value, decimals: decimals) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of `quickFormat(value, decimals:)`; nil (and `body` not
    /// called) when `quickFormat` is nil.
    @inlinable
    static func withQuickFormatBytes<Result>(
        _ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard decimals >= 0, decimals < powersOfTen.count, value.isFinite else { return nil }
        let scaled = value.magnitude * Double(powersOfTen[decimals])
        guard scaled < 1e12 else { return nil }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        guard abs(fraction - 0.5) > (scaled + 1) * 1e-12 else { return nil }
        let units = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        let power = powersOfTen[decimals]
        let integerPart = units / power
        let fractionPart = units % power
        // At most 1 + 13 + 1 + 9 bytes, written in place.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = 32
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            if decimals > 0 {
                var rest = fractionPart
                for _ in 0..<decimals {
                    put(UInt8(ascii: "0") + UInt8(rest % 10))
                    rest /= 10
                }
                put(UInt8(ascii: "."))
            }
            var rest = integerPart
            repeat {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if value < 0 && units > 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// `format` from the shortest round-trip decimal's digits, for every value.
    @usableFromInline
    static func referenceFormat(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var digits: [UInt8] = []
        digits.reserveCapacity(24)  // one allocation: a Double's shortest form has at most 17 digits
        var pointPosition = 0
        let isNegative = decompose(value, digits: &digits, pointPosition: &pointPosition)
        // digits d0 d1 ... with the decimal point after `pointPosition` digits.
        let keep = pointPosition + decimals
        if keep < 0 {
            // The first significant digit lies past the rounding digit: the value rounds to 0.
            return decimals > 0 ? "0." + String(repeating: "0", count: decimals) : "0"
        }
        var kept: [UInt8]
        if keep >= digits.count {
            kept = digits + [UInt8](repeating: 0, count: keep - digits.count)
        } else {
            kept = Array(digits[0..<keep])
            if digits[keep] >= 5 { roundUp(&kept, pointPosition: &pointPosition) }
        }
        var integerCount = pointPosition
        if kept.count < integerCount + decimals {
            // Rounding carried into a new leading digit, or nothing was kept.
            let missing = integerCount + decimals - kept.count
            kept = [UInt8](repeating: 0, count: missing) + kept
        }
        if integerCount <= 0 {
            kept = [UInt8](repeating: 0, count: 1 - integerCount) + kept
            integerCount = 1
        }
        // The text is written as bytes and made a String once (a short one stays inline, unallocated).
        var text: [UInt8] = []
        text.reserveCapacity(kept.count + 3)
        let isZero = kept.allSatisfy { $0 == 0 }
        if isNegative && !isZero { text.append(UInt8(ascii: "-")) }
        let integerDigits = kept[0..<integerCount].drop { $0 == 0 }
        if integerDigits.isEmpty {
            text.append(UInt8(ascii: "0"))
        } else {
            for digit in integerDigits { text.append(UInt8(ascii: "0") + digit) }
        }
        if decimals > 0 {
            text.append(UInt8(ascii: "."))
            for digit in kept[integerCount...] { text.append(UInt8(ascii: "0") + digit) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The shortest decimal that reads back as exactly `value` (Swift's `description`: `0.1`,
    /// `484.6153846153846`, `1e-05`, `-0.0`), for full-precision output (`record ... raw`,
    /// `inspect ... raw`); `nan`, `inf` and `-inf` for the values that are not finite.
    public static func shortest(_ value: Double) -> String {
        value.description
    }

    /// Seconds with 3 decimals and `s`, as every time prints (`0.250s`).
    public static func seconds(ticks: Int64) -> String {
        withSecondsBytes(ticks: ticks) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of `seconds(ticks:)`, made in place (transition lines
    /// write a time each without a `String` being made for it).
    @inlinable
    public static func withSecondsBytes<Result>(ticks: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        // A millisecond is 6 ticks: whole milliseconds and the remainder decide the rounding
        // exactly, except at a remainder of 3 (a half, which the double's digits decide).
        let remainder = ticks % 6
        guard ticks >= 0, ticks < 6_000_000_000_000, remainder != 3 else {
            var text = format(Time.seconds(ticks), decimals: 3) + "s"
            return text.withUTF8(body)
        }
        let milliseconds = ticks / 6 + (remainder > 3 ? 1 : 0)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var end = 24
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            put(UInt8(ascii: "s"))
            var rest = milliseconds
            for _ in 0..<3 {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            put(UInt8(ascii: "."))
            repeat {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            return body(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// Rounds half away from zero to 1e-6, as both sides of every rule comparison are
    /// (docs/models.md#shared-rules, Comparisons: so `2.1 * 140` compares as 294).
    @inlinable
    public static func roundedForComparison(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        return (value * 1e6).rounded(.toNearestOrAwayFromZero) / 1e6
    }

    /// Splits `value.description` into decimal digits and the position of the point.
    /// Returns whether the value is negative.
    private static func decompose(_ value: Double, digits: inout [UInt8], pointPosition: inout Int) -> Bool {
        var isNegative = false
        var exponent = 0
        var seenPoint = false
        var digitsBeforePoint = 0
        var exponentText: Substring = ""
        let text = value.description
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "-"): isNegative = true
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                exponentText = Substring(utf8[utf8.index(after: index)...])
                index = utf8.endIndex
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte &- UInt8(ascii: "0"))
                if !seenPoint { digitsBeforePoint += 1 }
            default: break
            }
            index = utf8.index(after: index)
        }
        if !exponentText.isEmpty { exponent = Int(exponentText) ?? 0 }
        pointPosition = digitsBeforePoint + exponent
        return isNegative
    }

    /// Adds one unit in the last place of `digits`, carrying to a new leading digit if needed.
    private static func roundUp(_ digits: inout [UInt8], pointPosition: inout Int) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] == 9 {
                digits[index] = 0
                index -= 1
            } else {
                digits[index] += 1
                return
            }
        }
        digits.insert(1, at: 0)
        pointPosition += 1
    }
}
