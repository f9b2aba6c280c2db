import SheetLabCore
import Testing

@testable import SheetLabScript

@Suite("Terminal plot")
struct TerminalPlotTests {
    /// Progress rising linearly from 0 to 1 over one second, one sample every quarter second.
    static let ramp = (0...4).map { PlotSample(tick: Int64($0 * 1500), value: Double($0) / 4) }

    /// A smoothstep from -20 to 180 pt over 60 frames.
    static let smoothstep = (0...60).map { frame -> PlotSample in
        let fraction = Double(frame) / 60
        return PlotSample(tick: Int64(frame * 100), value: 200 * fraction * fraction * (3 - 2 * fraction) - 20)
    }

    @Test("a small ramp with a threshold, dot for dot; the legend moves left to fit")
    func smallRamp() {
        let expected = """
            progress of page, 0.000s to 1.000s
            1.000 ┤         ⣀⠤⠒⠉
            0.500 ┤⠂⠂⠂⠂⣂⠦⠒⠊⠋⠂⠂⠂⠂
            0.000 ┤⡠⠔⠊⠉
                  └─────────────
                   0.000s 1.000s
            dotted line: threshold 0.500

            """
        let series = PlotSeries(sheet: "page", field: .progress, samples: Self.ramp, threshold: 0.5)
        #expect(TerminalPlot.render(series, width: 20, height: 3) == expected)
    }

    struct ShapeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let series: PlotSeries
        let width: Int
        let height: Int
        /// The y-axis labels from top to bottom.
        let labels: [String]
        let title: String
        var testDescription: String { name }
    }

    static let shapeCases = [
        ShapeCase(
            name: "default size with a threshold inside",
            series: PlotSeries(sheet: "page", field: .offset, samples: smoothstep, threshold: 140), width: 72,
            height: 16, labels: ["180.0 pt", "140.0 pt", "-20.0 pt"], title: "offset of page, 0.000s to 1.000s"),
        ShapeCase(
            name: "threshold above every sample becomes the top",
            series: PlotSeries(sheet: "page", field: .progress, samples: ramp, threshold: 1.5), width: 40,
            height: 6, labels: ["1.500", "0.000"], title: "progress of page, 0.000s to 1.000s"),
        ShapeCase(
            name: "flat series: one label on the middle row",
            series: PlotSeries(
                sheet: "page", field: .progress, samples: ramp.map { PlotSample(tick: $0.tick, value: 0.5) }),
            width: 40, height: 4, labels: ["0.500"], title: "progress of page, 0.000s to 1.000s"),
        ShapeCase(
            name: "values that differ below the decimals count as flat",
            series: PlotSeries(
                sheet: "page", field: .progress,
                samples: [PlotSample(tick: 0, value: 0.5), PlotSample(tick: 100, value: 0.5000001)]),
            width: 30, height: 4, labels: ["0.500"], title: "progress of page, 0.000s to 0.017s"),
        ShapeCase(
            name: "single sample",
            series: PlotSeries(sheet: "page", field: .velocity, samples: [PlotSample(tick: 3000, value: 12)]),
            width: 30, height: 3, labels: ["12.0 pt/s"], title: "velocity of page at 0.500s"),
        ShapeCase(
            name: "huge range clamps to ±1e300 and labels stay short",
            series: PlotSeries(
                sheet: "page", field: .velocity,
                samples: [
                    PlotSample(tick: 0, value: 1e300), PlotSample(tick: 600, value: -Double.greatestFiniteMagnitude),
                ],
                threshold: 140),
            width: 40, height: 5, labels: ["1.00e300 pt/s", "140.0 pt/s", "-1.00e300 pt/s"],
            title: "velocity of page, 0.000s to 0.100s"),
        ShapeCase(
            name: "too small a size still draws two rows and columns",
            series: PlotSeries(sheet: "page", field: .progress, samples: ramp), width: 1, height: 1,
            labels: ["1.000", "0.000"], title: "progress of page, 0.000s to 1.000s"),
    ]

    @Test("shape: title, rows, labels, width", arguments: shapeCases)
    func shape(_ row: ShapeCase) {
        let text = TerminalPlot.render(row.series, width: row.width, height: row.height)
        #expect(text.hasSuffix("\n"))
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = max(row.height, 2)
        let legend = row.series.threshold == nil ? 0 : 1
        #expect(lines.count == 1 + rows + 2 + legend)
        #expect(lines.first == row.title)
        let plotLines = lines[1...rows]
        let labels = plotLines.filter { $0.contains("┤") }.map {
            String($0.prefix { $0 != "┤" }).trimmingCharacters(in: " ")
        }
        #expect(labels == row.labels)
        if row.width >= 20 {
            #expect(lines.dropFirst().allSatisfy { $0.count <= row.width })
        }
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(!text.contains("nan") && !text.contains("inf"))
        #expect(TerminalPlot.render(row.series, width: row.width, height: row.height) == text)
    }

    @Test("a single sample is one dot, on the middle row")
    func singleSampleIsOneDot() {
        let series = PlotSeries(sheet: "page", field: .offset, samples: [PlotSample(tick: 0, value: 3)])
        let dots = TerminalPlot.render(series, width: 30, height: 3).unicodeScalars.filter {
            (0x2801...0x28FF).contains($0.value)
        }
        #expect(dots.map(\.value) == [0x2800 + 0x02])
    }

    @Test("no samples")
    func noSamples() {
        let series = PlotSeries(sheet: "page", field: .offset, samples: [])
        #expect(TerminalPlot.render(series) == "offset of page\n(no samples)\n")
    }

    struct TimeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let range: ClosedRange<Int64>
        let columns: Int
        let expected: String
        var testDescription: String { name }
    }

    static let timeCases = [
        TimeCase(name: "room for the middle", range: 0...6000, columns: 30, expected: "0.000s      0.500s      1.000s"),
        TimeCase(name: "ends only", range: 0...6000, columns: 20, expected: "0.000s        1.000s"),
        TimeCase(name: "too narrow: one space", range: 0...6000, columns: 4, expected: "0.000s 1.000s"),
        TimeCase(name: "one instant", range: 600...600, columns: 30, expected: "0.100s"),
    ]

    @Test("time axis labels", arguments: timeCases)
    func timeLabels(_ row: TimeCase) {
        #expect(TerminalPlot.timeLabels(row.range, columns: row.columns) == row.expected)
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
