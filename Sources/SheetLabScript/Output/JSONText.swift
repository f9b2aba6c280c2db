import SheetLabCore

/// The one JSON writer of sheetlab (reports of `explore`, `sweep`, `compare`, `audit`, `bench`):
/// escaped strings, numbers, objects in the order their callers give the keys.
public enum JSONText {
    /// `text` as a JSON string literal.
    public static func string(_ text: String) -> String {
        // Most text needs no escape: checked as bytes, copied whole.
        if needsNoEscape(text) {
            var result = "\""
            result.reserveCapacity(text.utf8.count + 2)
            result += text
            result += "\""
            return result
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `text` is its own JSON string body: no control character, quote or backslash.
    ///
    /// Scanned as one buffer (`withUTF8Bytes`): `utf8.allSatisfy` went through the view's iterator.
    static func needsNoEscape(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            return true
        }
    }

    /// Appends `string(text)` to `output` (no intermediate string for text without escapes).
    public static func append(_ text: String, to output: inout String) {
        guard needsNoEscape(text) else {
            output += string(text)
            return
        }
        output += "\""
        output += text
        output += "\""
    }

    /// Appends `string(text)` to `output`.
    static func append(_ text: String, to output: inout TextBuilder) {
        guard needsNoEscape(text) else {
            output.append(string(text))
            return
        }
        output.append(ascii: UInt8(ascii: "\""))
        output.append(text)
        output.append(ascii: UInt8(ascii: "\""))
    }

    /// `value` with `decimals` decimals, or `null` when not finite (JSON cannot write it).
    public static func number(_ value: Double, decimals: Int) -> String {
        value.isFinite ? DecimalFormat.format(value, decimals: decimals) : "null"
    }

    /// An object from keys and already-rendered values, in the given order.
    public static func object(_ members: [(key: String, value: String)]) -> String {
        var result = "{"
        result.reserveCapacity(members.reduce(2) { $0 + $1.key.utf8.count + $1.value.utf8.count + 6 })
        for (index, member) in members.enumerated() {
            if index > 0 { result += ", " }
            append(member.key, to: &result)
            result += ": "
            result += member.value
        }
        result += "}"
        return result
    }
}
