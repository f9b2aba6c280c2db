/// Reads a script line by line as it arrives (batch standard input), giving each command as
/// soon as its line is complete, with the rules of `ScriptFile`.
///
/// The first command line decides the form: one starting with `> ` makes the input a
/// transcript, whose `> ` lines (with `\` continuations) are the commands and whose other lines
/// are ignored; otherwise every non-blank, non-`#` line is a command. A byte order mark before
/// the first line is skipped.
public struct ScriptStream: Sendable {
    private var isTranscript: Bool?
    private var reader = LogicalLineReader()
    /// The number of the last line taken, from 1.
    public private(set) var lineNumber = 0

    /// Creates a stream before its first line.
    public init() {}

    /// Takes the next physical line's bytes (without `\n`).
    ///
    /// - Returns: the command it completes, or nil (a comment, a blank or ignored line, or a
    ///   line that a `\` continues).
    /// - Throws: `invalidUTF8` or `lineTooLong`, located at this line.
    public mutating func take(_ bytes: ArraySlice<UInt8>) throws(ScriptError) -> LogicalLine? {
        lineNumber += 1
        var bytes = bytes
        if lineNumber == 1, bytes.starts(with: SourceText.byteOrderMark) { bytes = bytes.dropFirst(3) }
        let text: String
        do {
            text = try SourceText.decode(Array(bytes))
        } catch {
            throw ScriptError(
                error.reason, at: error.location.map { SourceLocation(line: lineNumber, column: $0.column) })
        }
        let line = Substring(text)
        if reader.isContinuing {
            return try reader.append(line, at: SourceLocation(line: lineNumber, column: 1))
        }
        let content = line.last == "\r" ? line.dropLast() : line
        let trimmed = content.drop { $0 == " " || $0 == "\t" }
        if isTranscript == nil {
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            isTranscript = content.hasPrefix("> ")
        }
        if isTranscript == true {
            guard content.hasPrefix("> ") || content == ">" else { return nil }
            return try reader.append(
                line.dropFirst(min(2, line.count)), at: SourceLocation(line: lineNumber, column: 3))
        }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        return try reader.append(line, at: SourceLocation(line: lineNumber, column: 1))
    }

    /// Ends the input.
    ///
    /// - Throws: `danglingContinuation` when the last line ended in `\`.
    public func finish() throws(ScriptError) {
        try reader.finish()
    }
}
