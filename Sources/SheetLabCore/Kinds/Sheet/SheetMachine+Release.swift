/// The release rule, escape and backdrop tap of `sheet`, each recording a `Decision`.
extension SheetMachine {
    /// The numbers the seed's `onEnded` compares, rounded to 1e-6 (docs/models.md#shared-rules, Comparisons).
    struct ReleaseRule: Sendable, Hashable {
        /// The model height `currentDetent.height + offset` (not the drawn height).
        var height: Double
        var dismissBelow: Double
        /// `predictedEndTranslation.height`, down positive.
        var predicted: Double
        var flingDistance: Double

        /// `currentHeight < 100`.
        var isLow: Bool { height < dismissBelow }
        /// The seed's `velocity < -500` with `velocity = -predictedEndTranslation.height`.
        var isFling: Bool { predicted > flingDistance }
        var wouldDismiss: Bool { isLow || isFling }

        var low: Comparison { .below(.height, height, dismissBelow, .dismissBelow) }
        var fling: Comparison { .greater(.predicted, predicted, flingDistance, .flingDistance) }
    }

    /// The rule's inputs for a release at `tick`.
    // Inlined for the same reason as `dragRule`: `updateArmed` asks at every moved sample.
    @inline(__always)
    func releaseRule(_ session: DragSession, at tick: Int64, in environment: Environment) -> ReleaseRule {
        let predicted = Projection.swiftUIPredicted(translation: session.dy, velocity: session.velocity(at: tick))
        return ReleaseRule(
            height: DecimalFormat.roundedForComparison(modelHeight(in: environment)),
            dismissBelow: DecimalFormat.roundedForComparison(parameters.dismissBelow),
            predicted: DecimalFormat.roundedForComparison(predicted),
            flingDistance: DecimalFormat.roundedForComparison(parameters.flingDistance))
    }

    /// The seed's `detents.min(by:)` on `abs(height - currentHeight)`: the first of equals wins.
    func nearestDetent(to height: Double, in environment: Environment) -> (index: Int, distance: Double) {
        var best = 0
        var bestDistance = Double.infinity
        for (index, detent) in parameters.detents.enumerated() {
            let distance = DecimalFormat.roundedForComparison(
                abs(Self.comparedHeight(of: detent, in: environment) - height))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return (best, bestDistance)
    }

    /// A detent's height as the nearest-detent rule compares it, rounded to 1e-6.
    static func comparedHeight(of detent: SheetDetent, in environment: Environment) -> Double {
        DecimalFormat.roundedForComparison(detent.height(screenHeight: environment.screenHeight))
    }

    /// The comparisons every multi-height release lists first: the two rules, and the drawn height
    /// when it differs from the model height the rule reads.
    static func ruleSteps(_ rule: ReleaseRule, drawn: Double) -> [Decision.Step] {
        var steps: [Decision.Step] = [.comparison(rule.low), .comparison(rule.fling)]
        if drawn != rule.height { steps.append(.drawnHeight(drawn, modelHeight: rule.height)) }
        return steps
    }

    /// The finger lifted after a drag began: the profile's release rule.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard parameters.profile == .multiHeight else { return releaseOffset(session, at: tick, in: environment) }
        releaseReadout = FingerReadout(translation: session.dy, velocity: session.velocity(at: tick))
        armed = false
        let rule = releaseRule(session, at: tick, in: environment)
        let drawn = DecimalFormat.roundedForComparison(max(height.presented, 0))
        let flingQuirks: [Decision.Quirk] = rule.isFling ? [.predictedCalledVelocity] : []
        let before = selected
        let notes = decisionNotes
        let source = Decision.Source.sheetRelease(parameters.profile)

        if rule.wouldDismiss && parameters.dismiss == .enabled {
            let reason = Decision.Reason.comparison(rule.isLow ? rule.low : rule.fling)
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: reason, source: source,
                comparisons: Self.ruleSteps(rule, drawn: drawn),
                quirks: flingQuirks + notes.leaveQuirks() + notes.tallDetentQuirks([before], in: environment),
                otherMotionSetting: notes.otherMotionNote(in: environment), readout: releaseReadout)
            return leave(from: .dragging, cause: .release(reason), at: tick, in: environment)
        }

        let nearest = nearestDetent(to: rule.height, in: environment)
        let detent = parameters.detents[nearest.index]
        let isCurrent = nearest.index == selected
        let reason = Decision.Reason.nearestDetent(
            detent, distance: nearest.distance, isCurrent: isCurrent, dismissDisabled: rule.wouldDismiss)
        let comparisons =
            Self.ruleSteps(rule, drawn: drawn) + notes.detentDistances(to: rule.height, in: environment)
            + (rule.wouldDismiss ? [.dismissDisabledSnaps] : [])
        dragOffset = 0
        if isCurrent {
            layOutRest(in: environment)
            height.set(max(restHeight, 0), animation: nil, change: 0, at: tick)
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .snapBack(detent), reason: reason, source: source,
                comparisons: comparisons,
                quirks: flingQuirks + [.sameDetentJump] + notes.tallDetentQuirks([before], in: environment),
                readout: releaseReadout)
            stage = .idle
            return [.transitioned(from: .dragging, to: .idle, cause: .release(reason))]
        }
        selected = nearest.index
        let after = selected
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: .snap(detent), reason: reason, source: source,
            comparisons: comparisons, quirks: flingQuirks + notes.tallDetentQuirks([before, after], in: environment),
            otherMotionSetting: notes.otherMotionNote(in: environment), readout: releaseReadout)
        stage = .idle
        let to = animateToSelectedDetent(at: tick, in: environment)
        return [.transitioned(from: .dragging, to: to, cause: .release(reason))]
    }

    /// Animates height and backdrop to the selected detent with the detent spring; returns the
    /// phase that follows from `idle`, `dragging` or `settling` (`settling`, or `idle` when
    /// nothing changes), and sets it unless dragging or presenting.
    mutating func animateToSelectedDetent(at tick: Int64, in environment: Environment) -> Phase {
        let change = newChange()
        let animation = Self.detentAnimation(in: environment)
        layOutRest(in: environment)
        height.set(max(modelHeight(in: environment), 0), animation: animation, change: change, at: tick)
        backdrop.set(backdropModel(in: environment), animation: animation, change: change, at: tick)
        switch stage {
        case .presenting:
            return .presenting
        case .dragging:
            return .dragging
        default:
            stage = isRunning(change) ? .settling(change: change) : .idle
            return stage.phase
        }
    }

    // MARK: - Escape and backdrop

    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else { return [.ignored(.whileHidden(.escape, phase: phase))] }
        guard parameters.dismiss == .enabled else {
            lastDecision = Decision(
                trigger: .escape, tick: tick, outcome: .ignored, reason: .dismissDisabled,
                source: .sheetEscape(parameters.profile), comparisons: [.dismissDisabled], quirks: [.dismissDisabled])
            return [.ignored(IgnoredInput(.escape, .dismissDisabled(.escape)))]
                + reviewArmedWhileDragging(at: tick, in: environment)
        }
        let comparisons = cancelDragForDismiss(at: tick, in: environment)
        recordDismissal(
            .escape, source: .sheetEscape(parameters.profile), comparisons: comparisons, at: tick, in: environment)
        return leave(from: phase, cause: .escape, at: tick, in: environment)
    }

    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else { return [.ignored(.whileHidden(.backdropTap, phase: phase))] }
        if case .through(let limit) = parameters.background, backgroundPassesThrough(in: environment) {
            let selectedHeight = DecimalFormat.roundedForComparison(detentHeight(in: environment))
            let limitHeight = DecimalFormat.roundedForComparison(limit.height(screenHeight: environment.screenHeight))
            let through = Decision.Step.passesThrough(
                selected: parameters.detents[selected], height: selectedHeight, through: limit, limitHeight: limitHeight
            )
            lastDecision = Decision(
                trigger: .backdropTap, tick: tick, outcome: .passesThrough,
                reason: .passesThrough(
                    selected: parameters.detents[selected], height: selectedHeight, through: limit,
                    limitHeight: limitHeight),
                source: .backgroundInteraction(limit), comparisons: [through])
            return reviewArmedWhileDragging(at: tick, in: environment)
        }
        guard parameters.dismiss == .enabled else {
            lastDecision = Decision(
                trigger: .backdropTap, tick: tick, outcome: .ignored, reason: .dismissDisabled,
                source: .sheetBackdropTap(parameters.profile), comparisons: [.dismissDisabled],
                quirks: [.dismissDisabled])
            return [.ignored(IgnoredInput(.backdropTap, .dismissDisabled(.backdropTap)))]
                + reviewArmedWhileDragging(at: tick, in: environment)
        }
        let comparisons = cancelDragForDismiss(at: tick, in: environment)
        recordDismissal(
            .backdropTap, source: .sheetBackdropTap(parameters.profile), comparisons: comparisons, at: tick,
            in: environment)
        return leave(from: phase, cause: .backdropTap, at: tick, in: environment)
    }

    /// Records an escape's or backdrop tap's dismissal for `explain` (its reason is the trigger's
    /// name), its quirks and reduce-motion note deferred.
    mutating func recordDismissal(
        _ trigger: Decision.Trigger, source: Decision.Source, comparisons: [Decision.Step], at tick: Int64,
        in environment: Environment
    ) {
        let notes = decisionNotes
        lastDecision = Decision(
            trigger: trigger, tick: tick, outcome: .dismiss, reason: trigger == .escape ? .escape : .backdropTap,
            source: source, comparisons: comparisons,
            quirks: notes.leaveQuirks() + notes.tallDetentQuirks([selected], in: environment),
            otherMotionSetting: notes.otherMotionNote(in: environment), readout: releaseReadout)
    }

    /// An escape or tap that leaves the drag running is still the next event after a `set`: `armed`
    /// follows the rule as it now reads (docs/decisions.md#timing-of-changes: an armed line a change
    /// causes prints at the next event), so `set s.dismiss disabled` then `escape s` disarms there.
    mutating func reviewArmedWhileDragging(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard stage == .dragging, case .tracking(let session) = finger, session.hasBegun else { return [] }
        var occurrences: [Occurrence] = []
        updateArmed(session, at: tick, in: environment, into: &occurrences)
        return occurrences
    }

    /// A view that stops taking touches cancels its gesture: no `onEnded`, so the seed's `offset`
    /// stays stale. Keeps the readout the escape or tap decided with (the velocity at `tick`; 0 with
    /// no drag) and returns the comparison lines that say so.
    mutating func cancelDragForDismiss(at tick: Int64, in environment: Environment) -> [Decision.Step] {
        releaseReadout = .zero
        guard case .tracking(let session) = finger else { return [] }
        finger = .ignored
        armed = false
        guard session.hasBegun else { return [.touchCancelledBeforeBegin] }
        releaseReadout = FingerReadout(translation: session.dy, velocity: session.velocity(at: tick))
        if parameters.profile != .multiHeight {
            return [.offsetStays(DecimalFormat.roundedForComparison(contentOffset))]
        }
        return [
            .offsetStaysHeightFrozen(
                DecimalFormat.roundedForComparison(dragOffset),
                height: DecimalFormat.roundedForComparison(modelHeight(in: environment)))
        ]
    }

    /// The seed's `dismiss()` (multi-height) or `isPresented = false` (the others): onDismiss at
    /// once, the sheet moves down by its own (frozen) height and the backdrop fades, with the
    /// profile's presentation spring; `dismissed` when every part is removed.
    mutating func leave(from: Phase, cause: TransitionCause, at tick: Int64, in environment: Environment)
        -> [Occurrence]
    {
        guard isPresented else { return [] }
        let frozen = modelHeight(in: environment)
        leaving = Leaving(
            height: frozen, progress: progressValue, dragProgress: dragProgressValue)
        // The frozen height is the height model from now on: an environment change since the last
        // frame (a rule reads the new screen at once) still moves it, without animation.
        height.set(max(frozen, 0), animation: nil, change: 0, at: tick)
        let change = newChange()
        let animation = presentationAnimation(in: environment)
        move.set(move.model + max(frozen, 0), animation: animation, change: change, at: tick)
        backdrop.set(0, animation: animation, change: change, at: tick)
        isPresented = false
        dismissCount += 1
        armed = false
        var occurrences: [Occurrence] = [
            .transitioned(from: from, to: .committing, cause: cause), .callbackFired("onDismiss"),
        ]
        if isRunning(change) {
            stage = .committing(change: change)
        } else {
            stage = .dismissed
            occurrences.append(.transitioned(from: .committing, to: .dismissed, cause: nil))
        }
        return occurrences
    }
}
