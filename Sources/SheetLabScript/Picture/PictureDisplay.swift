/// Where terminal pictures go: the size and colours the shell reports, and whether it is a live
/// terminal (`view on` redraws in place, `play` runs in real time) or a batch (each picture is
/// printed once, so a scenario can hold it).
public struct PictureDisplay: Sendable, Equatable {
    /// The width pictures fit in: the terminal's columns, or 40 when there is no terminal.
    public var columns = TerminalPicture.defaultColumns
    /// The height pictures fit in, or nil for any height (no terminal).
    public var rows: Int?
    /// Whether pictures are in colour (half blocks); otherwise plain ASCII.
    public var colors = false
    /// Whether the shell draws `view on` pictures in place and runs `play` in real time.
    public var isLive = false

    public init(
        columns: Int = TerminalPicture.defaultColumns, rows: Int? = nil, colors: Bool = false, isLive: Bool = false
    ) {
        self.columns = columns
        self.rows = rows
        self.colors = colors
        self.isLive = isLive
    }
}
