import SheetLabCore
import SheetLabScript

/// A design audit run from a package's own tests, as `sheetlab audit` runs it.
public enum Audit {
    /// Audits `kind` with `parameters` (and environment values such as `layout: rtl`) and records
    /// a failure at the caller when a check fails, or warns when `warningsFail` is set; returns
    /// the report.
    ///
    /// - Throws: `AuditSetupError` for an unknown parameter or a value the kind refuses.
    @discardableResult
    public static func check(
        kind: Kind, parameters: KeyValuePairs<String, String> = [:], assuming assumptions: [AuditAssumption] = [],
        warningsFail: Bool = false, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(AuditSetupError) -> AuditReport {
        let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
        let subject: AuditSubject
        do {
            subject = try AuditSubject.make(
                kind: kind, words: parameters.map { "\($0.key)=\($0.value)" }, assumptions: assumptions)
        } catch {
            throw AuditSetupError(message: error.reason.message)
        }
        let report = Auditor(subject: subject).run()
        let failing = report.count(.fail) + (warningsFail ? report.count(.warn) : 0)
        if failing > 0 {
            let checks = failing == 1 ? "1 check" : "\(failing) checks"
            TestFailure.record(
                "audit \(report.subjectLine): \(checks) did not pass\n" + report.text, file: nil, shown: nil,
                line: nil, caller: caller)
        }
        return report
    }
}

/// Why an audit could not start: its parameters; `message` is lowercase with the input in quotes.
public struct AuditSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    /// Creates an error with its message.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
