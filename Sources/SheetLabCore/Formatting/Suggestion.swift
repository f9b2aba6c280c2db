/// "Did you mean": the nearest candidate by edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, if within a third of its length (at least 1 and at most 3
    /// edits); ties go to the first candidate.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `; did you mean 'X'?`, the end of an error message that has a suggestion, else `otherwise`:
    /// every "did you mean" is spelled here.
    public static func hint(_ suggestion: String?, otherwise: String = "") -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// `hint(_:)` with the candidate nearest to `word`, or "" when none is near.
    public static func hint(for word: String, in candidates: [String]) -> String {
        hint(nearest(to: word, in: candidates))
    }

    /// Levenshtein distance over Unicode scalars, with adjacent transpositions costing 1.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previousPrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[right.count]
    }
}
