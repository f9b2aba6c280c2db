import SheetLabCore

extension Auditor {
    /// `callback-once`: onDismiss (edge: the action) at most once per presentation (per commit)
    /// over every interleaving of the explorer's letters (drags, flings, escape, taps, steps,
    /// reduce-motion toggles, presentations) to depth 6, and exactly once where the audit's own
    /// exit path piles an escape and every single-pointer action onto a running exit. A search
    /// that stopped early at the state bound warns that it is incomplete, naming the depth it
    /// searched whole.
    func callbackOnce(_ survey: AuditSurvey, exploration: ExplorationReport) -> AuditResult {
        let sheet = subject.sheet
        var scenario = scenario(for: .callbackOnce)
        let invariants: [Invariant] = [.dismissOnce, .actionOnce]
        let broken = exploration.violations.filter { invariants.contains($0.invariant) }
        let size =
            "\(SweepNumber.grouped(exploration.states)) states and \(SweepNumber.grouped(exploration.transitions)) "
            + "transitions to depth \(Self.reachedDepth(exploration)) (sheetlab explore)"
        scenario.comment("explored: \(size); \(broken.count) broken")
        var command = "explore \(subject.kind.rawValue) --depth \(exploration.depth)"
        if maxStates != Explorer.defaultMaxStates { command += " --max-states \(maxStates)" }
        var details = ["\(command): \(size)"]
        if let stop = exploration.stop {
            scenario.comment("incomplete: \(stop.message)")
            details.append("incomplete: \(stop.message)")
        }
        if !AuditSubject.settings(for: subject.environment).isEmpty {
            details.append(
                "explored in the default environment (explore takes no environment settings; for edge its letters "
                    + "switch the layout to rtl and back)")
        }
        for finding in broken {
            details.append("\(finding.invariant.rawValue) at depth \(finding.depth): \(finding.message)")
            replay(finding, into: &scenario)
        }
        var exactly = true
        var exitWords = ""
        if let exit = survey.exit(sheet: sheet) {
            scenario.comment("an exit (\(exit.name)), then escape and every single-pointer action while it runs:")
            scenario.begin()
            for command in exit.commands { scenario.run(command) }
            scenario.run(.escape(name: sheet))
            for action in survey.actions { scenario.run(action.action.command(sheet: sheet)) }
            scenario.run(Self.settle)
            scenario.expectCurrent(callbackField)
            scenario.expectCurrent(.phase)
            let count = scenario.callbacks
            details.append("\(exit.name) with escape and taps on top: \(Self.fires(callbackName, count))")
            exactly = count == 1
            exitWords = "; exactly once when escape and taps land on a running exit"
            if scenario.machine.phase == .dismissed {
                scenario.comment("a new presentation counts from 0 and fires once again:")
                scenario.run(.present(name: sheet, animated: false))
                scenario.run(.escape(name: sheet))
                scenario.run(Self.settle)
                scenario.expectCurrent(.dismissed)
                if scenario.number(.dismissed) > 1 { exactly = false }
            }
        } else {
            scenario.comment("nothing exits but the escape; escape and every single-pointer action:")
            scenario.begin()
            scenario.run(.escape(name: sheet))
            for action in survey.actions { scenario.run(action.action.command(sheet: sheet)) }
            scenario.run(Self.settle)
            scenario.expectCurrent(callbackField)
            scenario.expectCurrent(.phase)
            let count = scenario.callbacks
            details.append("no gesture or control exits; escape and taps: \(Self.fires(callbackName, count))")
            exactly = count <= 1
            exitWords = count == 0 ? "; nothing here fires it (no gesture, control or escape dismisses)" : ""
        }
        if let finding = broken.first {
            return result(
                .callbackOnce, .fail,
                reason:
                    "\(finding.message) after \(finding.depth) letters (shortest: "
                    + "\(finding.commands.dropFirst().dropLast().joined(separator: "; ")))",
                details: details, evidence: scenario)
        }
        guard exactly else {
            return result(
                .callbackOnce, .fail,
                reason: "\(callbackName) does not fire exactly once when escape and taps land on a running exit",
                details: details, evidence: scenario)
        }
        let words =
            "\(callbackName) at most once per \(subject.kind == .edge ? "commit" : "presentation") over "
            + size + exitWords
        if let stop = exploration.stop {
            return result(
                .callbackOnce, .warn,
                reason: "incomplete: searched whole to depth \(exploration.completeDepth) of \(exploration.depth) "
                    + "only, \(Self.boundWords(stop)); " + words,
                details: details, evidence: scenario)
        }
        return result(.callbackOnce, .pass, reason: words, details: details, evidence: scenario)
    }

    /// `8`, or `8 and part of 9` when the search stopped inside depth 9.
    static func reachedDepth(_ exploration: ExplorationReport) -> String {
        let complete = exploration.completeDepth
        guard exploration.levels.last?.isPartial == true else { return "\(complete)" }
        return "\(complete) and part of \(complete + 1)"
    }

    /// What stopped the search, in a few words: `the state bound (--max-states 3000000) was reached`.
    static func boundWords(_ stop: ExplorationReport.Stop) -> String {
        switch stop {
        case .boundAhead(_, _, _, _, let maxStates, _), .boundReached(_, let maxStates):
            "the state bound --max-states \(maxStates) was reached"
        case .timedOut:
            "the time allowed ran out"
        }
    }
}
