/// The shortest edit script between two lists of lines (Myers, "An O(ND) Difference Algorithm
/// and Its Variations", 1986), after trimming the common prefix and suffix.
enum LineDiff {
    /// One step of an edit script, with 0-based indices into the old and new lines.
    enum Edit: Equatable {
        /// The line is in both: `old[oldIndex] == new[newIndex]`.
        case equal(oldIndex: Int, newIndex: Int)
        /// `old[oldIndex]` is removed.
        case delete(oldIndex: Int)
        /// `new[newIndex]` is added.
        case insert(newIndex: Int)
    }

    /// The most edits searched for; beyond it the differing middle is replaced wholesale, which
    /// keeps time and memory bounded (O(limit²)) on unrelated files.
    static let editLimit = 1000

    /// The edits that turn `old` into `new`.
    static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var result = (0..<prefix).map { Edit.equal(oldIndex: $0, newIndex: $0) }
        let middle =
            shortestEdits(oldMiddle, newMiddle)
            ?? (oldMiddle.indices.map { Edit.delete(oldIndex: $0) } + newMiddle.indices.map { Edit.insert(newIndex: $0) })
        for edit in middle {
            switch edit {
            case .equal(let oldIndex, let newIndex): result.append(.equal(oldIndex: oldIndex + prefix, newIndex: newIndex + prefix))
            case .delete(let oldIndex): result.append(.delete(oldIndex: oldIndex + prefix))
            case .insert(let newIndex): result.append(.insert(newIndex: newIndex + prefix))
            }
        }
        for offset in 0..<suffix {
            result.append(.equal(oldIndex: old.count - suffix + offset, newIndex: new.count - suffix + offset))
        }
        return result
    }

    /// Myers' greedy forward search with a snapshot of the furthest-reaching x per diagonal at
    /// every edit count, then a walk back; nil when more than `editLimit` edits are needed.
    private static func shortestEdits(_ old: [String], _ new: [String]) -> [Edit]? {
        let n = old.count
        let m = new.count
        let maximum = min(n + m, editLimit)
        let offset = maximum + 1
        var furthest = [Int](repeating: 0, count: 2 * maximum + 3)
        var snapshots: [[Int]] = []
        var found = false
        search: for d in 0...maximum {
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) {
                    x = furthest[offset + k + 1]
                } else {
                    x = furthest[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    snapshots.append(Array(furthest[(offset - d)...(offset + d)]))
                    found = true
                    break search
                }
            }
            snapshots.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: snapshots.count - 1, to: 0, by: -1) {
            let previous = snapshots[d - 1]
            func reach(_ k: Int) -> Int { previous[k + d - 1] }
            let k = x - y
            let down = k == -d || (k != d && reach(k - 1) < reach(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = reach(previousK)
            let snakeStart = down ? previousX : previousX + 1
            while x > snakeStart {
                edits.append(.equal(oldIndex: x - 1, newIndex: y - 1))
                x -= 1
                y -= 1
            }
            if down {
                edits.append(.insert(newIndex: y - 1))
                y -= 1
            } else {
                edits.append(.delete(oldIndex: x - 1))
                x -= 1
            }
        }
        while x > 0, y > 0 {
            edits.append(.equal(oldIndex: x - 1, newIndex: y - 1))
            x -= 1
            y -= 1
        }
        return edits.reversed()
    }
}
