/// A machine that draws animated values and numbers its changes: how every kind renders a frame,
/// shifts its clock and renumbers its changes, written once.
protocol AnimatedMachine: EventRouting {
    /// The last release, escape, tap or press decision (`explain`).
    var lastDecision: Decision? { get set }
    /// The readout the last decision was made with (the `release-` fields).
    var releaseReadout: FingerReadout { get set }
    /// The next change (transaction) identifier.
    var nextChange: Int { get set }

    /// Calls `body` on every drawn value, in the order a frame renders them.
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void)

    /// Moves the finger's stored ticks by `ticks`.
    mutating func shiftFingerTime(by ticks: Int64)
}

extension AnimatedMachine {
    /// Renders the frame at `tick` on every drawn value, sharing an analytic spring's terms
    /// between values in the same frame.
    @inline(__always)
    mutating func renderDrawnValues(at tick: Int64) {
        var terms = AnalyticSpringTerms()
        forEachDrawnValue { $0.render(at: tick, sharing: &terms) }
    }

    /// `Machine.handleFrame`: the kind's frame, then `isAtRest`. Inlined into each kind's method,
    /// so that nothing is called through a witness and the machine is never copied.
    @inline(__always)
    mutating func renderFrame(at tick: Int64, in environment: Environment, restsAfter: inout Bool) -> [Occurrence] {
        advanceClock(to: tick)
        let occurrences = frameTicked(at: tick, in: environment)
        restsAfter = isAtRest
        return occurrences
    }

    /// `Machine.restingFrameTicked(at:)`: what a frame changes on a machine at rest.
    @inline(__always)
    mutating func renderRestingFrame(at tick: Int64) {
        advanceClock(to: tick)
        renderDrawnValues(at: tick)
    }

    /// A fresh change identifier (one per `withAnimation` or state change).
    mutating func newChange() -> Int {
        defer { nextChange += 1 }
        return nextChange
    }

    /// `Machine.shiftTime(by:)` for what every kind keeps: its clock, last decision, drawn values
    /// and finger.
    mutating func shiftCommonTime(by ticks: Int64) {
        now += ticks
        lastDecision?.shiftTime(by: ticks)
        forEachDrawnValue { $0.shiftTime(by: ticks) }
        shiftFingerTime(by: ticks)
    }

    /// `Machine.normalizeForComparison()` for what every kind keeps: drops the last decision and
    /// its readout, renumbers the change counter and the drawn values' changes from
    /// `ChangeNumbering.base`, and returns the offset, for the kind's own stored changes.
    mutating func normalizeCommonState() -> Int {
        lastDecision = nil
        releaseReadout = .zero
        let offset = ChangeNumbering.base - nextChange
        nextChange = ChangeNumbering.base
        forEachDrawnValue { $0.renumberChanges(by: offset) }
        return offset
    }
}
