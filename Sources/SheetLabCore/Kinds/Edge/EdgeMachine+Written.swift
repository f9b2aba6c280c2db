/// An edge that follows a design file (`WrittenEdgeDesign`): the file's release clauses decide
/// commit or cancel, its animations run, and its escape statement answers the escape, each
/// decision citing its statement.
extension EdgeMachine {
    /// The readings of a release at `tick`.
    func writtenReadings(_ session: DragSession, at tick: Int64, in environment: Environment) -> DesignReadings {
        WrittenEdgeDesign.readings(
            translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick),
            progress: progress.presented, in: environment)
    }

    /// Whether a release now would commit, by the file's clauses (for `armed`).
    func writtenReleaseCommits(
        _ written: WrittenEdgeDesign, _ session: DragSession, at tick: Int64, in environment: Environment
    ) -> Bool {
        written.design.releaseOutcome(with: writtenReadings(session, at: tick, in: environment)) == .commit
    }

    /// The finger lifted after the drag began: the file's clauses; a commit fades the indicator
    /// with `animation commit`, a cancel retracts it with `animation cancel`.
    mutating func releaseWritten(
        _ written: WrittenEdgeDesign, _ session: DragSession, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        releaseReadout = FingerReadout(
            translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
        armed = false
        guard let decision = written.design.decideRelease(with: writtenReadings(session, at: tick, in: environment))
        else { return startCancel(from: .dragging, cause: nil, at: tick, in: environment) }
        let verdict = WrittenRelease(decision, of: written.design, path: written.path)
        let cause = TransitionCause.release(verdict.reason)
        guard decision.outcome == .commit else {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .cancel, reason: verdict.reason, source: verdict.source,
                comparisons: verdict.steps, quirkOwner: .library, readout: releaseReadout)
            return startCancel(from: .dragging, cause: cause, at: tick, in: environment)
        }
        let action = resolvedAction
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: .commit(action), reason: verdict.reason, source: verdict.source,
            comparisons: verdict.steps + actionSteps(action), quirks: rootPopQuirks(action), quirkOwner: .library,
            readout: releaseReadout)
        let change = newChange()
        var commit = Commit(action: action, change: change, fired: false, effect: .fade)
        var occurrences: [Occurrence] = [.transitioned(from: .dragging, to: .committing, cause: cause)]
        if parameters.actionTiming == .immediately {
            occurrences.append(fire(action))
            commit.fired = true
        }
        fade.set(0, animation: written.design.animation(.commit, in: environment), change: change, at: tick)
        guard fade.isRunning(change: change) else { return occurrences + finishCommit(commit, at: tick) }
        stage = .committing(commit)
        return occurrences
    }

    /// An escape the file answers with nothing (`escape ignored`): recorded, citing the statement;
    /// nil when the escape performs the action (`escape commits`, or no statement: sheetlab's
    /// rule for the edge, docs/models.md#edge).
    mutating func writtenEscapeRefusal(_ written: WrittenEdgeDesign, at tick: Int64) -> [Occurrence]? {
        guard written.design.escape?.value == .ignored else { return nil }
        let answer = WrittenControl(.escape, of: written.design, path: written.path)
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: .ignored, reason: answer.reason, source: answer.source,
            comparisons: [answer.step], quirkOwner: .library)
        return []
    }

    /// Cites the escape statement in the decision an escape that performs the action made.
    mutating func citeEscape(_ written: WrittenEdgeDesign) {
        guard var decision = lastDecision else { return }
        let answer = WrittenControl(.escape, of: written.design, path: written.path)
        decision.reason = answer.reason
        decision.source = answer.source
        decision.comparisons.append(answer.step)
        lastDecision = decision
    }
}
