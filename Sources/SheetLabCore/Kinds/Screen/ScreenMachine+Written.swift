/// A screen that follows a design file (`WrittenScreenDesign`): the seed's phases and drawn
/// values, the file's release clauses, animations, escape and buttons, each decision citing its
/// statement.
extension ScreenMachine {
    /// The finger lifted after the drag began: the file's release clauses.
    mutating func releaseWritten(
        _ written: WrittenScreenDesign, _ session: DragSession, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        armed = false
        let velocity = session.velocity(at: tick)
        releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: velocity)
        let offset = live
        let readings = WrittenScreenDesign.readings(
            translation: session.dy, velocity: velocity, offset: offset, in: environment)
        guard let decision = written.design.decideRelease(with: readings) else { return [] }
        let clause = written.design.release[decision.clause]
        let citation = written.citation(decision.location)
        var steps: [Decision.Step] = decision.comparisons.map { .designComparison($0, written.citation($0.location)) }
        if decision.clauseComparisons.isEmpty {
            steps.append(.designStatement("release " + VerdictText.designOutcome(clause.outcome), citation))
        }
        let reason = Decision.Reason.designClause(
            DesignVerdict.Clause(
                outcome: clause.outcome, held: decision.clauseComparisons.filter(\.holds), citation: citation))
        let cause = TransitionCause.release(reason)
        // The gesture state resets without animation when the gesture ends.
        live = 0
        if decision.outcome == .dismiss {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: reason, source: .designFile(citation),
                comparisons: steps, quirkOwner: .library, readout: releaseReadout)
            return dismiss(from: offset, cause: cause, at: tick, in: environment)
        }
        settled = offset
        applyModels(animation: nil, change: 0, at: tick, in: environment)
        let change = newChange()
        phaseChange = change
        settled = 0
        applyModels(
            animation: written.design.animation(.cancel, in: environment), change: change, at: tick, in: environment)
        let settles = contentIsRunning(change: change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: settles ? .cancel : .cancelNothingToMoveBack, reason: reason,
            source: .designFile(citation), comparisons: steps, quirkOwner: .library, readout: releaseReadout)
        let next: Phase = settles ? .cancelling : .idle
        defer { phase = next }
        return [.transitioned(from: phase, to: next, cause: cause)]
    }

    /// Presses one of the file's buttons.
    mutating func buttonPressed(_ button: String, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard let written = parameters.written else { return [] }
        return requestWritten(written, .press, button: button, at: tick, in: environment)
    }

    /// An escape or a button press, as the file's statement says; a dismissal leaves from where
    /// the content is drawn, the drag dropped (as the seed's escape does).
    mutating func requestWritten(
        _ written: WrittenScreenDesign, _ trigger: Decision.Trigger, button: String? = nil, at tick: Int64,
        in environment: Environment
    ) -> [Occurrence] {
        guard phase.takesTouches else {
            if trigger == .press, let button {
                lastDecision = Decision(
                    trigger: .press, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                    source: .pressWhileHidden, comparisons: [.pressWhileHidden(button: button)])
                return [.ignored(.pressWhileHidden(button, phase: phase))]
            }
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                source: .screenHitTesting)
            return [.ignored(.whileHidden(.escape, phase: phase))]
        }
        var (control, location) = WrittenModalDesign.control(of: written.design, trigger, button: button)
        var pressed = button
        if case .presses(let name) = control.effect {
            (control, location) = WrittenModalDesign.control(of: written.design, .press, button: name)
            pressed = name
        }
        let citation = written.citation(location ?? .unwritten)
        let step = Decision.Step.designStatement(VerdictText.designControl(control), citation)
        let cause: TransitionCause = trigger == .escape ? .escape : .press(button ?? "")
        switch control.effect {
        case .dismisses, .runsThenDismisses, .presses:
            var occurrences: [Occurrence] = []
            if case .runsThenDismisses(let name) = control.effect { occurrences.append(.callbackFired(name)) }
            releaseReadout = .zero
            if case .tracking(let session) = finger {
                if session.hasBegun {
                    releaseReadout = FingerReadout(
                        translation: max(session.dy, 0), velocity: session.velocity(at: tick))
                }
                finger = .ignored
            }
            armed = false
            let from = settled + live
            live = 0
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .dismiss, reason: .designControl(control),
                source: .designFile(citation), comparisons: [step], quirkOwner: .library, readout: releaseReadout)
            return occurrences + dismiss(from: from, cause: cause, at: tick, in: environment)
        case .runs(let name):
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .stay, reason: .designControl(control),
                source: .designFile(citation), comparisons: [step], quirkOwner: .library)
            return [.callbackFired(pressed ?? name)]
        case .stays:
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .ignored, reason: .designControl(control),
                source: .designFile(citation), comparisons: [step], quirkOwner: .library)
            return []
        }
    }
}
