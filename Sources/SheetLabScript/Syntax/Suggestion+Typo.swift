import SheetLabCore

extension Suggestion {
    /// The longest word worth a "did you mean": longer words are not typos of a keyword, and
    /// skipping them keeps the quadratic edit distance off a 64 KiB token.
    static let longestTypo = 64

    /// `nearest(to:in:)` for words of at most `longestTypo` bytes; nil for longer ones.
    static func nearestTypo(to word: String, in candidates: [String]) -> String? {
        word.utf8.count <= longestTypo ? nearest(to: word, in: candidates) : nil
    }
}
