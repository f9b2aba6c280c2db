import SheetLabCore

extension Auditor {
    /// `reduce-motion-toggle`: reduce motion turned on two frames into each animation and off
    /// two frames later leaves no stuck phase and no second callback. The seed behaviour the
    /// explorer knows (`reduce-motion-next-event`: what runs keeps running) is reported as a
    /// finding with its scenario; explorer violations that involve reduce motion fail the check.
    func reduceMotionToggle(_ survey: AuditSurvey, exploration: ExplorationReport) -> AuditResult {
        var scenario = scenario(for: .reduceMotionToggle)
        var details: [String] = []
        var failures: [String] = []
        var carriedOver: [String] = []
        var toggled = 0
        for path in animationPaths(survey) {
            scenario.comment("\(path.name): reduce motion on 2 frames into the animation, off 2 frames later:")
            scenario.begin(animated: path.animated)
            for command in path.commands { scenario.run(command) }
            guard !scenario.machine.movingValues.isEmpty else {
                scenario.expectCurrent(.animation)
                details.append("\(path.name): nothing animates")
                continue
            }
            toggled += 1
            scenario.run(.step(.frames(2)))
            scenario.run(.setEnvironment(.reduceMotion(true)))
            scenario.run(.step(.frames(2)))
            var kept: [String] = []
            if case .text(let animation) = scenario.value(of: .animation), InvariantMonitor.namesSpring(animation),
                !scenario.machine.movingValues.isEmpty
            {
                scenario.expectCurrent(.animation)
                kept.append("\(animation) keeps running under reduce motion")
            }
            if case .number(let scale) = scenario.value(of: .scale), abs(scale - 1) > 0.0005 {
                scenario.expectCurrent(.scale)
                kept.append("scale reads \(DecimalFormat.format(scale, decimals: 3))")
            }
            scenario.run(.setEnvironment(.reduceMotion(false)))
            var probe = scenario
            probe.run(Self.settle)
            let stuck = probe.problem != nil
            if stuck {
                scenario.run(.step(.ticks(Session.defaultSettleLimit)))
            } else {
                scenario.run(Self.settle)
            }
            scenario.expectCurrent(.phase)
            scenario.expectCurrent(callbackField)
            let phase = scenario.machine.phase
            let count = scenario.callbacks
            var problems: [String] = []
            if stuck { problems.append("still moving 10 s later") }
            if phase != .idle && phase != .dismissed { problems.append("stuck in \(phase.rawValue)") }
            if count > max(path.callbacks, 1) {
                problems.append("\(Self.fires(callbackName, count))")
            } else if count < path.callbacks {
                problems.append("\(callbackName) never fires")
            }
            if !problems.isEmpty {
                failures.append("\(path.name): \(Self.list(problems))")
            }
            if !kept.isEmpty { carriedOver.append(path.name) }
            details.append(
                "\(path.name): "
                    + (problems.isEmpty
                        ? "ends \(phase.rawValue), \(Self.fires(callbackName, count))" : Self.list(problems))
                    + (kept.isEmpty ? "" : " (\(Self.list(kept)))"))
        }
        // Findings of this configuration only: the explorer's letters also change parameters
        // (`set s.enabled true`), which makes another design.
        let ownFindings = exploration.findings.filter { finding in
            !finding.commands.contains { $0.hasPrefix("set \(ExplorationAlphabet.sheet).") }
        }
        let reduceMotionFindings = ownFindings.filter { finding in
            finding.known == nil && finding.commands.contains { $0.hasPrefix("set reduce-motion") }
        }
        let explored = "explore depth \(Self.reachedDepth(exploration))"
        for finding in reduceMotionFindings {
            failures.append("explore: \(finding.message)")
            details.append("\(explored): \(finding.invariant.rawValue): \(finding.message)")
            replay(finding, into: &scenario)
        }
        let known = ownFindings.filter { $0.known == .reduceMotionFromNextEvent }
        for finding in known {
            details.append(
                "\(explored), known seed behaviour '\(KnownBehaviour.reduceMotionFromNextEvent.id)' "
                    + "at depth \(finding.depth): \(finding.message)")
            replay(finding, into: &scenario)
        }
        guard toggled > 0 || !reduceMotionFindings.isEmpty || !known.isEmpty else {
            return result(
                .reduceMotionToggle, .notApplicable, reason: "nothing animates: there is no animation to toggle in",
                details: details, evidence: scenario)
        }
        if !failures.isEmpty {
            return result(
                .reduceMotionToggle, .fail, reason: Self.list(failures), details: details, evidence: scenario)
        }
        let summary =
            toggled == 0
            ? "nothing the audit runs animates"
            : "no stuck phase and no second callback (\(callbackName)) in \(toggled) toggled animations"
        if !carriedOver.isEmpty || !known.isEmpty {
            let seen =
                carriedOver.isEmpty ? " (found by explore)" : " (on \(carriedOver.count) of \(toggled) toggled paths)"
            return result(
                .reduceMotionToggle, .warn,
                reason:
                    "known seed behaviour '\(KnownBehaviour.reduceMotionFromNextEvent.id)': what runs when reduce "
                    + "motion turns on keeps running until it ends\(seen); \(summary)",
                details: details, evidence: scenario)
        }
        return result(.reduceMotionToggle, .pass, reason: summary, details: details, evidence: scenario)
    }

    /// Replays an explorer finding as evidence that passes: its commands in a fresh world, then
    /// the field its failing `expect` named, with the value it has (the finding, shown, not hidden).
    func replay(_ finding: Finding, into scenario: inout EvidenceScenario) {
        let parser = Parser(vocabulary: Session.coreVocabulary)
        let commands = finding.commands.compactMap { try? parser.parse($0) }
        guard commands.count == finding.commands.count, case .expect(let expectation)? = commands.last,
            let field = Field(rawValue: expectation.field)
        else { return }
        scenario.comment(
            "sheetlab explore \(subject.kind.rawValue) --depth \(finding.depth)+: \(finding.invariant.rawValue): "
                + finding.message + (finding.known.map { " (known seed behaviour '\($0.id)')" } ?? ""))
        scenario.restart()
        for command in commands.dropLast() { scenario.run(command) }
        scenario.expectCurrent(field, of: expectation.name)
    }
}
