import Testing

@testable import SheetLabShell

/// `sheetlab check FILE.design...` and `sheetlab designs show FILE`: what each prints and its
/// exit status (0 sound, 1 errors, 2 unreadable or bad usage).
struct DesignCheckingTests {
    static let files: [String: String] = [
        "good.design": "design good\nfamily screen\nrelease dismiss when translation >= 140\nrelease cancel\n",
        "bad.design": "design bad\nfamily screen\nrelease dismiss when translation > velocity\n",
    ]

    static func read(_ path: String) throws(ShellError) -> [UInt8] {
        guard let text = files[path] else { throw .cannotRead(path: path, reason: "no such file or directory") }
        return Array(text.utf8)
    }

    @Test func soundDesignsExitZero() {
        let result = DesignChecking.check(["good.design"], read: Self.read)
        #expect(result.output == "1 passed, 0 failed\n")
        #expect(result.error == "")
        #expect(result.status == 0)
    }

    @Test func aDesignWithErrorsExitsOne() {
        let result = DesignChecking.check(["good.design", "bad.design"], read: Self.read)
        #expect(result.output == "1 passed, 1 failed\n")
        #expect(
            result.error == """
                bad.design:3:1: error: the last 'release' clause has a condition: add a final clause without 'when'
                bad.design:3:22: error: 'translation' is a length (pt) but 'velocity' is a velocity (pt/s)

                """)
        #expect(result.status == 1)
    }

    @Test func anUnreadableFileExitsTwo() {
        let result = DesignChecking.check(["bad.design", "gone.design"], read: Self.read)
        #expect(result.error.hasSuffix("sheetlab: error: cannot read 'gone.design': no such file or directory\n"))
        #expect(result.status == 2)
    }

    @Test func showPrintsTheCanonicalForm() {
        let result = DesignChecking.main(arguments: ["show", "good.design"], read: Self.read)
        #expect(
            result.output == """
                design good
                family screen
                release dismiss when translation >= 140
                release cancel

                """)
        #expect(result.status == 0)
    }

    @Test func showRefusesADesignWithErrors() {
        let result = DesignChecking.main(arguments: ["show", "bad.design"], read: Self.read)
        #expect(result.output == "")
        #expect(result.status == 1)
    }

    @Test(
        "designs usage errors exit 2",
        arguments: [
            (["shw", "a.design"], "unknown action 'shw'; did you mean 'show'?"),
            (["show"], "missing FILE"), (["show", "a", "b"], "unexpected argument 'b'"),
        ])
    func refuses(_ arguments: [String], _ message: String) {
        let result = DesignChecking.main(arguments: arguments, read: Self.read)
        #expect(result.error == "sheetlab: error: \(message)\nusage: sheetlab designs [show FILE|NAME]\n")
        #expect(result.status == 2)
    }

    /// `designs` alone lists the shipped designs; `designs show NAME` prints one without a file.
    @Test func listsAndShowsTheShippedDesigns() {
        let listing = DesignChecking.main(arguments: [], read: Self.read)
        #expect(listing.status == 0)
        #expect(
            listing.output.split(separator: "\n").map { $0.split(separator: " ").first } == [
                "custom-sheet", "flick-card", "maps-sheet", "multi-height-sheet", "narrow-back", "photo-viewer",
            ])
        let shown = DesignChecking.main(arguments: ["show", "flick-card"], read: Self.read)
        #expect(shown.status == 0)
        #expect(shown.output.hasPrefix("design flick-card\nfamily modal\n"))
    }

    @Test func parsesTheSubcommands() throws {
        #expect(
            try Invocation.parse(["check", "a.design", "b.design"]).mode == .check(files: ["a.design", "b.design"]))
        #expect(
            try Invocation.parse(["designs", "show", "a.design"]).mode == .designs(arguments: ["show", "a.design"]))
        #expect(throws: InvocationError.self) { try Invocation.parse(["check"]) }
    }
}
