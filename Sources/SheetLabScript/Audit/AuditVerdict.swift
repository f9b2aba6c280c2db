/// What one check concluded.
public enum AuditVerdict: String, Sendable, Hashable, CaseIterable {
    case pass
    /// Allowed (exit status 0), but worth a look: the numbers say what.
    case warn
    /// The rule is broken (exit status 1).
    case fail
    /// The check does not apply to this kind or configuration; the reason says why.
    case notApplicable = "n.a."

    /// How bad the verdict is, for the worst of several: n.a. < pass < warn < fail.
    var severity: Int {
        switch self {
        case .notApplicable: 0
        case .pass: 1
        case .warn: 2
        case .fail: 3
        }
    }

    /// The worse of two verdicts.
    func worse(_ other: AuditVerdict) -> AuditVerdict {
        other.severity > severity ? other : self
    }
}
