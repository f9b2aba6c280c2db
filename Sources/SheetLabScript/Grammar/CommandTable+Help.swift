extension CommandTable {
    /// The text of `help`: every command with its summary, aligned, then how to learn more.
    public static func overview() -> String {
        let width = commands.map(\.name.count).max() ?? 0
        var text = "commands:\n"
        for command in commands {
            text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))  \(command.summary)\n"
        }
        text += "type 'help COMMAND' for its usage.\n"
        return text
    }

    /// The text of `help COMMAND`: one usage line per form, then the details; nil if no such command.
    public static func help(for name: String) -> String? {
        guard let command = command(named: name) else { return nil }
        var text = ""
        for (index, form) in command.forms.enumerated() {
            let usage = form.synopsis.isEmpty ? command.name : "\(command.name) \(form.synopsis)"
            text += (index == 0 ? "usage: " : "       ") + usage + "\n"
        }
        return text + "\n" + command.details + "\n"
    }
}
