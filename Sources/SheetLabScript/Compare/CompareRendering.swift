import SheetLabCore

/// `compare`'s rows as text (aligned, each profile's rule and callbacks under it), CSV or JSON.
public enum CompareRendering {
    public static func render(_ rows: [CompareRow], plan: ComparePlan, format: CompareFormat) -> String {
        switch format {
        case .text: text(rows, plan: plan)
        case .csv: csv(rows)
        case .json: json(rows, plan: plan)
        }
    }

    /// `rest`: seconds to rest after the gesture, 3 decimals, or `moving` after 10 s.
    static func rest(_ row: CompareRow) -> String {
        row.restTicks.map { DecimalFormat.format(Time.seconds($0), decimals: 3) + "s" } ?? "moving after 10s"
    }

    /// Where it ended: the position, or `dismissed`.
    static func final(_ row: CompareRow) -> String {
        row.position ?? row.phase.rawValue
    }

    static func height(_ value: Double) -> String {
        DecimalFormat.format(value, decimals: 1)
    }

    /// A header line, then one aligned line per profile with its rule and callbacks under it.
    static func text(_ rows: [CompareRow], plan: ComparePlan) -> String {
        var header = "compare '\(plan.gestureText)' from rest, settled"
        if !plan.settingWords.isEmpty { header += "; " + plan.settingWords.joined(separator: ", ") }
        let table =
            [["profile", "start", "decision", "final", "height", "rest"]]
            + rows.map { row in
                [
                    row.profile, row.start + " (" + height(row.startHeight) + ")", row.decision, final(row),
                    height(row.height), rest(row),
                ]
            }
        let widths = (0..<6).map { column in table.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                let last = column == cells.count - 1
                text += cell + (last ? "" : String(repeating: " ", count: widths[column] - cell.count + 2))
            }
            return text + "\n"
        }
        var text = header + "\n" + line(table[0])
        for (index, row) in rows.enumerated() {
            text += line(table[index + 1])
            let rule = row.source.isEmpty ? row.rule : "\(row.rule) (\(row.source))"
            text += ParameterHelp.wrapped("rule: " + rule, indent: "      ", first: "  ")
            text += ParameterHelp.wrapped(
                "callbacks: " + (row.callbacks.isEmpty ? "none" : row.callbacks.joined(separator: ", ")),
                indent: "      ", first: "  ")
        }
        return text
    }

    static let csvColumns = [
        "profile", "start", "start-height", "decision", "phase", "position", "height", "rest", "rule", "source",
        "callbacks",
    ]

    /// RFC 4180 CSV, one row per profile; `rest` empty when it still moved after 10 s; callbacks
    /// joined by `; `.
    static func csv(_ rows: [CompareRow]) -> String {
        var lines = [csvColumns.map(RecordStream.csvCell).joined(separator: ",")]
        for row in rows {
            let cells = [
                row.profile, row.start, height(row.startHeight), row.decision, row.phase.rawValue, row.position ?? "",
                height(row.height), row.restTicks.map { DecimalFormat.format(Time.seconds($0), decimals: 3) } ?? "",
                row.rule, row.source, row.callbacks.joined(separator: "; "),
            ]
            lines.append(cells.map(RecordStream.csvCell).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One object: the gesture, the settings, and one object a line per profile.
    static func json(_ rows: [CompareRow], plan: ComparePlan) -> String {
        let objects = rows.map { row in
            JSONText.object([
                ("profile", JSONText.string(row.profile)), ("start", JSONText.string(row.start)),
                ("start-height", height(row.startHeight)), ("decision", JSONText.string(row.decision)),
                ("phase", JSONText.string(row.phase.rawValue)),
                ("position", row.position.map(JSONText.string) ?? "null"), ("height", height(row.height)),
                ("rest", row.restTicks.map { DecimalFormat.format(Time.seconds($0), decimals: 3) } ?? "null"),
                ("rule", JSONText.string(row.rule)), ("source", JSONText.string(row.source)),
                ("callbacks", "[" + row.callbacks.map(JSONText.string).joined(separator: ", ") + "]"),
            ])
        }
        return "{\"gesture\": \(JSONText.string(plan.gestureText)), \"settings\": ["
            + plan.settingWords.map(JSONText.string).joined(separator: ", ") + "], \"profiles\": [\n  "
            + objects.joined(separator: ",\n  ") + "\n]}\n"
    }
}
