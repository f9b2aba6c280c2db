/// What a peer library's sheet does with a library's decision: a release, an escape or a
/// backdrop tap decided by the design (`PanelRelease`), carried out and recorded for `explain`.
extension PanelSheetMachine {
    /// The finger lifted after the drag began: the library's release rule.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        let velocity = session.velocity(at: tick)
        releaseReadout = FingerReadout(translation: session.dy, velocity: velocity)
        armed = false
        let drag = panelDrag ?? PanelDrag(startTop: top.presented, dy: session.dy)
        let decision = design.release(
            drag, velocity: velocity, selected: selected, positions: panelPositions, in: environment)
        defer { panelDrag = nil }
        return apply(
            decision, design, trigger: .release, cause: .release(decision.reason), at: tick, in: environment)
    }

    // MARK: - Decisions

    /// Carries out a library decision: a dismissal, or a move to a position (at once when the sheet
    /// is already there), recording it for `explain`.
    mutating func apply(
        _ decision: PanelRelease, _ design: any PanelDesign, trigger: Decision.Trigger, cause: TransitionCause,
        at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        let from = phase
        if case .leaveWhereDragged = decision.target {} else { heldDrag = nil }
        switch decision.target {
        case .leaveWhereDragged(let heldTop):
            record(decision, design, trigger: trigger, outcome: .ignored, at: tick, in: environment)
            var held = panelDrag ?? PanelDrag(startTop: heldTop, dy: releaseReadout.translation)
            held.top = heldTop
            if held.referenceDy == nil { held.referenceDy = held.lastDy }
            heldDrag = held
            top.stopAnimations()
            top.set(heldTop, animation: nil, change: 0, at: tick)
            stage = .idle
            return from == .idle ? [] : [.transitioned(from: from, to: .idle, cause: cause)]
        case .dismiss:
            record(decision, design, trigger: trigger, outcome: .dismiss, at: tick, in: environment)
            return leave(design, decision, from: from, cause: cause, at: tick, in: environment)
        case .position(let index):
            let previous = selected
            panelMoveOrigin = previous
            selected = index
            let target = restTop
            let name = panelPositions[index].name
            let drawn = top.presented
            var occurrences: [Occurrence] = []
            if DecimalFormat.roundedForComparison(drawn) == DecimalFormat.roundedForComparison(target),
                !top.isAnimating
            {
                top.set(target, animation: nil, change: 0, at: tick)
                record(decision, design, trigger: trigger, outcome: .restAt(name), at: tick, in: environment)
                stage = .idle
                if from != .idle { occurrences.append(.transitioned(from: from, to: .idle, cause: cause)) }
                occurrences += design.moveStartedCallbacks(from: previous, to: index, positions: panelPositions)
                    .map { .callbackFired($0) }
                occurrences += design.moveEndedCallbacks(from: previous, at: index, positions: panelPositions).map {
                    .callbackFired($0)
                }
                return occurrences
            }
            record(decision, design, trigger: trigger, outcome: .moveTo(name), at: tick, in: environment)
            let change = newChange()
            top.stopAnimations()
            top.set(drawn, animation: nil, change: 0, at: tick)
            let animation = design.settleAnimation(
                from: drawn, to: target, velocity: decision.velocity, in: environment)
            top.set(target, animation: animation, change: change, at: tick)
            stage = isRunning(change) ? .settling(change: change) : .idle
            // A new target while settling keeps the phase: no phase change to report.
            if from != stage.phase { occurrences.append(.transitioned(from: from, to: stage.phase, cause: cause)) }
            occurrences += design.moveStartedCallbacks(from: previous, to: index, positions: panelPositions)
                .map { .callbackFired($0) }
            if stage == .idle {
                occurrences += design.moveEndedCallbacks(from: previous, at: index, positions: panelPositions).map {
                    .callbackFired($0)
                }
            }
            return occurrences
        }
    }

    /// Records a decision for `explain`.
    mutating func record(
        _ decision: PanelRelease, _ design: any PanelDesign, trigger: Decision.Trigger, outcome: Decision.Outcome,
        at tick: Int64,
        in environment: Environment
    ) {
        lastDecision = Decision(
            trigger: trigger, tick: tick, outcome: outcome, reason: decision.reason,
            source: decision.source, comparisons: decision.comparisons, quirks: decision.quirks,
            otherMotionSetting: design.reduceMotionNote(in: environment), quirkOwner: .library,
            readout: releaseReadout)
    }

    /// The library's dismissal: the start callbacks now, the sheet moves to the dismissed top, and
    /// the end callbacks (the last counts as `dismissed`) when its animation ends.
    mutating func leave(
        _ design: any PanelDesign, _ decision: PanelRelease, from: Phase, cause: TransitionCause, at tick: Int64,
        in environment: Environment
    ) -> [Occurrence] {
        guard isPresented else { return [] }
        isPresented = false
        armed = false
        panelDrag = nil
        heldDrag = nil
        let drawn = top.presented
        panelTransition = PanelTransition(
            fromTop: drawn, toTop: panelDismissedTop, fromBackdrop: backdrop(design, in: environment),
            toBackdrop: 0)
        let change = newChange()
        top.stopAnimations()
        top.set(drawn, animation: nil, change: 0, at: tick)
        let animation = design.dismissalAnimation(
            from: drawn, to: panelDismissedTop, velocity: decision.velocity, in: environment)
        top.set(panelDismissedTop, animation: animation, change: change, at: tick)
        var occurrences: [Occurrence] = [.transitioned(from: from, to: .committing, cause: cause)]
        occurrences += (decision.dismissalStartCallbacks ?? design.dismissalStartedCallbacks(from: selected))
            .map { .callbackFired($0) }
        pendingDismissalCallbacks = decision.dismissalEndCallbacks ?? design.dismissalEndedCallbacks()
        if isRunning(change) {
            stage = .committing(change: change)
        } else {
            occurrences += finishDismissal()
        }
        return occurrences
    }

    /// The dismissal's animation ended: `dismissed`, then the end callbacks.
    mutating func finishDismissal() -> [Occurrence] {
        stage = .dismissed
        dismissCount += 1
        let callbacks = pendingDismissalCallbacks
        pendingDismissalCallbacks = []
        return [.transitioned(from: .committing, to: .dismissed, cause: nil)] + callbacks.map { .callbackFired($0) }
    }

    // MARK: - Escape and backdrop

    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        let request = design.escape(selected: selected, positions: panelPositions)
        return self.request(request, design, trigger: .escape, at: tick, in: environment)
    }

    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        let request = design.backdropTap(selected: selected, positions: panelPositions)
        return self.request(request, design, trigger: .backdropTap, at: tick, in: environment)
    }

    mutating func request(
        _ decision: PanelRelease?, _ design: any PanelDesign, trigger: Decision.Trigger,
        cause: TransitionCause? = nil, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        guard phase.takesTouches else { return [] }
        guard let decision else {
            // The library's own rule, not a seed's: the explorer reports it as the library's behaviour.
            let refusal = design.refusal(of: trigger)
            let (reason, source, steps) =
                design.ignored(trigger)
                ?? (
                    refusal.map { .libraryRefuses($0) } ?? .libraryIgnores(trigger),
                    trigger == .escape ? .sheetEscape(profileName) : .sheetBackdropTap(profileName),
                    [refusal.map { .libraryRefuses($0) } ?? .libraryIgnores(trigger)]
                )
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .ignored, reason: reason, source: source,
                comparisons: steps, quirkOwner: .library)
            var occurrences: [Occurrence] = []
            if stage == .dragging, case .tracking(let session) = finger, session.hasBegun {
                updateArmed(design, session, at: tick, in: environment, into: &occurrences)
            }
            return occurrences
        }
        // A view that stops taking touches cancels its gesture: no release decision.
        releaseReadout = .zero
        if case .tracking(let session) = finger {
            finger = .ignored
            if session.hasBegun {
                releaseReadout = FingerReadout(translation: session.dy, velocity: session.velocity(at: tick))
            }
        }
        panelDrag = nil
        armed = false
        return decision.actionCallbacks.map { .callbackFired($0) }
            + apply(
                decision, design, trigger: trigger, cause: cause ?? (trigger == .escape ? .escape : .backdropTap),
                at: tick, in: environment)
    }

    /// Presses one of the design's buttons: its statement decides, as an escape's does.
    mutating func buttonPressed(_ button: String, at tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        guard let decision = design.press(button, selected: selected, positions: panelPositions) else { return [] }
        guard phase.takesTouches else {
            lastDecision = Decision(
                trigger: .press, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                source: .pressWhileHidden, comparisons: [.pressWhileHidden(button: button)])
            return [.ignored(.pressWhileHidden(button, phase: phase))]
        }
        return request(decision, design, trigger: .press, cause: .press(button), at: tick, in: environment)
    }
}
