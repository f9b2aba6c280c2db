extension AuditReport {
    /// The report as one JSON object, two-space indented, keys in a fixed order: kind, sheet,
    /// settings, assumptions, counts, exit-status, then one object per check (id, verdict, assumed,
    /// reason, details, rule, links, evidence).
    public var json: String {
        func strings(_ items: [String]) -> String {
            "[" + items.map(JSONText.string).joined(separator: ", ") + "]"
        }
        var lines = ["{"]
        lines.append("  \"kind\": \(JSONText.string(kind.rawValue)),")
        lines.append("  \"sheet\": \(JSONText.string(sheet)),")
        lines.append("  \"settings\": \(strings(settings)),")
        lines.append("  \"assumptions\": \(strings(assumptions.map(\.rawValue))),")
        let counts = AuditVerdict.allCases.map { (key: $0.rawValue, value: String(count($0))) }
        lines.append("  \"counts\": \(JSONText.object(counts)),")
        lines.append("  \"exit-status\": \(exitStatus),")
        lines.append("  \"checks\": [")
        for (index, result) in results.enumerated() {
            lines.append("    {")
            lines.append("      \"id\": \(JSONText.string(result.check.rawValue)),")
            lines.append("      \"verdict\": \(JSONText.string(result.verdict.rawValue)),")
            lines.append("      \"assumed\": \(result.assumed),")
            let assumption = result.verdict == .pass ? result.assumption.map(JSONText.string) : nil
            lines.append("      \"assuming\": \(assumption ?? "null"),")
            lines.append("      \"reason\": \(JSONText.string(result.reason)),")
            if result.details.isEmpty {
                lines.append("      \"details\": [],")
            } else {
                lines.append("      \"details\": [")
                for (position, detail) in result.details.enumerated() {
                    lines.append(
                        "        \(JSONText.string(detail))" + (position < result.details.count - 1 ? "," : ""))
                }
                lines.append("      ],")
            }
            lines.append("      \"rule\": \(JSONText.string(result.rule.citation)),")
            lines.append("      \"links\": \(strings(result.rule.links)),")
            lines.append(
                "      \"evidence\": \(evidenceWritten ? JSONText.string(result.evidence.fileName) : "null")")
            lines.append("    }" + (index < results.count - 1 ? "," : ""))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
