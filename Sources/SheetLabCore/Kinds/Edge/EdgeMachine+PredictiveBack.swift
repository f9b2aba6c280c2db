/// `profile=android`: the edge follows Android's predictive back instead of EdgeSwipeBack's
/// release rule. The hit area, the begin rule, the indicator, the action and escape stay the
/// edge's own; what the profile changes is progress, armed, the release and the animations.
extension EdgeMachine {
    /// A sample of a begun drag: BackTouchTracker follows the finger, progress is its
    /// `getProgress`, then BackPanelController updates the gesture state (in that order, as the
    /// system dispatches the motion event to the back animation before the panel).
    mutating func followBackSwipe(
        _ rules: PredictiveBack, _ session: DragSession, at tick: Int64, in environment: Environment
    ) {
        var tracking = backTracking ?? BackTracking()
        let travel = session.axisDisplacement
        tracking.update(travel: travel)
        let value = rules.progress(deltaX: tracking.progressTravel, width: environment.screenWidth)
        _ = tracking.move(travel: travel, vertical: abs(session.dy), rules: rules)
        backTracking = tracking
        progress.set(value, animation: nil, change: 0, at: tick)
    }

    /// The finger lifted: an active gesture goes back (the action, with Material's hide animation
    /// lasting `lerp(hide-duration-max, hide-duration-min, progress)`); otherwise progress returns
    /// to 0 over `cancel-duration`. Velocity decides nothing (a fling only changes the arrow's
    /// animation in BackPanelController).
    mutating func releaseBack(
        _ rules: PredictiveBack, _ session: DragSession, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        let tracking = backTracking ?? BackTracking()
        backTracking = nil
        releaseReadout = FingerReadout(
            translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
        armed = false
        let backProgress = progress.model
        let translation = max(0, session.axisDisplacement)
        let (linear, maximum) = rules.thresholds(width: environment.screenWidth)
        let comparisons: [Decision.Step] = [
            .backGestureState(tracking.state),
            .comparison(
                Comparison(
                    .translation, DecimalFormat.roundedForComparison(translation),
                    translation > rules.triggerThreshold ? .greater : .lessOrEqual,
                    DecimalFormat.roundedForComparison(rules.triggerThreshold), .triggerThreshold)),
            .backProgress(backProgress, linearDistance: linear, maximumDistance: maximum, density: rules.density),
        ]
        let reason = Decision.Reason.backGesture(tracking.state, triggerThreshold: rules.triggerThreshold)
        guard tracking.triggersBack else {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .cancel, reason: reason, source: .predictiveBack,
                comparisons: comparisons + [.backCancel(seconds: rules.cancelDuration)], quirkOwner: .library,
                readout: releaseReadout)
            return startCancel(from: .dragging, cause: .release(reason), at: tick, in: environment)
        }
        let action = resolvedAction
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: .commit(action), reason: reason, source: .predictiveBack,
            comparisons: comparisons + [.backHide(seconds: rules.hideDuration(progress: backProgress))]
                + actionSteps(action),
            quirks: rootPopQuirks(action), readout: releaseReadout)
        let change = newChange()
        var commit = Commit(action: action, change: change, fired: false, effect: parameters.commitEffect)
        var occurrences: [Occurrence] = [
            .transitioned(from: .dragging, to: .committing, cause: .release(reason))
        ]
        if parameters.actionTiming == .immediately {
            occurrences.append(fire(action))
            commit.fired = true
        }
        guard commit.effect != .none else { return occurrences + finishCommit(commit, at: tick) }
        fade.set(0, animation: rules.commitAnimation(progress: backProgress), change: change, at: tick)
        stage = .committing(commit)
        return occurrences
    }
}
