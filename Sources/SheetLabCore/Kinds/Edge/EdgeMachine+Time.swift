extension EdgeMachine {
    /// The indicator's progress, the commit effect and the icon scale, in the order a frame renders them.
    @inline(__always)
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void) {
        body(&progress)
        body(&fade)
        body(&iconScale)
    }

    mutating func shiftFingerTime(by ticks: Int64) {
        if case .tracking(var session, let edge) = finger {
            session.shiftTime(by: ticks)
            finger = .tracking(session, edge: edge)
        }
    }

    public var isAtRest: Bool {
        guard stage == .idle || stage == .dismissed, case .none = finger else { return false }
        return !(progress.isAnimating || fade.isAnimating || iconScale.isAnimating)
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
        haptics = 0
        pops = 0
        actions = 0
        switch stage {
        case .cancelling(.some(let change)):
            stage = .cancelling(change: ChangeNumbering.renumbered(change, by: offset))
        case .committing(var commit):
            commit.change = ChangeNumbering.renumbered(commit.change, by: offset)
            stage = .committing(commit)
        case .dismissed, .idle, .dragging, .cancelling(.none): break
        }
    }
}
