import Glibc

/// Facts about the terminals attached to the process's standard streams.
public enum Terminal {
    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Whether the session is interactive: both stdin and stdout are terminals.
    ///
    /// With stdout piped, libedit silently stops editing, so that case is batch too.
    public static var isInteractive: Bool {
        isTerminal(STDIN_FILENO) && isTerminal(STDOUT_FILENO)
    }

    /// Whether to colour stdout for `mode`, judging the real stdout and environment.
    public static func colorsStandardOutput(
        _ mode: ColorMode, environment: Environment = .current()
    ) -> Bool {
        mode.isEnabled(outputIsTerminal: isTerminal(STDOUT_FILENO), environment: environment)
    }
}
