/// An instant worth marking on a plot (`release`, `armed`, `onDismiss`), drawn as a labelled
/// vertical dashed line.
public struct PlotMarker: Sendable, Hashable {
    /// When, in ticks.
    public var tick: Int64
    /// What happened.
    public var label: String

    public init(tick: Int64, label: String) {
        self.tick = tick
        self.label = label
    }
}
