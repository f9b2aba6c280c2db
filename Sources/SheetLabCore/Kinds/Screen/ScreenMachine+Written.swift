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
        let verdict = WrittenRelease(decision, of: written.design, path: written.path)
        let cause = TransitionCause.release(verdict.reason)
        // The gesture state resets without animation when the gesture ends.
        live = 0
        if decision.outcome == .dismiss {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: verdict.reason, source: verdict.source,
                comparisons: verdict.steps, quirkOwner: .library, readout: releaseReadout)
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
            trigger: .release, tick: tick, outcome: settles ? .cancel : .cancelNothingToMoveBack,
            reason: verdict.reason, source: verdict.source, comparisons: verdict.steps, quirkOwner: .library,
            readout: releaseReadout)
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
        let answer = WrittenControl(trigger, button: button, of: written.design, path: written.path)
        let cause: TransitionCause = trigger == .escape ? .escape : .press(button ?? "")
        switch answer.control.effect {
        case .dismisses, .runsThenDismisses, .presses:
            var occurrences: [Occurrence] = []
            if case .runsThenDismisses(let name) = answer.control.effect { occurrences.append(.callbackFired(name)) }
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
                trigger: trigger, tick: tick, outcome: .dismiss, reason: answer.reason,
                source: answer.source, comparisons: [answer.step], quirkOwner: .library, readout: releaseReadout)
            return occurrences + dismiss(from: from, cause: cause, at: tick, in: environment)
        case .runs(let name):
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .stay, reason: answer.reason,
                source: answer.source, comparisons: [answer.step], quirkOwner: .library)
            return [.callbackFired(answer.button ?? name)]
        case .stays:
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .ignored, reason: answer.reason,
                source: answer.source, comparisons: [answer.step], quirkOwner: .library)
            return []
        }
    }
}
