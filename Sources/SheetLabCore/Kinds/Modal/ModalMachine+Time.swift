extension ModalMachine {
    /// The offset, the move and the backdrop, in the order a frame renders them.
    @inline(__always)
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void) {
        body(&drawnOffset)
        body(&transition)
        body(&drawnBackdrop)
    }

    mutating func shiftFingerTime(by ticks: Int64) {
        finger.shiftTime(by: ticks)
    }

    public mutating func shiftTime(by ticks: Int64) {
        shiftCommonTime(by: ticks)
    }

    public mutating func normalizeForComparison() {
        let offset = normalizeCommonState()
        phaseChange = ChangeNumbering.renumbered(phaseChange, by: offset)
    }
}
