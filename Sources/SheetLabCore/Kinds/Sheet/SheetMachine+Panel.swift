/// A peer library's sheet (`profile=floatingpanel|material|panmodal|gorhom`): the one sheet machine
/// asks the profile's `PanelDesign` where the sheet rests, how it follows the finger, what a
/// release decides and how it moves; the phases, armed, explain and the callbacks are the
/// machine's, the same for every library (issue 17).
///
/// The sheet's top edge is the drawn value `top` (pt from the screen's top); the backdrop follows
/// the drawn top by the library's rule.
extension SheetMachine {
    /// The design the profile's parameters choose, when the profile is a peer library's.
    ///
    /// The events ask `parameters.profile.isPeerLibrary` first, though this asks it too: with
    /// only `if let design = panelDesign`, a seed sheet's touch still copied the machine and
    /// destroyed the copy (about 2% of a sheet's explore at depth 4).
    @inline(__always)
    var panelDesign: (any PanelDesign)? {
        guard parameters.profile.isPeerLibrary else { return nil }
        return parameters.panel?.design
    }

    /// The position the sheet rests at (or last rested at).
    @inline(__always)
    var restTop: Double {
        panelPositions.indices.contains(selected) ? panelPositions[selected].top : top.model
    }

    /// Lays out the positions on this screen.
    mutating func layOutPanel(_ design: any PanelDesign, in environment: Environment) {
        panelPositions = design.positions(in: environment)
        panelDismissedTop = design.dismissedTop(in: environment)
        if !panelPositions.indices.contains(selected) { selected = 0 }
    }

    // MARK: - Presentation

    mutating func presentPanel(
        _ design: any PanelDesign, animated: Bool, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        guard stage == .dismissed else { return [] }
        wasPresented = true
        isPresented = true
        armed = false
        dismissCount = 0
        leaving = nil
        panelDrag = nil
        layOutPanel(design, in: environment)
        selected = design.initialIndex(in: panelPositions)
        panelMoveOrigin = selected
        let target = restTop
        let haptics: [Occurrence] = design.presentationHaptics.map { .hapticFired($0) }
        hapticCount += haptics.count
        guard animated,
            let animation = design.presentationAnimation(from: panelDismissedTop, to: target, in: environment)
        else {
            top = AnimatedValue(target)
            stage = .idle
            panelTransition = nil
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)] + haptics
        }
        top = AnimatedValue(panelDismissedTop)
        let change = newChange()
        top.set(target, animation: animation, change: change, at: tick)
        panelTransition = PanelTransition(
            fromTop: panelDismissedTop, toTop: target, fromBackdrop: 0,
            toBackdrop: design.backdrop(top: target, positions: panelPositions, in: environment))
        guard isRunning(change) else {
            stage = .idle
            panelTransition = nil
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)] + haptics
        }
        stage = .presenting(change: change)
        return [.transitioned(from: .dismissed, to: .presenting, cause: nil)] + haptics
    }

    // MARK: - Touches

    /// The sheet's rectangle as drawn: from its top to the bottom of the screen.
    func panelRectangle(in environment: Environment) -> Rectangle {
        Rectangle(minX: 0, minY: top.presented, maxX: environment.screenWidth, maxY: environment.screenHeight)
    }

    mutating func panelTouchBegan(
        _ design: any PanelDesign, at point: Point, tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        guard case .none = finger else { return [] }
        let onSheet = design.dragsFromOutsideTheSheet || panelRectangle(in: environment).contains(point)
        finger = .touchingDown(at: point, tick: tick, accepted: phase.takesTouches && onSheet)
        return []
    }

    mutating func panelTouchMoved(
        _ design: any PanelDesign, to point: Point, tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        withTrackedSession { sheet, session in
            let began = session.move(to: point, at: tick, beginningAt: design.minimumDragDistance)
            var occurrences: [Occurrence] = []
            if began {
                occurrences.append(.transitioned(from: sheet.phase, to: .dragging, cause: nil))
                // Every library stops its running animation where the sheet is drawn when a drag begins.
                let drawn = sheet.top.presented
                sheet.top.stopAnimations()
                sheet.top.set(drawn, animation: nil, change: 0, at: tick)
                sheet.panelDrag = PanelDrag(startTop: drawn, dy: session.dy)
                sheet.stage = .dragging
                occurrences += design.dragBeganCallbacks(from: sheet.selected).map { .callbackFired($0) }
            }
            if session.hasBegun, var drag = sheet.panelDrag {
                drag.samples += 1
                design.follow(&drag, dy: session.dy, positions: sheet.panelPositions, in: environment)
                sheet.panelDrag = drag
                sheet.top.set(drag.top, animation: nil, change: 0, at: tick)
                sheet.updatePanelArmed(design, session, at: tick, in: environment, into: &occurrences)
            }
            return occurrences
        }
    }

    /// `armed`: whether a release at `tick` would dismiss, by the library's rule.
    mutating func updatePanelArmed(
        _ design: any PanelDesign, _ session: DragSession, at tick: Int64, in environment: Environment,
        into occurrences: inout [Occurrence]
    ) {
        guard let drag = panelDrag else { return }
        let nowArmed = design.releaseDismisses(
            drag, velocity: session.velocity(at: tick), selected: selected, positions: panelPositions, in: environment)
        guard nowArmed != armed else { return }
        armed = nowArmed
        occurrences.append(nowArmed ? .armed : .disarmed)
    }

    /// The finger lifted after the drag began: the library's release rule.
    mutating func releasePanel(
        _ design: any PanelDesign, _ session: DragSession, at tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        let velocity = session.velocity(at: tick)
        releaseReadout = FingerReadout(translation: session.dy, velocity: velocity)
        armed = false
        let drag = panelDrag ?? PanelDrag(startTop: top.presented, dy: session.dy)
        panelDrag = nil
        let decision = design.release(
            drag, velocity: velocity, selected: selected, positions: panelPositions, in: environment)
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
        switch decision.target {
        case .dismiss:
            record(decision, design, trigger: trigger, outcome: .dismiss, at: tick, in: environment)
            return leavePanel(design, decision, from: from, cause: cause, at: tick, in: environment)
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
            occurrences.append(.transitioned(from: from, to: stage.phase, cause: cause))
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
    mutating func leavePanel(
        _ design: any PanelDesign, _ decision: PanelRelease, from: Phase, cause: TransitionCause, at tick: Int64,
        in environment: Environment
    ) -> [Occurrence] {
        guard isPresented else { return [] }
        isPresented = false
        armed = false
        panelDrag = nil
        let drawn = top.presented
        panelTransition = PanelTransition(
            fromTop: drawn, toTop: panelDismissedTop, fromBackdrop: panelBackdrop(design, in: environment),
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
            occurrences += finishPanelDismissal()
        }
        return occurrences
    }

    /// The dismissal's animation ended: `dismissed`, then the end callbacks.
    mutating func finishPanelDismissal() -> [Occurrence] {
        stage = .dismissed
        dismissCount += 1
        let callbacks = pendingDismissalCallbacks
        pendingDismissalCallbacks = []
        return [.transitioned(from: .committing, to: .dismissed, cause: nil)] + callbacks.map { .callbackFired($0) }
    }

    // MARK: - Escape and backdrop

    mutating func panelRequest(
        _ decision: PanelRelease?, _ design: any PanelDesign, trigger: Decision.Trigger, at tick: Int64,
        in environment: Environment
    ) -> [Occurrence] {
        guard phase.takesTouches else { return [] }
        guard let decision else {
            // The library's own rule, not a seed's: the explorer reports it as the library's behaviour.
            lastDecision = Decision(
                trigger: trigger, tick: tick, outcome: .ignored, reason: .libraryIgnores(trigger),
                source: trigger == .escape ? .sheetEscape(parameters.profile) : .sheetBackdropTap(parameters.profile),
                comparisons: [.libraryIgnores(trigger)], quirkOwner: .library)
            var occurrences: [Occurrence] = []
            if stage == .dragging, case .tracking(let session) = finger, session.hasBegun {
                updatePanelArmed(design, session, at: tick, in: environment, into: &occurrences)
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
        return apply(
            decision, design, trigger: trigger, cause: trigger == .escape ? .escape : .backdropTap, at: tick,
            in: environment)
    }

    // MARK: - Frames

    /// `frameTicked` of a peer library's sheet.
    @inline(never)
    mutating func peerFrameTicked(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard let design = panelDesign else { return [] }
        return panelFrameTicked(design, at: tick, in: environment)
    }

    mutating func panelFrameTicked(_ design: any PanelDesign, at tick: Int64, in environment: Environment)
        -> [Occurrence]
    {
        if stage != .dismissed {
            layOutPanel(design, in: environment)
            if stage == .idle { top.set(restTop, animation: nil, change: 0, at: tick) }
        }
        renderDrawnValues(at: tick)
        switch stage {
        case .presenting(let change) where !isRunning(change):
            stage = .idle
            panelTransition = nil
            return [.transitioned(from: .presenting, to: .idle, cause: nil)]
        case .settling(let change) where !isRunning(change):
            stage = .idle
            return [.transitioned(from: .settling, to: .idle, cause: nil)]
                + design.moveEndedCallbacks(from: panelMoveOrigin, at: selected, positions: panelPositions)
                .map { .callbackFired($0) }
        case .committing(let change) where !isRunning(change):
            return finishPanelDismissal()
        case .dragging:
            guard case .tracking(let session) = finger, session.hasBegun else { return [] }
            var occurrences: [Occurrence] = []
            updatePanelArmed(design, session, at: tick, in: environment, into: &occurrences)
            return occurrences
        default:
            return []
        }
    }

    // MARK: - Readings

    /// How far the sheet is from where it rests toward where a dismissal takes it, 0 to 1 (the
    /// drawn top); unclamped on the model for `drag-progress`.
    @inline(__always)
    func panelProgress(_ value: Double) -> Double {
        let span = panelDismissedTop - restTop
        guard span != 0 else { return value > restTop ? 1 : 0 }
        return (value - restTop) / span
    }

    /// The library's backdrop for the drawn top; 0 once dismissed. While the sheet is presented
    /// or dismissed, the backdrop goes from its value at the start to its value at the end along
    /// the same animation (each library sets the backdrop in the presentation's or dismissal's
    /// animation block: sheetlab's reading, shared by every library).
    @inline(__always)
    func panelBackdrop(_ design: any PanelDesign, in environment: Environment) -> Double {
        guard stage != .dismissed else { return 0 }
        if let transition = panelTransition, phase == .presenting || phase == .committing {
            let span = transition.toTop - transition.fromTop
            let share = span != 0 ? min(max((top.presented - transition.fromTop) / span, 0), 1) : 1
            return DrawnOpacity.clamped(
                transition.fromBackdrop + share * (transition.toBackdrop - transition.fromBackdrop))
        }
        return DrawnOpacity.clamped(design.backdrop(top: top.presented, positions: panelPositions, in: environment))
    }
}
