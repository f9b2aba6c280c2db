import SheetLabCore

/// Splits one logical line of a design file into tokens.
///
/// Blanks separate tokens; `#` outside a string begins a comment to the end of the line; a
/// string is `"..."` with `\"` and `\\` as escapes. A `-` continues a word only when a letter
/// follows it, so `predicted-height` is one word and `height-0.2` is `height - 0.2`.
enum DesignLexer {
    /// The tokens of `line`.
    ///
    /// - Throws: `unexpectedCharacter`, `unterminatedString`, `unknownUnit` at the offending place.
    static func tokens(in line: LogicalLine) throws(DesignError) -> [DesignToken] {
        let bytes = Array(line.text.utf8)
        var tokens: [DesignToken] = []
        var index = 0
        func location(_ offset: Int) -> SourceLocation { line.location(ofOffset: offset) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                break
            } else if isLetter(byte) {
                index += 1
                while index < bytes.count {
                    if isLetter(bytes[index]) || isDigit(bytes[index]) {
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "-"), index + 1 < bytes.count, isLetter(bytes[index + 1]) {
                        index += 2
                    } else {
                        break
                    }
                }
                tokens.append(DesignToken(kind: .word, text: text(start..<index), location: location(start)))
            } else if isDigit(byte) || byte == UInt8(ascii: ".") && index + 1 < bytes.count && isDigit(bytes[index + 1])
            {
                index = numberEnd(bytes, from: index)
                let digits = text(start..<index)
                let unitStart = index
                while index < bytes.count,
                    isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%")
                        || bytes[index] == UInt8(ascii: "/")
                {
                    index += 1
                }
                let suffix = text(unitStart..<index)
                guard let unit = DesignUnit(rawValue: suffix) else {
                    let units = DesignUnit.allCases.map(\.suffix).filter { !$0.isEmpty }
                    throw DesignError(
                        .unknownUnit(suffix, suggestion: Suggestion.nearestTypo(to: suffix, in: units)),
                        at: location(unitStart))
                }
                guard let value = Double(digits), value.isFinite else {
                    throw DesignError(.expected("a finite number", got: "'\(digits)'"), at: location(start))
                }
                tokens.append(
                    DesignToken(kind: .number(value, unit), text: text(start..<index), location: location(start)))
            } else if byte == UInt8(ascii: "\"") {
                var content: [UInt8] = []
                index += 1
                var closed = false
                while index < bytes.count {
                    let current = bytes[index]
                    if current == UInt8(ascii: "\"") {
                        closed = true
                        index += 1
                        break
                    }
                    if current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "\\")
                    {
                        content.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if current < 0x20 && current != 0x09 || current == 0x7F {
                        throw DesignError(.unexpectedCharacter(controlName(current)), at: location(index))
                    }
                    content.append(current)
                    index += 1
                }
                guard closed else { throw DesignError(.unterminatedString, at: location(start)) }
                tokens.append(
                    DesignToken(
                        kind: .string, text: String(decoding: content, as: UTF8.self), location: location(start)))
            } else if let length = symbolLength(bytes, at: index) {
                index += length
                tokens.append(DesignToken(kind: .symbol, text: text(start..<index), location: location(start)))
            } else {
                let scalarEnd = nextScalarEnd(bytes, from: index)
                let shown = byte < 0x20 || byte == 0x7F ? controlName(byte) : text(start..<scalarEnd)
                throw DesignError(.unexpectedCharacter(shown), at: location(start))
            }
        }
        return tokens
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The end of `DIGITS [. DIGITS] [e [+-] DIGITS]` from `start`.
    private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            if exponent < bytes.count, isDigit(bytes[exponent]) {
                index = exponent
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
        }
        return index
    }

    /// The length of the symbol at `index`, or nil.
    private static func symbolLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "="), UInt8(ascii: "!"):
            if next == UInt8(ascii: "=") { return 2 }
            return byte == UInt8(ascii: "=") ? 1 : nil
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"):
            return 1
        default: return nil
        }
    }

    /// The end of the UTF-8 sequence starting at `index` (the text is valid UTF-8).
    private static func nextScalarEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// `U+0007` for a control byte.
    private static func controlName(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
