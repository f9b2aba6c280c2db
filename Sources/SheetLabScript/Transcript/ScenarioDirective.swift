import SheetLabCore

/// A `# sheetlab: WORD REASON` comment: what a scenario file says about itself to `sheetlab test`.
///
/// - `# sheetlab: xfail REASON`: the file is expected to fail (a transcript mismatch or a failed
///   `expect`), for a known seed behaviour; it reports `xfail` when it fails and `XPASS`, a
///   failure, when it passes. An error (a syntax or runtime error) stays an error.
/// - `# sheetlab: empty REASON`: the file has no commands on purpose; it reports as skipped. A
///   file with no commands and no such line is an error: it would pass while testing nothing.
///
/// A directive is a comment line that starts with `# sheetlab:` and one of these words; its reason
/// may not be empty. A word that is a near miss of one (`xfial`) is an error rather than a
/// comment that silently does nothing; any other word leaves the line an ordinary comment
/// (`# sheetlab: false keeps ...`, a note about sheetlab's reading).
public enum ScenarioDirective: Sendable, Equatable {
    /// `# sheetlab: xfail REASON`.
    case expectedFailure(reason: String)
    /// `# sheetlab: empty REASON`.
    case empty(reason: String)

    /// The words after `# sheetlab:`, in the order the manual lists them.
    public static let words = ["xfail", "empty"]

    /// The directives of a file's text, in file order.
    ///
    /// - Throws: `invalidDirective` at a `# sheetlab:` line with an unknown word or no reason.
    public static func directives(in text: String) throws(ScriptError) -> [ScenarioDirective] {
        var found: [ScenarioDirective] = []
        for (index, line) in SourceText.lines(of: text).enumerated() {
            let content = line.hasSuffix("\r") ? line.dropLast() : line
            guard content.hasPrefix("#") else { continue }
            let comment = content.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard comment.hasPrefix(prefix) else { continue }
            let rest = comment.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
            let word = String(rest.prefix { $0 != " " && $0 != "\t" })
            let reason = String(rest.dropFirst(word.count)).trimmingSpaces()
            let location = SourceLocation(line: index + 1, column: 1)
            guard words.contains(word) else {
                guard let suggestion = Suggestion.nearestTypo(to: word, in: words) else { continue }
                throw ScriptError(.invalidDirective(word, suggestion: suggestion), at: location)
            }
            guard !reason.isEmpty else { throw ScriptError(.directiveNeedsReason(word), at: location) }
            found.append(word == "xfail" ? .expectedFailure(reason: reason) : .empty(reason: reason))
        }
        return found
    }

    static let prefix = "sheetlab:"

    /// The reason of the first `xfail` directive, if any.
    public static func expectedFailureReason(in directives: [ScenarioDirective]) -> String? {
        for case .expectedFailure(let reason) in directives { return reason }
        return nil
    }

    /// The reason of the first `empty` directive, if any.
    public static func emptyReason(in directives: [ScenarioDirective]) -> String? {
        for case .empty(let reason) in directives { return reason }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = Array(self)
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
