extension AuditReport {
    /// The report as text: a heading with the counts, one block per check, the result last.
    ///
    /// ```
    /// audit screen (defaults): 9 checks: 3 pass, 2 warn, 2 fail, 2 n.a.
    /// fail  non-drag-path: screen: dismiss is reachable only by dragging (...); add a close button
    ///       dismiss: only by dragging (a held drag of 140.0 pt down); no single-pointer path
    ///       rule: WCAG 2.2 SC 2.5.7 Dragging Movements (AA); ...
    ///       evidence: screen-non-drag-path.scenario
    /// ```
    ///
    /// The `evidence:` lines appear only when the scenarios were written (`evidenceWritten`).
    public var text: String {
        var text = "audit \(subjectLine): \(countsLine)\n"
        if !assumptions.isEmpty {
            text += "assumed: " + assumptions.map(\.rawValue).joined(separator: ", ") + "\n"
        }
        let width = results.map(\.shortVerdictText.count).max() ?? 4
        let indent = String(repeating: " ", count: width + 2)
        for result in results {
            let label = result.verdictText + String(repeating: " ", count: max(width - result.verdictText.count, 0))
            text += "\(label)  \(result.check.rawValue): \(result.reason)\n"
            for detail in result.details { text += "\(indent)\(detail)\n" }
            text += "\(indent)rule: \(result.rule.citation)\n"
            if evidenceWritten { text += "\(indent)evidence: \(result.evidence.fileName)\n" }
        }
        let failing = results.filter { $0.verdict == .fail }.map(\.check.rawValue)
        let warning = results.filter { $0.verdict == .warn }.map(\.check.rawValue)
        if !failing.isEmpty {
            text += "result: fail (\(failing.joined(separator: ", ")))\n"
        } else if !warning.isEmpty {
            text += "result: pass with warnings (\(warning.joined(separator: ", ")))\n"
        } else {
            text += "result: pass\n"
        }
        return text
    }
}
