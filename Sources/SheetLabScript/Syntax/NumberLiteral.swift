/// Reads numbers as the language writes them: `120`, `-3.5`, `1e3`.
///
/// The grammar is `[+-]? (DIGITS [. DIGITS?] | . DIGITS) ([eE] [+-]? DIGITS)?`; NaN, infinity,
/// hexadecimal and anything `Double.init` would also accept beyond that are errors.
public enum NumberLiteral {
    /// The finite value of `text`.
    ///
    /// - Throws: `invalidNumber`, `nonFiniteNumber` or `numberOutOfRange`, without a location.
    public static func parse(_ text: String) throws(ScriptError) -> Double {
        if let value = quickValue(text) { return value }  // the bytes in place
        guard isWellFormed(text) else {
            let lowered = text.lowercased()
            let unsigned = lowered.hasPrefix("-") || lowered.hasPrefix("+") ? String(lowered.dropFirst()) : lowered
            if ["nan", "inf", "infinity"].contains(unsigned) {
                throw ScriptError(.nonFiniteNumber(text), at: nil)
            }
            throw ScriptError(.invalidNumber(text), at: nil)
        }
        guard let value = Double(text), value.isFinite else {
            throw ScriptError(.numberOutOfRange(text), at: nil)
        }
        return value
    }

    /// The whole-number value of `text` (`3`, `3.0` and `3e0` are all 3).
    ///
    /// - Throws: as `parse`, and `notAnInteger` for a fraction or a value beyond ±2^53.
    public static func parseInteger(_ text: String) throws(ScriptError) -> Int {
        let value = try parse(text)
        guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992, let integer = Int(exactly: value)
        else { throw ScriptError(.notAnInteger(text), at: nil) }
        return integer
    }

    /// The value of a plain decimal (`-40`, `0.25`, `.5`: no exponent, at most 15 digits), read
    /// without `strtod`: the digits as a whole number are exact in a `Double`, and so is the power
    /// of ten, so the one division rounds correctly, as `Double(text)` does (Clinger's fast path).
    /// Nil for anything else.
    static func quickValue(_ text: String) -> Double? {
        text.withUTF8Bytes { bytes in quickValue(utf8: bytes) }
    }

    /// `quickValue(_:)` of the text whose UTF-8 bytes are `bytes` (a part of a word, read in place).
    static func quickValue<Bytes: Sequence<UInt8>>(utf8 bytes: Bytes) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var fractionCount = 0
        var seenPoint = false
        var negative = false
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                count += 1
                guard count <= 15 else { return nil }
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionCount += 1 }
            case UInt8(ascii: "."):
                guard !seenPoint else { return nil }
                seenPoint = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard index == 0 else { return nil }
                negative = byte == UInt8(ascii: "-")
            default:
                return nil
            }
        }
        guard count > 0 else { return nil }
        var value = Double(digits)
        if fractionCount > 0 {
            var power = 1.0
            for _ in 0..<fractionCount { power *= 10 }
            value /= power
        }
        return negative ? -value : value
    }

    /// Whether `text` matches the number grammar.
    static func isWellFormed(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The shortest text that reads back as `value`: `120` rather than `120.0`.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int(value))
        }
        return value.description
    }
}
