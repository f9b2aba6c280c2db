/// `compare PROFILE... [PARAM=VALUE...] [--format text|csv|json] -- GESTURE` (or `sheetlab
/// compare ...`) as written: its words with their places, read when it runs (`ComparePlan.make`).
public struct CompareCommand: Sendable, Equatable {
    public typealias Word = SweepCommand.Word

    /// The sheet profiles compared, in the order given (`seed`, `floatingpanel`, ...).
    public var profiles: [Word]
    /// `PARAM=VALUE` words: parameters of the profiles that read them, and environment values.
    public var settings: [Word]
    /// The gesture after `--`, as its command is written without the sheet's name
    /// (`drag 0 150 over 1s`, `fling 0 -200 at 3000`, `tap backdrop`, `escape`).
    public var gesture: [Word]
    /// `--format`; text when not given.
    public var format: CompareFormat

    public init(profiles: [Word], settings: [Word] = [], gesture: [Word], format: CompareFormat = .text) {
        self.profiles = profiles
        self.settings = settings
        self.gesture = gesture
        self.format = format
    }
}

/// What `compare` writes: aligned text, CSV (one row per profile) or JSON.
public enum CompareFormat: String, Sendable, Hashable, CaseIterable {
    case text, csv, json
}
