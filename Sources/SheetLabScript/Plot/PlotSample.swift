/// One value of a plotted field at one instant.
public struct PlotSample: Sendable, Hashable {
    /// When, in ticks of 1/6000 s.
    public var tick: Int64
    /// The field's raw value, in the field's unit.
    public var value: Double

    public init(tick: Int64, value: Double) {
        self.tick = tick
        self.value = value
    }
}
