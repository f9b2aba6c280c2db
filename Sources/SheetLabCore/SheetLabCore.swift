/// SheetLabCore: pure geometry, time, motion and the four kinds as value-type state machines.
public enum SheetLabCore {
    /// The version printed by `sheetlab --version`.
    public static let version = "0.1.0"
}
