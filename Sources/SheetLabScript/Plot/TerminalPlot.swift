import SheetLabCore

/// `plot NAME FIELD` in the terminal: a braille line chart with labelled axes.
///
/// Each character cell holds 2 x 4 braille dots, so a plot `columns` wide and `rows` high has
/// `2 * columns` x `4 * rows` dots. Consecutive samples are joined by straight dot lines. The
/// value axis spans the samples and the threshold, labelled at the top and bottom rows with the
/// largest and smallest (and at the threshold's row when that is a third row); a flat series sits
/// on the middle row with one label. The threshold is a dotted line. Time runs left to right
/// from the first sample to the last, labelled in seconds. Only integer and fixed-decimal
/// arithmetic decides a dot, so the same input gives the same bytes; lines carry no trailing
/// spaces and the text ends with a newline.
///
/// ```
/// progress of page, 0.000s to 1.000s
/// 1.000 ┤                                   ⢀⣀⡠⠤⠤⠒⠒⠊⠉⠉⠉⠉⠉⠉
///       │                       ⣀⡠⠤⠔⠒⠊⠉⠁
/// ...
/// ```
public enum TerminalPlot {
    /// The chart of `series`, `width` characters wide (labels included) with `height` rows of dots,
    /// under a title line and above two lines of time axis and an optional threshold legend (moved
    /// left when it would not fit).
    public static func render(_ series: PlotSeries, width: Int = 72, height: Int = 16) -> String {
        let samples = series.drawnSamples
        guard let tickRange = series.tickRange, !samples.isEmpty else {
            return "\(series.title)\n(no samples)\n"
        }
        let threshold = series.drawnThreshold
        let values = samples.map(\.value) + (threshold.map { [$0] } ?? [])
        let lowest = values.min() ?? 0
        let highest = values.max() ?? 0
        let rows = max(height, 2)
        let layout = ValueLayout(
            lowest: lowest, highest: highest, dotRows: rows * 4,
            isFlat: series.valueText(lowest) == series.valueText(highest))

        var labels: [Int: String] = [:]
        if layout.isFlat {
            labels[layout.dotRow(lowest) / 4] = series.valueText(lowest)
        } else {
            labels[0] = series.valueText(highest)
            labels[rows - 1] = series.valueText(lowest)
            if let threshold {
                let row = layout.dotRow(threshold) / 4
                if labels[row] == nil { labels[row] = series.valueText(threshold) }
            }
        }
        let labelWidth = labels.values.map(\.count).max() ?? 0
        let columns = max(width - labelWidth - 2, 2)
        var canvas = BrailleCanvas(columns: columns, rows: rows)

        if let threshold {
            let row = layout.dotRow(threshold)
            for column in stride(from: 0, to: canvas.dotColumns, by: 2) { canvas.set(column: column, row: row) }
        }
        let span = tickRange.upperBound - tickRange.lowerBound
        let points = samples.map { sample in
            let column =
                span == 0
                ? 0
                : Int(
                    (Double(sample.tick - tickRange.lowerBound) / Double(span) * Double(canvas.dotColumns - 1))
                        .rounded())
            return (column: column, row: layout.dotRow(sample.value))
        }
        if points.count == 1 {
            canvas.set(column: points[0].column, row: points[0].row)
        }
        for (start, end) in zip(points, points.dropFirst()) {
            canvas.drawLine(from: start, to: end)
        }

        let margin = String(repeating: " ", count: labelWidth)
        var lines = [series.title]
        for (row, cells) in canvas.lines().enumerated() {
            let label = labels[row] ?? ""
            let padded = String(repeating: " ", count: labelWidth - label.count) + label
            lines.append(trimmed(padded + (labels[row] == nil ? " │" : " ┤") + cells))
        }
        lines.append(margin + " └" + String(repeating: "─", count: columns))
        lines.append(margin + "  " + timeLabels(tickRange, columns: columns))
        if let threshold {
            let legend = "dotted line: threshold " + series.valueText(threshold)
            let indent = min(labelWidth + 2, max(width - legend.count, 0))
            lines.append(String(repeating: " ", count: indent) + legend)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds at the first and last sample under the plot's ends, and the middle one when there
    /// is room for it with two spaces either side.
    static func timeLabels(_ range: ClosedRange<Int64>, columns: Int) -> String {
        let start = DecimalFormat.seconds(ticks: range.lowerBound)
        guard range.upperBound > range.lowerBound else { return start }
        let end = DecimalFormat.seconds(ticks: range.upperBound)
        let middle = DecimalFormat.seconds(ticks: range.lowerBound + (range.upperBound - range.lowerBound) / 2)
        let middleStart = columns / 2 - middle.count / 2
        let middleEnd = middleStart + middle.count
        let endStart = columns - end.count
        if middleStart >= start.count + 2 && endStart >= middleEnd + 2 {
            return start + String(repeating: " ", count: middleStart - start.count) + middle
                + String(repeating: " ", count: endStart - middleEnd) + end
        }
        return start + String(repeating: " ", count: max(endStart - start.count, 1)) + end
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

/// Where values fall among the plot's dot rows: the largest at row 0, the smallest at the last.
private struct ValueLayout {
    var lowest: Double
    var highest: Double
    var dotRows: Int
    /// Whether every value prints the same, so that the series is drawn on the middle row.
    var isFlat: Bool

    func dotRow(_ value: Double) -> Int {
        if isFlat || highest == lowest { return (dotRows - 1) / 2 }
        let fraction = (value / 2 - lowest / 2) / (highest / 2 - lowest / 2)
        let row = (dotRows - 1) - Int((fraction * Double(dotRows - 1)).rounded())
        return min(max(row, 0), dotRows - 1)
    }
}
