import Foundation
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
            "a path expects more after a dot", "expect pag", ["page."], false,
            .replace(word: "pag", replacement: "page.", isAmbiguous: false)
        ),
        (
            "a folder expects more", "source sce", ["scenes/"], false,
            .replace(word: "sce", replacement: "scenes/", isAmbiguous: false)
        ),
        (
            "an assignment expects its value", "new screen p thr", ["threshold="], false,
            .replace(word: "thr", replacement: "threshold=", isAmbiguous: false)
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

    /// Paths from the file system: folders end in `/`, dot names only when asked for, the typed
    /// folder kept in front.
    @Test func pathCandidates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["scene.scenario", ".hidden", "notes.txt"] {
            try "".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let base = folder.path + "/"
        #expect(PathCompletion.candidates(for: base + "sc") == [base + "scene.scenario", base + "scenes/"])
        #expect(
            PathCompletion.candidates(for: base) == [base + "notes.txt", base + "scene.scenario", base + "scenes/"])
        #expect(PathCompletion.candidates(for: base + ".h") == [base + ".hidden"])
        #expect(PathCompletion.candidates(for: base + "nothing") == [])
        #expect(PathCompletion.candidates(for: base + "missing/x") == [])
    }
}
