/// Quoting of text inside the completion scripts, one rule per shell, so that a description
/// such as "the probe's kind" cannot end a quoted string early.
public enum ShellQuoting {
    /// `text` as one zsh (or POSIX shell) single-quoted word: `'` becomes `'\''`.
    public static func zshSingleQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text {
            quoted += character == "'" ? "'\\''" : String(character)
        }
        return quoted + "'"
    }

    /// `text` as a description inside an `_arguments` spec (`--flag[DESCRIPTION]`): `\`, `[`,
    /// `]` and `:` get a backslash, which `_arguments` removes (zshcompsys(1), "_arguments").
    public static func zshSpecText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\[]:".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` as one fish single-quoted word: `\` and `'` get a backslash, the only escapes
    /// fish reads inside single quotes (fish-doc, "Quotes").
    public static func fishSingleQuoted(_ text: String) -> String {
        var escaped = "'"
        for character in text {
            if character == "\\" || character == "'" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "'"
    }
}
