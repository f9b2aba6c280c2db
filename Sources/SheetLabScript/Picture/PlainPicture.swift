import SheetLabCore

/// The terminal picture in plain ASCII, for `NO_COLOR`, `--color never` and pipes.
///
/// `+-|` draw the phone and each sheet's content (with its name inside the top-left corner);
/// `- - -` guides on blank cells mark the safe-area insets (not right after a name); a backdrop
/// shades the blank cells under it with
/// `.` `:` `*` `#` as it darkens (under 0.2, 0.45, 0.7 and above); the edge bubble is `)` on the
/// left edge and `(` on the right; the finger is `o`; a sheet's detents are `<LABEL` in the
/// margin, the selected one with `*`.
enum PlainPicture {
    /// The shade of a backdrop at `opacity`, or nil under 0.05 (as good as undimmed).
    static func shade(_ opacity: Double) -> Character? {
        switch opacity {
        case ..<0.05: nil
        case ..<0.2: "."
        case ..<0.45: ":"
        case ..<0.7: "*"
        default: "#"
        }
    }

    static func lines(_ scene: Scene, layout: PictureLayout) -> [String] {
        let width = layout.width
        let height = layout.height
        var cells = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        // How dim each cell's blank background is; content drawn on top clears it.
        var dim = [[Double]](repeating: [Double](repeating: 0, count: width), count: height)
        var blank = [[Bool]](repeating: [Bool](repeating: true, count: width), count: height)
        let screen = scene.screen
        let insetRows = [layout.row(screen.safeAreaTop), layout.row(screen.height - screen.safeAreaBottom)]
        for sheet in scene.sheets {
            if sheet.backdrop > 0 {
                for row in 0..<height {
                    for column in 0..<width where blank[row][column] {
                        dim[row][column] = 1 - (1 - dim[row][column]) * (1 - min(sheet.backdrop, 1))
                    }
                }
            }
            if let content = sheet.content {
                drawContent(content, name: sheet.name, layout: layout, cells: &cells, dim: &dim, blank: &blank)
            }
            if let bubble = sheet.bubble {
                for row in 0..<height {
                    for column in 0..<width where bubble.contains(layout.centre(column: column, row: row)) {
                        cells[row][column] = bubble.edge == .left ? ")" : "("
                        dim[row][column] = 0
                        blank[row][column] = false
                    }
                }
            }
            if let finger = sheet.finger {
                let row = layout.row(finger.y)
                let column = layout.column(finger.x)
                if (0..<height).contains(row), (0..<width).contains(column) {
                    cells[row][column] = "o"
                    blank[row][column] = false
                }
            }
        }
        var margin = [String](repeating: "", count: height)
        for sheet in scene.sheets {
            for mark in sheet.detentMarks {
                let row = min(max(layout.row(mark.y), 0), height - 1)
                margin[row] = " " + PictureLayout.markText(mark)
            }
        }
        let pad = String(repeating: " ", count: TerminalPicture.indent)
        let edge = pad + "+" + String(repeating: "-", count: width) + "+"
        var lines = [edge]
        for row in 0..<height {
            var text = ""
            for column in 0..<width {
                if !blank[row][column] {
                    text.append(cells[row][column])
                } else if insetRows.contains(row), column % 2 == 0, text.last?.isLetter != true {
                    text.append("-")
                } else {
                    text.append(shade(dim[row][column]) ?? " ")
                }
            }
            lines.append(trimmed(pad + "|" + text + "|" + margin[row]))
        }
        lines.append(edge)
        return lines
    }

    /// Draws one content rectangle: blank inside, `+-|` on its edges that fall on the screen,
    /// and the name on its first row inside.
    private static func drawContent(
        _ content: Rectangle, name: String, layout: PictureLayout, cells: inout [[Character]],
        dim: inout [[Double]], blank: inout [[Bool]]
    ) {
        let width = layout.width
        let height = layout.height
        // A hair inside the far edges, so an edge on a cell boundary stays in the cell before it.
        let hair = 1e-9
        let top = layout.row(content.minY)
        let bottom = layout.row(content.maxY - hair)
        let left = layout.column(content.minX)
        let right = layout.column(content.maxX - hair)
        guard bottom >= 0, top < height, right >= 0, left < width else { return }
        for row in max(top, 0)...min(bottom, height - 1) {
            for column in max(left, 0)...min(right, width - 1) {
                let onTopOrBottom = row == top || row == bottom
                let onSide = column == left || column == right
                cells[row][column] = onTopOrBottom && onSide ? "+" : onTopOrBottom ? "-" : onSide ? "|" : " "
                dim[row][column] = 0
                blank[row][column] = !onTopOrBottom && !onSide
            }
        }
        let labelRow = max(top + 1, 0)
        let labelColumn = max(left + 2, 1)
        guard labelRow < min(bottom, height), labelColumn < min(right, width) - 1 else { return }
        for (offset, character) in name.enumerated() {
            let column = labelColumn + offset
            guard column < min(right, width) - 1 else { break }
            cells[labelRow][column] = character
            blank[labelRow][column] = false
        }
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
