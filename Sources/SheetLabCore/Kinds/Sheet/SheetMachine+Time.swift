extension SheetMachine {
    /// The height, the custom offset, the move and the backdrop, in the order a frame renders them.
    @inline(__always)
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void) {
        body(&height)
        body(&drawnOffset)
        body(&move)
        body(&backdrop)
    }

    mutating func shiftFingerTime(by ticks: Int64) {
        finger.shiftTime(by: ticks)
    }

    public var isAtRest: Bool {
        restsWithoutFinger && !hasMovingValues
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
        _ = normalizeLifecycle()
        grabbedAt = nil
    }
}
