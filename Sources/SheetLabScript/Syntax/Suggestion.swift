/// "Did you mean" by edit distance, as swift-argument-parser does it.
enum Suggestion {
    /// The candidate nearest `word` by edit distance, if it is near enough to be a likely typo:
    /// at most 2 edits, and fewer than half of the word's length (at least 1).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word.utf8)
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        let allowed = min(2, max(1, typed.count / 2))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.utf8)
            guard abs(other.count - typed.count) <= allowed else { continue }
            let distance = editDistance(typed, other)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if best == nil, typed.count >= 3 {
            let extensions = candidates.filter { $0.hasPrefix(word) }
            if extensions.count == 1 { return extensions[0] }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
