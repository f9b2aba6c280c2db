extension AuditReport {
    /// The report as JUnit XML (the de facto schema of Ant's JUnit task that CI servers read):
    /// one `testsuite` named `sheetlab audit KIND`, one `testcase` per check named by its id. A
    /// failing check holds a `failure` whose message is the reason; n.a. holds `skipped`; every
    /// check's verdict, details, rule and evidence go to its `system-out`. No times or host
    /// names, so the document is the same on every run.
    public var junit: String {
        let failures = count(.fail)
        let skipped = count(.notApplicable)
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites \(counts)>\n"
        let name = "sheetlab audit \(subjectLine)"
        text += "  <testsuite name=\"\(Markup.escaped(name, attribute: true))\" \(counts)>\n"
        for result in results {
            let classname = "audit.\(kind.rawValue)"
            text +=
                "    <testcase classname=\"\(classname)\" name=\"\(Markup.escaped(result.check.rawValue, attribute: true))\">\n"
            switch result.verdict {
            case .fail:
                text += "      <failure message=\"\(Markup.escaped(result.reason, attribute: true))\">"
                text += Markup.escaped(result.details.joined(separator: "\n"), attribute: false)
                text += "</failure>\n"
            case .notApplicable:
                text += "      <skipped message=\"\(Markup.escaped(result.reason, attribute: true))\"/>\n"
            case .pass, .warn:
                break
            }
            let out =
                ["\(result.verdictText): \(result.reason)"] + result.details
                + ["rule: \(result.rule.citation)"]
                + (evidenceWritten ? ["evidence: \(result.evidence.fileName)"] : [])
            text += "      <system-out>\(Markup.escaped(out.joined(separator: "\n"), attribute: false))</system-out>\n"
            text += "    </testcase>\n"
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }
}
