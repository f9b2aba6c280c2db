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

        var flingBackText: String {
            ComparisonWording.compare(
                "velocity toward the edge", -velocity, holds: ">", fails: "<=", "velocity threshold",
                velocityThreshold, passed: flingsBack)
        }
        var triggerText: String {
            ComparisonWording.compare(
                "translation", translation, holds: ">=", fails: "<", "trigger", trigger, passed: reachesTrigger)
        }
        var fastText: String {
            ComparisonWording.compare(
                "velocity", velocity, holds: ">", fails: "<=", "velocity threshold", velocityThreshold, passed: isFast)
        }
        var minFlingText: String {
            ComparisonWording.compare(
                "translation", translation, holds: ">=", fails: "<", "min-fling", minFling, passed: travelsEnough)
        }

        /// The four comparisons in the order the rule makes them, held or not.
        var comparisons: [String] { [flingBackText, triggerText, fastText, minFlingText] }

        /// The comparison that decided.
        var decisive: String {
            if flingsBack { return flingBackText }
            if reachesTrigger { return triggerText }
            if isFast {
                return travelsEnough ? fastText + " and " + minFlingText : triggerText + " and " + minFlingText
            }
            return triggerText + " and " + fastText
        }
    }

    static let releaseSource =
        "seed EdgeSwipeBack behavior: triggerDistance, velocityThreshold (a fling back towards the edge always "
        + "cancels), minimumFlingDistance"
    static let rootPopQuirk =
        "pop with stack 1 pops nothing: the modal's navigation stack is at its root (UIKit's "
        + "popViewController returns nil there); the action still counts"

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
        let rule = releaseRule(session, at: tick)
        releaseReadout = FingerReadout(
            translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
        armed = false
        let reason = rule.decisive
        let cause = TransitionCause.release(Deferred(reason))
        let machine = decisionSnapshot
        guard rule.commits else {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: "cancel", reason: reason, source: Self.releaseSource,
                details: {
                    Decision.Details(
                        comparisons: rule.comparisons,
                        quirks: [],
                        otherMotionSetting: machine.otherMotionNote(in: environment),
                        readings: machine.keptSpringReadings(machine.parameters.cancelTiming, "cancel-timing"))
                })
            lastDecision?.readout = releaseReadout
            return startCancel(from: .dragging, cause: cause, at: tick, in: environment)
        }
        let action = resolvedAction
        let quirks = action == .pop && stack <= 1 ? [Self.rootPopQuirk] : []
        let effect = parameters.commitEffect
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: "commit (\(action.rawValue))", reason: reason,
            source: Self.releaseSource,
            details: {
                Decision.Details(
                    comparisons: rule.comparisons + machine.actionLines(action),
                    quirks: quirks,
                    otherMotionSetting: effect == .none
                        ? nil : machine.otherMotionNote(commitTiming: true, in: environment),
                    readings: machine.commitReadings(effect, in: environment)
                        + (effect == .none
                            ? [] : machine.keptSpringReadings(machine.parameters.commitTiming, "commit-timing")))
            })
        lastDecision?.readout = releaseReadout
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
    func keptSpringReadings(_ timing: EdgeTiming, _ name: String) -> [String] {
        guard !parameters.respectsReduceMotion, timing.isSpring else { return [] }
        return ["respects-reduce-motion false: \(name) \(timing.spelling) runs under reduce motion too"]
    }

    /// sheetlab's reading of a commit effect other than `fade` (docs/models.md's), for `explain`.
    func commitReadings(_ effect: EdgeParameters.CommitEffect, in environment: Environment) -> [String] {
        let timing = commitTiming(in: environment).spelling
        switch effect {
        case .fade: return []
        case .none: return ["commit-effect none: no drawn change; the indicator is removed and the commit ends at once"]
        case .collapse:
            return ["commit-effect collapse: bubble-width and bubble-height x f, f 1 -> 0 with \(timing)"]
        case .expand:
            return ["commit-effect expand: bubble-width and bubble-height x (2 - f), f 1 -> 0 with \(timing)"]
        }
    }

    /// The lines that say what the action is and does.
    func actionLines(_ action: ResolvedAction) -> [String] {
        var lines: [String] = []
        if parameters.action == .automatic {
            lines.append("action automatic: stack \(stack) \(stack > 1 ? "> 1: pop" : "<= 1: dismiss")")
        } else {
            lines.append("action \(action.rawValue)")
        }
        if action == .pop && stack <= 1 { lines.append("stack 1 is the root: pop pops nothing") }
        lines.append("action-timing \(parameters.actionTiming.rawValue)")
        return lines
    }

    /// What the other reduce-motion setting would retract (or, for `commitTiming`, commit) with;
    /// nil when it is the same timing.
    func otherMotionNote(commitTiming: Bool = false, in environment: Environment) -> String? {
        var other = environment
        other.reduceMotion.toggle()
        let timing = commitTiming ? self.commitTiming(in:) : cancelTiming(in:)
        let now = timing(environment).spelling
        let then = timing(other).spelling
        guard now != then else { return nil }
        return "reduce motion \(other.reduceMotion ? "on" : "off"): \(then) instead of \(now)"
    }

    /// Retracts the indicator to 0 (`cancelling`, or `idle` at once when already there).
    mutating func startCancel(
        from: Phase, cause: TransitionCause?, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        let change = newChange()
        showArmedLook(false, at: tick)
        let animation = parameters.predictiveBack?.cancelAnimation ?? cancelTiming(in: environment).animation
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

    /// Where the edge's escape comes from: sheetlab's reading, since the README names none.
    public static let escapeSource = "sheetlab: the accessibility escape performs the edge action without the indicator"
    static let shouldBeginEscapeReading =
        "should-begin false guards the swipe only (shouldBegin is the pan's begin question): escape acts; "
        + "enabled=false (isEnabled, the README's unsaved-changes guard) ignores escape too"

    /// From `idle`, `dragging` or `cancelling` (and `enabled`): the indicator stops at 0 and the
    /// action fires at once, no fade; `dismissed` for a dismiss, `idle` otherwise.
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        switch stage {
        case .idle, .dragging, .cancelling: break
        case .dismissed, .committing: return [.ignored(.whileHidden(.escape, phase: phase))]
        }
        guard parameters.enabled else {
            lastDecision = Decision(
                trigger: .escape, tick: tick, outcome: "ignored", reason: "enabled false",
                comparisons: ["enabled false (isEnabled: the unsaved-changes guard)"], source: Self.escapeSource)
            return [
                .ignored(
                    IgnoredInput(
                        .escape, reason: "escape: enabled false",
                        rule: "isEnabled false (the seed's unsaved-changes guard) ignores the escape too"))
            ]
        }
        let from = phase
        var comparisons: [String] = []
        // The readout the escape decided with: the drag's at this tick, or 0 with no drag.
        releaseReadout = .zero
        if case .tracking(let session, _) = finger {
            if session.hasBegun {
                releaseReadout = FingerReadout(
                    translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
            }
            finger = .ignored
            comparisons.append(session.hasBegun ? "drag cancelled (no release decision)" : "touch cancelled")
        }
        armed = false
        progress.stopAnimations()
        progress.set(0, animation: nil, change: 0, at: tick)
        fade.stopAnimations()
        fade.set(1, animation: nil, change: 0, at: tick)
        removeArmedLook(at: tick)
        let action = resolvedAction
        comparisons += actionLines(action).dropLast()
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: "action \(action.rawValue)", reason: "escape",
            comparisons: comparisons, source: Self.escapeSource,
            quirks: action == .pop && stack <= 1 ? [Self.rootPopQuirk] : [],
            readings: parameters.shouldBegin ? [] : [Self.shouldBeginEscapeReading])
        lastDecision?.readout = releaseReadout
        let to: Phase = action == .dismiss ? .dismissed : .idle
        var occurrences: [Occurrence] = [.transitioned(from: from, to: .committing, cause: "escape")]
        occurrences.append(fire(action))
        occurrences.append(.transitioned(from: .committing, to: to, cause: nil))
        stage = to == .dismissed ? .dismissed : .idle
        return occurrences
    }
}
