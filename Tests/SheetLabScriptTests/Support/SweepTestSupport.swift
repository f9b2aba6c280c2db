import SheetLabCore
import Testing

@testable import SheetLabScript

/// Builds sweeps the way the shell does: a `sweep` line parsed by the grammar, read against a
/// kind's defaults in the default environment.
enum SweepTestSupport {
    /// The plan of `sweep s OPTIONS` on a fresh machine of `kind`.
    static func plan(_ kind: Kind, _ options: String) throws -> SweepPlan {
        let parsed = try Parser(vocabulary: Session.coreVocabulary).parse("sweep s " + options)
        guard case .sweep(let command)? = parsed else {
            throw SweepTestFailure(description: "'\(options)' did not parse as a sweep")
        }
        return try SweepPlan.make(
            command, base: SweepVariant(machine: kind.makeMachine(), environment: World().environment))
    }

    /// The grid of `sweep s OPTIONS` on `kind`, on two threads.
    static func grid(_ kind: Kind, _ options: String, workers: Int = 2) throws -> SweepGrid {
        SweepGrid.run(try plan(kind, options), workers: workers)
    }

    /// Both sides of a rule comparison, rounded as the kinds round them (docs/models.md#shared-rules, Comparisons).
    static func rounded(_ value: Double) -> Double {
        DecimalFormat.roundedForComparison(value)
    }

    /// Whether a fling to `translation` at `velocity` ever takes the finger `minimumDistance` from
    /// touch-down: the path runs through touch-down, the approach point and the release point.
    static func begins(translation: Double, velocity: Double, minimumDistance: Double) -> Bool {
        let path = SweepGesture.flingPath(translation: translation, velocity: velocity)
        return rounded(max(abs(path.approach), abs(translation))) >= rounded(minimumDistance)
    }

    /// The cells of a grid with at least one neighbour (left, right, below, above) of another outcome.
    static func boundaryCells(_ grid: SweepGrid) -> [(column: Int, row: Int)] {
        var cells: [(Int, Int)] = []
        for row in 0..<grid.rowCount {
            for column in 0..<grid.columnCount {
                let outcome = grid.cell(column: column, row: row).outcome
                let neighbours = [(column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1)]
                if neighbours.contains(where: { c, r in
                    c >= 0 && c < grid.columnCount && r >= 0 && r < grid.rowCount
                        && grid.cell(column: c, row: r).outcome != outcome
                }) {
                    cells.append((column, row))
                }
            }
        }
        return cells
    }
}

struct SweepTestFailure: Error, CustomStringConvertible {
    var description: String
}
