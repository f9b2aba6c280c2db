import Testing

@testable import SheetLabScript

/// A deterministic generator for small random line lists (SplitMix64).
private struct SplitMix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// The length of a longest common subsequence, by the textbook table.
private func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    return table[0][0]
}

@Test("the edit script rebuilds both sides and is minimal", arguments: 0..<200)
func editScriptIsMinimal(_ seed: Int) {
    var random = SplitMix(state: UInt64(seed))
    let old = (0..<random.next(12)).map { _ in "l\(random.next(4))" }
    let new = (0..<random.next(12)).map { _ in "l\(random.next(4))" }
    let edits = LineDiff.edits(from: old, to: new)
    var rebuiltOld: [String] = []
    var rebuiltNew: [String] = []
    for edit in edits {
        switch edit {
        case .equal(let oldIndex, let newIndex):
            #expect(old[oldIndex] == new[newIndex], "seed \(seed)")
            rebuiltOld.append(old[oldIndex])
            rebuiltNew.append(new[newIndex])
        case .delete(let oldIndex): rebuiltOld.append(old[oldIndex])
        case .insert(let newIndex): rebuiltNew.append(new[newIndex])
        }
    }
    #expect(rebuiltOld == old, "seed \(seed)")
    #expect(rebuiltNew == new, "seed \(seed)")
    let equalCount = edits.filter { !$0.isChange }.count
    #expect(equalCount == lcsLength(old, new), "seed \(seed): \(old) -> \(new)")
}

/// Two line lists and the diff between them.
struct DiffCase: CustomTestStringConvertible, Sendable {
    let name: String
    let old: [String]
    let new: [String]
    let diff: String
    var testDescription: String { name }
}

@Test(
    "unified diffs number their hunks like diff -u",
    arguments: [
        DiffCase(name: "equal", old: ["a"], new: ["a"], diff: ""),
        DiffCase(name: "insert into empty", old: [], new: ["a"], diff: "--- o\n+++ n\n@@ -0,0 +1 @@\n+a\n"),
        DiffCase(name: "delete everything", old: ["a", "b"], new: [], diff: "--- o\n+++ n\n@@ -1,2 +0,0 @@\n-a\n-b\n"),
        DiffCase(
            name: "two hunks far apart", old: (1...20).map { "\($0)" },
            new: (1...20).map { $0 == 2 ? "two" : $0 == 18 ? "eighteen" : "\($0)" },
            diff:
                "--- o\n+++ n\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+eighteen\n 19\n 20\n"
        ),
        DiffCase(
            name: "close changes share a hunk", old: (1...10).map { "\($0)" },
            new: (1...10).map { $0 == 2 ? "two" : $0 == 8 ? "eight" : "\($0)" },
            diff: "--- o\n+++ n\n@@ -1,10 +1,10 @@\n 1\n-2\n+two\n 3\n 4\n 5\n 6\n 7\n-8\n+eight\n 9\n 10\n"),
    ])
func unifiedDiff(_ testCase: DiffCase) {
    #expect(
        UnifiedDiff.render(old: testCase.old, new: testCase.new, oldLabel: "o", newLabel: "n") == testCase.diff,
        "\(testCase.name)")
}

@Test("a diff longer than its limit shows the first lines and counts the rest")
func unifiedDiffPastItsLimit() {
    let new = (1...2500).map { "row \($0)" }
    let diff = UnifiedDiff.render(old: [], new: new, oldLabel: "o", newLabel: "n")
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 + UnifiedDiff.maximumShownLines + 2)
    #expect(lines[2] == "@@ -0,0 +1,2500 @@")
    #expect(lines[3] == "+row 1")
    #expect(lines[2 + UnifiedDiff.maximumShownLines] == "+row 2000")
    #expect(lines[3 + UnifiedDiff.maximumShownLines] == "... 500 more lines of the diff not shown")
}

@Test("hunks past the limit are counted, not shown")
func unifiedDiffHunksPastItsLimit() {
    // Every tenth of 3000 lines changed: 300 hunks of 8 lines (3 context, '-', '+', 3 context).
    // The first 250 fill the limit of 2000; the other 50 are counted.
    let old = (0..<3000).map { "\($0)" }
    let new = old.map { Int($0)! % 10 == 5 ? "changed \($0)" : $0 }
    let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "o", newLabel: "n")
    #expect(diff.hasSuffix("+changed 2495\n 2496\n 2497\n 2498\n... 400 more lines of the diff not shown\n"))
}
