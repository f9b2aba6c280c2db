/// A unit a number of a design file is written in (docs/design-language.md#numbers-and-units).
public enum DesignUnit: String, Sendable, Hashable, CaseIterable {
    /// A plain number; written bare, it takes the unit of what it is added to or compared with.
    case number = ""
    /// Points.
    case points = "pt"
    /// Percent of the screen's height: a length.
    case percent = "%"
    /// Points per second.
    case pointsPerSecond = "pt/s"
    /// Seconds.
    case seconds = "s"
    /// Milliseconds.
    case milliseconds = "ms"

    /// The suffix written after the digits (`180pt`, `55%`); empty for a plain number.
    public var suffix: String { rawValue }
}
