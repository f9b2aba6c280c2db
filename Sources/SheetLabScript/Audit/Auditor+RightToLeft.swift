import SheetLabCore

extension Auditor {
    /// `rtl` (edge): under a right-to-left layout the configured edge is where the README puts it
    /// (leading and trailing follow the layout direction; left and right stay): a swipe from that
    /// side commits, one from the other side does nothing. Other kinds drag vertically: not
    /// applicable, and the evidence shows the layout does not change their exit.
    func rightToLeft(_ survey: AuditSurvey) -> AuditResult {
        let sheet = subject.sheet
        var scenario = scenario(for: .rightToLeft)
        guard subject.kind == .edge else {
            var shown = "the layout direction does not apply"
            if let exit = survey.exit(sheet: sheet) {
                scenario.comment("with a right-to-left layout the exit is unchanged:")
                scenario.begin(layout: .rightToLeft)
                for command in exit.commands { scenario.run(command) }
                scenario.run(Self.settle)
                scenario.expectCurrent(callbackField)
                scenario.expectCurrent(.phase)
                shown = "\(exit.name) still exits under rtl"
            } else {
                scenario.comment("with a right-to-left layout nothing exits, as in a left-to-right one:")
                scenario.begin(layout: .rightToLeft)
                scenario.expectCurrent(.phase)
            }
            return result(
                .rightToLeft, .notApplicable,
                reason: "\(subject.kind.withArticle)'s gesture is vertical: \(shown)", evidence: scenario)
        }
        let choice = subject.parameters.first { $0.name == "edge" }?.written ?? "leading"
        // EdgeSwipeBack README: "Leading and trailing follow the layout direction."
        let expectedRight = choice == "leading" || choice == "right"
        let distance = survey.exitTrial.map { abs($0.gesture.distance) } ?? 120
        let width = subject.environment.screenWidth
        let middle = subject.environment.screenHeight / 2
        var commits: [Bool] = []
        for fromRight in [true, false] {
            let side = fromRight ? "right" : "left"
            scenario.comment("layout rtl, edge=\(choice): a swipe of \(Self.points(distance)) from the \(side) edge:")
            scenario.begin(layout: .rightToLeft)
            let start = Coordinates(x: fromRight ? width - 14 : 14, y: middle)
            let displacement = Coordinates(x: fromRight ? -distance : distance, y: 0)
            var records = scenario.run(
                .drag(
                    name: sheet, displacement: displacement, duration: .ticks(AuditGesture.heldDragTicks),
                    start: start, hold: true))
            records += scenario.run(.step(.ticks(AuditGesture.restTicks)))
            records += scenario.run(.release(name: sheet))
            scenario.run(Self.settle)
            scenario.expectCurrent(.actions)
            commits.append(scenario.number(.actions) > 0)
        }
        let (right, left) = (commits[0], commits[1])
        let expected = expectedRight ? "right" : "left"
        let words =
            "edge=\(choice) under rtl: from the right \(right ? "commits" : "does nothing"), "
            + "from the left \(left ? "commits" : "does nothing")"
        if !right && !left {
            return result(
                .rightToLeft, .notApplicable,
                reason: "no swipe commits from either side (\(gestureOffWords)): \(words)", evidence: scenario)
        }
        let holds = expectedRight ? (right && !left) : (left && !right)
        return result(
            .rightToLeft, holds ? .pass : .fail,
            reason: holds
                ? "\(words): the \(choice) edge is the \(expected) one, as the README says"
                : "\(words); the README puts the \(choice) edge on the \(expected) under rtl",
            evidence: scenario)
    }
}
