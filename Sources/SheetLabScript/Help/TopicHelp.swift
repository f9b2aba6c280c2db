import SheetLabCore

/// What `help TOPIC` (and `sheetlab help TOPIC`) describes: a command of the language or a kind.
public enum TopicHelp {
    /// The text for a command or a kind; nil for anything else.
    public static func text(for topic: String) -> String? {
        if let text = CommandTable.help(for: topic) { return text }
        if let kind = Kind(rawValue: topic) { return KindHelp.text(for: kind) }
        return nil
    }

    /// The topic to suggest for a word that is none: the first that starts with it, else the
    /// nearest by edit distance within half its length (at least 2); nil when none is close.
    public static func suggestion(for word: String, kinds: [String], others: [String] = []) -> String? {
        let topics = CommandTable.names + kinds + others
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
