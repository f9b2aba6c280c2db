import SheetLabCore

/// `record NAME FIELD ... to FILE`: the lines of a recording, one per frame, as CSV, one JSON
/// document, or JSON Lines.
///
/// Pure: it returns text and the shell writes it. A file is the header, the rows in order and
/// the footer. Time is seconds with 3 decimals and no unit (`0.017`); field values print as
/// `inspect` prints them (FieldText), in the order the fields were requested. With `raw` (full
/// precision) time and numbers are the shortest decimals that read back as the same Doubles, so
/// a recording loads into numpy or a spreadsheet bit for bit.
public struct RecordStream: Sendable, Hashable {
    /// How rows are written.
    public enum Format: Sendable, Hashable {
        /// RFC 4180 comma-separated values with a header line.
        case csv
        /// One JSON document: an array of one object per frame (`.json`).
        case jsonArray
        /// One JSON object per line, no header (`.jsonl`, JSON Lines).
        case jsonLines

        /// From the file's extension, in any letter case: `.json` one JSON array, `.jsonl` JSON
        /// Lines, anything else CSV. (docs/commands.md v1 said JSON Lines for `.json`; a `.json` file
        /// now holds what its name says, one JSON document.)
        public init(path: String) {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".json") {
                self = .jsonArray
            } else if lowered.hasSuffix(".jsonl") {
                self = .jsonLines
            } else {
                self = .csv
            }
        }
    }

    public var format: Format
    /// The recorded fields, in column (or key) order after `time`.
    public var fields: [Field]
    /// Printed decimals, or every digit (`record ... raw`).
    public var precision: Precision

    public init(format: Format, fields: [Field], precision: Precision = .printed) {
        self.format = format
        self.fields = fields
        self.precision = precision
    }

    /// What the file starts with: `time,progress,offset` for CSV, `[` for a JSON array, nothing
    /// for JSON Lines.
    public var header: String {
        switch format {
        case .csv: (["time"] + fields.map { Self.csvCell($0.rawValue) }).joined(separator: ",") + "\n"
        case .jsonArray: "["
        case .jsonLines: ""
        }
    }

    /// What `record stop` (or the end of the session) writes last: `]` closing a JSON array.
    public var footer: String {
        format == .jsonArray ? "\n]\n" : ""
    }

    /// One frame: `0.017,0.123,12.3`, or `{"time": 0.017, "progress": 0.123, "offset": 12.3}` on
    /// its own line (in an array after `,` unless it is the first).
    ///
    /// `values` are the fields' values in `fields` order; their count must match.
    public func row(tick: Int64, values: [FieldValue], isFirst: Bool = true) -> String {
        precondition(values.count == fields.count, "one value per recorded field")
        let seconds = Time.seconds(tick)
        let time = precision == .full ? DecimalFormat.shortest(seconds) : DecimalFormat.format(seconds, decimals: 3)
        switch format {
        case .csv:
            let cells = zip(fields, values).map {
                Self.csvCell(FieldText.text($1, of: $0, precision: precision, json: false))
            }
            return ([time] + cells).joined(separator: ",") + "\n"
        case .jsonArray, .jsonLines:
            let members = zip(fields, values).map {
                (key: $0.rawValue, value: FieldText.text($1, of: $0, precision: precision, json: true))
            }
            let object = JSONText.object([(key: "time", value: time)] + members)
            if format == .jsonLines { return object + "\n" }
            return (isFirst ? "\n  " : ",\n  ") + object
        }
    }

    /// `text` as a CSV cell: quoted, with quotes doubled, when it holds a comma, a quote, a line
    /// break, or leading or trailing spaces; as it is otherwise.
    static func csvCell(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0.isNewline } || text.hasPrefix(" ") || text.hasSuffix(" ")
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text {
            quoted += character == "\"" ? "\"\"" : String(character)
        }
        return quoted + "\""
    }
}
