/// Text made safe for XML, SVG and HTML: the one escaper of every document sheetlab writes
/// (JUnit reports, SVG plots and maps, HTML films).
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities; in an attribute also tabs and line
    /// breaks, which a parser would otherwise turn into spaces. Characters XML 1.0 cannot hold
    /// (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) become U+FFFD.
    public static func escaped(_ text: String, attribute: Bool = false) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n" where attribute: escaped += "&#10;"
            case "\t" where attribute: escaped += "&#9;"
            case "\r": escaped += "&#13;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
