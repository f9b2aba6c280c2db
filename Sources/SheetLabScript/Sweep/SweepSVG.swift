import SheetLabCore

/// A sweep as a standalone SVG heat map: cells filled by outcome, x and y axes with ticks and
/// titles, a legend with counts, and every boundary drawn as a line labelled with its rule.
///
/// A fixed 800 x 600 canvas: title and summary on top, the map at `left...right` x
/// `top...bottom`, the legend to its right. Cells are equal rectangles in grid order (row 0 at
/// the bottom); a row's neighbouring cells of one outcome are drawn as one rectangle. With
/// `--against` unchanged cells are pale and changed cells take the colour of their change;
/// the other set's boundaries are dashed. Coordinates print with 2 decimals; text is escaped;
/// the same grid gives the same bytes.
public enum SweepSVG {
    public static let width = 800
    public static let height = 600
    /// The map area, px from the top left.
    public static let left = 80.0
    public static let right = 590.0
    public static let top = 74.0
    public static let bottom = 520.0
    /// Where the legend starts.
    static let legendLeft = 606.0

    /// Fill opacity of unchanged cells in a comparison.
    static let paleOpacity = "0.35"

    public static func render(_ grid: SweepGrid, workers: Int, sheet: String? = nil) -> String {
        let plan = grid.plan
        let palette = SweepPalette(grid: grid)
        let comparison = SweepComparison(grid: grid)
        let title = plan.headline(sheet: sheet)
        var svg = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\" font-size=\"12\">",
            "<title>\(Markup.escaped(title))</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
            SVGPlot.text(
                title, x: Double(width) / 2, y: 24, anchor: "middle",
                attributes: "font-size=\"13\" font-weight=\"bold\""),
        ]
        if let comparison {
            svg.append(SVGPlot.text(comparison.summary, x: Double(width) / 2, y: 44, anchor: "middle"))
        }
        svg += cells(grid, palette: palette, comparison: comparison)
        svg += axes(grid)
        svg += elements(of: layout(grid, workers: workers))
        svg += legend(grid, palette: palette, comparison: comparison)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    // MARK: - Geometry

    /// Width and height of one cell, px.
    static func cellSize(_ grid: SweepGrid) -> (width: Double, height: Double) {
        ((right - left) / Double(grid.columnCount), (bottom - top) / Double(grid.rowCount))
    }

    /// The pixel of a point in grid index space (cell centres at whole numbers, row 0 at the bottom).
    public static func pixel(column: Double, row: Double, columns: Int, rows: Int) -> (x: Double, y: Double) {
        let width = (right - left) / Double(columns)
        let height = (bottom - top) / Double(rows)
        return (left + (column + 0.5) * width, bottom - (row + 0.5) * height)
    }

    /// Where along an axis (grid index space) a value lies: linear between the axis' values.
    static func position(of value: Double, on axis: SweepAxis) -> Double {
        let values = axis.values
        guard values.count > 1 else { return 0 }
        var index = 0
        while index < values.count - 2 && value > values[index + 1] { index += 1 }
        let span = values[index + 1] - values[index]
        return Double(index) + (span == 0 ? 0 : (value - values[index]) / span)
    }

    // MARK: - Parts

    static func cells(_ grid: SweepGrid, palette: SweepPalette, comparison: SweepComparison?) -> [String] {
        let (cellWidth, cellHeight) = cellSize(grid)
        var elements = ["<g class=\"cells\" shape-rendering=\"crispEdges\">"]
        for row in 0..<grid.rowCount {
            var column = 0
            let y = bottom - Double(row + 1) * cellHeight
            while column < grid.columnCount {
                let index = row * grid.columnCount + column
                let style = fill(of: index, grid: grid, palette: palette, comparison: comparison)
                var end = column + 1
                while end < grid.columnCount,
                    fill(of: row * grid.columnCount + end, grid: grid, palette: palette, comparison: comparison)
                        == style
                {
                    end += 1
                }
                let x = left + Double(column) * cellWidth
                // Half a pixel over the next run and the row below, inside the map, so that edges
                // rounded to whole pixels leave no white seams between neighbours.
                let overlapX = end < grid.columnCount ? 0.5 : 0
                let overlapY = row > 0 ? 0.5 : 0
                elements.append(
                    "<rect x=\"\(SVGPlot.number(x))\" y=\"\(SVGPlot.number(y))\" "
                        + "width=\"\(SVGPlot.number(Double(end - column) * cellWidth + overlapX))\" "
                        + "height=\"\(SVGPlot.number(cellHeight + overlapY))\" fill=\"\(style.fill)\""
                        + (style.pale ? " fill-opacity=\"\(paleOpacity)\"" : "") + "/>")
                column = end
            }
        }
        elements.append("</g>")
        return elements
    }

    private struct CellStyle: Equatable {
        var fill: String
        var pale: Bool
    }

    private static func fill(of index: Int, grid: SweepGrid, palette: SweepPalette, comparison: SweepComparison?)
        -> CellStyle
    {
        let outcome = grid.cells[index].outcome
        guard let comparison else { return CellStyle(fill: palette.fill(outcome), pale: false) }
        if let change = comparison.cellChanges[index] {
            return CellStyle(fill: SweepPalette.changeFills[change % SweepPalette.changeFills.count], pale: false)
        }
        return CellStyle(fill: palette.fill(outcome), pale: true)
    }

    /// The frame, ticks with labels, and axis titles with units.
    static func axes(_ grid: SweepGrid) -> [String] {
        let plan = grid.plan
        var elements = [
            "<g class=\"axes\" stroke=\"#333333\" stroke-width=\"1\" fill=\"none\">",
            "<rect x=\"\(SVGPlot.number(left))\" y=\"\(SVGPlot.number(top))\" "
                + "width=\"\(SVGPlot.number(right - left))\" height=\"\(SVGPlot.number(bottom - top))\"/>",
        ]
        let xTicks = ticks(plan.x)
        let yTicks = plan.y.map(ticks) ?? []
        for value in xTicks {
            let x = pixel(column: position(of: value, on: plan.x), row: 0, columns: grid.columnCount, rows: 1).x
            elements.append(SVGPlot.line(x1: x, y1: bottom, x2: x, y2: bottom + 5))
        }
        if let axis = plan.y {
            for value in yTicks {
                let y = pixel(column: 0, row: position(of: value, on: axis), columns: 1, rows: grid.rowCount).y
                elements.append(SVGPlot.line(x1: left - 5, y1: y, x2: left, y2: y))
            }
        }
        elements.append("</g>")
        elements.append("<g class=\"labels\" fill=\"#333333\">")
        for value in xTicks {
            let x = pixel(column: position(of: value, on: plan.x), row: 0, columns: grid.columnCount, rows: 1).x
            elements.append(SVGPlot.text(tickText(value, plan.x), x: x, y: bottom + 19, anchor: "middle"))
        }
        elements.append(SVGPlot.text(plan.x.label, x: (left + right) / 2, y: bottom + 44, anchor: "middle"))
        if let axis = plan.y {
            for value in yTicks {
                let y = pixel(column: 0, row: position(of: value, on: axis), columns: 1, rows: grid.rowCount).y
                elements.append(SVGPlot.text(tickText(value, axis), x: left - 8, y: y + 4, anchor: "end"))
            }
            let middle = SVGPlot.number((top + bottom) / 2)
            elements.append(
                "<text x=\"20\" y=\"\(middle)\" text-anchor=\"middle\" transform=\"rotate(-90 20 \(middle))\">"
                    + "\(Markup.escaped(axis.label))</text>")
        }
        elements.append("</g>")
        return elements
    }

    /// Tick values: nice steps inside a range axis, every value of a short list.
    static func ticks(_ axis: SweepAxis) -> [Double] {
        guard let first = axis.values.first, let last = axis.values.last else { return [] }
        if !axis.isRange || first == last {
            let count = axis.values.count
            if count <= 12 { return axis.values }
            return SweepText.sampled(count, limit: 7).map { axis.values[$0] }
        }
        return AxisScale(lower: first, upper: last, targetCount: 6, extend: false).ticks
    }

    static func tickText(_ value: Double, _ axis: SweepAxis) -> String {
        PlotNumber.text(value, decimals: max(SweepAxis.decimals(value), 0))
    }

    // MARK: - Boundary lines

    /// Where the boundary lines and their labels are drawn, px.
    public struct Layout: Sendable {
        /// One boundary line: its segments, whether it is the other set's (dashed), and what it separates.
        public struct Line: Sendable {
            public var segments: [(x1: Double, y1: Double, x2: Double, y2: Double)]
            public var dashed: Bool
            public var title: String
        }

        /// A rule's label: its text, anchor point and the box it covers (estimated).
        public struct Label: Sendable {
            public var text: String
            public var x: Double
            public var y: Double
            public var anchor: String
            public var box: Box
        }

        /// A rectangle, px.
        public struct Box: Sendable {
            public var x0: Double, y0: Double, x1: Double, y1: Double

            func overlaps(_ other: Box) -> Bool {
                x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
            }

            /// Whether (x, y) is inside, grown by `margin` on every side.
            public func contains(x: Double, y: Double, margin: Double) -> Bool {
                x >= x0 - margin && x <= x1 + margin && y >= y0 - margin && y <= y1 + margin
            }
        }

        public var lines: [Line] = []
        public var labels: [Label] = []
    }

    /// The boundary lines of the base grid (solid) and of its `against` side (dashed), each
    /// labelled once per rule near its middle, away from labels placed before.
    public static func layout(_ grid: SweepGrid, workers: Int) -> Layout {
        var layout = Layout()
        let contours =
            [(SweepContour(grid: grid, workers: workers), false)]
            + (grid.against == nil ? [] : [(SweepContour(grid: grid, against: true, workers: workers), true)])
        let columns = grid.columnCount
        let rows = grid.rowCount
        for (contour, dashed) in contours {
            var labelled: Set<String> = []
            for line in contour.lines {
                let segments = line.segments.map { segment in
                    let from = pixel(column: segment.from.column, row: segment.from.row, columns: columns, rows: rows)
                    let to = pixel(column: segment.to.column, row: segment.to.row, columns: columns, rows: rows)
                    return (x1: from.x, y1: from.y, x2: to.x, y2: to.y)
                }
                layout.lines.append(
                    Layout.Line(
                        segments: segments, dashed: dashed,
                        title: line.outcomes.map(\.word).joined(separator: " | ") + ": " + line.rule))
                // One label per rule: lines decided alike (the drag beginning before a cancel and
                // before a dismiss) read as one.
                let text = (dashed ? "against: " : "") + line.rule
                guard !labelled.contains(text), let label = label(text, segments: segments, placed: layout.labels)
                else { continue }
                labelled.insert(text)
                layout.labels.append(label)
            }
        }
        return layout
    }

    /// A label at the segment nearest the line's middle whose box is free (else the middle one).
    static func label(
        _ text: String, segments: [(x1: Double, y1: Double, x2: Double, y2: Double)], placed: [Layout.Label]
    ) -> Layout.Label? {
        let textWidth = SVGPlot.estimatedWidth(text, fontSize: 11)
        let middle = segments.count / 2
        let order = segments.indices.sorted { abs($0 - middle) < abs($1 - middle) }
        var chosen: Layout.Label?
        for index in order {
            let segment = segments[index]
            let x = (segment.x1 + segment.x2) / 2
            let y = min(max((segment.y1 + segment.y2) / 2 - 6, top + 12), bottom - 4)
            let fitsRight = x + 6 + textWidth <= right
            let anchorX = fitsRight ? x + 6 : max(x - 6, left + textWidth)
            let box = Layout.Box(
                x0: fitsRight ? anchorX : anchorX - textWidth, y0: y - 11,
                x1: fitsRight ? anchorX + textWidth : anchorX, y1: y + 3)
            let candidate = Layout.Label(text: text, x: anchorX, y: y, anchor: fitsRight ? "start" : "end", box: box)
            if chosen == nil { chosen = candidate }
            if !placed.contains(where: { $0.box.overlaps(box) }) { return candidate }
        }
        return chosen
    }

    /// The layout as SVG elements: one path per line, then the labels over every line.
    static func elements(of layout: Layout) -> [String] {
        var elements = ["<g class=\"boundaries\">"]
        for line in layout.lines {
            let path = line.segments.map { segment in
                "M\(SVGPlot.number(segment.x1)) \(SVGPlot.number(segment.y1))"
                    + "L\(SVGPlot.number(segment.x2)) \(SVGPlot.number(segment.y2))"
            }.joined()
            elements.append(
                "<path d=\"\(path)\" fill=\"none\" stroke=\"#111111\" stroke-width=\"2\" stroke-linecap=\"round\""
                    + (line.dashed ? " stroke-dasharray=\"6 4\"" : "") + "><title>" + Markup.escaped(line.title)
                    + "</title></path>")
        }
        elements.append("</g>")
        elements.append("<g class=\"rules\">")
        for label in layout.labels {
            elements.append(
                SVGPlot.text(
                    label.text, x: label.x, y: label.y, anchor: label.anchor,
                    attributes: "font-size=\"11\" fill=\"#111111\" \(SVGPlot.halo)"))
        }
        elements.append("</g>")
        return elements
    }

    // MARK: - Legend

    static func legend(_ grid: SweepGrid, palette: SweepPalette, comparison: SweepComparison?) -> [String] {
        var elements = ["<g class=\"legend\">"]
        var y = top + 4
        func entry(_ fill: String, pale: Bool, _ words: String) {
            elements.append(
                "<rect x=\"\(SVGPlot.number(legendLeft))\" y=\"\(SVGPlot.number(y))\" width=\"14\" height=\"14\" "
                    + "fill=\"\(fill)\"" + (pale ? " fill-opacity=\"\(paleOpacity)\"" : "")
                    + " stroke=\"#333333\" stroke-width=\"0.5\"/>")
            elements.append(SVGPlot.text(words, x: legendLeft + 20, y: y + 11, anchor: "start"))
            y += 20
        }
        for (outcome, count) in grid.outcomeCounts() {
            entry(palette.fill(outcome), pale: comparison != nil, "\(outcome.word) \(SweepNumber.grouped(count))")
        }
        if let comparison {
            y += 6
            for (index, change) in comparison.changes.enumerated() {
                entry(
                    SweepPalette.changeFills[index % SweepPalette.changeFills.count], pale: false,
                    "\(change.words) \(SweepNumber.grouped(change.count))")
            }
        }
        y += 6
        elements.append(
            SVGPlot.line(x1: legendLeft, y1: y + 7, x2: legendLeft + 14, y2: y + 7).replacingSlash(
                " stroke=\"#111111\" stroke-width=\"2\"/>"))
        elements.append(SVGPlot.text("boundary", x: legendLeft + 20, y: y + 11, anchor: "start"))
        if comparison != nil {
            y += 20
            elements.append(
                SVGPlot.line(x1: legendLeft, y1: y + 7, x2: legendLeft + 14, y2: y + 7).replacingSlash(
                    " stroke=\"#111111\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>"))
            elements.append(SVGPlot.text("against boundary", x: legendLeft + 20, y: y + 11, anchor: "start"))
        }
        elements.append("</g>")
        return elements
    }
}

extension String {
    /// The element with its closing `/>` replaced by `tail` (which ends in `/>`).
    fileprivate func replacingSlash(_ tail: String) -> String {
        guard hasSuffix("/>") else { return self }
        return String(dropLast(2)) + tail
    }
}
