/// One thing that happened to a sheet, as a transition line and `log` show it.
public struct Record: Sendable, Hashable {
    /// When it happened.
    public var tick: Int64
    /// The sheet it happened to.
    public var sheet: String
    /// The event that caused it (`touchEnded`, `frameTicked`, ...).
    public var event: String
    /// What happened.
    public var occurrence: Occurrence

    public init(tick: Int64, sheet: String, event: String, occurrence: Occurrence) {
        self.tick = tick
        self.sheet = sheet
        self.event = event
        self.occurrence = occurrence
    }
}
