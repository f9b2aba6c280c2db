import CEditLine

/// Facts about the terminals attached to the process's standard streams.
public enum Terminal {
    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Whether the session is interactive: standard input is a terminal, whatever stdout is
    /// (as python and sqlite3 decide), so `sheetlab | tee log` is an interactive session.
    public static var isInteractive: Bool {
        isTerminal(STDIN_FILENO)
    }

    /// Where the line editor draws its prompt and echo, with its file descriptor: stdout when
    /// it is a terminal, else stderr when that is one, else `/dev/tty`; stdout as a last resort.
    ///
    /// libedit stops editing when its output is not a terminal, so with stdout piped it is
    /// handed the terminal instead, and only results go down the pipe.
    static func editorOutput() -> (UnsafeMutablePointer<FILE>, Int32) {
        if isTerminal(STDOUT_FILENO) { return (sheetlab_stdout(), STDOUT_FILENO) }
        if isTerminal(STDERR_FILENO) { return (sheetlab_stderr(), STDERR_FILENO) }
        if let tty = fopen("/dev/tty", "we") { return (tty, fileno(tty)) }
        return (sheetlab_stdout(), STDOUT_FILENO)
    }

    /// Whether to colour stdout for `mode`, judging the real stdout and environment.
    public static func colorsStandardOutput(
        _ mode: ColorMode, environment: EnvironmentVariables = .current()
    ) -> Bool {
        mode.isEnabled(outputIsTerminal: isTerminal(STDOUT_FILENO), environment: environment)
    }
}
