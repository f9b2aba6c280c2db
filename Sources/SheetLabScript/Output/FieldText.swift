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
