import SheetLabCore

/// What `--against` changes: the cells whose outcome differs, counted by kind of change.
public struct SweepComparison: Sendable {
    /// One kind of change, `cancel -> dismiss`, and how many cells make it.
    public struct Change: Sendable, Hashable {
        public var from: SweepOutcome
        public var to: SweepOutcome
        public var count: Int

        /// `cancel -> dismiss`.
        public var words: String { "\(from.word) -> \(to.word)" }
    }

    /// The kinds of change, most frequent first (legend order on ties).
    public var changes: [Change]
    /// For each cell, the index into `changes` of its change, or nil when it keeps its outcome.
    public var cellChanges: [Int?]
    /// Cells in the grid.
    public var total: Int
    /// The words of the settings compared: `threshold 120 instead of 140`.
    public var settings: [String]

    /// The comparison of a grid's two sides; nil without `--against`.
    public init?(grid: SweepGrid) {
        guard let against = grid.against else { return nil }
        let palette = SweepPalette(grid: grid)
        let order = palette.outcomes
        func rank(_ outcome: SweepOutcome) -> Int { order.firstIndex(of: outcome) ?? order.count }
        var counts: [SweepOutcome: [SweepOutcome: Int]] = [:]
        for (base, other) in zip(grid.cells, against) where base.outcome != other.outcome {
            counts[base.outcome, default: [:]][other.outcome, default: 0] += 1
        }
        var changes: [Change] = []
        for (from, targets) in counts {
            for (to, count) in targets { changes.append(Change(from: from, to: to, count: count)) }
        }
        changes.sort { left, right in
            if left.count != right.count { return left.count > right.count }
            if rank(left.from) != rank(right.from) { return rank(left.from) < rank(right.from) }
            return rank(left.to) < rank(right.to)
        }
        self.changes = changes
        cellChanges = zip(grid.cells, against).map { base, other in
            base.outcome == other.outcome
                ? nil : changes.firstIndex { $0.from == base.outcome && $0.to == other.outcome }
        }
        total = grid.cells.count
        settings = grid.plan.againstChanges.map(\.words)
    }

    /// Cells whose outcome changes.
    public var changedCount: Int { changes.reduce(0) { $0 + $1.count } }

    /// `threshold 120 instead of 140: 612 of 10,000 releases change, all cancel -> dismiss`.
    public var summary: String {
        let subject = settings.isEmpty ? "the same settings" : settings.joined(separator: ", ")
        let changed = changedCount
        var text = "\(subject): \(SweepNumber.grouped(changed)) of \(SweepNumber.grouped(total)) releases change"
        if changed == 0 { return text }
        if changes.count == 1 { return text + ", all \(changes[0].words)" }
        text += ": " + changes.map { "\(SweepNumber.grouped($0.count)) \($0.words)" }.joined(separator: ", ")
        return text
    }
}

/// Number spellings of sweep reports.
public enum SweepNumber {
    /// `10,000`: a count with thousands separated by commas.
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (count < 0 ? "-" : "") + result
    }
}
