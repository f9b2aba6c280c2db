extension SheetMachine {
    /// The height, the custom offset, the move and the backdrop, in the order a frame renders them,
    /// and a peer library's top edge; a seed's sheet never touches `top`, so that it stays as a
    /// fresh sheet's (states the explorer tells apart are the seed's own).
    @inline(__always)
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void) {
        body(&height)
        body(&drawnOffset)
        body(&move)
        body(&backdrop)
        if parameters.profile.isPeerLibrary { body(&top) }
    }

    mutating func shiftFingerTime(by ticks: Int64) {
        finger.shiftTime(by: ticks)
    }

    public var isAtRest: Bool {
        guard stage == .idle || stage == .dismissed, case .none = finger else { return false }
        return
            !(height.isAnimating || drawnOffset.isAnimating || move.isAnimating || backdrop.isAnimating
            || top.isAnimating)
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
        grabbedAt = nil
        hapticCount = 0
        switch stage {
        case .presenting(let change): stage = .presenting(change: ChangeNumbering.renumbered(change, by: offset))
        case .settling(let change): stage = .settling(change: ChangeNumbering.renumbered(change, by: offset))
        case .cancelling(let change): stage = .cancelling(change: ChangeNumbering.renumbered(change, by: offset))
        case .committing(let change): stage = .committing(change: ChangeNumbering.renumbered(change, by: offset))
        case .dismissed, .idle, .dragging: break
        }
    }
}
