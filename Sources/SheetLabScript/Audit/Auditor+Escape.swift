import SheetLabCore

extension Auditor {
    /// One phase `escape` tries the escape from, and how to get there.
    private struct EscapeCase {
        var phase: Phase
        var animated = false
        var commands: [Command] = []
    }

    /// `escape`: the accessibility escape from every phase the subject reaches fires exactly one
    /// callback in the presentation, or is ignored by a rule the design states (the machine's
    /// decision names it; `explain` prints it in the evidence).
    func escape(_ survey: AuditSurvey) -> AuditResult {
        let sheet = subject.sheet
        var cases = [EscapeCase(phase: .idle), EscapeCase(phase: .presenting, animated: true)]
        if let trial = survey.firstBegun {
            cases.append(
                EscapeCase(phase: .dragging, commands: [trial.gesture.holdCommand(sheet: sheet, axis: survey.axis)]))
        }
        for phase in [Phase.cancelling, .settling, .committing] {
            if let trial = survey.heldTrial(endingIn: phase) {
                cases.append(
                    EscapeCase(phase: phase, commands: trial.gesture.commands(sheet: sheet, axis: survey.axis)))
            }
        }
        var scenario = scenario(for: .escape)
        var acted: [String] = []
        var during: [String] = []
        var ignored: [(phase: String, rule: String)] = []
        var failures: [String] = []
        var details: [String] = []
        for escapeCase in cases {
            let name = escapeCase.phase.rawValue
            scenario.comment("from \(name):")
            scenario.begin(animated: escapeCase.animated)
            for command in escapeCase.commands { scenario.run(command) }
            guard scenario.machine.phase == escapeCase.phase else {
                details.append("\(name): not reached (the sheet is \(scenario.machine.phase.rawValue))")
                continue
            }
            let takesTouches = scenario.value(of: .hitTesting) != .bool(false)
            if !takesTouches { scenario.expectCurrent(.hitTesting) }
            let escapeTick = scenario.now
            let records = scenario.run(.escape(name: sheet))
            let answered = records.contains {
                switch $0.occurrence {
                case .transitioned, .callbackFired: true
                default: false
                }
            }
            let decision = scenario.machine.lastDecision
            if !answered { scenario.run(.explain(name: sheet)) }
            scenario.run(Self.settle)
            scenario.expectCurrent(.phase)
            scenario.expectCurrent(callbackField)
            let count = scenario.callbacks
            let ends = "the sheet ends \(scenario.machine.phase.rawValue)"
            // The rule that ignored it: the machine's decision, else docs/models.md's "no escape while
            // presenting, committing or dismissed", which the hit-testing field shows.
            var rule: String?
            if let decision, decision.trigger == .escape, decision.tick == escapeTick, decision.outcome == .ignored {
                rule = VerdictText.reason(decision.reason)
            }
            if rule == nil, !takesTouches {
                rule =
                    "hit-testing false while \(name), and docs/models.md#shared-rules: no escape while presenting, "
                    + "committing or dismissed"
            }
            if answered && count == 1 {
                acted.append(name)
                details.append("\(name): \(callbackName) fires once; \(ends)")
            } else if !answered && count == 1, let rule {
                during.append(name)
                details.append(
                    "\(name): the escape is ignored (\(rule)); the exit under way fires \(callbackName) once")
            } else if !answered && count == 0, let rule {
                ignored.append((name, rule))
                details.append("\(name): ignored: \(rule)")
            } else {
                let what = "\(Self.fires(callbackName, count))"
                failures.append("from \(name) \(what)")
                details.append("\(name): \(what); no rule of the design says so; \(ends)")
            }
        }
        var parts: [String] = []
        if !failures.isEmpty { parts.append(Self.list(failures)) }
        if !acted.isEmpty { parts.append("\(callbackName) once after an escape from \(Self.list(acted))") }
        if !during.isEmpty {
            parts.append("while \(Self.list(during)) the escape is ignored and the exit fires it once")
        }
        var reasons: [String] = []
        for item in ignored where !reasons.contains(item.rule) { reasons.append(item.rule) }
        for rule in reasons {
            let phases = ignored.filter { $0.rule == rule }.map(\.phase)
            parts.append("ignored while \(Self.list(phases)): \(rule)")
        }
        let verdict: AuditVerdict = failures.isEmpty ? .pass : .fail
        let basis = Self.escapeBasis(of: scenario.machine)
        var rule = AuditCheck.escape.rule
        rule.citation += "; " + basis.source
        return result(
            .escape, verdict, reason: parts.joined(separator: "; "), details: details,
            assumption: basis.hostAddsEscape ? "the host adds .accessibilityAction(.escape)" : nil, rule: rule,
            evidence: scenario)
    }

    /// Where the design's escape comes from, and whether the host app must add the escape action
    /// for it: the screen seed and the peer libraries have their own; the modal and sheet seeds
    /// and the EdgeSwipeBack README have none, so sheetlab routes it as docs/models.md#modal says.
    static func escapeBasis(of machine: any Machine) -> (source: String, hostAddsEscape: Bool) {
        // A design file says what its escape does (docs/design-language.md#controls).
        if let path = machine.parameterText("design"), !path.isEmpty {
            return ("the escape of \(Design.fileName(of: path)) (docs/design-language.md#controls)", false)
        }
        switch type(of: machine).kind {
        case .screen:
            return ("the screen seed's .accessibilityAction(.escape) { dismiss(from: 0) }", false)
        case .modal:
            return ("the modal seed has no escape action; docs/models.md#modal routes it to the seed's dismissal", true)
        case .sheet:
            guard let profile = (machine as? any SheetKindMachine)?.profile else { return ("", false) }
            return (profile.escapeSource, profile.panel == nil)
        case .edge:
            if machine.parameterText("profile") == "android" {
                return ("Android's back gesture, which the system delivers (\(VerdictText.source(.edgeEscape)))", false)
            }
            return (VerdictText.source(.edgeEscape), true)
        }
    }
}
