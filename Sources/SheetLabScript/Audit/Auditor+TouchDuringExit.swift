import SheetLabCore

extension Auditor {
    /// `touch-during-exit`: a touch two frames into each exit animation (the drag that exits, the
    /// escape, each single-pointer action that exits) drags back where the content is drawn and
    /// must not grab it: no phase change caused by the touch, and the exit fires its callback once.
    func touchDuringExit(_ survey: AuditSurvey) -> AuditResult {
        let sheet = subject.sheet
        var exits: [(name: String, commands: [Command])] = []
        if let exit = survey.exitTrial {
            exits.append(
                (exit.gesture.words(axis: survey.axis), exit.gesture.commands(sheet: sheet, axis: survey.axis)))
        }
        exits.append(("escape", [.escape(name: sheet)]))
        for action in survey.actions {
            guard let outcome = action.outcome, outcome.callbacks == 1 else { continue }
            exits.append((action.action.words, [action.action.command(sheet: sheet)]))
        }
        // Back up for the vertical kinds (grab the page and pull it back); a new swipe for `edge`.
        let grab = survey.axis.displacement(survey.axis.isHorizontal ? 60 : -60)
        var scenario = scenario(for: .touchDuringExit)
        var details: [String] = []
        var ignored: [String] = []
        var grabbed: [String] = []
        var delay: Int64 = 0
        var rules: [String] = []
        for exit in exits {
            scenario.comment("a touch during the exit after \(exit.name):")
            scenario.begin()
            for command in exit.commands { scenario.run(command) }
            guard scenario.machine.phase == .committing else {
                scenario.expectCurrent(.phase)
                details.append("\(exit.name): no exit animation, the sheet is \(scenario.machine.phase.rawValue)")
                continue
            }
            let started = scenario.now
            scenario.run(.step(.frames(2)))
            if scenario.machine.phase != .committing {
                details.append("\(exit.name): the exit ends within 2 frames")
                continue
            }
            delay = scenario.now - started
            scenario.expectCurrent(.hitTesting)
            if case .bool(false) = scenario.value(of: .hitTesting),
                !rules.contains("hit-testing false while committing")
            {
                rules.append("hit-testing false while committing")
            }
            let records = scenario.run(
                .drag(name: sheet, displacement: grab, duration: .ticks(600), start: nil, hold: false))
            let touched = records.filter {
                guard case .transitioned = $0.occurrence else { return false }
                return $0.event == "touchBegan" || $0.event == "touchMoved" || $0.event == "touchEnded"
            }
            scenario.run(Self.settle)
            scenario.expectCurrent(.phase)
            scenario.expectCurrent(callbackField)
            let count = scenario.callbacks
            if let first = touched.first, case .transitioned(let from, let to, _) = first.occurrence {
                grabbed.append("\(exit.name): the touch took the sheet from \(from.rawValue) to \(to.rawValue)")
                details.append(grabbed.last!)
            } else if count != 1 {
                grabbed.append("\(exit.name): \(Self.fires(callbackName, count))")
                details.append(grabbed.last!)
            } else {
                ignored.append(exit.name)
                details.append(
                    "\(exit.name): the touch \(Self.seconds(delay)) in is ignored; the sheet ends "
                        + "\(scenario.machine.phase.rawValue), \(callbackName) once")
            }
        }
        if !grabbed.isEmpty {
            return result(.touchDuringExit, .fail, reason: Self.list(grabbed), details: details, evidence: scenario)
        }
        guard !ignored.isEmpty else {
            return result(
                .touchDuringExit, .notApplicable,
                reason: "no exit animation to touch ("
                    + (survey.exitTrial == nil ? "no gesture exits; " : "") + Self.list(details) + ")",
                details: details, evidence: scenario)
        }
        return result(
            .touchDuringExit, .pass,
            reason:
                "a touch \(Self.seconds(delay)) into \(ignored.count == 1 ? "the exit" : "each of \(ignored.count) exits") "
                + "(\(Self.list(ignored))) is ignored"
                + (rules.isEmpty ? "" : " (\(Self.list(rules)))") + "; \(callbackName) fires once",
            details: details, evidence: scenario)
    }
}
