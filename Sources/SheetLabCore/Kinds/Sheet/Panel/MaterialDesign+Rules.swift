/// `BottomSheetBehavior`'s rules (material-components/material-components-android
/// lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java) and androidx
/// `ViewDragHelper`'s drag and settle (customview/customview/src/main/java/androidx/customview/
/// widget/ViewDragHelper.java), in pixels.
extension MaterialDesign {
    /// `design_bottom_sheet_peek_height_min`, 64 dp (the value the library's resources give; not
    /// in the sources read).
    static let peekHeightMinimum = 64.0
    /// ViewConfiguration `MINIMUM_FLING_VELOCITY` and `MAXIMUM_FLING_VELOCITY`, dp/s.
    static let minimumFlingVelocity = 50.0
    static let maximumFlingVelocity = 8000.0
    /// ViewDragHelper `BASE_SETTLE_DURATION` and `MAX_SETTLE_DURATION`, ms.
    static let baseSettleDuration = 256
    static let maxSettleDuration = 600

    /// The offsets `onLayoutChild` computes, px (`int`s).
    struct Layout {
        var parentHeight: Int
        var parentWidth: Int
        var childHeight: Int
        var peek: Int
        var fitToContentsOffset: Int
        var halfExpandedOffset: Int
        var collapsedOffset: Int
        /// `getExpandedOffset()`.
        var expandedOffset: Int
    }

    /// `getDimensionPixelSize`: dp to px, rounded.
    func pixelSize(_ dp: Double) -> Int { Int(dp * density + 0.5) }

    func layout(in environment: Environment) -> Layout {
        let parentHeight = Int(environment.screenHeight * density)
        let parentWidth = Int(environment.screenWidth * density)
        let childHeight = min(Int(contentHeight.points(of: environment.screenHeight) * density), parentHeight)
        // calculatePeekHeight: auto peeks at the 16:9 keyline, at most the sheet's height.
        let peek: Int
        if let peekHeight {
            peek = Int(peekHeight)
        } else {
            let desired = max(pixelSize(Self.peekHeightMinimum), parentHeight - parentWidth * 9 / 16)
            peek = min(desired, childHeight)
        }
        let fitOffset = max(0, parentHeight - childHeight)
        let collapsed = fitToContents ? max(parentHeight - peek, fitOffset) : parentHeight - peek
        return Layout(
            parentHeight: parentHeight, parentWidth: parentWidth, childHeight: childHeight, peek: peek,
            fitToContentsOffset: fitOffset, halfExpandedOffset: Int(Double(parentHeight) * (1 - halfExpandedRatio)),
            collapsedOffset: collapsed, expandedOffset: fitToContents ? fitOffset : Int(expandedOffset))
    }

    func positions(in environment: Environment) -> [PanelPosition] {
        let offsets = layout(in: environment)
        var positions = [PanelPosition(name: State.expanded.rawValue, top: Double(offsets.expandedOffset) / density)]
        if !fitToContents {
            positions.append(
                PanelPosition(name: State.halfExpanded.rawValue, top: Double(offsets.halfExpandedOffset) / density))
        }
        positions.append(PanelPosition(name: State.collapsed.rawValue, top: Double(offsets.collapsedOffset) / density))
        return positions
    }

    func initialIndex(in positions: [PanelPosition]) -> Int {
        positions.firstIndex { $0.name == state.rawValue } ?? 0
    }

    /// `STATE_HIDDEN`: the top at the parent's height.
    func dismissedTop(in environment: Environment) -> Double {
        Double(layout(in: environment).parentHeight) / density
    }

    /// In a dialog the behaviour captures the sheet once `|initialY - y| > touch slop`; in a layout
    /// `processTouchEvent(ACTION_DOWN)` captures it at touch-down ("no reason to delay for a slop").
    var minimumDragDistance: Double { host == .dialog ? touchSlop : 0 }

    /// `onInterceptTouchEvent`: with `draggable` false the behaviour ignores every touch.
    func refusal(ofTouchAt point: Point) -> IgnoredInput.Reason? { draggable ? nil : .notDraggable(point) }

    /// BottomSheetDialog `wrapInBottomSheet`: `touch_outside`'s click listener cancels the dialog, and a
    /// click completes when the finger lifts.
    var liftOutsideTapsBackdrop: Bool { host == .dialog }

    /// `STATE_HIDDEN`.
    var dismissedPositionName: String? { "hidden" }
    var dragsFromOutsideTheSheet: Bool { false }

    // MARK: - Drag

    /// ViewDragHelper `processTouchEvent`: the move that captures the sheet only records the
    /// finger (`saveLastMotion`); each later move drags by `(int) (y - lastMotionY)` (whole pixels,
    /// the fraction lost), clamped by `clampViewPositionVertical` to [expanded, hideable ? parent
    /// height : collapsed] (no rubber band).
    func follow(_ drag: inout PanelDrag, dy: Double, positions: [PanelPosition], in environment: Environment) {
        defer { drag.lastDy = dy }
        // Captured at touch-down, the sheet moves from the first move on, from the touch-down point.
        let capturedAtTouchDown = host == .layout
        guard capturedAtTouchDown || drag.samples >= 2 else { return }
        let previous = capturedAtTouchDown && drag.samples == 1 ? 0 : drag.lastDy
        let offsets = layout(in: environment)
        let step = ((dy - previous) * density).rounded(.towardZero)
        let top = (drag.top * density).rounded() + step
        let high = Double(hideable ? offsets.parentHeight : offsets.collapsedOffset)
        drag.top = min(max(top, Double(offsets.expandedOffset)), high) / density
    }

    // MARK: - Release

    /// ViewDragHelper `releaseViewForPointerUp`: the velocity in px/s, `clampMag`'d to the
    /// minimum and maximum fling velocities (0 under the minimum).
    func releaseVelocity(_ velocity: Double) -> Double {
        let pixels = velocity * density
        let minimum = Self.minimumFlingVelocity * density
        let maximum = Self.maximumFlingVelocity * density
        if abs(pixels) < minimum { return 0 }
        if abs(pixels) > maximum { return pixels > 0 ? maximum : -maximum }
        return pixels
    }

    func release(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> PanelRelease {
        let offsets = layout(in: environment)
        let top = Int((drag.top * density).rounded())
        let yvel = releaseVelocity(velocity)
        var comparisons: [Decision.Step] = [
            .material(.releaseVelocity(top: top, yvel: yvel, velocity: velocity, density: density))
        ]
        // `state` nil: hidden.
        func decide(_ state: State?, _ verdict: MaterialDecision.Verdict) -> PanelRelease {
            comparisons.append(.material(.verdict(verdict)))
            var target = PanelRelease.Target.dismiss
            if let state {
                target = .position(positions.firstIndex { $0.name == state.rawValue } ?? positions.count - 1)
            }
            return PanelRelease(
                target: target, reason: .material(verdict, target: state), comparisons: comparisons,
                source: .material(.onViewReleased), velocity: velocity)
        }
        if yvel < 0 {
            if fitToContents { return decide(.expanded, .upFitToContents(yvel: yvel)) }
            let half = top > offsets.halfExpandedOffset
            return decide(
                half ? .halfExpanded : .expanded,
                .up(top: top, halfExpanded: offsets.halfExpandedOffset, belowHalfExpanded: half))
        }
        if hideable, let hide = shouldHide(top: top, yvel: yvel, offsets: offsets, comparisons: &comparisons) {
            if hide {
                let fast = yvel > significantVelocityThreshold
                let low = top > (offsets.parentHeight + offsets.expandedOffset) / 2
                comparisons.append(
                    .material(.significantVelocity(yvel: yvel, threshold: significantVelocityThreshold, fast: fast)))
                comparisons.append(
                    .material(
                        .releasedLow(
                            top: top, parentHeight: offsets.parentHeight, expanded: offsets.expandedOffset, low: low)))
                if fast || low { return decide(nil, fast ? .hideFast : .hideLow) }
                if fitToContents { return decide(.expanded, .hideRefusedFitToContents) }
                let expanded = abs(top - offsets.expandedOffset) < abs(top - offsets.halfExpandedOffset)
                return decide(expanded ? .expanded : .halfExpanded, .hideRefusedNearer(expanded: expanded))
            }
        }
        if yvel == 0 {
            if fitToContents {
                let toExpanded = abs(top - offsets.fitToContentsOffset)
                let toCollapsed = abs(top - offsets.collapsedOffset)
                let expanded = toExpanded < toCollapsed
                return decide(
                    expanded ? .expanded : .collapsed,
                    .stillFitToContents(toExpanded: toExpanded, toCollapsed: toCollapsed, nearerExpanded: expanded))
            }
            if top < offsets.halfExpandedOffset {
                // The source measures the distance to expanded as `currentTop` itself (from 0), not
                // from the expanded offset.
                let toCollapsed = abs(top - offsets.collapsedOffset)
                let expanded = top < toCollapsed
                return decide(
                    expanded ? .expanded : .halfExpanded,
                    .stillAboveHalfExpanded(top: top, toCollapsed: toCollapsed, nearerExpanded: expanded))
            }
            let toHalfExpanded = abs(top - offsets.halfExpandedOffset)
            let toCollapsed = abs(top - offsets.collapsedOffset)
            let half = toHalfExpanded < toCollapsed
            return decide(
                half ? .halfExpanded : .collapsed,
                .still(toHalfExpanded: toHalfExpanded, toCollapsed: toCollapsed, nearerHalfExpanded: half))
        }
        if fitToContents { return decide(.collapsed, .downFitToContents) }
        let toHalfExpanded = abs(top - offsets.halfExpandedOffset)
        let toCollapsed = abs(top - offsets.collapsedOffset)
        let half = toHalfExpanded < toCollapsed
        return decide(
            half ? .halfExpanded : .collapsed,
            .down(toHalfExpanded: toHalfExpanded, toCollapsed: toCollapsed, nearerHalfExpanded: half))
    }

    /// `shouldHide(child, yvel)`; nil when it is not asked (never: the caller asks when hideable).
    ///
    /// The library divides the distance to collapsed by `calculatePeekHeight()` with no guard
    /// (BottomSheetBehavior.java shouldHide), and a peek of 0 is reachable: `setPeekHeight` keeps
    /// `max(0, peekHeight)`, and an auto peek is at most the sheet's height. Java's float division
    /// then gives an infinite ratio for any distance, which hides, and NaN for none, which does not;
    /// this keeps those answers and says them without the non-finite ratio.
    func shouldHide(top: Int, yvel: Double, offsets: Layout, comparisons: inout [Decision.Step]) -> Bool? {
        if skipCollapsed {
            comparisons.append(.material(.hideSkipCollapsed))
            return true
        }
        if top < offsets.collapsedOffset {
            comparisons.append(.material(.hideAboveCollapsed(top: top, collapsed: offsets.collapsedOffset)))
            return false
        }
        let newTop = Double(top) + yvel * hideFriction
        let distance = abs(newTop - Double(offsets.collapsedOffset))
        guard offsets.peek > 0 else {
            let hide = DecimalFormat.roundedForComparison(distance) > 0
            comparisons.append(
                .material(
                    .hideWithoutPeek(
                        projectedTop: newTop, collapsed: offsets.collapsedOffset, distance: distance, hides: hide)))
            return hide
        }
        let ratio = distance / Double(offsets.peek)
        let hide = DecimalFormat.roundedForComparison(ratio) > 0.5
        comparisons.append(
            .material(
                .hide(
                    projectedTop: newTop, collapsed: offsets.collapsedOffset, peek: offsets.peek, ratio: ratio,
                    hides: hide)))
        return hide
    }

    func releaseDismisses(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> Bool {
        guard hideable else { return false }
        return release(drag, velocity: velocity, selected: selected, positions: positions, in: environment).target
            == .dismiss
    }

    // MARK: - Motion

    /// ViewDragHelper `settleCapturedViewAt` / `smoothSlideViewTo`: `computeSettleDuration` (the
    /// velocity's `clampMag`, `computeAxisDuration` with the parent's width and the drag range),
    /// then the scroller's `sInterpolator` (quintic ease-out) over that many ms. No spring, and no
    /// reduce-motion code: it runs the same.
    func settle(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        let offsets = layout(in: environment)
        let dy = Int((to * density).rounded()) - Int((from * density).rounded())
        guard dy != 0 else { return nil }
        var yvel = Int(velocity * density)
        let minimum = Int(Self.minimumFlingVelocity * density)
        let maximum = Int(Self.maximumFlingVelocity * density)
        if abs(yvel) < minimum { yvel = 0 } else if abs(yvel) > maximum { yvel = yvel > 0 ? maximum : -maximum }
        let range = hideable ? offsets.parentHeight : offsets.collapsedOffset
        let width = offsets.parentWidth
        let halfWidth = width / 2
        let ratio = Float(min(1, Float(abs(dy)) / Float(width)))
        let influence = Float(Libm.sin(Double((ratio - 0.5) * 0.3 * Float.pi / 2)))
        let distance = Float(halfWidth) + Float(halfWidth) * influence
        var duration: Int
        if yvel != 0 {
            duration = 4 * Int((1000 * abs(distance / Float(abs(yvel)))).rounded())
        } else {
            // Java's float-to-int narrowing saturates: a drag range of 0 gives Integer.MAX_VALUE,
            // which the clamp below makes the longest settle.
            let scaled = (Float(abs(dy)) / Float(range) + 1) * Float(Self.baseSettleDuration)
            duration = scaled.isNaN ? 0 : Int(max(min(scaled, Float(Int32.max)), Float(Int32.min)))
        }
        duration = min(duration, Self.maxSettleDuration)
        return Animation.easing(
            .quinticOut, seconds: Double(duration) / 1000,
            spelling: "ViewDragHelper settle(\(duration) ms, quintic ease-out)")
    }

    func settleAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        settle(from: from, to: to, velocity: velocity, in: environment)
    }

    /// Shown from hidden as `setState` does: `smoothSlideViewTo`, no velocity (sheetlab's reading
    /// of BottomSheetDialog, whose window animation is outside the behaviour).
    func presentationAnimation(from: Double, to: Double, in environment: Environment) -> Animation? {
        settle(from: from, to: to, velocity: 0, in: environment)
    }

    func dismissalAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        settle(from: from, to: to, velocity: velocity, in: environment)
    }

    func reduceMotionNote(in environment: Environment) -> Decision.MotionAlternative? { .materialUnchanged }

    // MARK: - Backdrop, tap, escape

    /// The dialog window's dim, constant while the sheet shows.
    func backdrop(top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        host == .dialog ? dimAmount : 0
    }

    /// BottomSheetDialog's `touch_outside`: `cancel()` when cancelable and canceled on touch outside.
    func backdropTap(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        guard host == .dialog, canceledOnTouchOutside, hideable else { return nil }
        return PanelRelease(
            target: .dismiss, reason: .backdropTap, comparisons: [.material(.touchOutsideCancels)],
            source: .material(.touchOutside))
    }

    func refusal(of trigger: Decision.Trigger) -> LibraryRefusal? {
        guard trigger == .backdropTap else { return nil }
        if host == .layout { return .materialNoDialog }
        if !hideable { return .materialNotCancelable }
        return canceledOnTouchOutside ? nil : .materialNotCanceledOnTouchOutside
    }

    /// Back (the escape): `handleBackInvoked` without a back event: `setState(hideable ? STATE_HIDDEN
    /// : STATE_COLLAPSED)`.
    func escape(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        guard hideable else {
            let collapsed = positions.firstIndex { $0.name == State.collapsed.rawValue } ?? positions.count - 1
            return PanelRelease(
                target: .position(collapsed), reason: .materialBackCollapses,
                comparisons: [.material(.backWithoutProgress(hides: false))], source: .material(.handleBackInvoked))
        }
        return PanelRelease(
            target: .dismiss, reason: .escape, comparisons: [.material(.backWithoutProgress(hides: true))],
            source: .material(.handleBackInvoked))
    }

    // MARK: - Callbacks

    /// `onViewDragStateChanged(STATE_DRAGGING)`: `setStateInternal(STATE_DRAGGING)`.
    func dragBeganCallbacks(from: Int) -> [String] { ["onStateChanged(dragging)"] }

    var presentationHaptics: [String] { [] }

    /// `startSettling`: `STATE_SETTLING` while the helper settles.
    func moveStartedCallbacks(from: Int, to: Int, positions: [PanelPosition]) -> [String] {
        ["onStateChanged(settling)"]
    }

    func moveEndedCallbacks(from: Int, at to: Int, positions: [PanelPosition]) -> [String] {
        ["onStateChanged(\(positions[to].name))"]
    }

    func dismissalStartedCallbacks(from: Int) -> [String] { ["onStateChanged(settling)"] }

    /// `STATE_HIDDEN`, then BottomSheetDialog's callback cancels the dialog: its `onDismiss`.
    func dismissalEndedCallbacks() -> [String] { ["onStateChanged(hidden)", "onDismiss"] }

    func isDismissalCallback(_ name: String) -> Bool { name == "onDismiss" }
}
