import SheetLabCore

/// A sweep as data: CSV with one row per cell, or JSON with one object per cell and the
/// boundaries of every row.
public enum SweepTable {
    /// RFC 4180 CSV: a header, then one row per cell, rows bottom first, x fastest.
    ///
    /// Columns: the axes by name, `outcome`, `rule`, `phase`, `detent` (kinds with detents),
    /// `rest` (s, empty when it still moved after 10 s), `release-translation`, `release-velocity`
    /// (as the kind measured them; empty when nothing was decided); with `--against`, the same
    /// of the other set prefixed `against-`, and `changed`.
    public static func csv(_ grid: SweepGrid) -> String {
        let plan = grid.plan
        let hasDetent = plan.base.machine.parameterText("detent") != nil
        var header = [plan.x.name] + (plan.y.map { [$0.name] } ?? [])
        var sideColumns = ["outcome", "rule", "phase"] + (hasDetent ? ["detent"] : [])
        sideColumns += ["rest", "release-translation", "release-velocity"]
        header += sideColumns
        if grid.against != nil { header += sideColumns.map { "against-" + $0 } + ["changed"] }
        var lines = [header.map(RecordStream.csvCell).joined(separator: ",")]
        for row in 0..<grid.rowCount {
            for column in 0..<grid.columnCount {
                var cells = [plan.x.text(plan.x.values[column])]
                if let y = plan.y { cells.append(y.text(y.values[row])) }
                let cell = grid.cell(column: column, row: row)
                cells += values(cell, hasDetent: hasDetent)
                if grid.against != nil {
                    let other = grid.cell(column: column, row: row, against: true)
                    cells += values(other, hasDetent: hasDetent) + [cell.outcome == other.outcome ? "false" : "true"]
                }
                lines.append(cells.map(RecordStream.csvCell).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func values(_ cell: SweepCell, hasDetent: Bool) -> [String] {
        [cell.outcome.word, cell.rule, cell.phase.rawValue] + (hasDetent ? [cell.detent ?? ""] : [])
            + [
                cell.restTicks.map { DecimalFormat.format(Time.seconds($0), decimals: 3) } ?? "",
                cell.releaseTranslation.map { DecimalFormat.format($0, decimals: 3) } ?? "",
                cell.releaseVelocity.map { DecimalFormat.format($0, decimals: 3) } ?? "",
            ]
    }

    /// One JSON object: the sweep's description, `cells` (one object a line), and `boundaries`
    /// along x in every row (and `against-boundaries`).
    public static func json(_ grid: SweepGrid, workers: Int, sheet: String? = nil) -> String {
        let plan = grid.plan
        var members: [(key: String, value: String)] = [("kind", JSONText.string(plan.kind.rawValue))]
        if let sheet { members.append(("sheet", JSONText.string(sheet))) }
        members.append(("gesture", JSONText.string(plan.style.rawValue)))
        members.append(("from", JSONText.string(plan.startWords)))
        members.append(
            (
                "settings",
                JSONText.object(
                    plan.settingWords.map { word in
                        let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                        return (parts[0], JSONText.string(parts.count > 1 ? parts[1] : ""))
                    })
            ))
        members.append(("fixed", JSONText.string(plan.fixedWords.joined(separator: ", "))))
        members.append(("x", axis(plan.x)))
        members.append(("y", plan.y.map(axis) ?? "null"))
        if grid.against != nil {
            members.append(
                (
                    "against",
                    "["
                        + plan.againstChanges.map { change in
                            JSONText.object([
                                ("name", JSONText.string(change.name)), ("base", JSONText.string(change.base)),
                                ("against", JSONText.string(change.against)),
                            ])
                        }.joined(separator: ", ") + "]"
                ))
        }
        var cellLines: [String] = []
        for row in 0..<grid.rowCount {
            for column in 0..<grid.columnCount {
                var fields: [(key: String, value: String)] = [(plan.x.name, plan.x.text(plan.x.values[column]))]
                if let y = plan.y { fields.append((y.name, y.text(y.values[row]))) }
                fields += object(grid.cell(column: column, row: row))
                if grid.against != nil {
                    fields.append(
                        ("against", JSONText.object(object(grid.cell(column: column, row: row, against: true)))))
                }
                cellLines.append("  " + JSONText.object(fields))
            }
        }
        members.append(("cells", "[\n" + cellLines.joined(separator: ",\n") + "\n]"))
        let rows = Array(0..<grid.rowCount)
        members.append(("boundaries", boundaries(SweepBoundary.find(in: grid, rows: rows, workers: workers), grid)))
        if grid.against != nil {
            members.append(
                (
                    "against-boundaries",
                    boundaries(SweepBoundary.find(in: grid, rows: rows, against: true, workers: workers), grid)
                ))
        }
        return "{\n" + members.map { "\(JSONText.string($0.key)): \($0.value)" }.joined(separator: ",\n") + "\n}\n"
    }

    private static func axis(_ axis: SweepAxis) -> String {
        JSONText.object([
            ("name", JSONText.string(axis.name)), ("unit", axis.quantity.unit.map(JSONText.string) ?? "null"),
            ("values", "[" + axis.values.map(axis.text).joined(separator: ", ") + "]"),
        ])
    }

    private static func object(_ cell: SweepCell) -> [(key: String, value: String)] {
        [
            ("outcome", JSONText.string(cell.outcome.word)), ("rule", JSONText.string(cell.rule)),
            ("phase", JSONText.string(cell.phase.rawValue)),
            ("detent", cell.detent.map(JSONText.string) ?? "null"),
            ("rest", cell.restTicks.map { DecimalFormat.format(Time.seconds($0), decimals: 3) } ?? "null"),
            ("release-translation", cell.releaseTranslation.map { DecimalFormat.format($0, decimals: 3) } ?? "null"),
            ("release-velocity", cell.releaseVelocity.map { DecimalFormat.format($0, decimals: 3) } ?? "null"),
        ]
    }

    private static func boundaries(_ list: [SweepBoundary], _ grid: SweepGrid) -> String {
        let plan = grid.plan
        let lines = list.map { boundary -> String in
            var fields: [(key: String, value: String)] = []
            if let y = plan.y { fields.append((y.name, y.text(y.values[boundary.row]))) }
            fields += [
                ("at", DecimalFormat.format(boundary.value, decimals: SweepBoundary.decimals)),
                ("relation", JSONText.string(boundary.inclusive ? ">=" : ">")),
                ("from", JSONText.string(boundary.before.word)), ("to", JSONText.string(boundary.after.word)),
                ("rule", JSONText.string(boundary.rule)),
            ]
            return "  " + JSONText.object(fields)
        }
        return lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
    }
}
