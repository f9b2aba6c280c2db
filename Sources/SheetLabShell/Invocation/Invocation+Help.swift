import SheetLabCore
import SheetLabScript

extension Invocation {
    /// One subcommand's usage line, without `usage: `: `sheetlab test [--update] ... PATH...`.
    public static func usage(of subcommand: Subcommand) -> String {
        SubcommandHelp.usage(of: subcommand.rawValue)
    }

    /// The text printed for a help topic, ending in a line break.
    public static func helpText(for topic: HelpTopic) -> String {
        switch topic {
        case .overview: overview()
        case .subcommand(let subcommand): TopicHelp.text(for: subcommand.rawValue) ?? overview()
        case .command(let name): TopicHelp.text(for: name) ?? overview()
        }
    }

    private static func aligned(_ rows: [(String, String)]) -> String {
        SubcommandHelp.aligned(rows)
    }

    private static func overview() -> String {
        let usages =
            ["sheetlab [-q] [--color auto|always|never] [--save FILE]", "sheetlab -c CMD [-c CMD ...] [-i]"]
            + Subcommand.allCases.map(usage(of:)) + ["sheetlab --version"]
        var text = "usage: " + usages.joined(separator: "\n       ") + "\n\n"
        text += """
            With no arguments, sheetlab reads commands: as an interactive shell when stdin is a
            terminal, whatever stdout is ('sheetlab | tee log' keeps the prompt on the terminal),
            otherwise as a batch from stdin.

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
}
