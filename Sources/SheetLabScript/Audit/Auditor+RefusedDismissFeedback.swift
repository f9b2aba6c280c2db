import SheetLabCore

extension Auditor {
    /// `refused-dismiss-feedback`: where the design refuses a dismissal (sheet `dismiss=disabled`,
    /// edge `enabled=false`), an escape or a single-pointer action it ignores gives no feedback at
    /// all: no haptic, no movement, no callback. Warn, since UIKit's
    /// `presentationControllerDidAttemptToDismiss` exists to answer such attempts.
    func refusedDismissFeedback(_ survey: AuditSurvey) -> AuditResult {
        let sheet = subject.sheet
        var scenario = scenario(for: .refusedDismissFeedback)
        var attempts: [(name: String, command: Command)] = [("escape", .escape(name: sheet))]
        for action in survey.actions { attempts.append((action.action.words, action.action.command(sheet: sheet))) }
        var silent: [String] = []
        var answered: [String] = []
        var reasons: [String] = []
        var details: [String] = []
        for attempt in attempts {
            scenario.comment("\(attempt.name) on the presented sheet:")
            scenario.begin()
            let records = scenario.run(attempt.command)
            let decision = scenario.machine.lastDecision
            guard let decision, decision.outcome == .ignored, records.allSatisfy({ Self.isQuiet($0.occurrence) })
            else {
                scenario.run(Self.settle)
                scenario.expectCurrent(.phase)
                let what = decision.map { VerdictText.outcome($0.outcome) } ?? "acts"
                details.append("\(attempt.name): \(what)")
                continue
            }
            scenario.run(.explain(name: sheet))
            scenario.run(.step(.frames(10)))
            scenario.expectCurrent(.phase)
            scenario.expectCurrent(.haptics)
            scenario.expectCurrent(callbackField)
            let reason = VerdictText.reason(decision.reason)
            if !reasons.contains(reason) { reasons.append(reason) }
            // Quiet records only (the guard above): an ignored line in the log is no feedback.
            if scenario.number(.haptics) == 0 {
                silent.append(attempt.name)
                details.append("\(attempt.name): ignored (\(reason)) with no haptic, movement or callback")
            } else {
                answered.append(attempt.name)
                details.append("\(attempt.name): ignored (\(VerdictText.reason(decision.reason))), with feedback")
            }
        }
        if !silent.isEmpty {
            let verb = silent.count == 1 ? "is" : "are"
            return result(
                .refusedDismissFeedback, .warn,
                reason:
                    "\(Self.list(silent)) \(verb) ignored silently (\(Self.list(reasons))): no haptic, movement or "
                    + "callback tells an assistive-technology user why; UIKit's presentationControllerDidAttemptToDismiss "
                    + "exists for this",
                details: details, evidence: scenario)
        }
        if !answered.isEmpty {
            return result(
                .refusedDismissFeedback, .pass, reason: "\(Self.list(answered)) refused with feedback",
                details: details,
                evidence: scenario)
        }
        return result(
            .refusedDismissFeedback, .notApplicable,
            reason: "nothing is refused: \(Self.list(attempts.map(\.name))) \(attempts.count == 1 ? "acts" : "act")",
            details: details, evidence: scenario)
    }

    /// Whether an occurrence is something a user would not notice (nothing moves, nothing fires).
    static func isQuiet(_ occurrence: Occurrence) -> Bool {
        switch occurrence {
        case .transitioned, .callbackFired, .hapticFired, .armed, .disarmed: false
        // A line in the log ("touch ignored: ..."), nothing a user sees or hears.
        case .ignored: true
        }
    }
}
