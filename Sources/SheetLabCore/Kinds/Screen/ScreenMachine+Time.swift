extension ScreenMachine {
    /// The offset, scale, opacity and the presentation's move, in the order a frame renders them.
    @inline(__always)
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void) {
        body(&drawnOffset)
        body(&drawnScale)
        body(&drawnOpacity)
        body(&transition)
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
