import SheetLabCore

/// A sweep as terminal text: the map (or strip) with labelled axes, a legend, and the boundaries
/// found by bisection along x in the reported rows.
///
/// Each character shows one cell (the nearest cell when the grid is wider than 100 columns or
/// taller than 40 rows); higher y values are drawn higher. Glyphs tell outcomes apart without
/// colour; with `colors` each glyph is also coloured. With `--against`, cells whose outcome
/// changes show the letter of their change instead of their glyph.
public enum SweepText {
    /// Most characters across the map.
    static let maximumColumns = 100
    /// Most lines of the map.
    static let maximumRows = 40

    public static func render(_ grid: SweepGrid, workers: Int, colors: Bool = false, sheet: String? = nil) -> String {
        let plan = grid.plan
        let palette = SweepPalette(grid: grid)
        let comparison = SweepComparison(grid: grid)
        var lines = [plan.headline(sheet: sheet)]
        if let comparison { lines.append(comparison.summary) }
        lines += map(grid, palette: palette, comparison: comparison, colors: colors)
        lines += legend(grid, palette: palette, comparison: comparison, colors: colors)
        let rows = SweepBoundary.reportedRows(rowCount: grid.rowCount, isRange: plan.y?.isRange ?? false)
        lines.append("boundaries along \(plan.x.name) (bisection to 0.01):")
        if comparison == nil {
            lines += boundaryLines(grid, rows: rows, against: false, workers: workers, indent: "")
        } else {
            lines.append("  with " + plan.againstChanges.map(\.baseWords).joined(separator: ", ") + ":")
            lines += boundaryLines(grid, rows: rows, against: false, workers: workers, indent: "  ")
            lines.append("  with " + plan.againstChanges.map(\.againstWords).joined(separator: ", ") + ":")
            lines += boundaryLines(grid, rows: rows, against: true, workers: workers, indent: "  ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Map

    /// Which grid indices the characters show: all, or evenly spaced ones.
    static func sampled(_ count: Int, limit: Int) -> [Int] {
        guard count > limit else { return Array(0..<count) }
        return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
    }

    static func map(_ grid: SweepGrid, palette: SweepPalette, comparison: SweepComparison?, colors: Bool)
        -> [String]
    {
        let plan = grid.plan
        let columns = sampled(grid.columnCount, limit: maximumColumns)
        let rows = sampled(grid.rowCount, limit: maximumRows)
        let labelled = Set(SweepBoundary.reportedRows(rowCount: grid.rowCount, isRange: plan.y?.isRange ?? false))
        let rowLabels = rows.map { row -> String in
            guard let axis = plan.y, labelled.contains(row) else { return "" }
            return axis.text(axis.values[row])
        }
        let width = max(rowLabels.map(\.count).max() ?? 0, plan.y == nil ? 0 : 1)
        var lines: [String] = []
        if let axis = plan.y { lines.append(axis.label) }
        for (position, row) in rows.enumerated().reversed() {
            var line = pad(rowLabels[position], to: width) + " |"
            var run: (color: String, text: String)?
            for column in columns {
                let index = row * grid.columnCount + column
                let cell = grid.cells[index]
                var glyph = palette.glyph(cell.outcome)
                var color = palette.terminalColor(cell.outcome)
                if let comparison {
                    if let change = comparison.cellChanges[index] {
                        glyph = SweepPalette.changeGlyphs[change % SweepPalette.changeGlyphs.count]
                        color = SweepPalette.changeColors[change % SweepPalette.changeColors.count]
                    } else {
                        color = "2;" + color
                    }
                }
                if !colors {
                    line.append(glyph)
                } else if run?.color == color {
                    run?.text.append(glyph)
                } else {
                    if let finished = run { line += painted(finished.text, finished.color) }
                    run = (color, String(glyph))
                }
            }
            if let finished = run { line += painted(finished.text, finished.color) }
            lines.append(line)
        }
        lines += xAxis(grid, columns: columns, indent: width)
        return lines
    }

    /// The axis line with a `+` at each tick, the tick labels under it (nice values of a range,
    /// the values of a list; a label that would touch the one before is left out), and the title.
    static func xAxis(_ grid: SweepGrid, columns: [Int], indent: Int) -> [String] {
        let axis = grid.plan.x
        let count = columns.count
        var ticks: [(position: Int, text: String)] = []
        for value in SweepSVG.ticks(axis) {
            // The displayed column whose cell value is nearest the tick.
            var best = 0
            for (position, column) in columns.enumerated()
            where abs(axis.values[column] - value) < abs(axis.values[columns[best]] - value) {
                best = position
            }
            ticks.append((best, SweepSVG.tickText(value, axis)))
        }
        var rule = Array(repeating: Character("-"), count: count)
        var labels = Array(repeating: Character(" "), count: count + 16)
        var free = 0
        for (position, text) in ticks {
            let characters = Array(text)
            let start = max(0, position - characters.count / 2)
            guard start >= free, start + characters.count <= labels.count else { continue }
            rule[position] = "+"
            for (offset, character) in characters.enumerated() { labels[start + offset] = character }
            free = start + characters.count + 1
        }
        let padding = String(repeating: " ", count: indent)
        let labelLine = padding + "  " + String(labels).trimmingTrailingSpaces()
        let title = String(repeating: " ", count: indent + 2 + max(0, (count - axis.label.count) / 2)) + axis.label
        return [padding + " +" + String(rule), labelLine, title]
    }

    static func legend(_ grid: SweepGrid, palette: SweepPalette, comparison: SweepComparison?, colors: Bool)
        -> [String]
    {
        let counts = grid.outcomeCounts()
        var entries = counts.map { entry in
            painted(String(palette.glyph(entry.outcome)), colors ? palette.terminalColor(entry.outcome) : nil)
                + " \(entry.outcome.word) \(SweepNumber.grouped(entry.count))"
        }
        if let comparison {
            for (index, change) in comparison.changes.enumerated() {
                let glyph = SweepPalette.changeGlyphs[index % SweepPalette.changeGlyphs.count]
                let color = SweepPalette.changeColors[index % SweepPalette.changeColors.count]
                entries.append(
                    painted(String(glyph), colors ? color : nil)
                        + " \(change.words) \(SweepNumber.grouped(change.count))")
            }
        }
        return ["legend: " + entries.joined(separator: "   ")]
    }

    // MARK: - Boundaries

    /// For each reported row: the outcome at the row's start, then each change along x; then one
    /// line saying from where each row dismisses (or commits).
    static func boundaryLines(_ grid: SweepGrid, rows: [Int], against: Bool, workers: Int, indent: String)
        -> [String]
    {
        let plan = grid.plan
        let boundaries = SweepBoundary.find(in: grid, rows: rows, against: against, workers: workers)
        var lines: [String] = []
        for row in rows {
            let first = grid.cell(column: 0, row: row, against: against)
            let start = "\(plan.x.name) \(plan.x.text(plan.x.values[0])) \(first.outcome.verb)"
            let prefix = plan.y.map { "at \($0.name) \($0.text($0.values[row])): " } ?? ""
            lines.append(indent + "  " + prefix + start)
            for boundary in boundaries where boundary.row == row {
                lines.append(
                    indent + "    \(boundary.after.verb) from \(plan.x.name) \(boundary.relation) (\(boundary.rule))")
            }
        }
        // A map's rows each have their lines above; a strip or a short list also gets one sentence.
        if rows.count <= 3, let summary = summary(grid, rows: rows, boundaries: boundaries, against: against) {
            lines.append(indent + summary)
        }
        return lines
    }

    /// `dismisses from dy >= 140.00 at velocity 0; at velocity 600 from dy >= 130.00`: where each
    /// reported row takes the kind's acting outcome (dismiss, or an edge's commit) for good.
    static func summary(_ grid: SweepGrid, rows: [Int], boundaries: [SweepBoundary], against: Bool) -> String? {
        let plan = grid.plan
        let outcomes = Set((against ? grid.against ?? [] : grid.cells).map(\.outcome))
        guard let acting = [SweepOutcome.dismiss, .commit].first(where: outcomes.contains) else { return nil }
        var parts: [String] = []
        for row in rows {
            let place = plan.y.map { " at \($0.name) \($0.text($0.values[row]))" } ?? ""
            let words: String
            let last = boundaries.last { $0.row == row && $0.after == acting }
            if let last, !boundaries.contains(where: { $0.row == row && $0.before == acting && $0.value > last.value })
            {
                words = "from \(plan.x.name) \(last.relation)"
            } else if grid.cell(column: 0, row: row, against: against).outcome == acting,
                !boundaries.contains(where: { $0.row == row && $0.before == acting })
            {
                words = "from \(plan.x.name) \(plan.x.text(plan.x.values[0]))"
            } else if last != nil {
                words = "in places (see above)"
            } else {
                words = "never"
            }
            parts.append(parts.isEmpty ? "\(acting.verb) \(words)\(place)" : "\(place.dropFirst()) \(words)")
        }
        return "  " + parts.joined(separator: "; ")
    }

    // MARK: - Text helpers

    static func painted(_ text: String, _ color: String?) -> String {
        guard let color else { return text }
        return "\u{1B}[\(color)m\(text)\u{1B}[0m"
    }

    static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
