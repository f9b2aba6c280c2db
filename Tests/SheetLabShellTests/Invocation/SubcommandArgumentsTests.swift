import Testing

@testable import SheetLabShell

/// How the words after `audit` or `sweep` are sorted, and the problems found in them.
struct SubcommandArgumentsTests {
    /// (name, words, operands, single values, lists) for words that are read.
    static let read: [(String, [String], [String], [String: String], [String: [String]])] = [
        ("operands only", ["sheet", "detents=medium,large"], ["sheet", "detents=medium,large"], [:], [:]),
        (
            "a value apart and attached", ["edge", "--format", "json", "--depth=3"], ["edge"],
            ["--format": "json", "--depth": "3"], [:]
        ),
        (
            "a list runs to the next option", ["screen", "--assume", "a", "b", "--format", "tap"], ["screen"],
            ["--format": "tap"], ["--assume": ["a", "b"]]
        ),
        (
            "-- ends the options and the list", ["--assume", "a", "--", "screen", "--x"], ["screen", "--x"], [:],
            ["--assume": ["a"]]
        ),
        ("-q is the program's", ["-q", "modal"], ["modal"], [:], [:]),
    ]

    @Test(arguments: read.indices)
    func wordsAreSorted(_ index: Int) throws {
        let (name, words, operands, single, lists) = Self.read[index]
        let sorted = try SubcommandArguments(
            words, command: "audit", singleOptions: ["--format", "--depth"], listOptions: ["--assume"])
        #expect(sorted.operands == operands, "\(name)")
        #expect(sorted.single == single, "\(name)")
        #expect(sorted.lists == lists, "\(name)")
    }

    /// (name, words, the problem's message).
    static let problems: [(String, [String], String)] = [
        ("twice", ["--depth", "1", "--depth", "2"], "option '--depth' given twice"),
        ("a list twice", ["--assume", "a", "--assume", "b"], "option '--assume' given twice"),
        ("no value", ["screen", "--format"], "missing a value after '--format'"),
        ("an empty list", ["--assume", "--format", "json"], "missing a value after '--assume'"),
        (
            "unknown, with the nearest", ["--formt", "json"],
            "unknown option '--formt' for 'audit'; did you mean '--format'?"
        ),
    ]

    @Test(arguments: problems.indices)
    func problemsAreNamed(_ index: Int) {
        let (name, words, message) = Self.problems[index]
        #expect(throws: UsageError(message: message), "\(name)") {
            try SubcommandArguments(
                words, command: "audit", singleOptions: ["--format", "--depth"], listOptions: ["--assume"])
        }
    }
}
