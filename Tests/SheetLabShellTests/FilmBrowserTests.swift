import Foundation
import SheetLabCore
import SheetLabScript
import Testing

@testable import SheetLabShell

/// The HTML film and the SVG filmstrip, rendered by headless Chromium, show what `record` wrote
/// for the same frames (issue 14, "Checked by looking").
///
/// Each kind is filmed once as a page and once as a filmstrip (the same commands, so the same
/// frames) while `record` writes its numbers. One screenshot holds every page, opened at three
/// `#t=` times in iframes, and every filmstrip; a second opens one page at the top level. In
/// the screenshot, the row of the content's top edge (the edge bubble's tip for `edge`) must lie
/// within 1 px of the recorded value at the page's scale, and the backdrop's darkness (1 - shown
/// / screen colour) within 0.02 of the recorded `backdrop`; the bubble's opacity likewise.
@Suite(.enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missingReason)), .serialized)
struct FilmBrowserTests {
    /// One kind filmed: its commands after `new` (the film and the recording run through them)
    /// and three times to open the page at, on frames.
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let name: String
        let parameters: String
        let commands: [String]
        let fields: [String]
        let times: [String]
        var testDescription: String { kind.rawValue }
    }

    static let cases: [Case] = [
        Case(
            kind: .screen, name: "page", parameters: "",
            commands: ["drag page 0 120 over 0.3 hold", "release page", "step 30f"],
            fields: ["offset", "scale"], times: ["0.200", "0.350", "0.450"]),
        Case(
            kind: .modal, name: "card", parameters: "",
            commands: ["drag card 0 150 over 0.3 hold", "release card", "step 30f"],
            fields: ["offset", "backdrop"], times: ["0.200", "0.400", "0.500"]),
        Case(
            kind: .sheet, name: "drawer", parameters: " detents=200,medium background=through:200",
            commands: ["drag drawer 0 -150 over 0.3 hold", "release drawer", "step 40f"],
            fields: ["height", "backdrop"], times: ["0.200", "0.400", "0.700"]),
        Case(
            kind: .edge, name: "back", parameters: "",
            commands: ["drag back 60 0 over 0.3 hold", "release back", "step 20f"],
            fields: ["bubble-width", "bubble-opacity", "anchor-y"], times: ["0.200", "0.350", "0.450"]),
    ]

    /// The default screen, as every film here has it.
    static let screen = ScreenArea(Environment())
    /// Where each iframe of the harness goes and how big it is.
    static let frameWidth = 420
    static let frameHeight = 620
    /// Where the filmstrips go: right of the iframes, one under another.
    static let stripLeft = 1700
    static let stripSpacing = 340
    static let stripThumbnails = 5

    /// A filmed kind: the recorded rows by time, and the number of frames.
    struct Filmed {
        let rows: [String: [String: Double]]
        let frames: Int
    }

    /// Runs a case's commands, filming to `film` and recording to `csv`.
    static func film(_ testCase: Case, to film: URL, extraOption: String = "", csv: URL) throws -> Filmed {
        var session = Session(origin: .commandLine, files: LocalFiles())
        let name = testCase.name
        let lines =
            [
                "new \(testCase.kind.rawValue) \(name)\(testCase.parameters)",
                "film \(name)\(extraOption) to \(film.path)",
                "record \(name) \(testCase.fields.joined(separator: " ")) to \(csv.path)",
            ]
            + testCase.commands + ["record stop", "film stop"]
        var written = ""
        for line in lines {
            let result = session.execute(LogicalLine(line))
            if let error = result.error { throw Chromium.Failure(description: "'\(line)': \(error)") }
            written += result.output
        }
        let text = try String(contentsOf: csv, encoding: .utf8)
        var lineList = text.split(separator: "\n").map(String.init)
        let header = lineList.removeFirst().split(separator: ",").map(String.init)
        var rows: [String: [String: Double]] = [:]
        for line in lineList {
            let cells = line.split(separator: ",").map(String.init)
            var values: [String: Double] = [:]
            for (key, cell) in zip(header.dropFirst(), cells.dropFirst()) { values[key] = Double(cell) }
            rows[cells[0]] = values
        }
        // The film's first frame is its start (0 s), then one per recorded row.
        #expect(written.contains("wrote"), "\(testCase.kind): \(written)")
        return Filmed(rows: rows, frames: rows.count + 1)
    }

    /// What the picture must show for a kind at a recorded row, in points.
    struct Expected {
        /// The content's top edge (screen, modal, sheet) or the bubble's tip (edge).
        var edge: Double
        var backdrop: Double?
        var bubbleOpacity: Double?
        var anchorY: Double?
    }

    static func expected(_ kind: Kind, _ row: [String: Double]) -> Expected {
        let screen = Self.screen
        switch kind {
        case .screen:
            // Scaled about its centre, moved by the offset (docs/models.md#screen).
            let offset = row["offset"] ?? .nan
            let scale = row["scale"] ?? .nan
            return Expected(edge: offset + screen.height / 2 * (1 - scale))
        case .modal:
            // Resting top T + (C - height) / 2 = 301, moved by the offset (docs/models.md#modal).
            let container = screen.height - screen.safeAreaTop - screen.safeAreaBottom
            return Expected(
                edge: screen.safeAreaTop + (container - 300) / 2 + (row["offset"] ?? .nan), backdrop: row["backdrop"])
        case .sheet:
            // Bottom-aligned in the container while presented: top T + C - height (docs/models.md#sheet).
            return Expected(
                edge: screen.height - screen.safeAreaBottom - (row["height"] ?? .nan), backdrop: row["backdrop"])
        case .edge:
            return Expected(
                edge: row["bubble-width"] ?? .nan, bubbleOpacity: row["bubble-opacity"], anchorY: row["anchor-y"])
        }
    }

    /// Checks one phone in the screenshot: its screen's top-left corner at `origin` (px) drawn
    /// at `scale` px per point; `label` names the case in failures.
    static func check(
        _ image: PNGImage, origin: (x: Double, y: Double), scale: Double, kind: Kind, expected: Expected,
        label: String
    ) {
        func pixel(_ x: Double, _ y: Double) -> PNGImage.Pixel {
            image[Int((origin.x + x * scale).rounded(.down)), Int((origin.y + y * scale).rounded(.down))]
        }
        let background = PictureColor.background.bytes
        let screenColor = PNGImage.Pixel(red: background.0, green: background.1, blue: background.2)
        if let backdrop = expected.backdrop {
            // Darkness over the screen colour, away from the insets and the content, averaged over 3 x 3 px.
            var shown = 0.0
            for dx in -1...1 {
                for dy in -1...1 {
                    let sample = image[
                        Int((origin.x + Self.screen.width * 0.3 * scale).rounded(.down)) + dx,
                        Int((origin.y + 110 * scale).rounded(.down)) + dy]
                    shown += Double(sample.red + sample.green + sample.blue)
                }
            }
            let darkness = 1 - shown / 9 / Double(screenColor.red + screenColor.green + screenColor.blue)
            #expect(
                abs(darkness - backdrop) <= 0.02,
                "\(label): backdrop darkness \(darkness), recorded backdrop \(backdrop)")
        }
        if kind == .edge {
            guard let anchor = expected.anchorY else { return }
            let row = Int((origin.y + anchor * scale).rounded(.down))
            let tip = origin.x + expected.edge * scale
            guard expected.edge * scale >= 3 else { return }
            // From inside the bubble rightward to the first pixel back at the content colour.
            let content = PictureColor.content.bytes
            let contentPixel = PNGImage.Pixel(red: content.0, green: content.1, blue: content.2)
            let inside = image[Int((origin.x + 2.5).rounded(.down)), row]
            let threshold = max(inside.distance(to: contentPixel) / 2, 6)
            var column = Int((origin.x + 2.5).rounded(.down))
            while column < image.width, image[column, row].distance(to: contentPixel) > threshold { column += 1 }
            #expect(
                abs(Double(column) - tip) <= 1,
                "\(label): bubble ends at column \(column), recorded bubble-width \(expected.edge) -> \(tip)")
            if let opacity = expected.bubbleOpacity {
                let accent = PictureColor.accent(of: .edge)
                let alpha =
                    (PictureColor.content.blue - Double(inside.blue)) / (PictureColor.content.blue - accent.blue)
                #expect(abs(alpha - opacity) <= 0.02, "\(label): bubble opacity \(alpha), recorded \(opacity)")
            }
            return
        }
        // Down a column at 30% of the width, from well above the edge to the first pixel that
        // differs from the colour above by more than 80 (a third of the border's contrast on the
        // screen colour; more than the step from the safe-area inset to the screen colour).
        let x = Int((origin.x + Self.screen.width * 0.3 * scale).rounded(.down))
        let edgeRow = origin.y + expected.edge * scale
        var row = Int(edgeRow) - 10
        guard row > Int(origin.y) else {
            Issue.record("\(label): the edge (\(expected.edge) pt) is too near the screen's top to be seen")
            return
        }
        let above = image[x, row]
        while row < image.height - 1, image[x, row].distance(to: above) <= 80 { row += 1 }
        #expect(
            abs(Double(row) - edgeRow) <= 1,
            "\(label): top edge at row \(row), recorded \(expected.edge) pt -> row \(edgeRow)")
    }

    @Test func pagesAndFilmstripsShowTheRecordedNumbers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-films-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var harness = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">\n"
        var filmed: [Filmed] = []
        for (column, testCase) in Self.cases.enumerated() {
            let kind = testCase.kind.rawValue
            let page = folder.appendingPathComponent("\(kind).html")
            let strip = folder.appendingPathComponent("\(kind).svg")
            let pageRun = try Self.film(testCase, to: page, csv: folder.appendingPathComponent("\(kind).csv"))
            let stripRun = try Self.film(
                testCase, to: strip, extraOption: " frames \(Self.stripThumbnails)",
                csv: folder.appendingPathComponent("\(kind)-strip.csv"))
            #expect(pageRun.rows == stripRun.rows, "\(kind): the same commands recorded different numbers")
            filmed.append(pageRun)
            for (row, time) in testCase.times.enumerated() {
                harness +=
                    "<iframe src=\"\(kind).html#t=\(time)\" style=\"position:absolute;left:\(column * Self.frameWidth)px;"
                    + "top:\(row * Self.frameHeight)px;width:\(Self.frameWidth)px;height:\(Self.frameHeight)px;"
                    + "border:0\"></iframe>\n"
            }
            harness +=
                "<img src=\"\(kind).svg\" style=\"position:absolute;left:\(Self.stripLeft)px;"
                + "top:\(column * Self.stripSpacing)px\">\n"
        }
        harness += "</body></html>\n"
        let harnessFile = folder.appendingPathComponent("harness.html")
        try harness.write(to: harnessFile, atomically: true, encoding: .utf8)
        let screenshot = folder.appendingPathComponent("harness.png")
        try Chromium.screenshot(
            harnessFile, to: screenshot, width: Self.stripLeft + 800, height: 3 * Self.frameHeight)
        let image = try PNGImage(contentsOf: screenshot.path)

        let pageScale = FilmPage.scale(for: Self.screen)
        let stripScale = Filmstrip.scale(for: Self.screen)
        for (column, testCase) in Self.cases.enumerated() {
            let run = filmed[column]
            for (row, time) in testCase.times.enumerated() {
                guard let values = run.rows[time] else {
                    Issue.record("\(testCase.kind) has no recorded row at \(time)")
                    continue
                }
                let origin = (
                    x: Double(column * Self.frameWidth) + FilmPage.screenOrigin.x,
                    y: Double(row * Self.frameHeight) + FilmPage.screenOrigin.y
                )
                Self.check(
                    image, origin: origin, scale: pageScale, kind: testCase.kind,
                    expected: Self.expected(testCase.kind, values), label: "\(testCase.kind) page at #t=\(time)")
            }
            let indices = Filmstrip.frameIndices(count: run.frames, thumbnails: Self.stripThumbnails)
            for (position, index) in indices.enumerated() where index > 0 {
                let time = DecimalFormat.format(Double(index) / 60, decimals: 3)
                guard let values = run.rows[time] else {
                    Issue.record("\(testCase.kind) has no recorded row at \(time)")
                    continue
                }
                let expected = Self.expected(testCase.kind, values)
                // A thumbnail whose content's top lies above the screen or within 10 px of its top
                // edge has no edge to find: the screen clips it.
                if testCase.kind != .edge, expected.edge * stripScale < 10 { continue }
                let thumbnail = Filmstrip.screenOrigin(thumbnail: position, screen: Self.screen)
                Self.check(
                    image,
                    origin: (
                        x: Double(Self.stripLeft) + thumbnail.x, y: Double(column * Self.stripSpacing) + thumbnail.y
                    ),
                    scale: stripScale, kind: testCase.kind, expected: expected,
                    label: "\(testCase.kind) filmstrip thumbnail \(position) (\(time)s)")
            }
        }
    }

    /// `FILE.html#t=0.400` opened directly (not in a frame) starts at that time.
    @Test func addressOpensThePageAtItsTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-film-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let testCase = Self.cases[2]
        let page = folder.appendingPathComponent("drawer.html")
        let run = try Self.film(testCase, to: page, csv: folder.appendingPathComponent("drawer.csv"))
        var address = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        address.fragment = "t=0.400"
        let screenshot = folder.appendingPathComponent("page.png")
        try Chromium.screenshot(address.url!, to: screenshot, width: 1000, height: 700)
        let image = try PNGImage(contentsOf: screenshot.path)
        let values = try #require(run.rows["0.400"])
        Self.check(
            image, origin: (x: FilmPage.screenOrigin.x, y: FilmPage.screenOrigin.y),
            scale: FilmPage.scale(for: Self.screen), kind: .sheet, expected: Self.expected(.sheet, values),
            label: "sheet page opened at #t=0.400")
    }
}
