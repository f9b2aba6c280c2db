/// A cell's rule without the numbers the finger made: what the rule compares, not what it read.
///
/// `translation 200.0 >= threshold 140.0` becomes `translation >= threshold 140.0`, so that every
/// release one comparison decided reads alike along a boundary; the parameter side stays.
public enum SweepRule {
    /// `reason` (a decision's, as `explain` prints it) with each clause's measured number dropped:
    /// the number right before the comparison's operator, and a nearest detent's distance.
    public static func wording(_ reason: String) -> String {
        reason.split(separator: ", ", omittingEmptySubsequences: false).map { clause(String($0)) }.joined(
            separator: ", ")
    }

    private static let operators: Set<Substring> = [">=", ">", "<=", "<", "is"]

    private static func clause(_ text: String) -> String {
        text.split(separator: " and ", omittingEmptySubsequences: false).map { comparison(String($0)) }.joined(
            separator: " and ")
    }

    private static func comparison(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        if let at = words.firstIndex(of: "at"), at + 2 < words.count, words[at + 1] == "distance",
            isNumber(words[at + 2])
        {
            // `nearest detent medium at distance 12.0 [is the current detent]`
            words.removeSubrange(at...(at + 2))
            return words.joined(separator: " ")
        }
        for index in words.indices.dropFirst().dropLast()
        where isNumber(words[index]) && operators.contains(words[index + 1]) && !isNumber(words[index - 1]) {
            words.remove(at: index)
            break
        }
        return words.map(shortened).joined(separator: " ")
    }

    /// A number as a comparison widened it (`100.000`, to tell `99.996` apart) with its trailing
    /// zeros dropped down to one decimal (`100.0`), so the wording is the same on both sides.
    private static func shortened(_ word: Substring) -> Substring {
        guard isNumber(word), word.contains("."), !word.contains("e") else { return word }
        var text = word
        while text.hasSuffix("0"), !text.dropLast().hasSuffix(".") { text = text.dropLast() }
        return text
    }

    private static func isNumber(_ word: Substring) -> Bool {
        guard let first = word.first, first == "-" || first.isNumber else { return false }
        return Double(word) != nil
    }
}
