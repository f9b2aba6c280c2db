/// `profile=android`: the edge follows Android's predictive back instead of EdgeSwipeBack's
/// release rule. The hit area, the begin rule, the indicator, the action and escape stay the
/// edge's own; what the profile changes is progress, armed, the release and the animations.
extension EdgeMachine {
    static let predictiveBackSource =
        "aosp-mirror/platform_frameworks_base packages/SystemUI/src/com/android/systemui/navigationbar/gestural/"
        + "BackPanelController.kt onMotionEvent (ACTION_UP: ACTIVE goes back, else cancels), "
        + "updateArrowStateOnMove; core/java/android/window/BackTouchTracker.java getProgress; "
        + "material-components/material-components-android lib/java/com/google/android/material/motion/"
        + "MaterialBottomContainerBackHelper.java finishBackProgressNotPersistent, cancelBackProgress"

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
        let state = "gesture state \(tracking.state.rawValue.uppercased())"
        let comparisons = [
            state,
            ComparisonWording.compare(
                "translation", translation, holds: ">", fails: "<=", "trigger-threshold", rules.triggerThreshold,
                passed: translation > rules.triggerThreshold),
            "progress \(DecimalFormat.format(backProgress, decimals: 3)) (linear-distance \(ComparisonText.plain(linear)), "
                + "max-distance \(ComparisonText.plain(maximum)) dp = "
                + "\(ComparisonText.plain(maximum * rules.density)) px at density "
                + "\(ComparisonText.plain(rules.density)))",
        ]
        guard tracking.triggersBack else {
            let reason =
                tracking.state == .entry
                ? "\(state): never past trigger-threshold \(ComparisonText.plain(rules.triggerThreshold))"
                : "\(state): un-triggered by travel back toward the edge or a mostly vertical drag"
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: "cancel", reason: reason,
                comparisons: comparisons + [
                    "cancel: progress to 0 over cancel-duration, \(rules.cancelAnimation.spelling)"
                ],
                source: Self.predictiveBackSource)
            lastDecision?.quirkOwner = "library"
            lastDecision?.readout = releaseReadout
            return startCancel(from: .dragging, cause: .release(Deferred(reason)), at: tick, in: environment)
        }
        let action = resolvedAction
        let animation = rules.commitAnimation(progress: backProgress)
        let reason = "\(state): triggerBack true"
        let machine = decisionSnapshot
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: "commit (\(action.rawValue))", reason: reason,
            source: Self.predictiveBackSource,
            details: {
                Decision.Details(
                    comparisons: comparisons
                        + ["hide: lerp(hide-duration-max, hide-duration-min, progress) = \(animation.spelling)"]
                        + machine.actionLines(action),
                    quirks: action == .pop && machine.stack <= 1 ? [Self.rootPopQuirk] : [],
                    otherMotionSetting: nil,
                    readings: [])
            })
        lastDecision?.readout = releaseReadout
        let change = newChange()
        var commit = Commit(action: action, change: change, fired: false, effect: parameters.commitEffect)
        var occurrences: [Occurrence] = [
            .transitioned(from: .dragging, to: .committing, cause: .release(Deferred(reason)))
        ]
        if parameters.actionTiming == .immediately {
            occurrences.append(fire(action))
            commit.fired = true
        }
        guard commit.effect != .none else { return occurrences + finishCommit(commit, at: tick) }
        fade.set(0, animation: animation, change: change, at: tick)
        stage = .committing(commit)
        return occurrences
    }
}
