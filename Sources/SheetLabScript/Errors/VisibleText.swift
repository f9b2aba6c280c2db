/// Makes text safe to show on a terminal: control characters and bidi controls as escapes.
///
/// Errors and `test` diffs quote user text, which a scenario or a pasted line may fill with
/// terminal escape sequences (C0 and C1 controls) or reorder with bidi overrides. Each such
/// scalar is written `\u{HEX}` (`\u{1B}`, `\u{9B}`, `\u{202E}`); a tab is kept, and a backslash
/// stays as it is (so the text stays readable; only the escaped scalars are ambiguous). A byte of
/// a file name that is not UTF-8, carried as `FilePath` carries it, is written `\xFF`.
public enum VisibleText {
    /// `text` with every C0 control but tab, DEL, every C1 control (U+0080..U+009F) and every bidi
    /// control (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069) escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if scalar == "\u{0}", let following = next, let byte = FilePath.carriedByte(after: following) {
                result += "\\x" + String(byte, radix: 16, uppercase: true)
                next = scalars.next()
            } else if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Like `escaped`, line by line: line breaks are kept as they are.
    public static func escapedLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
            .joined(separator: "\n")
    }

    /// Whether `scalar` is shown as an escape.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
