/// What one press of Tab does to the line, given the completer's candidates.
///
/// A word is the run of non-blank characters that ends at the cursor; candidates are whole
/// replacements for it. One candidate replaces the word and adds a space, unless it ends in
/// `.`, `=` or `/` and so expects more (`page.`, `threshold=`, a folder). Several replace it
/// by their longest common prefix when that is longer; when it is not, the first Tab beeps
/// and a second Tab in the same place lists them (as bash and zsh do).
public enum CompletionStep: Sendable, Equatable {
    /// Nothing to do: ring the bell.
    case beep
    /// Delete `word` before the cursor, insert `replacement`; beep after it when ambiguous.
    case replace(word: String, replacement: String, isAmbiguous: Bool)
    /// Show these candidates, sorted and without duplicates, below the line.
    case list([String])

    /// The step for the text before the cursor and the candidates offered for it.
    ///
    /// `isRepeated` is true when the previous key was a Tab that left the line as it is now.
    public static func next(
        textBeforeCursor: String, candidates: [String], isRepeated: Bool
    ) -> CompletionStep {
        let word = String(textBeforeCursor.reversed().prefix { !$0.isWhitespace }.reversed())
        let unique = Array(Set(candidates)).sorted()
        switch unique.count {
        case 0:
            return .beep
        case 1:
            let expectsMore = unique[0].hasSuffix(".") || unique[0].hasSuffix("=") || unique[0].hasSuffix("/")
            return .replace(word: word, replacement: unique[0] + (expectsMore ? "" : " "), isAmbiguous: false)
        default:
            let prefix = commonPrefix(of: unique)
            if prefix.count > word.count {
                return .replace(word: word, replacement: prefix, isAmbiguous: true)
            }
            return isRepeated ? .list(unique) : .beep
        }
    }

    /// The longest prefix, in characters, shared by all `words`.
    static func commonPrefix(of words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < min(prefix.count, characters.count)
                && prefix[length] == characters[length]
            {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}
