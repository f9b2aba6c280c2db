import SheetLabCore

extension Auditor {
    /// `non-drag-path` (WCAG 2.2 SC 2.5.7): every outcome of the component, whether dragging or
    /// a control reaches it, can be reached by a single pointer without dragging. The controls
    /// come from the kind itself (`Machine.singlePointerActions`); the VoiceOver escape is not a
    /// single pointer; `--assume` adds what the host app provides.
    func nonDragPath(_ survey: AuditSurvey) -> AuditResult {
        let sheet = subject.sheet
        var scenario = scenario(for: .nonDragPath)
        let dragged = survey.dragOutcomes
        for (outcome, trial) in dragged {
            scenario.comment("dragging reaches \(outcome): \(trial.gesture.words(axis: survey.axis))")
            scenario.begin()
            for command in trial.gesture.commands(sheet: sheet, axis: survey.axis) { scenario.run(command) }
            scenario.run(Self.settle)
            expectOutcome(outcome, in: &scenario)
        }
        var byPointer: [AuditOutcome: [String]] = [:]
        for action in survey.actions {
            scenario.comment(
                "\(action.action.words) (a single pointer) reaches \(action.outcome.map { "\($0)" } ?? "nothing"):")
            scenario.begin()
            scenario.run(action.action.command(sheet: sheet))
            scenario.run(Self.settle)
            if let outcome = action.outcome {
                byPointer[outcome, default: []].append(action.action.words)
                expectOutcome(outcome, in: &scenario)
            } else {
                scenario.run(.explain(name: sheet))
                scenario.expectCurrent(.phase)
            }
        }
        var outcomes = dragged.map(\.outcome)
        for action in survey.actions {
            if let outcome = action.outcome, !outcomes.contains(outcome) { outcomes.append(outcome) }
        }
        guard !outcomes.isEmpty else {
            if let attempt = survey.trials.first(where: { $0.gesture.style == .held && $0.gesture.distance > 0 }) {
                let words = attempt.gesture.words(axis: survey.axis)
                scenario.comment("\(words) reaches nothing (no drag of up to the screen's extent does):")
                scenario.begin()
                for command in attempt.gesture.commands(sheet: sheet, axis: survey.axis) { scenario.run(command) }
                scenario.run(Self.settle)
                scenario.expectCurrent(callbackField)
                scenario.expectCurrent(.phase)
            }
            return result(
                .nonDragPath, .notApplicable,
                reason: "no drag, fling or control reaches an outcome: there is nothing to reach without dragging",
                details: survey.actions.isEmpty ? [] : ["\(survey.actions.count) single-pointer actions reach nothing"],
                evidence: scenario)
        }
        var details: [String] = []
        var missing: [(AuditOutcome, String)] = []
        var assumedAny = false
        for outcome in outcomes {
            let drag = dragged.first { $0.outcome == outcome }.map { $0.trial.gesture.words(axis: survey.axis) }
            let dragWords = drag.map { "dragging: \($0)" } ?? "dragging does not reach it"
            if let actions = byPointer[outcome] {
                details.append("\(outcome): by \(Self.list(actions)); \(dragWords)")
            } else if let assumption = subject.assumptions.first(where: { $0.covers(outcome) }) {
                assumedAny = true
                details.append("\(outcome): by \(assumption.controlName) (assumed); \(dragWords)")
            } else {
                missing.append((outcome, drag ?? ""))
                details.append("\(outcome): only by dragging (\(drag ?? "")); no single-pointer path")
            }
        }
        if !missing.isEmpty {
            let names = missing.map { "\($0.0)" }
            let verb = missing.count == 1 ? "is" : "are"
            let gestures = missing.map(\.1)
            let advice = Self.list(
                Array(Set(missing.map { Self.advice(for: $0.0) })).sorted())
            return result(
                .nonDragPath, .fail,
                reason:
                    "\(subject.kind.rawValue): \(Self.list(names)) \(verb) reachable only by dragging "
                    + "(\(Self.list(gestures))); \(advice)",
                details: details, evidence: scenario)
        }
        let reached = outcomes.map { outcome -> String in
            if let actions = byPointer[outcome] { return "\(outcome) by \(Self.list(actions))" }
            let assumption = subject.assumptions.first { $0.covers(outcome) }
            return "\(outcome) by \(assumption?.controlName ?? "?") (assumed)"
        }
        return result(
            .nonDragPath, .pass, reason: "every outcome has a single-pointer path: " + Self.list(reached),
            details: details, assumed: assumedAny, evidence: scenario)
    }

    /// What to add for an outcome only dragging reaches.
    static func advice(for outcome: AuditOutcome) -> String {
        switch outcome {
        case .dismiss: "add a close button"
        case .action: "add a back button"
        case .detent: "add a control that selects the detent"
        }
    }

    /// `expect` lines showing that `outcome` happened.
    func expectOutcome(_ outcome: AuditOutcome, in scenario: inout EvidenceScenario) {
        switch outcome {
        case .dismiss, .action:
            scenario.expectCurrent(callbackField)
            scenario.expectCurrent(.phase)
        case .detent:
            scenario.expectCurrent(.detent)
            scenario.expectCurrent(.phase)
        }
    }
}
