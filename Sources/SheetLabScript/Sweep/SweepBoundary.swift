import SheetLabCore

/// Where along x, in one row, the outcome changes: found by bisection between two neighbouring
/// cells and given to 0.01.
public struct SweepBoundary: Sendable, Hashable {
    /// The grid row (0 for a 1-D sweep).
    public var row: Int
    /// The boundary, rounded to 0.01.
    public var value: Double
    /// True: `after` holds from x >= value; false: from x > value (value itself still gives `before`).
    public var inclusive: Bool
    public var before: SweepOutcome
    public var after: SweepOutcome
    /// The rule that decides from the boundary on, without the finger's numbers (`SweepRule`).
    public var rule: String

    /// `>= 140.00` or `> 100.00`.
    public var relation: String {
        (inclusive ? ">= " : "> ") + DecimalFormat.format(value, decimals: SweepBoundary.decimals)
    }

    /// Boundaries are found to 0.01 and printed with 2 decimals.
    public static let decimals = 2
    /// The bisection stops when the interval is this narrow: half the printed precision.
    static let resolution = 0.005

    /// Every boundary along x in `rows`, for the base grid or the `against` grid.
    public static func find(in grid: SweepGrid, rows: [Int], against: Bool = false, workers: Int) -> [SweepBoundary] {
        var pairs: [(row: Int, column: Int)] = []
        for row in rows {
            for column in 0..<max(grid.columnCount - 1, 0)
            where grid.cell(column: column, row: row, against: against).outcome
                != grid.cell(column: column + 1, row: row, against: against).outcome
            {
                pairs.append((row, column))
            }
        }
        let variant = grid.variant(against: against)
        let found = pairs
        return ParallelJobs.map(count: pairs.count, threads: workers) { index -> [SweepBoundary] in
            let (row, column) = found[index]
            return bisect(
                grid.plan, variant: variant, y: grid.yValue(row: row), row: row,
                low: grid.plan.x.values[column], high: grid.plan.x.values[column + 1],
                before: grid.cell(column: column, row: row, against: against))
        }.flatMap { $0 }
    }

    /// Every change of outcome in x in (`low`, `high`], first to last: bisection finds the first
    /// value whose outcome is not `before`'s, then goes on from there until the outcome is the
    /// one at `high` (a grid step can hide more than one change).
    static func bisect(
        _ plan: SweepPlan, variant: SweepVariant, y: Double?, row: Int, low: Double, high: Double, before: SweepCell
    ) -> [SweepBoundary] {
        let end = plan.cell(x: high, y: y, variant: variant).outcome
        var boundaries: [SweepBoundary] = []
        var start = low
        var previous = before
        while boundaries.count < maximumChangesPerStep {
            let (boundary, reached, cell) = first(
                plan, variant: variant, y: y, row: row, low: start, high: high, before: previous)
            boundaries.append(boundary)
            if boundary.after == end || reached >= high { break }
            start = reached
            previous = cell
        }
        return boundaries
    }

    /// Most changes reported between two neighbouring cells.
    static let maximumChangesPerStep = 8

    /// The first change after `low`: the boundary, the x where its new outcome holds, and that cell.
    private static func first(
        _ plan: SweepPlan, variant: SweepVariant, y: Double?, row: Int, low: Double, high: Double, before: SweepCell
    ) -> (SweepBoundary, Double, SweepCell) {
        let gridHigh = high
        var low = low
        var high = high
        var highCell = plan.cell(x: high, y: y, variant: variant)
        while high - low > resolution && plan.x.quantity.isContinuous {
            let middle = low + (high - low) / 2
            let cell = plan.cell(x: middle, y: y, variant: variant)
            if cell.isRefused {
                // The kind refuses values between these two: the boundary is the axis value.
                let gridCell = plan.cell(x: gridHigh, y: y, variant: variant)
                let boundary = SweepBoundary(
                    row: row, value: gridHigh, inclusive: true, before: before.outcome, after: gridCell.outcome,
                    rule: rule(before: before, after: gridCell))
                return (boundary, gridHigh, gridCell)
            }
            if cell.outcome == before.outcome {
                low = middle
            } else {
                high = middle
                highCell = cell
            }
        }
        guard plan.x.quantity.isContinuous else {
            let boundary = SweepBoundary(
                row: row, value: high, inclusive: true, before: before.outcome, after: highCell.outcome,
                rule: rule(before: before, after: highCell))
            return (boundary, high, highCell)
        }
        let rounded = SweepAxis.rounded(high, decimals: decimals)
        let atRounded = plan.cell(x: rounded, y: y, variant: variant)
        // The printed value gives the earlier outcome: the change comes strictly after it.
        let inclusive = atRounded.outcome != before.outcome
        let after = inclusive ? atRounded : highCell
        let boundary = SweepBoundary(
            row: row, value: rounded, inclusive: inclusive, before: before.outcome, after: after.outcome,
            rule: rule(before: before, after: after))
        return (boundary, high, highCell)
    }

    /// The words for what changes at a boundary: the rule now deciding, or whether the drag begins.
    static func rule(before: SweepCell, after: SweepCell) -> String {
        if before.outcome == .ignored { return "the drag begins" }
        if after.outcome == .ignored { return SweepCell.neverBegan }
        return SweepRule.wording(after.rule)
    }

    /// The rows the text names boundaries for: every row of a short list, else at most 6 evenly
    /// spaced rows, first and last included.
    public static func reportedRows(rowCount: Int, isRange: Bool) -> [Int] {
        guard isRange, rowCount > 6 else { return Array(0..<rowCount) }
        var rows: [Int] = []
        for step in 0...5 {
            let row = (Double(step) * Double(rowCount - 1) / 5).rounded().clampedIndex(rowCount)
            if !rows.contains(row) { rows.append(row) }
        }
        return rows
    }
}

extension Double {
    fileprivate func clampedIndex(_ count: Int) -> Int {
        Swift.min(Swift.max(Int(self), 0), count - 1)
    }
}
