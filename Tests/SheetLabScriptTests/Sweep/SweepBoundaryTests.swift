import SheetLabCore
import Testing

@testable import SheetLabScript

/// 1-D sweeps find each boundary by bisection to 0.01, with `>=` where the boundary value itself
/// already changes and `>` where it still gives the earlier outcome (a strict rule).
struct SweepBoundaryTests {
    struct BoundaryCase: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: Kind
        let options: String
        /// `before -> after relation (rule)` per boundary, row by row.
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases = [
        BoundaryCase(
            name: "screen at rest: the drag begins at 16, dismisses at the threshold", kind: .screen,
            options: "--x dy=0..300/7",
            expected: [
                "ignored -> cancel >= 16.00 (the drag begins)",
                "cancel -> dismiss >= 140.00 (translation >= threshold 140.0)",
            ]),
        BoundaryCase(
            name: "screen at 600 pt/s: dismisses from 130 (dy + 150 >= 280); dy 0 came from above", kind: .screen,
            options: "--x dy=0..300/7 --gesture fling velocity=600",
            expected: [
                "cancel -> ignored > 0.00 (the drag never began)",
                "ignored -> cancel >= 16.00 (the drag begins)",
                "cancel -> dismiss >= 130.00 (predicted >= fling-factor 2 x threshold 140.0 = 280.0)",
            ]),
        BoundaryCase(
            name: "screen with a lower threshold", kind: .screen, options: "threshold=120 --x dy=0..300/7",
            expected: [
                "ignored -> cancel >= 16.00 (the drag begins)",
                "cancel -> dismiss >= 120.00 (translation >= threshold 120.0)",
            ]),
        BoundaryCase(
            name: "modal: strictly past 100", kind: .modal, options: "--x dy=0..300/7",
            expected: [
                "ignored -> cancel >= 10.00 (the drag begins)", "cancel -> dismiss > 100.00 (dy > threshold 100.0)",
            ]),
        BoundaryCase(
            name: "modal along velocity at dy 50: strictly past 500", kind: .modal,
            options: "--x velocity=0..1500/40 --gesture fling dy=50",
            expected: ["cancel -> dismiss > 500.00 (release velocity > velocity 500.0)"]),
        BoundaryCase(
            name: "sheet from 200 upward and down: ties go to the first detent", kind: .sheet,
            options: "--x dy=-600..200/9",
            expected: [
                "large -> medium >= -411.80 (nearest detent medium)",
                "medium -> 200 >= -118.50 (nearest detent 200 is the current detent)",
                "200 -> ignored > -10.00 (the drag never began)",
                "ignored -> 200 >= 10.00 (the drag begins)",
                "200 -> dismiss > 100.00 (height < dismiss-below 100.0)",
            ]),
        BoundaryCase(
            name: "sheet from medium", kind: .sheet, options: "--from medium --x dy=-400..400/9",
            expected: [
                "large -> medium >= -174.80 (nearest detent medium is the current detent)",
                "medium -> ignored > -10.00 (the drag never began)",
                "ignored -> medium >= 10.00 (the drag begins)",
                "medium -> 200 >= 118.50 (nearest detent 200)",
                "200 -> dismiss > 337.00 (height < dismiss-below 100.0)",
            ]),
        BoundaryCase(
            name: "edge at rest: trigger 80", kind: .edge, options: "--x dx=0..200/7",
            expected: [
                "ignored -> cancel >= 10.00 (the drag begins)",
                "cancel -> commit >= 80.00 (translation >= trigger 80.0)",
            ]),
        BoundaryCase(
            name: "edge at 1000 pt/s: min-fling 32", kind: .edge,
            options: "--x dx=0..200/7 --gesture fling velocity=1000",
            expected: [
                "ignored -> cancel >= 10.00 (the drag begins)",
                "cancel -> commit >= 32.00 (velocity > velocity threshold 900.0 and translation >= min-fling 32.0)",
            ]),
        BoundaryCase(
            name: "edge along velocity at dx 50", kind: .edge,
            options: "--x velocity=-1500..1500/70 --gesture fling dx=50",
            expected: [
                "cancel -> commit > 900.00 (velocity > velocity threshold 900.0 and translation >= min-fling 32.0)"
            ]),
    ]

    static func words(_ boundary: SweepBoundary) -> String {
        "\(boundary.before.word) -> \(boundary.after.word) \(boundary.relation) (\(boundary.rule))"
    }

    @Test("boundaries of 1-D sweeps", arguments: cases)
    func boundaries(_ row: BoundaryCase) throws {
        let grid = try SweepTestSupport.grid(row.kind, row.options)
        let found = SweepBoundary.find(in: grid, rows: [0], workers: 2)
        #expect(found.map(Self.words) == row.expected)
    }

    @Test("a y list gives one boundary row per value")
    func rowsOfAList() throws {
        let grid = try SweepTestSupport.grid(.screen, "--x dy=0..300/7 --y velocity=0,600")
        let found = SweepBoundary.find(in: grid, rows: [0, 1], workers: 2).filter { $0.after == .dismiss }
        #expect(found.map { "\($0.row) \($0.relation)" } == ["0 >= 140.00", "1 >= 130.00"])
        let text = SweepText.render(grid, workers: 2)
        #expect(text.contains("  at velocity 0: dy 0 is ignored\n"))
        #expect(text.contains("    dismisses from dy >= 140.00 (translation >= threshold 140.0)\n"))
        #expect(
            text.contains("    dismisses from dy >= 130.00 (predicted >= fling-factor 2 x threshold 140.0 = 280.0)\n"))
    }

    @Test("reported rows: all of a short list, six spread over a range")
    func reportedRows() {
        #expect(SweepBoundary.reportedRows(rowCount: 3, isRange: false) == [0, 1, 2])
        #expect(SweepBoundary.reportedRows(rowCount: 101, isRange: true) == [0, 20, 40, 60, 80, 100])
        #expect(SweepBoundary.reportedRows(rowCount: 1, isRange: false) == [0])
    }
}

/// A frame rate has no values between its own: its boundaries are its axis values.
struct SweepDiscreteAxisTests {
    @Test func boundariesAlongFpsAreItsValues() throws {
        let plan = try SweepTestSupport.plan(.screen, "--x fps=30,60,120 --gesture fling dy=150")
        // Cells as if the outcome changed between 30 and 60 fps (no seed rule reads the frame rate).
        let cells = [
            SweepCell(outcome: .cancel, rule: "", phase: .idle), SweepCell(outcome: .dismiss, rule: "", phase: .idle),
            SweepCell(outcome: .dismiss, rule: "", phase: .idle),
        ]
        let found = SweepBoundary.find(in: SweepGrid(plan: plan, cells: cells), rows: [0], workers: 1)
        #expect(found.map(\.relation) == [">= 60.00"])
        #expect(found.first?.after == .dismiss)
        #expect(SweepQuantity.environment(.fps).isContinuous == false)
        #expect(SweepQuantity.translation.isContinuous)
    }
}
