import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every format is the same for any number of threads, one row per cell, well formed.
struct SweepRenderingTests {
    static let options = "--x dy=0..300/20 --y velocity=0..1500/100 --against threshold=120"

    @Test("text, CSV, JSON and SVG are byte for byte the same on 1, 2, 3 and 8 threads")
    func sameForAnyThreadCount() throws {
        let plan = try SweepTestSupport.plan(.screen, Self.options)
        var outputs: [[String]] = []
        for workers in [1, 2, 3, 8] {
            let grid = SweepGrid.run(plan, workers: workers)
            outputs.append(
                SweepFormat.allCases.map { SweepRendering.render(grid, format: $0, workers: workers, colors: true) })
        }
        for (index, output) in outputs.enumerated().dropFirst() {
            for (format, text) in zip(SweepFormat.allCases, output) {
                #expect(text == outputs[0][SweepFormat.allCases.firstIndex(of: format)!], "\(format) on run \(index)")
            }
        }
    }

    @Test("CSV: a header and one row per cell")
    func csv() throws {
        let grid = try SweepTestSupport.grid(.sheet, "--x dy=-300..100/100 --y velocity=0,600")
        let lines = SweepTable.csv(grid).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 + 10)
        #expect(lines.first == "dy,velocity,outcome,rule,phase,detent,rest,release-translation,release-velocity")
        #expect(
            lines[1]
                == "-300,0,medium,nearest detent medium at distance 63.0,idle,medium,0.767,-300.000,0.000")
        #expect(lines[4] == "0,0,ignored,the drag never began,idle,200,0.000,,")
        #expect(
            lines.last
                == "100,600,200,nearest detent 200 at distance 100.0 is the current detent,idle,200,0.000,100.000,600.000"
        )
    }

    @Test("JSON: parses, one object per cell, boundaries of every row")
    func json() throws {
        let grid = try SweepTestSupport.grid(.screen, Self.options)
        let text = SweepTable.json(grid, workers: 2)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let cells = try #require(object["cells"] as? [[String: Any]])
        #expect(cells.count == grid.cells.count)
        #expect(cells.first?["outcome"] as? String == "ignored")
        #expect((cells.first?["against"] as? [String: Any])?["outcome"] as? String == "ignored")
        let boundaries = try #require(object["boundaries"] as? [[String: Any]])
        #expect(boundaries.contains { ($0["at"] as? Double) == 140 && ($0["to"] as? String) == "dismiss" })
        let against = try #require(object["against-boundaries"] as? [[String: Any]])
        #expect(against.contains { ($0["at"] as? Double) == 120 && ($0["to"] as? String) == "dismiss" })
    }

    @Test("against: the summary counts the changed cells and names the change")
    func againstSummary() throws {
        let grid = try SweepTestSupport.grid(.screen, "--x dy=0..300/5 --y velocity=0..1500/25 --against threshold=120")
        let comparison = try #require(SweepComparison(grid: grid))
        var changed = 0
        for (base, other) in zip(grid.cells, grid.against ?? []) where base.outcome != other.outcome {
            #expect(base.outcome == .cancel && other.outcome == .dismiss)
            changed += 1
        }
        #expect(comparison.changedCount == changed)
        #expect(changed > 0)
        #expect(
            comparison.summary
                == "threshold 120 instead of 140: \(SweepNumber.grouped(changed)) of 3,721 releases change, all cancel -> dismiss"
        )
    }

    @Test("SVG: well formed, one path per boundary line, a label per rule, legend counts")
    func svg() throws {
        let grid = try SweepTestSupport.grid(.screen, "--x dy=0..300/10 --y velocity=0..1500/50")
        let svg = SweepSVG.render(grid, workers: 2)
        let summary = try XMLSummary(svg)
        #expect(summary.root == "svg")
        #expect(svg.contains(">translation &gt;= threshold 140.0</text>"))
        #expect(svg.contains(">predicted &gt;= fling-factor 2 x threshold 140.0 = 280.0</text>"))
        #expect(svg.contains(">the drag begins</text>"))
        #expect(svg.contains(">dy (pt)</text>") && svg.contains(">velocity (pt/s)</text>"))
        let counts = grid.outcomeCounts()
        for (outcome, count) in counts {
            #expect(svg.contains(">\(outcome.word) \(SweepNumber.grouped(count))</text>"), "\(outcome.word)")
        }
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test("text map: labelled axes, a legend, glyphs without colour and colours with it")
    func textMap() throws {
        let grid = try SweepTestSupport.grid(.screen, "--x dy=0..300/10 --y velocity=0..1500/100")
        let plain = SweepText.render(grid, workers: 2)
        #expect(plain.contains("velocity (pt/s)\n"))
        #expect(plain.contains("dy (pt)\n"))
        #expect(plain.contains("legend: - ignored "))
        #expect(!plain.contains("\u{1B}["))
        let coloured = SweepText.render(grid, workers: 2, colors: true)
        #expect(coloured.contains("\u{1B}[31m#"))
    }

    @Test("rule wording drops what the finger measured and keeps the parameters")
    func ruleWording() {
        let cases: [(String, String)] = [
            ("translation 200.0 >= threshold 140.0", "translation >= threshold 140.0"),
            (
                "translation 99.0 < threshold 140.0, predicted 279.9 < fling-factor 2 x threshold 140.0 = 280.0",
                "translation < threshold 140.0, predicted < fling-factor 2 x threshold 140.0 = 280.0"
            ),
            ("translation 0.0 is not > 0", "translation is not > 0"),
            ("height 99.996 < dismiss-below 100.000", "height < dismiss-below 100.0"),
            ("nearest detent 200 at distance 5.0 is the current detent", "nearest detent 200 is the current detent"),
            (
                "velocity -950.0 > velocity threshold 900.0 and translation 40.0 >= min-fling 32.0",
                "velocity > velocity threshold 900.0 and translation >= min-fling 32.0"
            ),
            ("release velocity 520.0 > velocity 500.0", "release velocity > velocity 500.0"),
        ]
        for (reason, wording) in cases {
            #expect(SweepRule.wording(reason) == wording, "\(reason)")
        }
    }
}
