/// Renders a unified diff (`diff -u`) between two lists of lines.
public enum UnifiedDiff {
    /// The diff with `context` lines around each change, or an empty string when equal.
    ///
    /// Lines and labels are shown with control characters escaped (`VisibleText`), so a
    /// mismatching line cannot drive the terminal that shows the diff.
    ///
    /// Hunk headers carry 1-based line numbers of each side (`@@ -12,3 +12,4 @@`); a count of 1
    /// is left out and an empty side names the line before it, as GNU diff does. A line that
    /// ends in blanks is followed by `$` (`visible(_:)`).
    public static func render(
        old: [String], new: [String], oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        let edits = LineDiff.edits(from: old, to: new)
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let firstChange = changes.first else { return "" }
        var text = "--- \(VisibleText.escaped(oldLabel))\n+++ \(VisibleText.escaped(newLabel))\n"
        var budget = maximumShownLines
        var hunkStart = max(0, firstChange - context)
        var hunkEnd = min(edits.count, firstChange + 1 + context)
        for change in changes.dropFirst() {
            if change - context <= hunkEnd {
                hunkEnd = min(edits.count, change + 1 + context)
            } else {
                text += hunk(edits, hunkStart..<hunkEnd, old: old, new: new, budget: &budget)
                hunkStart = change - context
                hunkEnd = min(edits.count, change + 1 + context)
            }
        }
        text += hunk(edits, hunkStart..<hunkEnd, old: old, new: new, budget: &budget)
        if budget < 0 { text += "... \(-budget) more lines of the diff not shown\n" }
        return text
    }

    /// A diff shows at most this many lines of hunks: a runaway output (an hour of rows) still
    /// names where it differs without printing itself whole.
    public static let maximumShownLines = 2000

    /// One hunk over `edits[range]`, its lines taken from `budget`; past the budget the lines
    /// are counted (as a negative budget) instead of shown.
    private static func hunk(
        _ edits: [LineDiff.Edit], _ range: Range<Int>, old: [String], new: [String], budget: inout Int
    ) -> String {
        guard budget > 0 else {
            budget -= range.count
            return ""
        }
        let before = edits[..<range.lowerBound]
        let oldBefore = before.filter(\.touchesOld).count
        let newBefore = before.filter(\.touchesNew).count
        let oldCount = edits[range].filter(\.touchesOld).count
        let newCount = edits[range].filter(\.touchesNew).count
        let oldRange = self.range(start: oldBefore, count: oldCount)
        var text = "@@ -\(oldRange) +\(self.range(start: newBefore, count: newCount)) @@\n"
        for edit in edits[range] {
            budget -= 1
            guard budget >= 0 else { continue }
            switch edit {
            case .equal(let oldIndex, _): text += " \(visible(VisibleText.escaped(old[oldIndex])))\n"
            case .delete(let oldIndex): text += "-\(visible(VisibleText.escaped(old[oldIndex])))\n"
            case .insert(let newIndex): text += "+\(visible(VisibleText.escaped(new[newIndex])))\n"
            }
        }
        return text
    }

    /// The marker written after a line that ends in blanks, as `cat -A` marks line ends.
    public static let trailingBlankMarker = "$"

    /// `line` with `trailingBlankMarker` after it when it ends in a space or tab, so that a
    /// difference in trailing blanks shows (`-done $` against `+done`).
    static func visible(_ line: String) -> String {
        guard let last = line.utf8.last, last == 0x20 || last == 0x09 else { return line }
        return line + trailingBlankMarker
    }

    /// `START,COUNT` with a 1-based start; `START` alone for one line; the line before for none.
    private static func range(start linesBefore: Int, count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }
}

extension LineDiff.Edit {
    var isChange: Bool {
        if case .equal = self { return false }
        return true
    }

    var touchesOld: Bool {
        if case .insert = self { return false }
        return true
    }

    var touchesNew: Bool {
        if case .delete = self { return false }
        return true
    }
}
