import SheetLabCore

/// The boundaries of a 2-D map as lines: every pair of neighbouring cells with different
/// outcomes gets a crossing point found by bisection between them, and crossings on the edges
/// of one square of four cells are joined (marching squares). Lines are grouped by the pair of
/// outcomes and the rule that decides along them.
public struct SweepContour: Sendable {
    /// A point in grid index space: column `c` and row `r` are cell centres (row 0 at the bottom).
    public struct Point: Sendable, Hashable {
        public var column: Double
        public var row: Double
    }

    /// One boundary line.
    public struct Line: Sendable {
        /// The two outcomes it separates, in legend order.
        public var outcomes: [SweepOutcome]
        /// The rule that decides along it (`SweepBoundary.rule` of the more decisive side).
        public var rule: String
        public var segments: [(from: Point, to: Point)]
    }

    public var lines: [Line]

    /// Bisection steps for each crossing: 1/64 of a cell.
    static let steps = 6

    private struct Crossing {
        var point: Point
        var outcomes: [SweepOutcome]
        var rule: String
    }

    /// The contour of the base grid or of its `against` side.
    public init(grid: SweepGrid, against: Bool = false, workers: Int) {
        let palette = SweepPalette(grid: grid)
        let columns = grid.columnCount
        let rows = grid.rowCount
        // Edges: (column, row, horizontal); horizontal edges join (c, r) and (c + 1, r).
        var edges: [(column: Int, row: Int, horizontal: Bool)] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = grid.cell(column: column, row: row, against: against)
                if column + 1 < columns,
                    grid.cell(column: column + 1, row: row, against: against).outcome != cell.outcome
                {
                    edges.append((column, row, true))
                }
                if row + 1 < rows, grid.cell(column: column, row: row + 1, against: against).outcome != cell.outcome {
                    edges.append((column, row, false))
                }
            }
        }
        let variant = grid.variant(against: against)
        let plan = grid.plan
        let found = edges
        let crossings = ParallelJobs.map(count: found.count, threads: workers) { index -> Crossing in
            let edge = found[index]
            let low = grid.cell(column: edge.column, row: edge.row, against: against)
            let high =
                edge.horizontal
                ? grid.cell(column: edge.column + 1, row: edge.row, against: against)
                : grid.cell(column: edge.column, row: edge.row + 1, against: against)
            let fraction: Double
            if edge.horizontal ? !plan.x.quantity.isContinuous : plan.y?.quantity.isContinuous == false {
                fraction = 0.5
            } else if edge.horizontal {
                let y = plan.y?.values[edge.row]
                fraction = Self.bisect(
                    from: plan.x.values[edge.column], to: plan.x.values[edge.column + 1], low: low.outcome
                ) { plan.cell(x: $0, y: y, variant: variant) }
            } else if let yAxis = plan.y {
                let x = plan.x.values[edge.column]
                fraction = Self.bisect(
                    from: yAxis.values[edge.row], to: yAxis.values[edge.row + 1], low: low.outcome
                ) { plan.cell(x: x, y: $0, variant: variant) }
            } else {
                fraction = 0.5
            }
            let point =
                edge.horizontal
                ? Point(column: Double(edge.column) + fraction, row: Double(edge.row))
                : Point(column: Double(edge.column), row: Double(edge.row) + fraction)
            let pair = palette.outcomes.filter { $0 == low.outcome || $0 == high.outcome }
            return Crossing(point: point, outcomes: pair, rule: Self.rule(low, high, palette: palette))
        }
        var horizontal: [Int: Crossing] = [:]
        var vertical: [Int: Crossing] = [:]
        for (edge, crossing) in zip(edges, crossings) {
            let key = edge.row * columns + edge.column
            if edge.horizontal { horizontal[key] = crossing } else { vertical[key] = crossing }
        }
        var segments: [(Crossing, Point, Point)] = []
        for row in 0..<max(rows - 1, 0) {
            for column in 0..<max(columns - 1, 0) {
                let around = [
                    horizontal[row * columns + column], vertical[row * columns + column + 1],
                    horizontal[(row + 1) * columns + column], vertical[row * columns + column],
                ].compactMap { $0 }
                var groups: [[SweepOutcome]: [Crossing]] = [:]
                var order: [[SweepOutcome]] = []
                for crossing in around {
                    if groups[crossing.outcomes] == nil { order.append(crossing.outcomes) }
                    groups[crossing.outcomes, default: []].append(crossing)
                }
                for key in order {
                    let group = groups[key] ?? []
                    var index = 0
                    while index + 1 < group.count {
                        segments.append((group[index], group[index].point, group[index + 1].point))
                        index += 2
                    }
                }
            }
        }
        // Half a cell out to the map's border from crossings on its outer rows and columns.
        for (key, crossing) in horizontal.sorted(by: { $0.key < $1.key }) {
            let row = key / columns
            if row == 0 {
                segments.append((crossing, crossing.point, Point(column: crossing.point.column, row: -0.5)))
            }
            if row == rows - 1 {
                segments.append(
                    (crossing, crossing.point, Point(column: crossing.point.column, row: Double(rows) - 0.5)))
            }
        }
        for (key, crossing) in vertical.sorted(by: { $0.key < $1.key }) {
            let column = key % columns
            if column == 0 {
                segments.append((crossing, crossing.point, Point(column: -0.5, row: crossing.point.row)))
            }
            if column == columns - 1 {
                segments.append(
                    (crossing, crossing.point, Point(column: Double(columns) - 0.5, row: crossing.point.row)))
            }
        }
        var lines: [Line] = []
        for (crossing, from, to) in segments {
            if let index = lines.firstIndex(where: { $0.outcomes == crossing.outcomes && $0.rule == crossing.rule }) {
                lines[index].segments.append((from, to))
            } else {
                lines.append(Line(outcomes: crossing.outcomes, rule: crossing.rule, segments: [(from, to)]))
            }
        }
        self.lines = lines
    }

    /// Where between `from` and `to` (as a fraction) the outcome stops being `low`.
    static func bisect(from: Double, to: Double, low: SweepOutcome, cell: (Double) -> SweepCell) -> Double {
        var lower = 0.0
        var upper = 1.0
        for _ in 0..<steps {
            let middle = (lower + upper) / 2
            let probe = cell(from + (to - from) * middle)
            // A value the kind refuses between two axis values: draw the line halfway.
            if probe.isRefused { return 0.5 }
            if probe.outcome == low { lower = middle } else { upper = middle }
        }
        return (lower + upper) / 2
    }

    /// What decides along a boundary between `a` and `b`: the drag beginning, or the rule of the
    /// side later in legend order (a dismiss over a cancel); both rules between two detents.
    static func rule(_ a: SweepCell, _ b: SweepCell, palette: SweepPalette) -> String {
        if a.outcome == .ignored || b.outcome == .ignored { return "the drag begins" }
        let order = palette.outcomes
        let rankA = order.firstIndex(of: a.outcome) ?? 0
        let rankB = order.firstIndex(of: b.outcome) ?? 0
        if case .detent = a.outcome, case .detent = b.outcome {
            let (first, second) = rankA < rankB ? (a, b) : (b, a)
            return SweepRule.wording(first.rule) + " | " + SweepRule.wording(second.rule)
        }
        return SweepRule.wording(rankA > rankB ? a.rule : b.rule)
    }
}
