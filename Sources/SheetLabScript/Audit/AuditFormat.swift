/// How `audit` prints its report (`--format`).
public enum AuditFormat: String, Sendable, Hashable, CaseIterable {
    /// One block per check: verdict, id, reason, the details, the rule and the evidence file.
    case text
    /// One JSON object, indented, checks in order.
    case json
    /// TAP version 13: one test point per check, n.a. as `# SKIP`, reasons and details as comments.
    case tap
    /// JUnit XML: one `testcase` per check, fail as `failure`, n.a. as `skipped`.
    case junit

    /// The report in this format.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: report.text
        case .json: report.json
        case .tap: report.tap
        case .junit: report.junit
        }
    }
}
