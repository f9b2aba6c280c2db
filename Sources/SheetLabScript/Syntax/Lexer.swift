/// Splits a logical line into words.
///
/// Words are separated by spaces and tabs (a carriage return is a control character: CRLF line
/// ends are removed before lexing). A word that starts with `"` or `'` runs to the
/// matching quote, with `\"`, `\'` and `\\` as escapes inside. A `#` that starts a word begins a
/// comment to the end of the line. Other control characters are errors.
enum Lexer {
    /// The words of `line`.
    ///
    /// - Throws: `unexpectedCharacter` or `unterminatedQuote` at the offending byte.
    static func tokens(in line: LogicalLine) throws(ScriptError) -> [Token] {
        try tokens(in: line, from: 0)
    }

    /// The words of `line` from UTF-8 offset `start`, which must begin a word or a blank.
    ///
    /// - Throws: as `tokens(in:)`.
    static func tokens(in line: LogicalLine, from start: Int) throws(ScriptError) -> [Token] {
        // The line's own bytes, read in place: a native string lends its storage, so no copy of
        // the line is made (`withUTF8` copies only a bridged or shared string).
        var text = line.text
        let result = text.withUTF8 { bytes in words(in: bytes, from: start, line: line) }
        return try result.get()
    }

    /// The byte range of the first word of a line when it is a plain word (no quote, no control
    /// character, not a comment), which the parser can look up without lexing it; nil otherwise.
    static func plainFirstWord(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        guard first != UInt8(ascii: "#"), first != UInt8(ascii: "\""), first != UInt8(ascii: "'") else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 { break }
            if isControl(byte) { return nil }
            index += 1
        }
        return start..<index
    }

    private static func words(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, line: LogicalLine) -> Result<
        [Token], ScriptError
    > {
        // An Array, allocated once a line: an inline store measured worse over the bench's replay
        // (docs/performance.md): `InlineArray<8, Token?>` made the runtime look up its type
        // metadata on every access (`Token` is not bitwise copyable), and a tuple of eight
        // `Token?` cost a switch and a retained copy per read.
        var tokens: [Token] = []
        tokens.reserveCapacity(8)
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "#") { break }
            let start = index
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var content: [UInt8] = []
                index += 1
                var closed = false
                while index < bytes.count {
                    let current = bytes[index]
                    if current == byte {
                        closed = true
                        index += 1
                        break
                    }
                    if current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                        bytes[index + 1] == byte || bytes[index + 1] == UInt8(ascii: "\\")
                    {
                        content.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if isControl(current) { return .failure(controlError(current, at: index, in: line)) }
                    content.append(current)
                    index += 1
                }
                guard closed else {
                    return .failure(ScriptError(.unterminatedQuote, at: line.location(ofOffset: start)))
                }
                tokens.append(
                    Token(text: String(decoding: content, as: UTF8.self), range: start..<index, isQuoted: true))
                continue
            }
            while index < bytes.count {
                let current = bytes[index]
                if current == 0x20 || current == 0x09 { break }
                if isControl(current) { return .failure(controlError(current, at: index, in: line)) }
                index += 1
            }
            tokens.append(
                Token(
                    text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self),
                    range: start..<index, isQuoted: false))
        }
        return .success(tokens)
    }

    /// Whether `byte` is a control character other than a tab (tested at every byte, inline).
    @inline(__always)
    private static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 || byte == 0x7F
    }

    private static func controlError(_ byte: UInt8, at index: Int, in line: LogicalLine) -> ScriptError {
        ScriptError(.unexpectedCharacter(Unicode.Scalar(byte)), at: line.location(ofOffset: index))
    }
}
