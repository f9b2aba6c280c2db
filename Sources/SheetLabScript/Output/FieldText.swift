import SheetLabCore

/// How field values print: with the field's decimals, `true`/`false`, words as they are.
public enum FieldText {
    /// The value as `inspect` prints it.
    public static func text(_ value: FieldValue, of field: Field) -> String {
        switch value {
        case .word(let word): word
        case .text(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let integer): String(integer)
        case .number(let number): DecimalFormat.format(number, decimals: field.decimals ?? 3)
        }
    }

    /// The value as a JSON value: numbers with the field's decimals, words as strings.
    public static func json(_ value: FieldValue, of field: Field) -> String {
        switch value {
        case .word(let word): JSONText.string(word)
        case .text(let text): JSONText.string(text)
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let integer): String(integer)
        case .number(let number): DecimalFormat.format(number, decimals: field.decimals ?? 3)
        }
    }

    /// The value as `inspect ... raw` prints it: a number as the shortest decimal that reads back
    /// as the same Double, bit for bit; anything else as `text` prints it.
    public static func raw(_ value: FieldValue, of field: Field) -> String {
        guard case .number(let number) = value else { return text(value, of: field) }
        return DecimalFormat.shortest(number)
    }

    /// The value as a full-precision JSON value: a number as its shortest round-trip decimal
    /// (`null` when not finite, which JSON cannot write); anything else as `json` writes it.
    public static func rawJSON(_ value: FieldValue, of field: Field) -> String {
        guard case .number(let number) = value else { return json(value, of: field) }
        return number.isFinite ? DecimalFormat.shortest(number) : "null"
    }

    /// Appends `text(value, of: field, precision:, json:)` to `output`; a printed number and a
    /// word are written in place, with no `String` made for them.
    static func append(
        _ value: FieldValue, of field: Field, precision: Precision, json: Bool, to output: inout TextBuilder
    ) {
        switch (value, precision, json) {
        case (.number(let number), .printed, _):
            output.append(number, decimals: field.decimals ?? 3)
        case (.word(let word), .printed, false), (.word(let word), .full, false):
            output.append(word)
        case (.word(let word), .printed, true), (.word(let word), .full, true):
            JSONText.append(word, to: &output)
        default:
            output.append(text(value, of: field, precision: precision, json: json))
        }
    }

    /// How a value prints at `precision`, as text or as JSON.
    public static func text(_ value: FieldValue, of field: Field, precision: Precision, json: Bool) -> String {
        switch (precision, json) {
        case (.printed, false): text(value, of: field)
        case (.printed, true): self.json(value, of: field)
        case (.full, false): raw(value, of: field)
        case (.full, true): rawJSON(value, of: field)
        }
    }
}

/// How many digits a number is written with: the field's decimals, or every digit (`raw`).
public enum Precision: Sendable, Hashable {
    /// The field's decimals (docs/commands.md#fields), as `inspect` prints them.
    case printed
    /// The shortest decimal that reads back as the same Double (`record ... raw`, `inspect ... raw`).
    case full
}

/// The little JSON sheetlab writes: escaped strings; objects are built by their callers in key order.
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
