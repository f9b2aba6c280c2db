extension EdgeMachine {
    public mutating func shiftTime(by ticks: Int64) {
        now += ticks
        lastDecision?.shiftTime(by: ticks)
        progress.shiftTime(by: ticks)
        fade.shiftTime(by: ticks)
        iconScale.shiftTime(by: ticks)
        if case .tracking(var session, let edge) = finger {
            session.shiftTime(by: ticks)
            finger = .tracking(session, edge: edge)
        }
    }

    public mutating func normalizeForComparison() {
        lastDecision = nil
        releaseReadout = .zero
        haptics = 0
        pops = 0
        actions = 0
        let offset = ChangeNumbering.base - nextChange
        nextChange = ChangeNumbering.base
        switch stage {
        case .cancelling(.some(let change)):
            stage = .cancelling(change: ChangeNumbering.renumbered(change, by: offset))
        case .committing(var commit):
            commit.change = ChangeNumbering.renumbered(commit.change, by: offset)
            stage = .committing(commit)
        case .dismissed, .idle, .dragging, .cancelling(.none): break
        }
        progress.renumberChanges(by: offset)
        fade.renumberChanges(by: offset)
        iconScale.renumberChanges(by: offset)
    }
}
