/// A stretch of a plot during which the sheet was in one phase, drawn as a light background band.
public struct PlotBand: Sendable, Hashable {
    /// Where the band starts, in ticks.
    public var fromTick: Int64
    /// Where it ends, in ticks; not before `fromTick`.
    public var toTick: Int64
    /// The phase's name, printed in the band and choosing its colour (`dragging`).
    public var phase: String

    public init(fromTick: Int64, toTick: Int64, phase: String) {
        self.fromTick = fromTick
        self.toTick = toTick
        self.phase = phase
    }
}
