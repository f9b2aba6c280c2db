/// What `sheetlab help SUBCOMMAND` says: a subcommand's usage line and options, from `InvocationTable`.
public enum SubcommandHelp {
    /// The operand part of each subcommand's synopsis.
    private static func operands(of name: String) -> String {
        switch name {
        case "run": "FILE..."
        case "test": "PATH..."
        case "explore", "paths": "KIND [PARAM=VALUE ...]"
        case "graph": "KIND"
        case "check": "PATH..."
        case "designs": "[show FILE|NAME]"
        case "sweep", "audit": "KIND [PARAM=VALUE...]"
        case "compare": "PROFILE... [PARAM=VALUE...]"
        case "completions": CompletionScript.shells.joined(separator: "|")
        case "help": "[TOPIC]"
        default: ""
        }
    }

    /// `[--name VALUE]` or `[--name a|b|c]` or `[--name]`.
    private static func synopsis(of flag: InvocationTable.Flag) -> String {
        guard let value = flag.value else { return "[\(flag.name)]" }
        return "[\(flag.name) \(flag.words.isEmpty ? value : flag.words.joined(separator: "|"))]"
    }

    /// The flags of the subcommand `name`; empty for a word that is none.
    public static func flags(of name: String) -> [InvocationTable.Flag] {
        InvocationTable.subcommands.first { $0.name == name }?.flags ?? []
    }

    /// One subcommand's usage line, without `usage: `: `sheetlab test [--update] ... PATH...`.
    public static func usage(of name: String) -> String {
        switch name {
        case "sweep":
            // `--x` is required and two options take several words: the table's flags cannot say so.
            return "sheetlab sweep KIND [PARAM=VALUE...] --x AXIS=RANGE [--y AXIS=RANGE] [--from DETENT] "
                + "[--gesture fling|drag [NAME=VALUE...]] [--against PARAM=VALUE...] [--format text|csv|json|svg] "
                + "[--to FILE] [--jobs N]"
        case "audit":
            // `--assume` takes several words: the table's flags cannot say so.
            return "sheetlab audit KIND [PARAM=VALUE...] [--assume close-button|back-button...] "
                + "[--format text|json|tap|junit] [--evidence DIR] [--depth N] [--max-states N]"
        case "compare":
            // The gesture follows `--`: the table's flags cannot say so.
            return "sheetlab compare PROFILE|DESIGN... [PARAM=VALUE...] [--format text|csv|json] -- GESTURE"
        default:
            break
        }
        var words = ["sheetlab", name]
        let flags = flags(of: name).map(synopsis(of:))
        let operand = operands(of: name)
        // A KIND reads best before its options, as docs/commands.md writes it.
        if ["explore", "sweep", "graph", "paths"].contains(name) {
            words += [operand] + flags
        } else {
            words += flags + (name == "run" ? ["[-i]"] : []) + (operand.isEmpty ? [] : [operand])
        }
        return words.joined(separator: " ")
    }

    /// Rows of `NAME  MEANING`, indented by two and aligned.
    public static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  \($0.0)\(String(repeating: " ", count: width - $0.0.count))  \($0.1)\n" }.joined()
    }

    /// The usage, summary and options of the subcommand `name`; nil for a word that is none.
    public static func text(for name: String) -> String? {
        guard let entry = InvocationTable.subcommands.first(where: { $0.name == name }) else { return nil }
        var text = "usage: \(usage(of: name))\n\n\(entry.summary)\n"
        var rows = entry.flags.map { flag in (flag.value.map { "\(flag.name) \($0)" } ?? flag.name, flag.summary) }
        if name == "run" { rows.append(("-i", "enter the shell afterwards, keeping the last file's world")) }
        if !rows.isEmpty { text += "\noptions:\n" + aligned(rows) }
        return text
    }
}
