import SheetLabCore

/// Runs every check of `audit` on one subject and collects the verdicts with their evidence.
///
/// Every path runs through the interpreter (`Session`) on a fresh world, exactly as a scenario
/// would, so the audit cannot disagree with the simulation: the evidence scenario of a check is
/// the transcript of the very commands it judged. Pure: returns a report; files are the shell's.
public struct Auditor: Sendable {
    public var subject: AuditSubject
    /// How deep `callback-once` explores (issue 13: depth 6).
    public var explorationDepth: Int

    /// The most states that exploration may hold (`--max-states`); past it the search stops
    /// early and `callback-once` warns that it is incomplete.
    public var maxStates: Int

    /// The depth `callback-once` explores to by default.
    public static let defaultExplorationDepth = 6

    public init(
        subject: AuditSubject, explorationDepth: Int = Auditor.defaultExplorationDepth,
        maxStates: Int = Explorer.defaultMaxStates
    ) {
        self.subject = subject
        self.explorationDepth = explorationDepth
        self.maxStates = maxStates
    }

    /// Runs the checks, in `AuditCheck` order.
    public func run() -> AuditReport {
        let survey = AuditSurvey.make(subject)
        let exploration = ExplorationMemo.report(
            kind: subject.kind, parameters: subject.parameters, designs: subject.designs, depth: explorationDepth,
            maxStates: maxStates)
        let results: [AuditResult] = AuditCheck.allCases.map { check in
            switch check {
            case .escape: escape(survey)
            case .nonDragPath: nonDragPath(survey)
            case .reduceMotion: reduceMotion(survey)
            case .reduceMotionToggle: reduceMotionToggle(survey, exploration: exploration)
            case .callbackOnce: callbackOnce(survey, exploration: exploration)
            case .touchDuringExit: touchDuringExit(survey)
            case .rightToLeft: rightToLeft(survey)
            case .refusedDismissFeedback: refusedDismissFeedback(survey)
            case .hitArea: hitArea(survey)
            }
        }
        return AuditReport(
            kind: subject.kind, sheet: subject.sheet, settings: subject.settingWords,
            assumptions: subject.assumptions, results: results)
    }

    // MARK: - Shared words

    /// `onDismiss`, or `the edge action` for `edge`.
    var callbackName: String { subject.kind == .edge ? "the edge action" : "onDismiss" }

    /// The field that counts the callbacks: `dismissed`, or `actions` for `edge`.
    var callbackField: Field { subject.kind == .edge ? .actions : .dismissed }

    /// A fresh scenario for `check`.
    func scenario(for check: AuditCheck) -> EvidenceScenario {
        EvidenceScenario(subject: subject, header: [])
    }

    /// The result of `check`, its evidence headed by what the audit concluded; a scenario that
    /// did not run as planned turns the verdict into a failure naming why.
    func result(
        _ check: AuditCheck, _ verdict: AuditVerdict, reason: String, details: [String] = [],
        assumed: Bool = false, assumption: String? = nil, rule: AuditRule? = nil, evidence scenario: EvidenceScenario
    ) -> AuditResult {
        let rule = rule ?? check.rule
        var verdict = verdict
        var reason = reason
        if let problem = scenario.problem {
            verdict = .fail
            reason = "the audit's own run broke: \(problem)"
        }
        var header = "# sheetlab audit \(subject.kind.rawValue)"
        let settings = subject.settingWords
        if !settings.isEmpty { header += " " + settings.joined(separator: " ") }
        if !subject.assumptions.isEmpty {
            header += " --assume " + subject.assumptions.map(\.rawValue).joined(separator: " ")
        }
        header += ": \(check.rawValue)\n"
        header += "# \(check.question)\n"
        let made = AuditResult(
            check: check, verdict: verdict, assumed: assumed, assumption: assumption, rule: rule, reason: reason,
            details: details, evidence: AuditEvidence(fileName: "", scenario: ""))
        header += "# rule: \(rule.citation)\n"
        header += "# verdict: \(made.verdictText): \(reason)\n"
        return AuditResult(
            check: check, verdict: verdict, assumed: assumed, assumption: assumption, rule: rule, reason: reason,
            details: details,
            evidence: AuditEvidence(
                fileName: "\(subject.kind.rawValue)-\(check.rawValue).scenario", scenario: header + scenario.text))
    }

    /// `onDismiss never fires`, `onDismiss fires once`, `... twice`, `... 3 times`.
    static func fires(_ callback: String, _ count: Int) -> String {
        switch count {
        case 0: "\(callback) never fires"
        case 1: "\(callback) fires once"
        case 2: "\(callback) fires twice"
        default: "\(callback) fires \(count) times"
        }
    }

    /// `a, b and c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// Seconds with 3 decimals: `0.267 s`.
    static func seconds(_ ticks: Int64) -> String {
        DecimalFormat.format(Double(ticks) / Double(Time.ticksPerSecond), decimals: 3) + " s"
    }

    /// Points with 1 decimal: `140.0 pt`.
    static func points(_ value: Double) -> String {
        DecimalFormat.format(value, decimals: 1) + " pt"
    }

    /// Why the subject's gesture never begins, in words: the parameter that turns it off.
    var gestureOffWords: String {
        let off = subject.parameters.filter {
            ($0.name == "enabled" || $0.name == "should-begin") && $0.written == "false"
        }
        return off.isEmpty ? "the gesture never begins" : off.map(\.description).joined(separator: ", ")
    }

    /// The settle command at its default limit.
    static let settle = Command.settle(name: nil, limit: .ticks(Session.defaultSettleLimit))
}
