extension SheetMachine {
    public mutating func shiftTime(by ticks: Int64) {
        now += ticks
        lastDecision?.shiftTime(by: ticks)
        height.shiftTime(by: ticks)
        drawnOffset.shiftTime(by: ticks)
        move.shiftTime(by: ticks)
        backdrop.shiftTime(by: ticks)
        finger.shiftTime(by: ticks)
    }

    public mutating func normalizeForComparison() {
        lastDecision = nil
        grabbedAt = nil
        releaseReadout = .zero
        hapticCount = 0
        let offset = ChangeNumbering.base - nextChange
        nextChange = ChangeNumbering.base
        switch stage {
        case .presenting(let change): stage = .presenting(change: ChangeNumbering.renumbered(change, by: offset))
        case .settling(let change): stage = .settling(change: ChangeNumbering.renumbered(change, by: offset))
        case .cancelling(let change): stage = .cancelling(change: ChangeNumbering.renumbered(change, by: offset))
        case .committing(let change): stage = .committing(change: ChangeNumbering.renumbered(change, by: offset))
        case .dismissed, .idle, .dragging: break
        }
        height.renumberChanges(by: offset)
        drawnOffset.renumberChanges(by: offset)
        move.renumberChanges(by: offset)
        backdrop.renumberChanges(by: offset)
    }
}
