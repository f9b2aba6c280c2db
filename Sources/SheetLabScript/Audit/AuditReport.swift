import SheetLabCore

/// What `audit` found for one kind and configuration: one result per check, in check order.
public struct AuditReport: Sendable, Equatable {
    /// The kind audited.
    public var kind: Kind
    /// The sheet's name in the evidence scenarios.
    public var sheet: String
    /// The parameters and environment values that differ from the defaults, as `NAME=VALUE`.
    public var settings: [String]
    /// What the host app is assumed to provide (`--assume`).
    public var assumptions: [AuditAssumption]
    /// One result per check, in `AuditCheck` order.
    public var results: [AuditResult]
    /// Whether each result's evidence scenario was written (`--evidence DIR`): only then does
    /// the report name the files.
    public var evidenceWritten = false

    /// How many results have `verdict`.
    public func count(_ verdict: AuditVerdict) -> Int {
        results.count { $0.verdict == verdict }
    }

    /// 1 when a check fails, else 0 (warnings allowed).
    public var exitStatus: Int32 { count(.fail) > 0 ? 1 : 0 }

    /// `screen`, or `sheet (dismiss=disabled, layout=rtl)`.
    public var subjectLine: String {
        kind.rawValue + (settings.isEmpty ? " (defaults)" : " (\(settings.joined(separator: ", ")))")
    }

    /// `9 checks: 4 pass, 2 warn, 1 fail, 2 n.a.`
    public var countsLine: String {
        "\(results.count) checks: "
            + AuditVerdict.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }
}

/// What one check found.
public struct AuditResult: Sendable, Equatable {
    public var check: AuditCheck
    public var verdict: AuditVerdict
    /// Whether the pass rests on a control the host app is assumed to provide (`--assume`).
    public var assumed: Bool
    /// What else a pass rests on that the design does not provide, when something does: `the host
    /// adds .accessibilityAction(.escape)` for a design whose seed has no escape action.
    public var assumption: String?
    /// The published rule, with the design's own source where the check cites one (`escape`).
    public var rule: AuditRule
    /// One line, with the numbers.
    public var reason: String
    /// What each path, phase or outcome did, one line each.
    public var details: [String]
    /// The scenario that shows the behaviour.
    public var evidence: AuditEvidence

    /// `pass`, `pass, assumed`, `warn`, `fail` or `n.a.`, then `, assuming ...` for a pass that
    /// rests on `assumption`.
    public var verdictText: String {
        shortVerdictText + (verdict == .pass ? assumption.map { ", assuming \($0)" } ?? "" : "")
    }

    /// `verdictText` without the assumption: the text report aligns its columns by this.
    public var shortVerdictText: String {
        verdict.rawValue + (assumed ? ", assumed" : "")
    }
}

/// A replayable scenario whose transcript shows what a check judged, with `expect` lines.
public struct AuditEvidence: Sendable, Equatable {
    /// `KIND-CHECK.scenario`.
    public var fileName: String
    /// The scenario's text: comments, commands, their outputs and `expect` lines that pass.
    public var scenario: String
}
