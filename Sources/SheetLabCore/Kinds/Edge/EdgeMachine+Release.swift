/// The release rule, commit, cancel and escape of `edge`, each decision recorded.
extension EdgeMachine {
    /// The numbers EdgeSwipeBack's release compares, rounded to 1e-6 (models.md, Comparisons).
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
    static let cancelSpelling = "spring(response: 0.32, dampingRatio: 0.82)"
    static let reducedSpelling = "easeOut(duration: 0.2)"
    static let commitSpelling = "easeOut(duration: 0.15)"
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

    /// `cancelTiming` `.spring(response: 0.32, dampingRatio: 0.82)`, always the analytic model
    /// (the library drives its own display-link animator); `easeOut(duration: 0.2)` under reduce motion.
    static func cancelAnimation(in environment: Environment) -> Animation {
        environment.reduceMotion
            ? .curve(.easeOut, seconds: 0.2, spelling: reducedSpelling)
            : .spring(Spring(response: 0.32, dampingFraction: 0.82), model: .analytic, spelling: cancelSpelling)
    }

    /// `commitTiming` `.easeOut(duration: 0.15)` of the `.fade` commit effect.
    static let commitAnimation = Animation.curve(.easeOut, seconds: 0.15, spelling: commitSpelling)

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
        let rule = releaseRule(session, at: tick)
        releaseReadout = FingerReadout(
            translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: tick))
        armed = false
        let comparisons = [rule.flingBackText, rule.triggerText, rule.fastText, rule.minFlingText]
        let cause = "release: " + rule.decisive
        guard rule.commits else {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: "cancel", reason: rule.decisive, comparisons: comparisons,
                source: Self.releaseSource, otherMotionSetting: otherMotionNote(in: environment))
            lastDecision?.readout = releaseReadout
            return startCancel(from: .dragging, cause: cause, at: tick, in: environment)
        }
        let action = resolvedAction
        var quirks: [String] = []
        if action == .pop && stack <= 1 { quirks.append(Self.rootPopQuirk) }
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: "commit (\(action.rawValue))", reason: rule.decisive,
            comparisons: comparisons + actionLines(action), source: Self.releaseSource, quirks: quirks)
        lastDecision?.readout = releaseReadout
        let change = newChange()
        fade.set(0, animation: Self.commitAnimation, change: change, at: tick)
        var commit = Commit(action: action, change: change, fired: false)
        var occurrences: [Occurrence] = [.transitioned(from: .dragging, to: .committing, cause: cause)]
        if parameters.actionTiming == .immediately {
            occurrences.append(fire(action))
            commit.fired = true
        }
        stage = .committing(commit)
        return occurrences
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

    /// What the other reduce-motion setting would retract with.
    func otherMotionNote(in environment: Environment) -> String {
        environment.reduceMotion
            ? "reduce motion off: \(Self.cancelSpelling) instead of \(Self.reducedSpelling)"
            : "reduce motion on: \(Self.reducedSpelling) instead of \(Self.cancelSpelling)"
    }

    /// Retracts the indicator to 0 (`cancelling`, or `idle` at once when already there).
    mutating func startCancel(from: Phase, cause: String?, at tick: Int64, in environment: Environment) -> [Occurrence]
    {
        let change = newChange()
        progress.set(0, animation: Self.cancelAnimation(in: environment), change: change, at: tick)
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
        at tick: Int64, cause: String? = nil, in environment: Environment
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

    /// The fade was removed: progress becomes 0, the action fires (`after-commit`), and the
    /// phase ends `dismissed` for a dismiss, `idle` otherwise.
    mutating func finishCommit(_ commit: Commit, at tick: Int64) -> [Occurrence] {
        progress.stopAnimations()
        progress.set(0, animation: nil, change: 0, at: tick)
        fade.stopAnimations()
        fade.set(1, animation: nil, change: 0, at: tick)
        var occurrences: [Occurrence] = []
        if !commit.fired { occurrences.append(fire(commit.action)) }
        let to: Phase = commit.action == .dismiss ? .dismissed : .idle
        stage = to == .dismissed ? .dismissed : .idle
        occurrences.append(.transitioned(from: .committing, to: to, cause: nil))
        return occurrences
    }

    // MARK: - Escape

    static let escapeSource = "sheetlab: the accessibility escape performs the edge action without the indicator"

    /// From `idle`, `dragging` or `cancelling` (and `enabled`): the indicator stops at 0 and the
    /// action fires at once, no fade; `dismissed` for a dismiss, `idle` otherwise.
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        switch stage {
        case .idle, .dragging, .cancelling: break
        case .dismissed, .committing: return []
        }
        guard parameters.enabled else {
            lastDecision = Decision(
                trigger: .escape, tick: tick, outcome: "ignored", reason: "enabled false",
                comparisons: ["enabled false (isEnabled: the unsaved-changes guard)"], source: Self.escapeSource)
            return []
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
        let action = resolvedAction
        comparisons += actionLines(action).dropLast()
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: "action \(action.rawValue)", reason: "escape",
            comparisons: comparisons, source: Self.escapeSource,
            quirks: action == .pop && stack <= 1 ? [Self.rootPopQuirk] : [])
        lastDecision?.readout = releaseReadout
        let to: Phase = action == .dismiss ? .dismissed : .idle
        var occurrences: [Occurrence] = [.transitioned(from: from, to: .committing, cause: "escape")]
        occurrences.append(fire(action))
        occurrences.append(.transitioned(from: .committing, to: to, cause: nil))
        stage = to == .dismissed ? .dismissed : .idle
        return occurrences
    }
}
