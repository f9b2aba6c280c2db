/// A scenario file read as a golden transcript (`docs/commands.md`, "Scenario files").
///
/// A line starting with `> ` is a command (a trailing `\` continues it on the next line); the
/// lines after it, up to the next command or comment, are its expected output; a `#` line is a
/// comment and belongs to the command after it; blank lines are ignored. An expected line that
/// is empty or would start with `#`, `>` or `|` (or be blank) is written `| LINE`; a lone `|` is
/// an empty line. Every original line is kept, so `updated(outputs:)` rewrites only expected
/// blocks and keeps comments and commands byte for byte.
public struct Transcript: Sendable, Equatable {
    /// One command with its comments and expected output.
    public struct Entry: Sendable, Equatable {
        /// The command text after `> `, located in the file (continuations joined).
        public var command: LogicalLine
        /// 0-based indices of the comment lines that precede the command and belong to it.
        public var commentLines: [Int]
        /// 0-based indices of the command's lines (more than one with `\` continuations).
        public var commandLines: Range<Int>
        /// The expected output, unescaped, one element a line.
        public var expected: [String]
        /// 0-based indices of the lines between the command and the next command or comment:
        /// expected lines and blank lines.
        public var outputLines: Range<Int>
    }

    /// The file's lines as read, without their `\n` (a CRLF file keeps its `\r`).
    public private(set) var lines: [String]
    /// Whether the file ends with a line break.
    public private(set) var endsWithNewline: Bool
    /// The commands in file order.
    public private(set) var entries: [Entry]

    /// The command lines to run, in order.
    public var commands: [LogicalLine] { entries.map(\.command) }

    /// Reads a transcript.
    ///
    /// - Throws: `expectedOutputWithoutCommand` for an expected line after a comment,
    ///   `invalidCommandMarker` for `>` without a space, `invalidEscape` for `|` without one,
    ///   `danglingContinuation` and `lineTooLong`, located in the file.
    public static func parse(_ text: String) throws(ScriptError) -> Transcript {
        let lines = SourceText.lines(of: text).map(String.init)
        var entries: [Entry] = []
        var pendingComments: [Int] = []
        var reader = LogicalLineReader()
        var continuationStart: Int?
        var regionOpen = false
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if let start = continuationStart {
                if let logical = try reader.append(line[...], at: SourceLocation(line: number, column: 1)) {
                    entries.append(entry(logical, commandLines: start..<(index + 1), comments: pendingComments))
                    pendingComments = []
                    continuationStart = nil
                    regionOpen = true
                }
                continue
            }
            let content = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if content.hasPrefix("> ") || content == ">" {
                closeRegion(of: &entries, at: index, if: regionOpen)
                regionOpen = false
                let command = content.dropFirst(min(2, content.count))
                if let logical = try reader.append(command, at: SourceLocation(line: number, column: 3)) {
                    entries.append(entry(logical, commandLines: index..<(index + 1), comments: pendingComments))
                    pendingComments = []
                    regionOpen = true
                } else {
                    continuationStart = index
                }
            } else if content.hasPrefix("#") {
                closeRegion(of: &entries, at: index, if: regionOpen)
                regionOpen = false
                pendingComments.append(index)
            } else if isBlank(content) {
                continue
            } else if regionOpen {
                entries[entries.count - 1].expected.append(try unescape(content, line: number))
            } else {
                throw ScriptError(
                    content.hasPrefix(">") ? .invalidCommandMarker : .expectedOutputWithoutCommand,
                    at: SourceLocation(line: number, column: 1))
            }
        }
        try reader.finish()
        closeRegion(of: &entries, at: lines.count, if: regionOpen)
        return Transcript(lines: lines, endsWithNewline: text.utf8.last == 0x0A, entries: entries)
    }

    private static func entry(_ command: LogicalLine, commandLines: Range<Int>, comments: [Int]) -> Entry {
        Entry(
            command: command, commentLines: comments, commandLines: commandLines, expected: [],
            outputLines: commandLines.upperBound..<commandLines.upperBound)
    }

    private static func closeRegion(of entries: inout [Entry], at index: Int, if open: Bool) {
        guard open, let last = entries.indices.last else { return }
        entries[last].outputLines = entries[last].outputLines.lowerBound..<index
    }

    private static func unescape(_ content: String, line: Int) throws(ScriptError) -> String {
        if content == "|" { return "" }
        if content.hasPrefix("| ") { return String(content.dropFirst(2)) }
        if content.hasPrefix("|") { throw ScriptError(.invalidEscape, at: SourceLocation(line: line, column: 1)) }
        if content.hasPrefix(">") {
            throw ScriptError(.invalidCommandMarker, at: SourceLocation(line: line, column: 1))
        }
        return content
    }

    /// Whether a line has nothing but spaces and tabs.
    static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// An output line as the transcript writes it: escaped with `| ` when it is blank or starts
    /// with `#`, `>` or `|`; a lone `|` for an empty line.
    public static func escape(_ line: String) -> String {
        if line.isEmpty { return "|" }
        if isBlank(line) || line.hasPrefix("#") || line.hasPrefix(">") || line.hasPrefix("|") { return "| " + line }
        return line
    }

    /// A command's output split into lines; a final line break does not start another line.
    public static func outputLines(of output: String) -> [String] {
        SourceText.lines(of: output).map(String.init)
    }

    /// Whether every command's output equals its expected lines.
    ///
    /// - Parameter outputs: each command's stdout, in order; commands without one (a run that
    ///   stopped early) compare as producing nothing.
    public func matches(outputs: [String]) -> Bool {
        mismatchedEntries(outputs: outputs).isEmpty
    }

    /// Indices of the entries whose output differs from their expected lines.
    public func mismatchedEntries(outputs: [String]) -> [Int] {
        entries.indices.filter { index in
            Self.outputLines(of: index < outputs.count ? outputs[index] : "") != entries[index].expected
        }
    }

    /// The file's lines with each command's expected block replaced by its actual output.
    ///
    /// A block whose output matches is kept byte for byte (its escapes included); a changed
    /// block is written with `escape(_:)`, followed by the blank lines that ended the old block.
    /// Entries beyond `outputs` are kept as they are.
    public func updatedLines(outputs: [String]) -> [String] {
        let lineEnding = lines.first?.hasSuffix("\r") == true ? "\r" : ""
        var result: [String] = []
        var next = 0
        for (index, entry) in entries.enumerated() {
            result += lines[next..<entry.outputLines.lowerBound]
            next = entry.outputLines.upperBound
            let region = lines[entry.outputLines]
            let actual = index < outputs.count ? Self.outputLines(of: outputs[index]) : entry.expected
            if actual == entry.expected {
                result += region
                continue
            }
            let trailingBlanks = region.reversed().prefix {
                Self.isBlank($0.hasSuffix("\r") ? String($0.dropLast()) : $0)
            }
            result += actual.map { Self.escape($0) + lineEnding }
            result += trailingBlanks.reversed()
        }
        result += lines[next...]
        return result
    }

    /// The file text with expected blocks replaced by the actual outputs (`sheetlab test --update`).
    public func updated(outputs: [String]) -> String {
        let updated = updatedLines(outputs: outputs)
        return updated.joined(separator: "\n") + (endsWithNewline && !updated.isEmpty ? "\n" : "")
    }

    /// The text as read.
    public var text: String {
        lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
    }

    /// A unified diff from the file to the file with the actual outputs, with the file's line
    /// numbers in the hunk headers; empty when everything matches.
    public func diff(outputs: [String], path: String) -> String {
        UnifiedDiff.render(
            old: lines, new: updatedLines(outputs: outputs), oldLabel: path, newLabel: "\(path) (actual)")
    }
}
