import SheetLabCore
import Testing

@testable import SheetLabScript

/// A plot keeps every sample up to its budget and past it each span's first, lowest, highest and
/// last, so that an hour of frames draws from a bounded summary with every peak still in it.
@Suite("Plot summary")
struct PlotSummaryTests {
    /// `values` taken one tick apart from tick 0 into a summary of `spanLimit` spans.
    static func summary(_ values: [Double], spanLimit: Int) -> PlotSummary {
        var summary = PlotSummary(first: PlotSample(tick: 0, value: values[0]), spanLimit: spanLimit)
        for (tick, value) in values.enumerated().dropFirst() {
            summary.append(PlotSample(tick: Int64(tick), value: value))
        }
        return summary
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let values: [Double]
        let spanLimit: Int
        /// The kept samples as (tick, value).
        let expected: [(Int64, Double)]
        let samplesPerSpan: Int
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "within the budget every sample is kept", values: [3, 1, 4, 1], spanLimit: 4,
            expected: [(0, 3), (1, 1), (2, 4), (3, 1)], samplesPerSpan: 1),
        Case(
            name: "one past the budget: pairs, each its first and last", values: [3, 1, 4, 1, 5], spanLimit: 4,
            expected: [(0, 3), (1, 1), (2, 4), (3, 1), (4, 5)], samplesPerSpan: 2),
        Case(
            name: "spans of eight keep first, highest, lowest and last in time order",
            values: [0, 9, -2, 1, 5, 5, 5, 5, 7], spanLimit: 2,
            expected: [(0, 0), (1, 9), (2, -2), (7, 5), (8, 7)], samplesPerSpan: 8),
        Case(
            name: "a peak inside a long span survives every merge",
            values: (0..<64).map { $0 == 37 ? 100 : 0 }, spanLimit: 2,
            expected: [(0, 0), (31, 0), (32, 0), (37, 100), (63, 0)], samplesPerSpan: 32),
        Case(
            name: "NaN never displaces a drawn extreme", values: [.nan, 2, .nan, -1, .nan], spanLimit: 2,
            expected: [(0, .nan), (1, 2), (3, -1), (4, .nan)], samplesPerSpan: 4),
    ]

    @Test("kept samples", arguments: cases)
    func keptSamples(_ row: Case) {
        let summary = Self.summary(row.values, spanLimit: row.spanLimit)
        #expect(summary.count == row.values.count)
        #expect(summary.samplesPerSpan == row.samplesPerSpan)
        #expect(summary.isComplete == (row.samplesPerSpan == 1))
        let kept = summary.samples.map { "\($0.tick):\($0.value)" }
        let expected = row.expected.map { "\($0.0):\($0.1)" }
        #expect(kept == expected)
    }

    @Test("a long plot at 6000 fps keeps a bounded summary and says so")
    func aLongPlotSaysItIsASummary() {
        var session = Session(origin: .commandLine)
        for line in ["set fps 6000", "new sheet s", "drag s 0 240"] {
            #expect(session.execute(LogicalLine(line)).error == nil)
        }
        let result = session.execute(LogicalLine("plot s offset over 10s"))
        #expect(result.error == nil)
        #expect(
            result.output.hasSuffix(
                "(drawn from 60001 samples: the first, lowest, highest and last of every 8)\n"))
    }
}
