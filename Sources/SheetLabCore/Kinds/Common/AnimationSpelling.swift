/// The `animation` field: the running animations of a kind's content drawn values.
enum AnimationSpelling {
    /// Spellings of `values`' running animations, each once, joined by ` + ` (commands.md,
    /// Fields); `none` when nothing runs. The value with the most running animations leads,
    /// so a curve combined with a running spring reads `spring(...) + easeIn(...)`.
    static func text(of values: [AnimatedValue]) -> String {
        var spellings: [String] = []
        let ordered = values.enumerated().sorted { lhs, rhs in
            let left = lhs.element.runningSpellings.count
            let right = rhs.element.runningSpellings.count
            return left != right ? left > right : lhs.offset < rhs.offset
        }
        for (_, value) in ordered {
            for spelling in value.runningSpellings where !spellings.contains(spelling) {
                spellings.append(spelling)
            }
        }
        return spellings.isEmpty ? "none" : spellings.joined(separator: " + ")
    }
}
