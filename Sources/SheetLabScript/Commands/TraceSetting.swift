/// What `trace` prints as it happens.
///
/// `on` prints the lines docs/commands.md lists (transitions, callbacks, haptics); ignored input is
/// logged and explained but printed live only with `all`, so transcripts written against the
/// contract keep their lines.
public enum TraceSetting: String, Sendable, Hashable, CaseIterable {
    /// The contract's live lines.
    case on
    /// Nothing prints live; `log` still keeps every record.
    case off
    /// The contract's live lines and every ignored touch, escape, tap or press.
    case all

    /// Whether a record prints live under this setting.
    func prints(ignored: Bool) -> Bool {
        switch self {
        case .off: false
        case .on: !ignored
        case .all: true
        }
    }
}
