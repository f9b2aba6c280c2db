/// Turns the bytes of a script into checked text: valid UTF-8, no line over the length limit.
public enum SourceText {
    /// The longest line accepted, in UTF-8 bytes (64 KiB), physical or joined by `\`.
    ///
    /// No command needs more than a few hundred bytes; the limit keeps a stray binary file
    /// from being parsed as one enormous line.
    public static let maximumLineLength = 65_536

    /// The UTF-8 byte order mark, accepted (and skipped) at the start of a file.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Decodes `bytes` as UTF-8, rejecting malformed sequences and over-long lines; a byte order
    /// mark at the start is skipped (columns count from after it).
    ///
    /// - Throws: `ScriptError` at the first offending byte.
    public static func decode(_ bytes: [UInt8]) throws(ScriptError) -> String {
        if bytes.starts(with: byteOrderMark) { return try decode(Array(bytes.dropFirst(3))) }
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else {
                throw ScriptError(
                    .invalidUTF8(byte: byte), at: SourceLocation(line: line, column: index - lineStart + 1))
            }
            if index + length - lineStart > maximumLineLength {
                var end = index
                while end < count, bytes[end] != 0x0A { end += 1 }
                throw ScriptError(
                    .lineTooLong(length: end - lineStart, limit: maximumLineLength),
                    at: SourceLocation(line: line, column: maximumLineLength + 1))
            }
            index += length
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Splits text into lines on `\n`; a final newline does not start another line.
    ///
    /// Splits bytes, not characters: Swift reads `\r\n` as one character, and a CRLF file must
    /// keep its `\r` on each line.
    public static func lines(of text: String) -> [Substring] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 if it is malformed.
    ///
    /// Follows the Unicode table of well-formed byte sequences (no overlong forms, no surrogates,
    /// nothing above U+10FFFF).
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
