extension AuditReport {
    /// The report as TAP version 13: the plan, then one test point per check in order. A failing
    /// check is `not ok`; a check that does not apply is `ok N - ID # SKIP REASON`; passes and
    /// warnings are `ok`, their verdict, reason, details, rule and evidence following as `# `
    /// comment lines. A `#` inside a description is escaped (`\#`) so it cannot start a directive.
    public var tap: String {
        var text = "TAP version 13\n1..\(results.count)\n"
        for (index, result) in results.enumerated() {
            let number = index + 1
            let id = result.check.rawValue
            switch result.verdict {
            case .notApplicable:
                text += "ok \(number) - \(id) # SKIP \(Self.tapEscaped(result.reason))\n"
            case .fail:
                text += "not ok \(number) - \(id)\n"
            case .pass, .warn:
                text += "ok \(number) - \(id)\n"
            }
            var comments = ["\(result.verdictText): \(result.reason)"] + result.details
            comments += ["rule: \(result.rule.citation)"]
            if evidenceWritten { comments.append("evidence: \(result.evidence.fileName)") }
            for comment in comments { text += "# \(comment)\n" }
        }
        text += "# \(countsLine)\n"
        return text
    }

    /// Text safe in a TAP description: `#` escaped, line breaks as spaces.
    static func tapEscaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("#", with: "\\#")
            .replacing("\n", with: " ")
    }
}
