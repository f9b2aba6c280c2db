/// Where the interactive shell keeps its history file.
public enum HistoryLocation {
    /// The history file's path, or nil when history is disabled.
    ///
    /// `$SHEETLAB_HISTORY` if set (an empty value disables history), else
    /// `$XDG_STATE_HOME/sheetlab/history` when that is set and not empty, else
    /// `$HOME/.local/state/sheetlab/history`; nil without a usable `HOME`.
    public static func path(environment: EnvironmentVariables) -> String? {
        if let explicit = environment["SHEETLAB_HISTORY"] {
            return explicit.isEmpty ? nil : explicit
        }
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            return "\(state)/sheetlab/history"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return "\(home)/.local/state/sheetlab/history"
        }
        return nil
    }
}
