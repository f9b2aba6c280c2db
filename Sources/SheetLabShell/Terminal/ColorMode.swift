/// The `--color` choice: whether output may carry ANSI colour sequences.
public enum ColorMode: String, Sendable, Equatable, CaseIterable {
    /// Colour only on a terminal that supports it, unless `NO_COLOR` asks otherwise.
    case auto
    /// Colour always, even into a pipe or a file.
    case always
    /// Colour never.
    case never

    /// Whether to colour: `auto` needs a terminal on stdout, `TERM` other than `dumb`, and
    /// `NO_COLOR` unset or empty (https://no-color.org).
    public func isEnabled(outputIsTerminal: Bool, environment: EnvironmentVariables) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            guard outputIsTerminal, environment["TERM"] != "dumb" else { return false }
            return environment["NO_COLOR"]?.isEmpty ?? true
        }
    }
}
