/// PanModal's rules: PanModal/Controller/PanModalPresentationController.swift
/// `didPanOnPresentedView`, `respond(to:)`, `adjust(toYPosition:)`, `nearest(to:inValues:)`.
extension PanModalDesign {
    /// `Constants.snapMovementSensitivity`: a velocity counts when `|v| - 1000 (1 - 0.7) > 0`.
    static let snapMovementSensitivity = 0.7

    /// `respond(to:)` on `.began` and `.changed`: the translation since the last event (reset to
    /// zero each time: `.began` brings the whole hysteresis), halved while the view is above the
    /// long form; `adjust(toYPosition:)` keeps it at or below `anchoredYPosition` (the long form,
    /// or top-offset when not anchored).
    func follow(_ drag: inout PanelDrag, dy: Double, positions: [PanelPosition], in environment: Environment) {
        var displacement = drag.samples == 1 ? dy : dy - drag.lastDy
        drag.lastDy = dy
        let longForm = longFormY(in: environment)
        if drag.top < longForm { displacement /= 2 }
        let anchored = anchorModalToLongForm ? longForm : resolvedTopOffset(in: environment)
        drag.top = max(drag.top + displacement, anchored)
    }

    /// `nearest(to:inValues:)`: `values.min(by:)`, the first of equals.
    static func nearest(_ number: Double, in values: [Double]) -> Int {
        var best = 0
        for index in values.indices.dropFirst() where abs(number - values[index]) < abs(number - values[best]) {
            best = index
        }
        return best
    }

    func release(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> PanelRelease {
        let y = DecimalFormat.roundedForComparison(drag.top)
        let container = DecimalFormat.roundedForComparison(environment.screenHeight)
        let longForm = DecimalFormat.roundedForComparison(positions[0].top)
        let shortForm = DecimalFormat.roundedForComparison(positions[1].top)
        let v = DecimalFormat.roundedForComparison(velocity)
        let sensitivity = 1000 * (1 - Self.snapMovementSensitivity)
        let significant = abs(v) - sensitivity > 0
        var comparisons: [Decision.Step] = [.panModal(.speed(abs(v), significant: significant))]
        func decide(_ target: PanelRelease.Target, _ verdict: PanModalDecision.Verdict) -> PanelRelease {
            comparisons.append(.panModal(.verdict(verdict)))
            let name: String?
            switch target {
            case .dismiss, .leaveWhereDragged: name = nil
            case .position(let index): name = positions[index].name
            }
            return PanelRelease(
                target: target, reason: .panModal(verdict, target: name), comparisons: comparisons,
                source: .panModal(.didPanOnPresentedView))
        }
        if significant {
            if v < 0 { return decide(.position(0), .fastUp(velocity: v)) }
            let nearerLong = Self.nearest(y, in: [longForm, container]) == 0
            let aboveShort = y < shortForm
            comparisons.append(
                .panModal(
                    .nearerOfLongFormAndBottom(longForm: longForm, bottom: container, y: y, nearerLongForm: nearerLong))
            )
            comparisons.append(.panModal(.aboveShortForm(y: y, shortForm: shortForm, above: aboveShort)))
            if (nearerLong && aboveShort) || !allowsDragToDismiss {
                return decide(
                    .position(1), nearerLong && aboveShort ? .fastDownNearerLongForm : .fastDownDragToDismissOff)
            }
            return decide(.dismiss, .fastDownPastMiddle)
        }
        let values = [container, shortForm, longForm]
        let nearest = Self.nearest(y, in: values)
        let places: [PanModalDecision.Place] = [.bottom, .shortForm, .longForm]
        comparisons.append(
            .panModal(
                .nearest(bottom: container, shortForm: shortForm, longForm: longForm, y: y, nearest: places[nearest])))
        if values[nearest] == longForm { return decide(.position(0), .slowNearestLongForm) }
        if values[nearest] == shortForm || !allowsDragToDismiss {
            return decide(.position(1), values[nearest] == shortForm ? .slowNearestShortForm : .dragToDismissOff)
        }
        return decide(.dismiss, .slowNearestBottom)
    }

    func releaseDismisses(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> Bool {
        guard allowsDragToDismiss else { return false }
        return release(drag, velocity: velocity, selected: selected, positions: positions, in: environment).target
            == .dismiss
    }

    // MARK: - Motion

    /// `PanModalAnimator.animate`: `UIView.animate(withDuration: transitionDuration,
    /// usingSpringWithDamping: springDamping, initialSpringVelocity: 0)` for every snap, the
    /// presentation and the dismissal: the release velocity is not handed on. PanModal has no
    /// reduce-motion code.
    func springAnimation() -> Animation {
        Animation.easing(
            .dampedSpring(dampingRatio: springDamping), seconds: transitionDuration,
            spelling: "UIView.animate(withDuration: \(ComparisonText.plain(transitionDuration)), "
                + "usingSpringWithDamping: \(ComparisonText.plain(springDamping)), initialSpringVelocity: 0)")
    }

    func settleAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        springAnimation()
    }

    func presentationAnimation(from: Double, to: Double, in environment: Environment) -> Animation? {
        springAnimation()
    }

    func dismissalAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        springAnimation()
    }

    func reduceMotionNote(in environment: Environment) -> Decision.MotionAlternative? { .panModalUnchanged }

    // MARK: - Backdrop, tap, escape

    /// DimmedView: `.max` at or above the short form; below it `percent(1 - (y - shortFormY) /
    /// presentedView.frame.height)`, the container's height; of `background-alpha`.
    func backdrop(top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        let shortForm = positions[1].top
        guard top > shortForm else { return backgroundAlpha }
        return backgroundAlpha * (1 - (top - shortForm) / environment.screenHeight)
    }

    func backdropTap(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        guard allowsTapToDismiss else { return nil }
        return PanelRelease(
            target: .dismiss, reason: .backdropTap, comparisons: [.panModal(.tapDismisses)],
            source: .panModal(.backgroundViewDidTap))
    }

    func refusal(of trigger: Decision.Trigger) -> LibraryRefusal? {
        switch trigger {
        case .backdropTap: allowsTapToDismiss ? nil : .panModalTapDisabled
        case .escape: .panModalNoEscape
        default: nil
        }
    }

    /// No `accessibilityPerformEscape` in PanModal's sources (PanModal issue #173 reports the
    /// two-finger scrub doing nothing).
    func escape(selected: Int, positions: [PanelPosition]) -> PanelRelease? { nil }

    // MARK: - Callbacks

    func dragBeganCallbacks(from: Int) -> [String] { [] }

    /// `transition(to:)`: `willTransition(to:)` before the snap.
    func moveStartedCallbacks(from: Int, to: Int, positions: [PanelPosition]) -> [String] {
        ["willTransition(to: \(to == 0 ? "longForm" : "shortForm"))"]
    }

    func moveEndedCallbacks(from: Int, at to: Int, positions: [PanelPosition]) -> [String] { [] }

    /// `dismissPresentedViewController()`: `panModalWillDismiss()`, then `dismiss(animated: true)`.
    func dismissalStartedCallbacks(from: Int) -> [String] { ["panModalWillDismiss()"] }

    func dismissalEndedCallbacks() -> [String] { ["panModalDidDismiss()"] }

    func isDismissalCallback(_ name: String) -> Bool { name == "panModalDidDismiss()" }
}
