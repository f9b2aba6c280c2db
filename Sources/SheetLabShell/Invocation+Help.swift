import SheetLabCore
import SheetLabScript

extension Invocation {
    /// The operand part of each subcommand's synopsis.
    private static func operands(of subcommand: Subcommand) -> String {
        switch subcommand {
        case .run: "FILE..."
        case .test: "PATH..."
        case .explore: "KIND [PARAM=VALUE ...]"
        case .graph: "KIND"
        case .sweep, .audit: "KIND [PARAM=VALUE...]"
        case .compare: "PROFILE... [PARAM=VALUE...]"
        case .bench: ""
        case .completions: CompletionScript.shells.joined(separator: "|")
        case .help: "[TOPIC]"
        }
    }

    /// `[--name VALUE]` or `[--name a|b|c]` or `[--name]`.
    private static func synopsis(of flag: InvocationTable.Flag) -> String {
        guard let value = flag.value else { return "[\(flag.name)]" }
        return "[\(flag.name) \(flag.words.isEmpty ? value : flag.words.joined(separator: "|"))]"
    }

    /// One subcommand's usage line, without `usage: `: `sheetlab test [--update] ... PATH...`.
    public static func usage(of subcommand: Subcommand) -> String {
        if subcommand == .sweep {
            // `--x` is required and two options take several words: the table's flags cannot say so.
            return "sheetlab sweep KIND [PARAM=VALUE...] --x AXIS=RANGE [--y AXIS=RANGE] [--from DETENT] "
                + "[--gesture fling|drag [NAME=VALUE...]] [--against PARAM=VALUE...] [--format text|csv|json|svg] "
                + "[--to FILE] [--jobs N]"
        }
        if subcommand == .audit {
            // `--assume` takes several words: the table's flags cannot say so.
            return "sheetlab audit KIND [PARAM=VALUE...] [--assume close-button|back-button...] "
                + "[--format text|json|tap|junit] [--evidence DIR] [--depth N] [--max-states N]"
        }
        if subcommand == .compare {
            // The gesture follows `--`: the table's flags cannot say so.
            return "sheetlab compare PROFILE... [PARAM=VALUE...] [--format text|csv|json] -- GESTURE"
        }
        var words = ["sheetlab", subcommand.rawValue]
        let flags = InvocationParser.flags(of: subcommand).map(synopsis(of:))
        let operand = operands(of: subcommand)
        // An explore, sweep or graph KIND reads best before its options, as docs/commands.md writes it.
        if subcommand == .explore || subcommand == .sweep || subcommand == .graph {
            words += [operand] + flags
        } else {
            words += flags + (subcommand == .run ? ["[-i]"] : []) + (operand.isEmpty ? [] : [operand])
        }
        return words.joined(separator: " ")
    }

    /// The text printed for a help topic, ending in a line break.
    public static func helpText(for topic: HelpTopic) -> String {
        switch topic {
        case .overview: overview()
        case .subcommand(let subcommand): help(for: subcommand)
        case .command(let name): TopicHelp.text(for: name) ?? overview()
        }
    }

    private static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  \($0.0)\(String(repeating: " ", count: width - $0.0.count))  \($0.1)\n" }.joined()
    }

    private static func overview() -> String {
        let usages =
            ["sheetlab [-q] [--color auto|always|never] [--save FILE]", "sheetlab -c CMD [-c CMD ...] [-i]"]
            + Subcommand.allCases.map(usage(of:)) + ["sheetlab --version"]
        var text = "usage: " + usages.joined(separator: "\n       ") + "\n\n"
        text += """
            With no arguments, sheetlab reads commands: as an interactive shell when stdin and
            stdout are terminals, otherwise as a batch from stdin.

            subcommands:

            """
        text += aligned(InvocationTable.subcommands.map { ($0.name, $0.summary) })
        text += "\noptions:\n"
        text += aligned(
            InvocationTable.globalFlags.map { flag in
                (flag.value.map { "\(flag.name) \($0)" } ?? flag.name, flag.summary)
            })
        text += """

            'sheetlab help SUBCOMMAND' shows a subcommand's options, 'sheetlab help COMMAND' a command
            of the language, 'sheetlab help KIND' a kind's parameters, fields and phases; sheetlab(1)
            describes them all.

            """
        return text
    }

    private static func help(for subcommand: Subcommand) -> String {
        let entry = InvocationTable.subcommands.first { $0.name == subcommand.rawValue }
        var text = "usage: \(usage(of: subcommand))\n\n\(entry?.summary ?? "")\n"
        let flags = InvocationParser.flags(of: subcommand)
        var rows = flags.map { flag in (flag.value.map { "\(flag.name) \($0)" } ?? flag.name, flag.summary) }
        if subcommand == .run { rows.append(("-i", "enter the shell afterwards, keeping the last file's world")) }
        if !rows.isEmpty { text += "\noptions:\n" + aligned(rows) }
        return text
    }
}
