import SheetLabCore

/// `record NAME FIELD ... to FILE`: the lines of a recording, one per frame, as CSV or JSON Lines.
///
/// Pure: it returns lines and the shell writes them. Every line ends with a newline, so a file is
/// the header followed by the rows. Time is seconds with 3 decimals and no unit (`0.017`); field
/// values print as `inspect` prints them (FieldText), in the order the fields were requested.
/// With `raw` (full precision) time and numbers are the shortest decimals that read back as the
/// same Doubles, so a recording loads into numpy or a spreadsheet bit for bit.
public struct RecordStream: Sendable, Hashable {
    /// How rows are written.
    public enum Format: Sendable, Hashable {
        /// RFC 4180 comma-separated values with a header line.
        case csv
        /// One JSON object per line, no header.
        case jsonLines

        /// JSON Lines for a path ending in `.json` or `.jsonl` (any letter case), else CSV.
        public init(path: String) {
            let lowered = path.lowercased()
            self = lowered.hasSuffix(".json") || lowered.hasSuffix(".jsonl") ? .jsonLines : .csv
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

    /// The first line: `time,progress,offset` for CSV; empty for JSON Lines.
    public var header: String {
        switch format {
        case .csv: (["time"] + fields.map { Self.csvCell($0.rawValue) }).joined(separator: ",") + "\n"
        case .jsonLines: ""
        }
    }

    /// One frame: `0.017,0.123,12.3` or `{"time": 0.017, "progress": 0.123, "offset": 12.3}`.
    ///
    /// `values` are the fields' values in `fields` order; their count must match.
    public func row(tick: Int64, values: [FieldValue]) -> String {
        precondition(values.count == fields.count, "one value per recorded field")
        let seconds = Time.seconds(tick)
        let time = precision == .full ? DecimalFormat.shortest(seconds) : DecimalFormat.format(seconds, decimals: 3)
        switch format {
        case .csv:
            let cells = zip(fields, values).map {
                Self.csvCell(FieldText.text($1, of: $0, precision: precision, json: false))
            }
            return ([time] + cells).joined(separator: ",") + "\n"
        case .jsonLines:
            let members = zip(fields, values).map {
                (key: $0.rawValue, value: FieldText.text($1, of: $0, precision: precision, json: true))
            }
            return JSONText.object([(key: "time", value: time)] + members) + "\n"
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
