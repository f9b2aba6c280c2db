/// Joins physical lines into logical lines: a line ending in `\` continues on the next.
///
/// The continuation joins directly, as in C and the shells: `\` and the line break are removed.
/// A trailing carriage return is dropped first, so CRLF files read like LF files.
public struct LogicalLineReader: Sendable {
    private var pending: LogicalLine?
    private var pendingBackslash: SourceLocation?

    /// Creates a reader with no pending line.
    public init() {}

    /// Whether the last line ended in `\` and waits for its continuation (the `...> ` prompt).
    public var isContinuing: Bool { pending != nil }

    /// Adds one physical line (without its newline) that begins at `start` in the source.
    ///
    /// - Returns: the finished logical line, or nil while a `\` continues it.
    /// - Throws: `lineTooLong` when the joined line exceeds `SourceText.maximumLineLength`.
    public mutating func append(
        _ physical: Substring, at start: SourceLocation
    ) throws(ScriptError) -> LogicalLine? {
        var content = physical
        if content.last == "\r" { content.removeLast() }
        let continues = content.last == "\\"
        if continues { content.removeLast() }
        var line: LogicalLine
        if var joined = pending {
            joined.append(content, at: start)
            line = joined
        } else {
            line = LogicalLine(String(content), at: start)
        }
        let length = line.text.utf8.count
        if length > SourceText.maximumLineLength {
            pending = nil
            pendingBackslash = nil
            throw ScriptError(
                .lineTooLong(length: length, limit: SourceText.maximumLineLength),
                at: line.location(ofOffset: SourceText.maximumLineLength))
        }
        if continues {
            pending = line
            pendingBackslash = SourceLocation(line: start.line, column: start.column + content.utf8.count)
            return nil
        }
        pending = nil
        pendingBackslash = nil
        return line
    }

    /// Ends the input.
    ///
    /// - Throws: `danglingContinuation` at the last `\` if a line still waits for its continuation.
    public func finish() throws(ScriptError) {
        if let pendingBackslash {
            throw ScriptError(.danglingContinuation, at: pendingBackslash)
        }
    }

    /// Drops a pending continued line (the shell's Ctrl-C).
    public mutating func discard() {
        pending = nil
        pendingBackslash = nil
    }
}
