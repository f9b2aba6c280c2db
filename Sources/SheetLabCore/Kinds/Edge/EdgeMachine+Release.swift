/// The release rule, commit, cancel and escape of `edge`, each decision recorded.
extension EdgeMachine {
    /// The numbers EdgeSwipeBack's release compares, rounded to 1e-6 (docs/models.md#shared-rules, Comparisons).
    struct ReleaseRule: Sendable, Hashable {
        /// Travel away from the edge, >= 0.
        var translation: Double
        /// Velocity away from the edge (negative toward it).
        var velocity: Double
        var trigger: Double
        var velocityThreshold: Double
        var minFling: Double

        /// "A fling back towards the edge always cancels."
        var flingsBack: Bool { -velocity > velocityThreshold }
        var reachesTrigger: Bool { translation >= trigger }
        var isFast: Bool { velocity > velocityThreshold }
        var travelsEnough: Bool { translation >= minFling }
        var commits: Bool { !flingsBack && (reachesTrigger || (isFast && travelsEnough)) }

        var flingBack: Comparison {
            .greater(.velocityTowardEdge, -velocity, velocityThreshold, .velocityThreshold)
        }
        var reach: Comparison { .atLeast(.translation, translation, trigger, .trigger) }
        var fast: Comparison { .greater(.velocity, velocity, velocityThreshold, .velocityThreshold) }
        var travel: Comparison { .atLeast(.translation, translation, minFling, .minFling) }

        /// The four comparisons in the order the rule makes them, held or not.
        var comparisons: [Decision.Step] {
            [.comparison(flingBack), .comparison(reach), .comparison(fast), .comparison(travel)]
        }

        /// The comparison that decided.
        var decisive: Decision.Reason {
            if flingsBack { return .comparison(flingBack) }
            if reachesTrigger { return .comparison(reach) }
            if isFast { return travelsEnough ? .both(fast, travel) : .both(reach, travel) }
            return .both(reach, fast)
        }
    }

    func releaseRule(_ session: DragSession, at tick: Int64) -> ReleaseRule {
        ReleaseRule(
            translation: DecimalFormat.roundedForComparison(max(session.axisDisplacement, 0)),
            velocity: DecimalFormat.roundedForComparison(session.velocity(at: tick)),
            trigger: DecimalFormat.roundedForComparison(parameters.trigger),
            velocityThreshold: DecimalFormat.roundedForComparison(parameters.velocity),
            minFling: DecimalFormat.roundedForComparison(parameters.minFling))
    }

    /// `cancel-timing` as it runs under `environment` (a spring is always the analytic model: the
    /// library drives its own display-link animator; `easeOut(duration: 0.2)` under reduce motion
    /// unless `respects-reduce-motion` is false).
    func cancelTiming(in environment: Environment) -> EdgeTiming {
        parameters.cancelTiming.effective(
            reduceMotion: environment.reduceMotion, respected: parameters.respectsReduceMotion)
    }

    /// `commit-timing` as it runs under `environment`, as `cancelTiming(in:)`.
    func commitTiming(in environment: Environment) -> EdgeTiming {
        parameters.commitTiming.effective(
            reduceMotion: environment.reduceMotion, respected: parameters.respectsReduceMotion)
    }

    /// What `action` does now: `automatic` pops when `stack` > 1, else dismisses.
    var resolvedAction: ResolvedAction {
        switch parameters.action {
        case .automatic: stack > 1 ? .pop : .dismiss
        case .dismiss: .dismiss
        case .pop: .pop
        case .custom: .custom
        }
    }

    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let android = parameters.predictiveBack { return releaseBack(android, session, at: tick, in: environment) }
        if let written = parameters.written { return releaseWritten(written, session, at: tick, in: environment) }
        let rule = releaseRule(session, at: tick)
        releaseReadout = FingerReadout(
            translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
        armed = false
        let reason = rule.decisive
        let cause = TransitionCause.release(reason)
        guard rule.commits else {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .cancel, reason: reason, source: .edgeRelease,
                comparisons: rule.comparisons, otherMotionSetting: otherMotionNote(in: environment),
                readings: keptSpringReadings(parameters.cancelTiming, commit: false), readout: releaseReadout)
            return startCancel(from: .dragging, cause: cause, at: tick, in: environment)
        }
        let action = resolvedAction
        let effect = parameters.commitEffect
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: .commit(action), reason: reason, source: .edgeRelease,
            comparisons: rule.comparisons + actionSteps(action), quirks: rootPopQuirks(action),
            otherMotionSetting: effect == .none ? nil : otherMotionNote(commitTiming: true, in: environment),
            readings: commitReadings(effect, in: environment)
                + (effect == .none ? [] : keptSpringReadings(parameters.commitTiming, commit: true)),
            readout: releaseReadout)
        let change = newChange()
        var commit = Commit(action: action, change: change, fired: false, effect: effect)
        var occurrences: [Occurrence] = [.transitioned(from: .dragging, to: .committing, cause: cause)]
        if parameters.actionTiming == .immediately {
            occurrences.append(fire(action))
            commit.fired = true
        }
        guard effect != .none else {
            // No effect runs: the commit ends at once, as a change to the value it already has does.
            return occurrences + finishCommit(commit, at: tick)
        }
        fade.set(0, animation: commitTiming(in: environment).animation, change: change, at: tick)
        stage = .committing(commit)
        return occurrences
    }

    /// With `respects-reduce-motion` false, a spring timing says that reduce motion keeps it.
    func keptSpringReadings(_ timing: EdgeTiming, commit: Bool) -> [Decision.Reading] {
        guard !parameters.respectsReduceMotion, timing.isSpring else { return [] }
        return [.keptSpring(timing, commit: commit)]
    }

    /// sheetlab's reading of a commit effect other than `fade` (docs/models.md's), for `explain`.
    func commitReadings(_ effect: EdgeParameters.CommitEffect, in environment: Environment) -> [Decision.Reading] {
        switch effect {
        case .fade: []
        case .none: [.commitEffectNone]
        case .collapse: [.commitEffectCollapse(commitTiming(in: environment))]
        case .expand: [.commitEffectExpand(commitTiming(in: environment))]
        }
    }

    /// The steps that say what the action is and does.
    func actionSteps(_ action: ResolvedAction) -> [Decision.Step] {
        var steps: [Decision.Step] = [
            parameters.action == .automatic ? .automaticAction(stack: stack) : .action(action)
        ]
        if action == .pop && stack <= 1 { steps.append(.rootPopsNothing) }
        steps.append(.actionTiming(parameters.actionTiming))
        return steps
    }

    /// The quirk of a pop at the root, when `action` is one.
    func rootPopQuirks(_ action: ResolvedAction) -> [Decision.Quirk] {
        action == .pop && stack <= 1 ? [.rootPop] : []
    }

    /// What the other reduce-motion setting would retract (or, for `commitTiming`, commit) with;
    /// nil when it is the same timing.
    func otherMotionNote(commitTiming: Bool = false, in environment: Environment) -> Decision.MotionAlternative? {
        var other = environment
        other.reduceMotion.toggle()
        let timing = commitTiming ? self.commitTiming(in:) : cancelTiming(in:)
        let now = timing(environment)
        let then = timing(other)
        guard now.spelling != then.spelling else { return nil }
        return .edgeTiming(now: now, then: then, reduceMotionThen: other.reduceMotion)
    }

    /// Retracts the indicator to 0 (`cancelling`, or `idle` at once when already there).
    mutating func startCancel(
        from: Phase, cause: TransitionCause?, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        let change = newChange()
        showArmedLook(false, at: tick)
        let animation =
            if let written = parameters.written {
                written.design.animation(.cancel, in: environment)
            } else {
                parameters.predictiveBack?.cancelAnimation ?? cancelTiming(in: environment).animation
            }
        progress.set(0, animation: animation, change: change, at: tick)
        if progress.isRunning(change: change) {
            stage = .cancelling(change: change)
            return from == .cancelling ? [] : [.transitioned(from: from, to: .cancelling, cause: cause)]
        }
        stage = .idle
        return [.transitioned(from: from, to: .idle, cause: cause)]
    }

    /// A touch that froze a retracting indicator failed, lifted or was cancelled before its drag
    /// began: a new cancel animation runs from the frozen value.
    mutating func resumeFrozenCancel(
        at tick: Int64, cause: TransitionCause? = nil, in environment: Environment
    ) -> [Occurrence] {
        guard case .cancelling(nil) = stage else { return [] }
        return startCancel(from: .cancelling, cause: cause, at: tick, in: environment)
    }

    /// Fires the action: counts it, pops (not at the root) or dismisses.
    mutating func fire(_ action: ResolvedAction) -> Occurrence {
        actions += 1
        switch action {
        case .pop:
            if stack > 1 {
                stack -= 1
                pops += 1
            }
        case .dismiss:
            if isPresented {
                isPresented = false
                dismissCount += 1
            }
        case .custom:
            break
        }
        return .callbackFired("action " + action.rawValue)
    }

    /// The effect was removed (or none ran): progress becomes 0, the armed look drops, the action
    /// fires (`after-commit`), and the phase ends `dismissed` for a dismiss, `idle` otherwise.
    mutating func finishCommit(_ commit: Commit, at tick: Int64) -> [Occurrence] {
        progress.stopAnimations()
        progress.set(0, animation: nil, change: 0, at: tick)
        fade.stopAnimations()
        fade.set(1, animation: nil, change: 0, at: tick)
        removeArmedLook(at: tick)
        var occurrences: [Occurrence] = []
        if !commit.fired { occurrences.append(fire(commit.action)) }
        let to: Phase = commit.action == .dismiss ? .dismissed : .idle
        stage = to == .dismissed ? .dismissed : .idle
        occurrences.append(.transitioned(from: .committing, to: to, cause: nil))
        return occurrences
    }

    // MARK: - Escape

    /// From `idle`, `dragging` or `cancelling` (and `enabled`): the indicator stops at 0 and the
    /// action fires at once, no fade; `dismissed` for a dismiss, `idle` otherwise.
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        switch stage {
        case .idle, .dragging, .cancelling: break
        case .dismissed, .committing: return [.ignored(.whileHidden(.escape, phase: phase))]
        }
        if let written = parameters.written, let refusal = writtenEscapeRefusal(written, at: tick) { return refusal }
        guard parameters.enabled else {
            lastDecision = Decision(
                trigger: .escape, tick: tick, outcome: .ignored, reason: .enabledFalse, source: .edgeEscape,
                comparisons: [.enabledFalse])
            return [.ignored(IgnoredInput(.escape, .edgeEscapeDisabled))]
        }
        let from = phase
        var comparisons: [Decision.Step] = []
        // The readout the escape decided with: the drag's at this tick, or 0 with no drag.
        releaseReadout = .zero
        if case .tracking(let session, _) = finger {
            if session.hasBegun {
                releaseReadout = FingerReadout(
                    translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
            }
            finger = .ignored
            comparisons.append(.edgeTouchCancelled(dragBegun: session.hasBegun))
        }
        armed = false
        progress.stopAnimations()
        progress.set(0, animation: nil, change: 0, at: tick)
        fade.stopAnimations()
        fade.set(1, animation: nil, change: 0, at: tick)
        removeArmedLook(at: tick)
        let action = resolvedAction
        comparisons += actionSteps(action).dropLast()
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: .action(action), reason: .escape, source: .edgeEscape,
            comparisons: comparisons, quirks: rootPopQuirks(action),
            readings: parameters.shouldBegin ? [] : [.shouldBeginEscape], readout: releaseReadout)
        if let written = parameters.written { citeEscape(written) }
        let to: Phase = action == .dismiss ? .dismissed : .idle
        var occurrences: [Occurrence] = [.transitioned(from: from, to: .committing, cause: .escape)]
        occurrences.append(fire(action))
        occurrences.append(.transitioned(from: .committing, to: to, cause: nil))
        stage = to == .dismissed ? .dismissed : .idle
        return occurrences
    }
}
