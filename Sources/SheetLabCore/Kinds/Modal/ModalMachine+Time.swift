extension ModalMachine {
    public mutating func shiftTime(by ticks: Int64) {
        now += ticks
        lastDecision?.shiftTime(by: ticks)
        drawnOffset.shiftTime(by: ticks)
        transition.shiftTime(by: ticks)
        drawnBackdrop.shiftTime(by: ticks)
        finger.shiftTime(by: ticks)
    }

    public mutating func normalizeForComparison() {
        lastDecision = nil
        releaseReadout = .zero
        let offset = ChangeNumbering.base - nextChange
        nextChange = ChangeNumbering.base
        phaseChange = ChangeNumbering.renumbered(phaseChange, by: offset)
        drawnOffset.renumberChanges(by: offset)
        transition.renumberChanges(by: offset)
        drawnBackdrop.renumberChanges(by: offset)
    }
}
