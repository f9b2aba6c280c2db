/// One word of a command line: unquoted text or the contents of a quoted string.
struct Token: Sendable, Equatable {
    /// The word, with quotes and their escapes removed.
    var text: String
    /// UTF-8 offsets of the word in the logical line, quotes included.
    var range: Range<Int>
    /// Whether the word was written in quotes (then it is never a keyword or a number).
    var isQuoted: Bool
}
