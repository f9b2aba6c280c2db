import Testing

@testable import SheetLabShell

struct CompletionTests {
    /// (name, text before the cursor, candidates, repeated Tab, step).
    static let cases: [(String, String, [String], Bool, CompletionStep)] = [
        ("none", "xyz", [], false, .beep),
        (
            "unique", "insp", ["inspect"], false,
            .replace(word: "insp", replacement: "inspect ", isAmbiguous: false)
        ),
        (
            "unique second word", "inspect pa", ["page"], false,
            .replace(word: "pa", replacement: "page ", isAmbiguous: false)
        ),
        (
            "duplicates count once", "in", ["inspect", "inspect"], false,
            .replace(word: "in", replacement: "inspect ", isAmbiguous: false)
        ),
        (
            "common prefix", "se", ["settle", "set"], false,
            .replace(word: "se", replacement: "set", isAmbiguous: true)
        ),
        ("no progress beeps", "set", ["settle", "set"], false, .beep),
        ("no progress twice lists", "set", ["settle", "set"], true, .list(["set", "settle"])),
        ("empty word", "", ["b", "a"], true, .list(["a", "b"])),
        (
            "after a blank", "inspect ", ["page", "pane"], false,
            .replace(word: "", replacement: "pa", isAmbiguous: true)
        ),
        (
            "non-ascii", "caf", ["café", "cafés"], false,
            .replace(word: "caf", replacement: "café", isAmbiguous: true)
        ),
    ]

    @Test(arguments: cases.indices)
    func step(_ index: Int) {
        let (name, text, candidates, isRepeated, expected) = Self.cases[index]
        let step = CompletionStep.next(
            textBeforeCursor: text, candidates: candidates, isRepeated: isRepeated)
        #expect(step == expected, "\(name)")
    }

    /// (name, candidates, width, text).
    static let listings: [(String, [String], Int, String)] = [
        ("one row", ["set", "settle"], 80, "set     settle\n"),
        ("narrow: one column", ["set", "settle"], 10, "set\nsettle\n"),
        ("down then across", ["a", "b", "c", "d", "e"], 8, "a  c  e\nb  d\n"),
        ("none", [], 80, ""),
    ]

    @Test(arguments: listings.indices)
    func listing(_ index: Int) {
        let (name, candidates, width, expected) = Self.listings[index]
        #expect(CompletionListing.format(candidates, width: width) == expected, "\(name)")
    }
}
