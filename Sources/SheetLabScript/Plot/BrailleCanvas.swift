/// A grid of braille cells, 2 dots wide and 4 high each, drawn on dot by dot.
///
/// Dot numbering follows Unicode's braille patterns (U+2800 plus one bit per dot): the left column
/// is dots 1, 2, 3, 7 from the top, the right column dots 4, 5, 6, 8.
struct BrailleCanvas: Sendable, Hashable {
    /// Width in cells.
    let columns: Int
    /// Height in cells.
    let rows: Int
    /// The raised dots of each cell, row by row, as the low byte of its code point.
    private var cells: [UInt8]

    /// The bit of each dot, indexed by dot row (0 at the top) and then dot column.
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = [UInt8](repeating: 0, count: columns * rows)
    }

    /// Width in dots.
    var dotColumns: Int { columns * 2 }
    /// Height in dots.
    var dotRows: Int { rows * 4 }

    /// Raises one dot; dots outside the canvas are ignored.
    mutating func set(column: Int, row: Int) {
        guard (0..<dotColumns).contains(column), (0..<dotRows).contains(row) else { return }
        cells[(row / 4) * columns + column / 2] |= Self.bits[row % 4][column % 2]
    }

    /// Raises the dots of a straight line between two dots, ends included (Bresenham).
    mutating func drawLine(from start: (column: Int, row: Int), to end: (column: Int, row: Int)) {
        let deltaColumn = abs(end.column - start.column)
        let deltaRow = -abs(end.row - start.row)
        let stepColumn = start.column < end.column ? 1 : -1
        let stepRow = start.row < end.row ? 1 : -1
        var error = deltaColumn + deltaRow
        var column = start.column
        var row = start.row
        while true {
            set(column: column, row: row)
            if column == end.column && row == end.row { return }
            let doubled = 2 * error
            if doubled >= deltaRow {
                error += deltaRow
                column += stepColumn
            }
            if doubled <= deltaColumn {
                error += deltaColumn
                row += stepRow
            }
        }
    }

    /// One string per cell row; a cell without dots is a space.
    func lines() -> [String] {
        (0..<rows).map { row in
            var line = ""
            for cell in cells[(row * columns)..<((row + 1) * columns)] {
                line.unicodeScalars.append(cell == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(cell))!)
            }
            return line
        }
    }
}
