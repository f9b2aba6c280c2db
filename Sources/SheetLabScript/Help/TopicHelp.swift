import SheetLabCore

/// What `help TOPIC` and `sheetlab help TOPIC` describe, in the same words: a command of the
/// language, a subcommand of the command line, or a kind.
public enum TopicHelp {
    /// The text for a command, a subcommand or a kind; nil for anything else.
    ///
    /// A word that is both a command and a subcommand (`compare`, `graph`) gets the command's
    /// help, then the subcommand's usage and options.
    public static func text(for topic: String) -> String? {
        let command = CommandTable.help(for: topic)
        let subcommand = SubcommandHelp.text(for: topic)
        if let command, let subcommand { return command + "\n" + subcommand }
        if let text = command ?? subcommand { return text }
        if let kind = Kind(rawValue: topic) { return KindHelp.text(for: kind) }
        if topic == DesignHelp.topic { return DesignHelp.text }
        return nil
    }

    /// Every word `text(for:)` describes besides the kinds: the commands, then the subcommands
    /// that are no command, then `design`.
    public static var names: [String] {
        CommandTable.names + InvocationTable.subcommands.map(\.name).filter { CommandTable.command(named: $0) == nil }
            + [DesignHelp.topic]
    }

    /// The topic to suggest for a word that is none: the first that starts with it, else the
    /// nearest by edit distance within half its length (at least 2); nil when none is close.
    public static func suggestion(for word: String, kinds: [String], others: [String] = []) -> String? {
        let topics = names + kinds + others
        if word.count >= 2, let prefixed = topics.first(where: { $0.hasPrefix(word) }) { return prefixed }
        guard word.utf8.count <= Suggestion.longestTypo else { return nil }
        let limit = max(2, word.count / 2)
        var best: (topic: String, distance: Int)?
        for topic in topics {
            let distance = Suggestion.editDistance(word, topic)
            if distance <= limit, best.map({ distance < $0.distance }) ?? true { best = (topic, distance) }
        }
        return best?.topic
    }
}
