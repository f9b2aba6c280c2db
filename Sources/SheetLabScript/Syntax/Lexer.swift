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
        let bytes = Array(line.text.utf8)
        var tokens: [Token] = []
        tokens.reserveCapacity(8)
        var index = 0
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
                        [byte, UInt8(ascii: "\\")].contains(bytes[index + 1])
                    {
                        content.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    try checkControl(current, at: index, in: line)
                    content.append(current)
                    index += 1
                }
                guard closed else { throw ScriptError(.unterminatedQuote, at: line.location(ofOffset: start)) }
                tokens.append(
                    Token(text: String(decoding: content, as: UTF8.self), range: start..<index, isQuoted: true))
                continue
            }
            while index < bytes.count {
                let current = bytes[index]
                if current == 0x20 || current == 0x09 { break }
                try checkControl(current, at: index, in: line)
                index += 1
            }
            tokens.append(
                Token(
                    text: String(decoding: bytes[start..<index], as: UTF8.self), range: start..<index,
                    isQuoted: false))
        }
        return tokens
    }

    private static func checkControl(_ byte: UInt8, at index: Int, in line: LogicalLine) throws(ScriptError) {
        if byte < 0x20 && byte != 0x09 || byte == 0x7F {
            throw ScriptError(.unexpectedCharacter(Unicode.Scalar(byte)), at: line.location(ofOffset: index))
        }
    }
}
