/// FloatingPanel's rules, from scenee/FloatingPanel Sources/Core.swift, Layout.swift and
/// Controller.swift (numbers and formulas carried over; every comparison rounded to 1e-6 on both
/// sides, as every sheetlab rule is).
extension FloatingPanelDesign {
    // MARK: - Layout

    /// `LayoutAdapter.position(for:)` of each listed anchor: a top-edge inset from the reference
    /// bounds' top (`.full`), a bottom-edge inset from their bottom (the others).
    func positions(in environment: Environment) -> [PanelPosition] {
        let (minY, maxY) = referenceBounds(in: environment)
        let height = maxY - minY
        return anchors.map { state in
            switch state {
            case .full: PanelPosition(name: state.rawValue, top: minY + fullInset.points(of: height))
            case .half: PanelPosition(name: state.rawValue, top: maxY - halfInset.points(of: height))
            case .tip: PanelPosition(name: state.rawValue, top: maxY - tipInset.points(of: height))
            case .hidden: PanelPosition(name: state.rawValue, top: maxY - hiddenInset.points(of: height))
            }
        }
    }

    /// The reference bounds' top and bottom: the safe area (`.safeArea`) or the whole view.
    func referenceBounds(in environment: Environment) -> (minY: Double, maxY: Double) {
        measuresSafeArea
            ? (environment.safeAreaTop, environment.screenHeight - environment.safeAreaBottom)
            : (0, environment.screenHeight)
    }

    func initialIndex(in positions: [PanelPosition]) -> Int {
        positions.firstIndex { $0.name == initialState.rawValue } ?? 0
    }

    /// `.hidden`'s position: the listed anchor, else `LayoutAdapter.hiddenAnchor` (absoluteInset
    /// -100 from the bottom of the whole view: 100 pt below the screen).
    func dismissedTop(in environment: Environment) -> Double {
        if anchors.contains(.hidden) { return positions(in: environment).last?.top ?? environment.screenHeight }
        return environment.screenHeight + 100
    }

    var minimumDragDistance: Double { minDistance }
    var dragsFromOutsideTheSheet: Bool { false }

    /// `remove()` and the escape's dismissal move the panel to `.hidden`.
    var dismissedPositionName: String? { State.hidden.rawValue }

    // MARK: - Drag

    /// Core.swift `handle(panGesture:)`: `.began` only interrupts a running attraction
    /// (`interruptAnimationIfNeeded`); the first `.changed` starts the interaction with the
    /// translation at that sample (`initialTranslation`), so the panel lags the finger by it; then
    /// `const = initialConst + (translation - initialTranslation)`, banded past the outer anchors
    /// only where `allows-rubber-banding` says (Layout.swift `updateInteractiveEdgeConstraint`).
    func follow(_ drag: inout PanelDrag, dy: Double, positions: [PanelPosition], in environment: Environment) {
        drag.lastDy = dy
        guard let reference = drag.referenceDy else {
            // The sample after the one that began the pan is the first `.changed`.
            if drag.samples >= 2 { drag.referenceDy = dy }
            return
        }
        drag.top = banded(drag.startTop + (dy - reference), positions: positions, in: environment)
    }

    /// `updateInteractiveEdgeConstraint`: `minConst - rubberBandEffect(minConst - const, base)` above
    /// the top-most anchor and `maxConst + rubberBandEffect(...)` below the bottom-most, where
    /// allowed; otherwise the constant itself (no clamp while no content scrolls).
    func banded(_ top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        guard let first = positions.first?.top, let last = positions.last?.top else { return top }
        let base = environment.screenHeight
        if rubberBanding == "top" || rubberBanding == "all", top < first {
            return first - RubberBand.scrollView(offset: first - top, dimension: base)
        }
        if rubberBanding == "bottom" || rubberBanding == "all", top > last {
            return last + RubberBand.scrollView(offset: top - last, dimension: base)
        }
        return top
    }

    /// Where the panel is at a release: a pan that ended without a `.changed` jumps by its whole
    /// translation (`.ended` with `interactionInProgress == false`).
    func releaseTop(_ drag: PanelDrag, positions: [PanelPosition], in environment: Environment) -> Double {
        guard drag.referenceDy == nil else { return drag.top }
        return banded(drag.startTop + drag.lastDy, positions: positions, in: environment)
    }

    // MARK: - Release

    /// `panningEnd`: nothing while the state is hidden; else `targetState(from:with:)`, then the
    /// removal test when enabled, then `shouldAttract` (a panel already at the target does not move).
    func release(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> PanelRelease {
        let current = releaseTop(drag, positions: positions, in: environment)
        if positions.indices.contains(selected), positions[selected].name == State.hidden.rawValue {
            return PanelRelease(
                target: .leaveWhereDragged(top: current), reason: .floatingPanel(.alreadyHidden),
                comparisons: [.floatingPanel(.alreadyHidden)], source: .floatingPanel(.panningEnd))
        }
        var decision = targetState(from: current, velocity: velocity, selected: selected, positions: positions)
        if isRemovalInteractionEnabled {
            let hidden = dismissedTop(in: environment)
            let distance = DecimalFormat.roundedForComparison(abs(current - hidden))
            let vector = distance != 0 ? velocity / distance : 0
            let removes =
                DecimalFormat.roundedForComparison(vector)
                >= DecimalFormat.roundedForComparison(removalInteractionVelocityThreshold)
            let removal = FloatingPanelDecision.Removal(
                velocity: velocity, distance: distance, vector: vector,
                threshold: removalInteractionVelocityThreshold, removes: removes)
            decision.comparisons.append(.floatingPanel(.removal(removal)))
            if removes {
                decision.target = .dismiss
                decision.reason = .floatingPanel(.removal(removal))
                decision.velocity = velocity
                decision.source = .floatingPanel(.shouldRemove)
            }
        }
        return decision
    }

    func releaseDismisses(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> Bool {
        guard isRemovalInteractionEnabled else { return false }
        return release(drag, velocity: velocity, selected: selected, positions: positions, in: environment).target
            == .dismiss
    }

    /// Core.swift `targetState(from:with:)` (named `targetPosition(from:with:)` in older versions):
    /// project the momentum, find the segment in the direction of travel, keep the projection within
    /// the next segment unless `should-project-momentum`, then go on when the projection passed
    /// `redirectional-progress` of the segment, else back.
    ///
    /// The library scales the velocity by the distance between the most and least expanded anchors
    /// and back (`velocity.y / baseY`, then `* baseY`) with no guard: anchors at one height make the
    /// projection NaN, every comparison with it false, and the release goes back to the segment's
    /// start (to the last anchor when projecting momentum). This keeps that outcome and says it
    /// without printing the NaN.
    func targetState(
        from currentY: Double, velocity: Double, selected: Int, positions: [PanelPosition]
    ) -> PanelRelease {
        guard positions.count > 1 else {
            return PanelRelease(
                target: .position(selected), reason: .floatingPanel(.oneAnchor(positions[selected].name)),
                comparisons: [.floatingPanel(.fewerThanTwoAnchors)], source: .floatingPanel(.targetState))
        }
        let tops = positions.map { DecimalFormat.roundedForComparison($0.top) }
        let baseY = abs(tops[tops.count - 1] - tops[0])
        let rate = momentumProjectionRate
        let projection = (velocity / baseY / 1000) * rate / (1 - rate) * baseY
        var pY = DecimalFormat.roundedForComparison(projection + currentY)
        var comparisons: [Decision.Step] = [
            .floatingPanel(
                baseY == 0
                    ? .projectionNotANumber(
                        first: positions[0].name, last: positions[tops.count - 1].name, top: tops[0])
                    : .projection(current: currentY, velocity: velocity, rate: rate, projected: pY))
        ]
        let distance = DecimalFormat.roundedForComparison(currentY - tops[selected])
        let forward = velocity == 0 ? distance > 0 : velocity > 0
        comparisons.append(
            .floatingPanel(
                velocity == 0
                    ? .directionByDistance(from: positions[selected].name, distance: distance, down: forward)
                    : .direction(velocity: velocity, down: forward)))
        var (lower, upper) = Self.segment(at: pY, forward: forward, tops: tops)
        var from = forward ? (lower ?? 0) : (upper ?? tops.count - 1)
        var to = forward ? (upper ?? tops.count - 1) : (lower ?? 0)
        if !shouldProjectMomentum {
            (lower, upper) = Self.segment(at: currentY, forward: forward, tops: tops)
            var low = lower ?? 0
            var high = upper ?? tops.count - 1
            if low == high {
                if forward { high = min(low + 1, tops.count - 1) } else { low = max(low - 1, 0) }
            }
            (from, to) = forward ? (low, high) : (high, low)
            let before = pY
            if forward {
                pY = max(min(pY, tops[min(to + 1, tops.count - 1)]), tops[from])
            } else {
                pY = max(min(pY, tops[from]), tops[max(to - 1, 0)])
            }
            let clamp: FloatingPanelDecision.Clamp =
                pY.isNaN ? .notANumber : before == pY ? .unchanged(pY) : .clamped(pY)
            comparisons.append(
                .floatingPanel(.withinSegment(from: positions[from].name, to: positions[to].name, clamp)))
        }
        guard from != to else {
            // The segment has one end: 0 / 0 is not past any progress, so the panel stays (`fromPos`).
            comparisons.append(.floatingPanel(.noAnchorBeyond(positions[from].name)))
            return PanelRelease(
                target: .position(from), reason: .floatingPanel(.noAnchorBeyond(positions[from].name)),
                comparisons: comparisons, source: .floatingPanel(.targetState), velocity: velocity)
        }
        let threshold = DecimalFormat.roundedForComparison(min(max(redirectionalProgress, 0), 1))
        let progress = DecimalFormat.roundedForComparison(abs(pY - tops[from]) / abs(tops[from] - tops[to]))
        let goesOn = progress > threshold
        let measured: FloatingPanelDecision.Progress =
            progress.isNaN
            ? .notANumber(threshold: threshold)
            : .measured(
                projection: pY, from: positions[from].name, to: positions[to].name, progress: progress,
                threshold: threshold, movesOn: goesOn)
        comparisons.append(.floatingPanel(.progress(measured)))
        let target = goesOn ? to : from
        return PanelRelease(
            target: .position(target), reason: .floatingPanel(.progress(measured, target: positions[target].name)),
            comparisons: comparisons, source: .floatingPanel(.targetState), velocity: velocity)
    }

    /// Layout.swift `segment(at:forward:)` over the anchors sorted by coordinate: forward, the
    /// first anchor below `pos` (`pos < anchor`); backward, the first at or below (`pos <= anchor`);
    /// the segment is that anchor and the one before it.
    static func segment(at pos: Double, forward: Bool, tops: [Double]) -> (lower: Int?, upper: Int?) {
        let rounded = DecimalFormat.roundedForComparison(pos)
        let upper = tops.firstIndex { forward ? rounded < $0 : rounded <= $0 }
        switch upper {
        case 0: return (nil, 0)
        case let index?: return (index - 1, index)
        case nil: return (tops.count - 1, nil)
        }
    }

    // MARK: - Motion

    /// `NumericSpringAnimator` (Core.swift): `omega = 2 pi / spring-response-time`, `zeta =
    /// ln(spring-deceleration-rate) / (-2 pi (1 / spring-response-time) 0.001)` when |velocity| >
    /// 300, else 1 (critically damped); stepped each display frame. FloatingPanel has no reduce-motion
    /// code: it runs the same.
    func settleAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        let frequency = 1 / springResponseTime
        let zeta = abs(velocity) > 300 ? Libm.log(springDecelerationRate) / (-2 * Double.pi * frequency * 0.001) : 1
        let spring = NumericSpring(
            dampingRatio: zeta, angularFrequency: 2 * Double.pi * frequency, initialVelocity: velocity,
            frameTicks: environment.clock.ticksPerFrame, displayScale: displayScale)
        return Animation(
            shape: .library(.numeric(spring)),
            spelling: "NumericSpringAnimator(responseTime: \(ComparisonText.plain(springResponseTime)), zeta: "
                + "\(DecimalFormat.format(zeta, decimals: 3)))")
    }

    /// `makeDefaultAnimator(initialVelocity:)` (Controller.swift): UISpringTimingParameters(
    /// decelerationRate: .fast (0.99), frequencyResponse: 0.25), so dampingRatio =
    /// ln(0.99) / (-4 pi 0.001) = 0.7998 (Extensions.swift); the initial velocity is relative to the
    /// distance.
    static func defaultAnimator(from: Double, to: Double, relativeVelocity: Double) -> Animation {
        let ratio = Libm.log(0.99) / (-4 * Double.pi * 0.001)
        let spring = Spring(response: 0.25, dampingFraction: ratio)
        return Animation(
            shape: .library(.uikit(spring, initialVelocity: relativeVelocity * (to - from))),
            spelling: "UISpringTimingParameters(decelerationRate: .fast, frequencyResponse: 0.25)")
    }

    func presentationAnimation(from: Double, to: Double, in environment: Environment) -> Animation? {
        Self.defaultAnimator(from: from, to: to, relativeVelocity: 0)
    }

    /// `animatorForDismissing(with:)`: the default animator with `initialVelocity = |removalVector|`.
    func dismissalAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        let distance = abs(from - to)
        let relative = distance != 0 ? abs(velocity / distance) : 0
        return Self.defaultAnimator(from: from, to: to, relativeVelocity: relative)
    }

    func reduceMotionNote(in environment: Environment) -> Decision.MotionAlternative? { .floatingPanelUnchanged }

    // MARK: - Backdrop, tap, escape

    /// `getBackdropAlpha(at:with:)`: linear between the neighbouring anchors' `backdropAlpha(for:)`
    /// (backdrop-alpha at full, 0 elsewhere); beyond the outer anchors, theirs (a single anchor
    /// fades toward hidden).
    func backdrop(top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        guard !positions.isEmpty else { return 0 }
        func alpha(_ index: Int?) -> Double {
            guard let index, positions[index].name == State.full.rawValue else { return 0 }
            return backdropAlpha
        }
        let tops = positions.map(\.top)
        let (lower, upper) = Self.segment(at: top, forward: true, tops: tops)
        let pre = lower ?? 0
        let preTop = tops[pre]
        let nextTop: Double
        let nextAlpha: Double
        if let upper {
            nextTop = tops[upper]
            nextAlpha = alpha(upper)
        } else if positions.count == 1 {
            nextTop = dismissedTop(in: environment)
            nextAlpha = 0
        } else {
            nextTop = tops[tops.count - 1]
            nextAlpha = alpha(tops.count - 1)
        }
        let preAlpha = alpha(lower ?? 0)
        guard nextTop != preTop else { return preAlpha }
        let share = min(max(1 - (nextTop - top) / (nextTop - preTop), 0), 1)
        return preAlpha + share * (nextAlpha - preAlpha)
    }

    /// `handleBackdrop(tapGesture:)`: `removalVector = .zero; remove()`, when the recognizer is enabled.
    func backdropTap(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        guard dismissalTap else { return nil }
        return PanelRelease(
            target: .dismiss, reason: .backdropTap, comparisons: [.floatingPanel(.dismissalTap)],
            source: .floatingPanel(.handleBackdrop))
    }

    func refusal(of trigger: Decision.Trigger) -> LibraryRefusal? {
        switch trigger {
        case .backdropTap: dismissalTap ? nil : .floatingPanelDismissalTapDisabled
        case .escape: isRemovalInteractionEnabled ? nil : .floatingPanelRemovalDisabled
        default: nil
        }
    }

    /// `accessibilityPerformEscape()`: false unless the removal interaction is enabled; then
    /// `dismiss(animated: true)`.
    func escape(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        guard isRemovalInteractionEnabled else { return nil }
        return PanelRelease(
            target: .dismiss, reason: .escape, comparisons: [.floatingPanel(.escapeDismisses)],
            source: .floatingPanel(.accessibilityPerformEscape), quirks: [.floatingPanel(.escapeSkipsRemoveCallbacks)],
            dismissalStartCallbacks: [], dismissalEndCallbacks: [Self.escapeDismissalCallback])
    }

    // MARK: - Callbacks

    func dragBeganCallbacks(from: Int) -> [String] { [] }

    var presentationHaptics: [String] { [] }

    /// `move(to:with:)` sets `state` right after the attraction starts (`floatingPanelDidChangeState`).
    func moveStartedCallbacks(from: Int, to: Int, positions: [PanelPosition]) -> [String] {
        ["floatingPanelDidChangeState(\(positions[to].name))"]
    }

    /// `endAttraction(true)`: `floatingPanelDidEndAttracting`.
    func moveEndedCallbacks(from: Int, at to: Int, positions: [PanelPosition]) -> [String] {
        ["floatingPanelDidEndAttracting"]
    }

    /// `remove()`: `floatingPanelWillRemove` before the dismissal.
    func dismissalStartedCallbacks(from: Int) -> [String] { ["floatingPanelWillRemove"] }

    /// `remove()`: `floatingPanelDidRemove` in the dismissal's completion.
    func dismissalEndedCallbacks() -> [String] { ["floatingPanelDidRemove"] }

    /// What an escape's dismissal ends with: the completion of `dismiss(animated:)`.
    static let escapeDismissalCallback = "dismiss(animated: true) completion"

    func isDismissalCallback(_ name: String) -> Bool {
        name == "floatingPanelDidRemove" || name == Self.escapeDismissalCallback
    }
}
