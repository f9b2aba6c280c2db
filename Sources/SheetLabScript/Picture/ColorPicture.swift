import SheetLabCore

/// The terminal picture in 24-bit colour: two pixels per cell (`▀`, foreground on top,
/// background below), so pixels are about square.
///
/// Each pixel takes the colour at its centre: the screen, each sheet in turn (its backdrop
/// dimming what lies under it toward black at the backdrop opacity, its content at its opacity
/// with a one-pixel border in the kind's accent, the edge bubble in the accent at its opacity),
/// the safe-area insets shaded over all of it, then the finger. A bezel surrounds the screen. Detent marks
/// sit in the margin in the sheet's accent.
enum ColorPicture {
    static func lines(_ scene: Scene, layout: PictureLayout) -> [String] {
        let pixelWidth = layout.width
        let pixelHeight = layout.height * 2
        let pixelSize = (x: layout.pointsPerColumn, y: layout.pointsPerRow / 2)
        // The raster with the bezel: a column on each side, a line (two pixels) above and below,
        // so the screen takes the same cells as in the plain picture.
        var raster = [[PictureColor]](
            repeating: [PictureColor](repeating: .bezel, count: pixelWidth + 2), count: pixelHeight + 4)
        for row in 0..<pixelHeight {
            for column in 0..<pixelWidth {
                let point = Point(x: (Double(column) + 0.5) * pixelSize.x, y: (Double(row) + 0.5) * pixelSize.y)
                raster[row + 2][column + 1] = color(at: point, in: scene, pixel: pixelSize)
            }
        }
        var margin = [String](repeating: "", count: layout.pictureLines)
        for sheet in scene.sheets {
            let (red, green, blue) = PictureColor.accent(of: sheet.kind).bytes
            for mark in sheet.detentMarks {
                // The picture line of the mark: the bezel takes the first line.
                let line = min(max(layout.row(mark.y), 0), layout.height - 1) + 1
                let weight = mark.isSelected ? "1;" : ""
                margin[line] = " \u{1B}[\(weight)38;2;\(red);\(green);\(blue)m\(PictureLayout.markText(mark))\u{1B}[0m"
            }
        }
        let pad = String(repeating: " ", count: TerminalPicture.indent)
        var lines: [String] = []
        var row = 0
        var line = 0
        while row < raster.count {
            let below = row + 1 < raster.count ? raster[row + 1] : nil
            lines.append(pad + encode(top: raster[row], bottom: below) + margin[min(line, margin.count - 1)])
            row += 2
            line += 1
        }
        return lines
    }

    /// The colour of the screen at `point`.
    static func color(at point: Point, in scene: Scene, pixel: (x: Double, y: Double)) -> PictureColor {
        let screen = scene.screen
        var color = PictureColor.background
        for sheet in scene.sheets {
            color = color.blended(with: .shade, opacity: sheet.backdrop)
            if let content = sheet.content, content.contains(point) {
                let neighbours = [
                    Point(x: point.x - pixel.x, y: point.y), Point(x: point.x + pixel.x, y: point.y),
                    Point(x: point.x, y: point.y - pixel.y), Point(x: point.x, y: point.y + pixel.y),
                ]
                let isBorder = neighbours.contains { !content.contains($0) }
                color = color.blended(
                    with: isBorder ? PictureColor.accent(of: sheet.kind) : .content, opacity: sheet.opacity)
            }
            if let bubble = sheet.bubble, bubble.contains(point) {
                color = color.blended(with: PictureColor.accent(of: sheet.kind), opacity: bubble.opacity)
            }
        }
        if point.y < screen.safeAreaTop || point.y > screen.height - screen.safeAreaBottom {
            color = color.blended(with: .shade, opacity: PictureColor.insetShade)
        }
        for sheet in scene.sheets {
            if let finger = sheet.finger, abs(finger.x - point.x) <= pixel.x / 2 + 1e-9,
                abs(finger.y - point.y) <= pixel.y + 1e-9
            {
                color = .finger
            }
        }
        return color
    }

    /// One line of half blocks; colour codes only where they change, reset at the end.
    static func encode(top: [PictureColor], bottom: [PictureColor]?) -> String {
        var text = ""
        var foreground: (Int, Int, Int)?
        var background: (Int, Int, Int)?
        for column in top.indices {
            let upper = top[column].bytes
            let lower = (bottom?[column] ?? top[column]).bytes
            if background.map({ $0 != lower }) ?? true {
                text += "\u{1B}[48;2;\(lower.0);\(lower.1);\(lower.2)m"
                background = lower
            }
            if upper == lower {
                text += " "
                continue
            }
            if foreground.map({ $0 != upper }) ?? true {
                text += "\u{1B}[38;2;\(upper.0);\(upper.1);\(upper.2)m"
                foreground = upper
            }
            text += "\u{2580}"
        }
        return text + "\u{1B}[0m"
    }
}
