import SheetLabCore

/// `film ... to FILE.svg`: a filmstrip, N thumbnails of the phone in a row at even times, each
/// labelled with its time and each sheet's phase (and `armed`).
///
/// Thumbnail k shows the frame at index `round(k * (frames - 1) / (N - 1))` (the last frame when
/// N is 1), drawn as the HTML film draws it: the screen, each sheet's backdrop as black at the
/// backdrop's opacity, its content in white with a border in its kind's accent, the edge bubble,
/// the safe-area insets shaded over everything, the finger, and the sheet's detent marks beside
/// the screen. Coordinates print
/// with 2 decimals through DecimalFormat; the same film gives the same bytes.
public enum Filmstrip {
    /// How tall each thumbnail's screen is, in px.
    public static let screenHeight = 240.0
    /// The strip's margin, the gap between thumbnails and the frame around each screen, in px.
    static let margin = 16.0
    static let gap = 18.0
    static let bezel = 5.0
    /// Room above each screen for its time, and beside it for detent marks.
    static let header = 24.0
    static let markWidth = 10.0
    /// A line of sheet labels under each screen.
    static let lineHeight = 14.0
    /// The border of the content, in px (as the HTML film's 1.5 CSS px).
    static let border = 1.5

    /// px per point for a film of `screen`.
    public static func scale(for screen: ScreenArea) -> Double {
        screenHeight / screen.height
    }

    /// The frames the thumbnails show, as indices into the film's frames.
    public static func frameIndices(count: Int, thumbnails: Int) -> [Int] {
        guard count > 0, thumbnails > 0 else { return [] }
        guard thumbnails > 1 else { return [count - 1] }
        var indices: [Int] = []
        for thumbnail in 0..<thumbnails {
            let index = Int((Double(thumbnail * (count - 1)) / Double(thumbnails - 1)).rounded())
            if indices.last != index { indices.append(index) }
        }
        return indices
    }

    /// Where thumbnail `position`'s screen is drawn, in px from the strip's top-left corner.
    public static func screenOrigin(thumbnail position: Int, screen: ScreenArea) -> Point {
        let cell = cellWidth(screen)
        return Point(x: margin + Double(position) * (cell + gap) + bezel, y: margin + header + bezel)
    }

    private static func cellWidth(_ screen: ScreenArea) -> Double {
        screen.width * scale(for: screen) + 2 * bezel + markWidth
    }

    /// The strip as SVG text.
    public static func render(_ film: Film, thumbnails: Int) -> String {
        let screen = film.frames.first?.scene.screen ?? ScreenArea(Environment())
        let scale = scale(for: screen)
        let indices = frameIndices(count: film.frames.count, thumbnails: thumbnails)
        let cell = cellWidth(screen)
        let width = 2 * margin + Double(indices.count) * cell + Double(max(indices.count - 1, 0)) * gap
        let height = margin + header + 2 * bezel + screenHeight + 8 + Double(film.names.count) * lineHeight + margin
        let title = "sheetlab filmstrip: " + film.names.joined(separator: ", ")
        var svg = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"sans-serif\" font-size=\"11\">",
            "<title>\(Markup.escaped(title))</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>",
        ]
        for (position, index) in indices.enumerated() {
            let frame = film.frames[index]
            let origin = screenOrigin(thumbnail: position, screen: screen)
            svg += thumbnail(frame, film: film, position: position, origin: origin, scale: scale, screen: screen)
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// One thumbnail: time, screen, sheets, marks and labels.
    private static func thumbnail(
        _ frame: FilmFrame, film: Film, position: Int, origin: Point, scale: Double, screen: ScreenArea
    ) -> [String] {
        let scene = frame.scene
        let width = screen.width * scale
        func x(_ value: Double) -> Double { origin.x + value * scale }
        func y(_ value: Double) -> Double { origin.y + value * scale }
        var svg = [
            "<g class=\"frame\" data-time=\"\(DecimalFormat.format(Time.seconds(scene.tick), decimals: 3))\">",
            text(
                DecimalFormat.seconds(ticks: scene.tick), x: origin.x - bezel, y: origin.y - bezel - 8,
                attributes: "font-size=\"13\" font-weight=\"bold\""),
            rectangle(
                x: origin.x - bezel, y: origin.y - bezel, width: width + 2 * bezel, height: screenHeight + 2 * bezel,
                fill: PictureColor.bezel.hex, extra: " rx=\"\(number(bezel * 1.5))\""),
            "<clipPath id=\"screen-\(position)\">"
                + rectangle(x: origin.x, y: origin.y, width: width, height: screenHeight, fill: "#000000")
                + "</clipPath>",
            "<g clip-path=\"url(#screen-\(position))\">",
            rectangle(x: origin.x, y: origin.y, width: width, height: screenHeight, fill: PictureColor.background.hex),
        ]
        for sheet in scene.sheets {
            let accent = PictureColor.accent(of: sheet.kind).hex
            if sheet.backdrop > 0 {
                svg.append(
                    rectangle(
                        x: origin.x, y: origin.y, width: width, height: screenHeight, fill: "#000000",
                        extra: " fill-opacity=\"\(DecimalFormat.format(min(sheet.backdrop, 1), decimals: 3))\""))
            }
            if let content = sheet.content {
                let left = x(content.minX)
                let top = y(content.minY)
                let contentWidth = (content.maxX - content.minX) * scale
                let contentHeight = (content.maxY - content.minY) * scale
                svg.append("<g opacity=\"\(DecimalFormat.format(min(max(sheet.opacity, 0), 1), decimals: 3))\">")
                svg.append(rectangle(x: left, y: top, width: contentWidth, height: contentHeight, fill: accent))
                svg.append(
                    rectangle(
                        x: left + border, y: top + border, width: max(contentWidth - 2 * border, 0),
                        height: max(contentHeight - 2 * border, 0), fill: PictureColor.content.hex))
                svg.append("</g>")
            }
            if let bubble = sheet.bubble {
                let radiusX = (bubble.frame.maxX - bubble.frame.minX) * scale
                let radiusY = (bubble.frame.maxY - bubble.frame.minY) * scale / 2
                let edgeX = bubble.edge == .left ? x(0) : x(screen.width)
                let sweep = bubble.edge == .left ? 1 : 0
                svg.append(
                    "<path d=\"M \(number(edgeX)) \(number(y(bubble.frame.minY))) A \(number(radiusX)) "
                        + "\(number(radiusY)) 0 0 \(sweep) \(number(edgeX)) \(number(y(bubble.frame.maxY))) Z\" "
                        + "fill=\"\(accent)\" fill-opacity=\"\(DecimalFormat.format(min(bubble.opacity, 1), decimals: 3))\"/>"
                )
            }
        }
        let insetShade = " fill-opacity=\"\(DecimalFormat.format(PictureColor.insetShade, decimals: 3))\""
        svg.append(
            rectangle(
                x: origin.x, y: origin.y, width: width, height: screen.safeAreaTop * scale, fill: "#000000",
                extra: insetShade))
        svg.append(
            rectangle(
                x: origin.x, y: y(screen.height - screen.safeAreaBottom), width: width,
                height: screen.safeAreaBottom * scale, fill: "#000000", extra: insetShade))
        for sheet in scene.sheets {
            guard let finger = sheet.finger else { continue }
            svg.append(
                "<circle cx=\"\(number(x(finger.x)))\" cy=\"\(number(y(finger.y)))\" r=\"3\" "
                    + "fill=\"\(PictureColor.finger.hex)\" fill-opacity=\"0.85\"/>")
        }
        svg.append("</g>")
        for sheet in scene.sheets {
            let accent = PictureColor.accent(of: sheet.kind).hex
            for mark in sheet.detentMarks {
                let markY = y(mark.y)
                svg.append(
                    "<line x1=\"\(number(origin.x + width + 1))\" y1=\"\(number(markY))\" "
                        + "x2=\"\(number(origin.x + width + bezel + markWidth - 2))\" y2=\"\(number(markY))\" "
                        + "stroke=\"\(accent)\" stroke-width=\"\(mark.isSelected ? 2.5 : 1)\"/>")
            }
        }
        var lineY = origin.y + screenHeight + bezel + 8 + lineHeight - 3
        for name in film.names {
            let label: String
            let color: String
            if let sheet = frame.sheet(named: name) {
                label = "\(name) \(sheet.phase.rawValue)\(sheet.armed ? " armed" : "")"
                color = sheet.armed ? "#c81e1e" : PictureColor.accent(of: sheet.kind).hex
            } else {
                label = "\(name) deleted"
                color = "#57606a"
            }
            svg.append(text(label, x: origin.x - bezel, y: lineY, attributes: "fill=\"\(color)\""))
            lineY += lineHeight
        }
        svg.append("</g>")
        return svg
    }

    private static func rectangle(
        x: Double, y: Double, width: Double, height: Double, fill: String, extra: String = ""
    ) -> String {
        "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "fill=\"\(fill)\"\(extra)/>"
    }

    private static func text(_ content: String, x: Double, y: Double, attributes: String = "") -> String {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" \(attributes)>\(Markup.escaped(content))</text>"
    }

    private static func number(_ value: Double) -> String {
        DecimalFormat.format(value, decimals: 2)
    }
}
