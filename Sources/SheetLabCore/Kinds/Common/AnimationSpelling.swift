/// The `animation` field: the running animations of a kind's content drawn values.
enum AnimationSpelling {
    /// Spellings of `values`' running animations, each once, joined by ` + ` (docs/commands.md,
    /// Fields); `none` when nothing runs. The value with the most running animations leads,
    /// so a curve combined with a running spring reads `spring(...) + easeIn(...)`.
    static func text(of values: [AnimatedValue]) -> String {
        // The order asks for each pair's counts: counted, not spelled (`runningSpellings` builds arrays).
        let ordered = values.indices.sorted { lhs, rhs in
            let left = values[lhs].runningCount
            let right = values[rhs].runningCount
            return left != right ? left > right : lhs < rhs
        }
        var spellings: [String] = []
        func add(_ spelling: String) {
            if !spellings.contains(spelling) { spellings.append(spelling) }
        }
        for index in ordered {
            // `runningSpellings`, in its order: the spring, then the curves.
            if let record = values[index].springRecord { add(record.spelling) }
            for curve in values[index].curves { add(curve.spelling) }
        }
        return spellings.isEmpty ? "none" : spellings.joined(separator: " + ")
    }
}
