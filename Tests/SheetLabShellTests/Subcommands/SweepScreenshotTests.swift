import Foundation
import SheetLabCore
import SheetLabScript
import Testing

/// The screen's sweep SVG rendered by headless Chromium: every cell's centre has its outcome's
/// colour, and the boundary lines are drawn where the simulation put them (the translation
/// threshold at dy 140, the prediction's diagonal `dy + 0.25 v = 280`).
@Suite(.enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missingReason)))
struct SweepScreenshotTests {
    /// The 8-bit red, green and blue of `#rrggbb`.
    static func color(_ hex: String) -> (Int, Int, Int) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
    }

    /// Distance from (x, y) to the segment, px.
    static func distance(_ x: Double, _ y: Double, to segment: (x1: Double, y1: Double, x2: Double, y2: Double))
        -> Double
    {
        let dx = segment.x2 - segment.x1
        let dy = segment.y2 - segment.y1
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((x - segment.x1) * dx + (y - segment.y1) * dy) / length))
        let px = segment.x1 + t * dx - x
        let py = segment.y1 + t * dy - y
        return (px * px + py * py).squareRoot()
    }

    @Test func screenMapPixelsMatchTheSimulation() throws {
        let line = "sweep page --x dy=0..300/10 --y velocity=0..1500/50"
        guard case .sweep(let command)? = try Parser(vocabulary: Session.coreVocabulary).parse(line) else {
            Issue.record("'\(line)' is not a sweep")
            return
        }
        let plan = try SweepPlan.make(
            command, base: SweepVariant(machine: Kind.screen.makeMachine(), environment: World().environment))
        let grid = SweepGrid.run(plan, workers: 2)
        let svg = SweepSVG.render(grid, workers: 2)
        let layout = SweepSVG.layout(grid, workers: 2)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgPath = folder.appendingPathComponent("map.svg").path
        let pngPath = folder.appendingPathComponent("map.png").path
        try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
        try Chromium.screenshot(
            URL(fileURLWithPath: svgPath), to: URL(fileURLWithPath: pngPath), width: SweepSVG.width,
            height: SweepSVG.height)
        let image = try PNGImage(contentsOf: pngPath)
        #expect(image.width == SweepSVG.width && image.height == SweepSVG.height)

        // Cells: the centre pixel of every cell clear of lines and labels has its outcome's fill.
        let palette = SweepPalette(outcomes: grid.cells.map(\.outcome), detents: [])
        var checked = 0
        for row in 0..<grid.rowCount {
            for column in 0..<grid.columnCount {
                let centre = SweepSVG.pixel(
                    column: Double(column), row: Double(row), columns: grid.columnCount, rows: grid.rowCount)
                let nearLine = layout.lines.contains { line in
                    line.segments.contains { Self.distance(centre.x, centre.y, to: $0) < 4 }
                }
                let underLabel = layout.labels.contains { $0.box.contains(x: centre.x, y: centre.y, margin: 4) }
                guard !nearLine, !underLabel else { continue }
                let outcome = grid.cell(column: column, row: row).outcome
                let (red, green, blue) = Self.color(palette.fill(outcome))
                let pixel = image[Int(centre.x), Int(centre.y)]
                let matches = pixel.distance(to: PNGImage.Pixel(red: red, green: green, blue: blue)) <= 6
                #expect(
                    matches,
                    "cell dy \(plan.x.values[column]), velocity \(plan.y!.values[row]): \(outcome.word) \(pixel)")
                checked += 1
            }
        }
        #expect(checked > grid.cells.count * 3 / 4, "cells checked: \(checked) of \(grid.cells.count)")

        // Lines: a dark pixel within 2 px of where the seed's formula puts the boundary.
        func isDark(_ x: Int, _ y: Int) -> Bool {
            let pixel = image[x, y]
            return pixel.red < 0x60 && pixel.green < 0x60 && pixel.blue < 0x60
        }
        func boundaryPixel(dy: Double, velocity: Double) -> (x: Int, y: Int) {
            let column = dy / 10  // dy 0..300/10: value d sits at column d / 10
            let row = velocity / 50
            let point = SweepSVG.pixel(column: column, row: row, columns: grid.columnCount, rows: grid.rowCount)
            return (Int(point.x.rounded()), Int(point.y.rounded()))
        }
        // translation >= threshold 140 below 560 pt/s; dy + 0.25 v >= 280 above it.
        let expectations: [(dy: Double, velocity: Double)] = [
            (140, 100), (140, 250), (140, 400), (280 - 0.25 * 700, 700), (280 - 0.25 * 900, 900),
        ]
        for expectation in expectations {
            let point = boundaryPixel(dy: expectation.dy, velocity: expectation.velocity)
            let found = (-2...2).contains { offset in isDark(point.x + offset, point.y) }
            #expect(found, "no boundary line near dy \(expectation.dy) at velocity \(expectation.velocity)")
        }
        // And none in the middle of a region.
        let clear = boundaryPixel(dy: 220, velocity: 250)
        #expect(!isDark(clear.x, clear.y))
    }
}
