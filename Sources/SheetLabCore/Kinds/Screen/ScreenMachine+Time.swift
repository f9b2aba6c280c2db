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

    public var isAtRest: Bool {
        guard phase == .idle || phase == .dismissed, case .none = finger else { return false }
        return
            !(drawnOffset.isAnimating || drawnScale.isAnimating || drawnOpacity.isAnimating
            || transition.isAnimating)
    }

    public mutating func restingFrameTicked(at tick: Int64) {
        renderRestingFrame(at: tick)
    }

    public mutating func handleFrame(
        at tick: Int64, in environment: Environment, restsAfter: inout Bool
    ) -> [Occurrence] {
        renderFrame(at: tick, in: environment, restsAfter: &restsAfter)
    }

    public mutating func shiftTime(by ticks: Int64) {
        shiftCommonTime(by: ticks)
    }

    public mutating func normalizeForComparison() {
        let offset = normalizeCommonState()
        phaseChange = ChangeNumbering.renumbered(phaseChange, by: offset)
    }
}
