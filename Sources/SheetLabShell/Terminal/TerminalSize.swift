/// The size of the terminal on a file descriptor, in character cells.
public struct TerminalSize: Sendable, Equatable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal on `fileDescriptor` (stdout by default), or 80 x 24 when it is
    /// not a terminal or does not say (as a terminal without a size is usually taken).
    public static func current(of fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
