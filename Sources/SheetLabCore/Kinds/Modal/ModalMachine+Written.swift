/// A modal that follows a design file (`WrittenModalDesign`): the seed's phases and drawn values,
/// the file's drag, release clauses, animations and controls, each decision citing its statement.
extension ModalMachine {
    /// A sample of a begun drag: the offset as `drag follows` says; with `quirk
    /// keeps-last-positive-offset`, only while the finger is below its start (the seed's `onChanged`).
    mutating func followWritten(
        _ written: WrittenModalDesign, _ session: DragSession, at tick: Int64, in environment: Environment
    ) {
        if written.design.declares(.keepsLastPositiveOffset), DecimalFormat.roundedForComparison(session.dy) <= 0 {
            return
        }
        dragOffset = written.offset(forDrag: session.dy, screenHeight: environment.screenHeight)
        applyModels(animation: nil, change: 0, at: tick)
    }

    /// The readings a release, or `armed`, decides with.
    func readings(
        _ written: WrittenModalDesign, dy: Double, velocity: Double, in environment: Environment
    ) -> DesignReadings {
        DesignReadings(
            translation: dy, velocity: velocity, height: parameters.height, offset: dragOffset,
            top: restingTop(in: environment) + dragOffset,
            progress: WrittenModalDesign.progress(offset: dragOffset, height: parameters.height),
            screenWidth: environment.screenWidth, screenHeight: environment.screenHeight)
    }

    /// The drawn values' readings now: the drawn offset (with the entering or leaving move), the
    /// `progress` field (the drag's offset alone), the live finger.
    func drawnReadings(_ written: WrittenModalDesign, in environment: Environment) -> DesignReadings {
        let offset = drawnOffset.presented + transition.presented
        return DesignReadings(
            translation: liveReadout.translation, velocity: liveReadout.velocity, height: parameters.height,
            offset: offset, top: restingTop(in: environment) + offset,
            progress: WrittenModalDesign.progress(offset: drawnOffset.presented, height: parameters.height),
            screenWidth: environment.screenWidth, screenHeight: environment.screenHeight)
    }

    /// The finger lifted after the drag began: the file's release clauses.
    mutating func releaseWritten(
        _ written: WrittenModalDesign, _ session: DragSession, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        armed = false
        let velocity = session.velocity(at: tick)
        releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: velocity)
        let readings = readings(written, dy: session.dy, velocity: velocity, in: environment)
        guard let decision = written.design.decideRelease(with: readings) else { return [] }
        let verdict = WrittenRelease(decision, of: written.design, path: written.path)
        let cause = TransitionCause.release(verdict.reason)
        if decision.outcome == .dismiss {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: verdict.reason, source: verdict.source,
                comparisons: verdict.steps, quirkOwner: .library, readout: releaseReadout)
            return dismiss(with: written.design.animation(.dismiss, in: environment), cause: cause, at: tick)
        }
        let change = newChange()
        phaseChange = change
        dragOffset = 0
        applyModels(animation: written.design.animation(.cancel, in: environment), change: change, at: tick)
        let movesBack = isRunning(change: change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: movesBack ? .cancel : .cancelNothingToMoveBack,
            reason: verdict.reason, source: verdict.source, comparisons: verdict.steps, quirkOwner: .library,
            readout: releaseReadout)
        let next: Phase = movesBack ? .cancelling : .idle
        defer { phase = next }
        return [.transitioned(from: phase, to: next, cause: cause)]
    }

    /// An escape, a backdrop tap or a button press, as the file's statement says.
    mutating func requestWritten(
        _ written: WrittenModalDesign, _ trigger: Decision.Trigger, button: String? = nil, at tick: Int64,
        in environment: Environment
    ) -> [Occurrence] {
        guard phase.takesTouches else {
            if trigger == .press, let button {
                lastDecision = Decision(
                    trigger: .press, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                    source: .pressWhileHidden, comparisons: [.pressWhileHidden(button: button)])
                return [.ignored(.pressWhileHidden(button, phase: phase))]
            }
            lastDecision = ignoredDecision(trigger, at: tick)
            return [.ignored(.whileHidden(trigger == .escape ? .escape : .backdropTap, phase: phase))]
        }
        let answer = WrittenControl(trigger, button: button, of: written.design, path: written.path)
        let cause: TransitionCause =
            switch trigger {
            case .escape: .escape
            case .backdropTap: .backdropTap
            default: .press(button ?? "")
            }
        var occurrences: [Occurrence] = []
        switch answer.control.effect {
        case .dismisses, .runsThenDismisses, .presses:
            if case .runsThenDismisses(let name) = answer.control.effect { occurrences.append(.callbackFired(name)) }
            let steps = cancelGesture(at: tick) + [answer.step]
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .dismiss, reason: answer.reason,
                source: answer.source, comparisons: steps, quirkOwner: .library, readout: releaseReadout)
            return occurrences
                + dismiss(with: written.design.animation(.dismiss, in: environment), cause: cause, at: tick)
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
