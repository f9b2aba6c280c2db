import SheetLabCore

/// Every cell of a sweep, row by row (rows are y values, bottom first; columns x values).
public struct SweepGrid: Sendable {
    public var plan: SweepPlan
    /// `rowCount * columnCount` cells; row r starts at `r * columnCount`.
    public var cells: [SweepCell]
    /// The same grid run with `plan.against`, when there is one.
    public var against: [SweepCell]?

    /// Runs every cell of `plan` (and of its `against` set) on `workers` threads.
    public static func run(_ plan: SweepPlan, workers: Int) -> SweepGrid {
        let count = plan.cellCount
        let columns = plan.x.values.count
        let variants = [plan.base] + (plan.against.map { [$0] } ?? [])
        let results = ParallelJobs.map(count: count * variants.count, threads: workers) { index in
            let variant = variants[index / count]
            let cell = index % count
            return plan.cell(
                x: plan.x.values[cell % columns], y: plan.y.map { $0.values[cell / columns] }, variant: variant)
        }
        return SweepGrid(
            plan: plan, cells: Array(results[0..<count]),
            against: variants.count > 1 ? Array(results[count...]) : nil)
    }

    public init(plan: SweepPlan, cells: [SweepCell], against: [SweepCell]? = nil) {
        self.plan = plan
        self.cells = cells
        self.against = against
    }

    public var columnCount: Int { plan.x.values.count }
    public var rowCount: Int { plan.rowCount }

    /// The cell in `column`, `row` of the base grid, or of the `against` grid.
    public func cell(column: Int, row: Int, against useAgainst: Bool = false) -> SweepCell {
        let index = row * columnCount + column
        return useAgainst ? (against ?? cells)[index] : cells[index]
    }

    /// The y value of `row`, or nil for a 1-D sweep.
    public func yValue(row: Int) -> Double? {
        plan.y?.values[row]
    }

    /// The variant a grid side runs with.
    func variant(against useAgainst: Bool) -> SweepVariant {
        useAgainst ? (plan.against ?? plan.base) : plan.base
    }

    /// The outcomes present, in the order a legend lists them, with their counts.
    public func outcomeCounts(against useAgainst: Bool = false) -> [(outcome: SweepOutcome, count: Int)] {
        var counts: [SweepOutcome: Int] = [:]
        for cell in useAgainst ? (against ?? []) : cells { counts[cell.outcome, default: 0] += 1 }
        return SweepPalette.legendOrder(Array(counts.keys), kind: plan.kind, variant: variant(against: useAgainst))
            .map { ($0, counts[$0] ?? 0) }
    }
}
