import SheetLabScript

/// Reads lines from a file descriptor without a prompt, editing or history (the shell when standard
/// input is not a terminal), through `LineInput`.
///
/// Lines end at `\n`; a `\r` before it is dropped; invalid UTF-8 becomes U+FFFD. A last line
/// without a newline still counts, and so does a pending continuation at end of input. Memory stays
/// bounded: a line longer than `SourceText.maximumLineLength` bytes is cut there and the rest of it
/// skipped, so the command fails instead of the reader growing without end. A failed read ends the
/// input: the shell reports errors of commands, and there is no command to blame.
public struct PlainLineReader: LineSource {
    private var input: LineInput
    private var continuation = ContinuedLine()
    /// Whether a read failed: the input has ended.
    private var failed = false

    /// Creates a reader of `fileDescriptor`, standard input by default.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        input = LineInput(fileDescriptor: fileDescriptor, limit: SourceText.maximumLineLength)
    }

    /// The file descriptor read from; not closed by the reader.
    public var fileDescriptor: Int32 { input.fileDescriptor }

    public mutating func nextLine() -> String? {
        while let physicalLine = nextPhysicalLine() {
            if let logicalLine = continuation.append(physicalLine) { return logicalLine }
        }
        guard continuation.isContinuing else { return nil }
        defer { continuation.reset() }
        return continuation.pending
    }

    /// The next line as read, or nil at end of input: an over-long line cut to its first
    /// `SourceText.maximumLineLength` bytes, as they are; any other without a final `\r`.
    private mutating func nextPhysicalLine() -> String? {
        guard !failed else { return nil }
        do {
            guard var line = try input.nextLine() else { return nil }
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return String(decoding: line, as: UTF8.self)
        } catch .lineTooLong {
            return String(decoding: input.truncatedLine(), as: UTF8.self)
        } catch {
            failed = true
            return nil
        }
    }
}
