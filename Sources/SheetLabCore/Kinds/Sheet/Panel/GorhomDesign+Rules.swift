/// gorhom's rules: the gesture handlers (src/hooks/useGestureEventsHandlersDefault.tsx), the snap
/// (src/utilities/snapPoint.ts), the animation (src/utilities/animate.ts, Reanimated 3
/// `withSpring`) and the backdrop (src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx).
extension GorhomDesign {
    /// `normalizeSnapPoint` for a modal: `max(0, containerHeight - point)`, in the order given
    /// (index 0 the lowest).
    func positions(in environment: Environment) -> [PanelPosition] {
        let container = environment.screenHeight
        return snapPoints.enumerated().map { offset, point in
            PanelPosition(name: String(offset), top: max(0, container - point.points(of: container)))
        }
    }

    func initialIndex(in positions: [PanelPosition]) -> Int { min(index, positions.count - 1) }

    /// The closed position: the container's height (index -1).
    func dismissedTop(in environment: Environment) -> Double { environment.screenHeight }

    var minimumDragDistance: Double { minDistance }
    var dragsFromOutsideTheSheet: Bool { false }

    /// The closed position (index -1), as a release's candidates name it.
    var dismissedPositionName: String? { "closed" }
    var presentationHaptics: [String] { [] }

    // MARK: - Drag

    /// `handleOnChange`: `initialPosition + translationY` (the translation from touch-down,
    /// activation distance included), clamped to [highest, lowest] (lowest: the closed position
    /// with pan-down-to-close, else the lowest snap point); past either, with over-drag, the
    /// limit -/+ `sqrt(1 + distance past it) x factor` (the handle's rule at both ends).
    func follow(_ drag: inout PanelDrag, dy: Double, positions: [PanelPosition], in environment: Environment) {
        drag.lastDy = dy
        let tops = positions.map(\.top)
        guard let highest = tops.min(), let lowestPoint = tops.max() else { return }
        let lowest = enablePanDownToClose ? environment.screenHeight : lowestPoint
        let dragged = drag.startTop + dy
        if enableOverDrag, dragged < highest {
            drag.top = highest - (1 + (highest - dragged)).squareRoot() * overDragResistanceFactor
        } else if enableOverDrag, dragged > lowest {
            drag.top = lowest + (1 + (dragged - lowest)).squareRoot() * overDragResistanceFactor
        } else {
            drag.top = min(max(dragged, highest), lowest)
        }
    }

    // MARK: - Release

    /// `handleOnEnd`: `snapPoint(translationY + initialPosition, velocityY, points)` over the snap
    /// points (the closed position first with pan-down-to-close): the first point nearest
    /// `value + 0.2 x velocity`. A destination equal to the animated position does nothing;
    /// otherwise `animateToPosition(destination, GESTURE, velocityY / 2)`.
    func release(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> PanelRelease {
        let value = drag.startTop + drag.lastDy
        let point = DecimalFormat.roundedForComparison(value + 0.2 * velocity)
        var candidates: [(name: String, top: Double, target: PanelRelease.Target)] = []
        if enablePanDownToClose {
            candidates.append(("closed", environment.screenHeight, .dismiss))
        }
        for (offset, position) in positions.enumerated() {
            candidates.append((position.name, position.top, .position(offset)))
        }
        var best = 0
        var distances: [Decision.Step] = []
        for (offset, candidate) in candidates.enumerated() {
            let distance = DecimalFormat.roundedForComparison(abs(point - candidate.top))
            distances.append(.gorhom(.distance(candidate: candidate.name, top: candidate.top, distance: distance)))
            if distance < DecimalFormat.roundedForComparison(abs(point - candidates[best].top)) { best = offset }
        }
        let chosen = candidates[best]
        return PanelRelease(
            target: chosen.target, reason: .gorhomNearest(point: point, candidate: chosen.name),
            comparisons: [.gorhom(.point(value: value, velocity: velocity, point: point))] + distances,
            source: .gorhom(.handleOnEnd), quirks: [.gorhom(.readsTranslation), .gorhom(.halfVelocity)],
            velocity: velocity / 2)
    }

    func releaseDismisses(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> Bool {
        guard enablePanDownToClose else { return false }
        return release(drag, velocity: velocity, selected: selected, positions: positions, in: environment).target
            == .dismiss
    }

    // MARK: - Motion

    /// Whether Reanimated skips the animation: `overrideReduceMotion` system follows the setting.
    func skipsAnimation(in environment: Environment) -> Bool {
        overrideReduceMotion == "always" || (overrideReduceMotion == "system" && environment.reduceMotion)
    }

    /// `animate()`: `withSpring(point, {velocity, ...ANIMATION_CONFIGS})`; under reduce motion
    /// Reanimated moves to the end at once.
    func spring(velocity: Double, in environment: Environment) -> Animation {
        if skipsAnimation(in: environment) {
            return Animation.easing(.quinticOut, seconds: 0, spelling: "withSpring skipped (reduce motion)")
        }
        let spring = ReanimatedSpring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
            overshootClamping: overshootClamping, restDisplacementThreshold: restDisplacementThreshold,
            restSpeedThreshold: restSpeedThreshold)
        return Animation(
            shape: .library(.reanimated(spring)),
            spelling:
                "withSpring(damping: \(ComparisonText.plain(damping)), stiffness: \(ComparisonText.plain(stiffness)), "
                + "mass: \(ComparisonText.plain(mass)))")
    }

    func settleAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        spring(velocity: velocity, in: environment)
    }

    /// `animateOnMount`: from the closed position, at rest.
    func presentationAnimation(from: Double, to: Double, in environment: Environment) -> Animation? {
        spring(velocity: 0, in: environment)
    }

    func dismissalAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        spring(velocity: velocity, in: environment)
    }

    func reduceMotionNote(in environment: Environment) -> Decision.MotionAlternative? {
        switch overrideReduceMotion {
        case "system":
            .gorhomSystem(reduceMotion: environment.reduceMotion)
        default: nil
        }
    }

    // MARK: - Backdrop, tap, escape

    /// `animatedIndex`: the position interpolated between the snap points' indexes (the closed
    /// position -1), clamped; the backdrop interpolates it from disappears-on-index to
    /// appears-on-index onto [0, backdrop-opacity], clamped.
    func animatedIndex(top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        var stops = positions.enumerated().map { (top: $0.element.top, index: Double($0.offset)) }
        stops.append((environment.screenHeight, -1))
        stops.sort { $0.top < $1.top }
        guard let first = stops.first, let last = stops.last else { return -1 }
        if top <= first.top { return first.index }
        if top >= last.top { return last.index }
        for (low, high) in zip(stops, stops.dropFirst()) where top <= high.top {
            guard high.top != low.top else { return high.index }
            return low.index + (top - low.top) / (high.top - low.top) * (high.index - low.index)
        }
        return last.index
    }

    func backdrop(top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        let index = animatedIndex(top: top, positions: positions, in: environment)
        guard appearsOnIndex != disappearsOnIndex else { return index >= appearsOnIndex ? backdropOpacity : 0 }
        let share = (index - disappearsOnIndex) / (appearsOnIndex - disappearsOnIndex)
        return min(max(share, 0), 1) * backdropOpacity
    }

    /// `BottomSheetBackdrop` `pressBehavior`: close, collapse (snap to disappears-on-index), an
    /// index, or none.
    func backdropTap(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        switch pressBehavior {
        case "none":
            return nil
        case "close":
            return PanelRelease(
                target: .dismiss, reason: .backdropTap,
                comparisons: [.gorhom(.press(behavior: "close", snapIndex: nil))],
                source: .gorhom(.backdropPress))
        default:
            let wanted = pressBehavior == "collapse" ? Int(disappearsOnIndex) : Int(pressBehavior) ?? 0
            let target = min(max(wanted, 0), positions.count - 1)
            return PanelRelease(
                target: .position(target), reason: .gorhomBackdropSnap(positions[target].name),
                comparisons: [.gorhom(.press(behavior: pressBehavior, snapIndex: target))],
                source: .gorhom(.backdropPress))
        }
    }

    /// No `onAccessibilityEscape` in gorhom's sources read (the sheet's role is `adjustable`).
    func escape(selected: Int, positions: [PanelPosition]) -> PanelRelease? { nil }

    func refusal(of trigger: Decision.Trigger) -> LibraryRefusal? {
        switch trigger {
        case .backdropTap: pressBehavior == "none" ? .gorhomPressNone : nil
        case .escape: .gorhomNoEscape
        default: nil
        }
    }

    // MARK: - Callbacks

    func dragBeganCallbacks(from: Int) -> [String] { [] }

    /// `animateToPosition`: `onAnimate(fromIndex, toIndex)` unless the index stays.
    func moveStartedCallbacks(from: Int, to: Int, positions: [PanelPosition]) -> [String] {
        from == to ? [] : ["onAnimate(\(from), \(to))"]
    }

    /// `animateToPositionCompleted`: `onChange(index)` when the index changed.
    func moveEndedCallbacks(from: Int, at to: Int, positions: [PanelPosition]) -> [String] {
        from == to ? [] : ["onChange(\(to))"]
    }

    func dismissalStartedCallbacks(from: Int) -> [String] { ["onAnimate(\(from), -1)"] }

    /// Closed: `onChange(-1)`, `onClose()`; BottomSheetModal then unmounts and calls `onDismiss`.
    func dismissalEndedCallbacks() -> [String] { ["onChange(-1)", "onClose()", "onDismiss()"] }

    func isDismissalCallback(_ name: String) -> Bool { name == "onDismiss()" }
}
