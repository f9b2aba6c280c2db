import SheetLabCore

/// `view`: a scene as a picture of the phone in the terminal, then one status line per sheet.
///
/// The phone keeps its aspect ratio in cells twice as tall as wide, as wide as `columns` allows
/// (and short enough for `rows`, when given). With colours, each cell is a half block (`▀`) whose
/// two pixels take 24-bit colours: the screen, the safe-area insets, the backdrops as shade, each
/// sheet's content with a border in its kind's accent, the edge bubble and the finger. Without,
/// plain ASCII (`PlainPicture`). Lines start with a space (so a transcript never has to escape
/// them) and carry no trailing blanks. Pure: the same scene and size give the same text.
public enum TerminalPicture {
    /// The width of a picture when no terminal gives one (issue 14: "40 columns when not a tty").
    public static let defaultColumns = 40
    /// Columns before the phone.
    static let indent = 1
    /// Columns after the phone for detent marks (a space, then up to 8 characters).
    static let marginColumns = 9
    /// The smallest screen drawn, in cells.
    static let minimumSize = 6

    /// The picture and status lines of `scene`, at most `columns` wide and `rows` tall.
    public static func render(_ scene: Scene, columns: Int, rows: Int? = nil, colors: Bool) -> String {
        let layout = PictureLayout(scene: scene, columns: columns, rows: rows)
        let picture = colors ? ColorPicture.lines(scene, layout: layout) : PlainPicture.lines(scene, layout: layout)
        let status = statusLines(scene, colors: colors)
        return (picture + status).map { $0 + "\n" }.joined()
    }

    /// How many lines `render` writes for `scene` at this size.
    public static func lineCount(_ scene: Scene, columns: Int, rows: Int? = nil) -> Int {
        let layout = PictureLayout(scene: scene, columns: columns, rows: rows)
        return layout.pictureLines + max(scene.sheets.count, 1)
    }

    /// `[0.250s] s sheet dragging armed=true progress=0.412 height=...`, one per sheet.
    static func statusLines(_ scene: Scene, colors: Bool) -> [String] {
        let time = "[\(DecimalFormat.seconds(ticks: scene.tick))]"
        guard !scene.sheets.isEmpty else { return ["\(time) no sheets"] }
        return scene.sheets.map { sheet in
            var name = sheet.name
            var armed = "armed=\(sheet.armed)"
            if colors {
                let (red, green, blue) = PictureColor.accent(of: sheet.kind).bytes
                name = "\u{1B}[1;38;2;\(red);\(green);\(blue)m\(sheet.name)\u{1B}[0m"
                if sheet.armed { armed = "\u{1B}[1;31marmed=true\u{1B}[0m" }
            }
            let progress = DecimalFormat.format(sheet.progress, decimals: 3)
            let readouts = sheet.readouts.map { " \($0.field.rawValue)=\($0.text)" }.joined()
            return "\(time) \(name) \(sheet.kind.rawValue) \(sheet.phase.rawValue) \(armed) progress=\(progress)"
                + readouts
        }
    }
}

/// Where the screen goes in a terminal picture: its size in cells and the points per cell.
struct PictureLayout {
    /// The screen's width and height in cells, inside the phone's outline.
    var width: Int
    var height: Int
    /// Whether a margin after the phone holds detent marks.
    var hasMargin: Bool
    var screen: ScreenArea

    init(scene: Scene, columns: Int, rows: Int?) {
        screen = scene.screen
        hasMargin = scene.sheets.contains { !$0.detentMarks.isEmpty }
        let reserved = TerminalPicture.indent + 2 + (hasMargin ? TerminalPicture.marginColumns : 0)
        let aspect = screen.height / (2 * screen.width)
        var width = max(columns - reserved, TerminalPicture.minimumSize)
        var height = max(Int((Double(width) * aspect).rounded()), TerminalPicture.minimumSize)
        if let rows {
            let most = max(rows - 2 - max(scene.sheets.count, 1), TerminalPicture.minimumSize)
            if height > most {
                height = most
                width = max(Int((Double(height) / aspect).rounded()), TerminalPicture.minimumSize)
            }
        }
        self.width = width
        self.height = height
    }

    /// Points per cell across.
    var pointsPerColumn: Double { screen.width / Double(width) }
    /// Points per cell down.
    var pointsPerRow: Double { screen.height / Double(height) }
    /// The lines of the picture: the screen rows and the outline.
    var pictureLines: Int { height + 2 }

    /// The cell column holding `x` (may lie outside the screen).
    func column(_ x: Double) -> Int { Int((x / pointsPerColumn).rounded(.down)) }
    /// The cell row holding `y` (may lie outside the screen).
    func row(_ y: Double) -> Int { Int((y / pointsPerRow).rounded(.down)) }
    /// The centre of a cell, in points.
    func centre(column: Int, row: Int) -> Point {
        Point(x: (Double(column) + 0.5) * pointsPerColumn, y: (Double(row) + 0.5) * pointsPerRow)
    }

    /// The mark text of a detent in the margin: `<medium`, `<large*` when selected.
    static func markText(_ mark: DetentMark) -> String {
        let room = TerminalPicture.marginColumns - 2 - (mark.isSelected ? 1 : 0)
        return "<" + String(mark.label.prefix(room)) + (mark.isSelected ? "*" : "")
    }
}
