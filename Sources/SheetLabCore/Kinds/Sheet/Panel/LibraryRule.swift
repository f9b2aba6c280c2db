/// One rule of a peer library's sheet as `help sheet` states it: what the library decides on one
/// matter (its positions, drag, release, ...), and where its source says so (issue 17).
public struct LibraryRule: Sendable, Hashable {
    /// The matters every peer profile states, in the order `help sheet` lists them.
    public enum Matter: String, Sendable, Hashable, CaseIterable {
        case positions
        case drag
        case release
        case skipping
        case removal
        case backdrop
        case tap
        case escape
        case reduceMotion = "reduce motion"
        case settle
    }

    public var matter: Matter
    /// The rule, in the library's words where it has them.
    public var rule: String
    /// Repository, file and function.
    public var source: String

    init(_ matter: Matter, _ rule: String, source: String) {
        self.matter = matter
        self.rule = rule
        self.source = source
    }
}

extension PanelConfiguration {
    /// The library's rules, one per matter.
    var rules: [LibraryRule] {
        switch self {
        case .floatingPanel: FloatingPanelDesign.rules
        case .material: MaterialDesign.rules
        case .panModal: PanModalDesign.rules
        case .gorhom: GorhomDesign.rules
        case .written: []  // a design file states its rules itself (`sheetlab designs show FILE`)
        }
    }
}

extension SheetProfile {
    /// A peer profile's rules, one per matter; empty for the seed's profiles.
    public var libraryRules: [LibraryRule] {
        panel?.rules ?? []
    }
}

extension FloatingPanelDesign {
    static let rules: [LibraryRule] = [
        LibraryRule(
            .positions,
            "anchors full (18 pt below the safe area's top), half (50% of the safe area above its bottom) and tip "
                + "(69 pt above it); hidden lies 100 pt below the view unless anchors lists it",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.anchors, "
                + "LayoutAdapter.hiddenAnchor"),
        LibraryRule(
            .drag,
            "the first .changed starts the interaction, so the panel lags the finger by that sample's translation; "
                + "then it follows 1:1, unclamped past the outer anchors unless allows-rubber-banding bands that edge",
            source: "scenee/FloatingPanel Sources/Core.swift handle(panGesture:), startInteraction; "
                + "Sources/Layout.swift updateInteractiveEdgeConstraint"),
        LibraryRule(
            .release,
            "project the momentum: y + (v / 1000) x 0.998 / (1 - 0.998); find the segment in the direction of travel; "
                + "past redirectional-progress 0.5 of it go on, else back; from hidden nothing: panningEnd returns at "
                + "once, the panel stays where the drag left it and the next drag goes on from the first one's start",
            source: "scenee/FloatingPanel Sources/Core.swift panningEnd(with:velocity:), targetState(from:with:), "
                + "project(initialVelocity:)"),
        LibraryRule(
            .skipping,
            "none by default: should-project-momentum false keeps the projection within the next segment, so a "
                + "flick moves one anchor; true lets it skip",
            source: "scenee/FloatingPanel Sources/Behavior.swift BehaviorAdapter.shouldProjectMomentum"),
        LibraryRule(
            .removal,
            "off (is-removal-interaction-enabled false); when on, a release removes the panel when velocity / "
                + "distance to hidden >= 5.5",
            source: "scenee/FloatingPanel Sources/Core.swift panningEnd(with:velocity:); Sources/Behavior.swift "
                + "removalInteractionVelocityThreshold"),
        LibraryRule(
            .backdrop,
            "0.3 at full, 0 at half and tip, linear between neighbouring anchors as the panel moves",
            source: "scenee/FloatingPanel Sources/Layout.swift backdropAlpha(for:); Sources/Core.swift "
                + "getBackdropAlpha(at:with:)"),
        LibraryRule(
            .tap, "ignored: the backdrop's dismissal tap recognizer is disabled (dismissal-tap false)",
            source: "scenee/FloatingPanel Sources/Core.swift Core.init, handleBackdrop(tapGesture:)"),
        LibraryRule(
            .escape,
            "ignored unless the removal interaction is enabled; then dismiss(animated: true), without the remove "
                + "callbacks",
            source: "scenee/FloatingPanel Sources/Controller.swift accessibilityPerformEscape()"),
        LibraryRule(
            .reduceMotion, "none: the library has no reduce-motion code; every move animates the same",
            source: "scenee/FloatingPanel Sources (no UIAccessibility.isReduceMotionEnabled)"),
        LibraryRule(
            .settle,
            "NumericSpringAnimator: omega = 2 pi / 0.4 s, zeta from the deceleration rate 0.991 when |v| > 300 pt/s "
                + "(else 1), stepped per frame until within a pixel; presentation and removal: UISpringTimingParameters"
                + "(decelerationRate: .fast, frequencyResponse: 0.25)",
            source: "scenee/FloatingPanel Sources/Core.swift NumericSpringAnimator; Sources/Controller.swift "
                + "makeDefaultAnimator(initialVelocity:)"),
    ]
}

extension MaterialDesign {
    static let rules: [LibraryRule] = [
        LibraryRule(
            .positions,
            "states expanded, half-expanded (fit-to-contents false only) and collapsed (peek auto: max(64 dp, "
                + "height - width x 9 / 16)); hidden below the parent; pixels, density 3 per pt",
            source: behaviorSource + " onLayoutChild, calculateCollapsedOffset, calculateHalfExpandedOffset, "
                + "calculatePeekHeight"),
        LibraryRule(
            .drag,
            "in a dialog (host dialog) the sheet consumes touches, so it is captured once the finger passes the "
                + "touch slop (8 dp) and the capturing move only records the finger; in a layout (host layout) it is "
                + "captured at touch-down; each move drags by whole pixels, clamped to [expanded, hidden] (collapsed "
                + "when not hideable); no rubber band; draggable false ignores every touch",
            source: behaviorSource + " onInterceptTouchEvent, clampViewPositionVertical; " + dialogSource
                + " wrapInBottomSheet; androidx ViewDragHelper.java processTouchEvent, dragTo"),
        LibraryRule(
            .release,
            "up: expanded (or half-expanded from below it); down and shouldHide: hidden when yvel > 500 px/s or "
                + "released below the middle; yvel 0: the nearer state; down: half-expanded or collapsed by nearness",
            source: behaviorSource + " onViewReleased"),
        LibraryRule(
            .skipping,
            "skip-collapsed false: collapsed is kept; fit-to-contents true has no half-expanded state, so a release "
                + "goes between expanded and collapsed",
            source: behaviorSource + " shouldHide, setSkipCollapsed, setFitToContents"),
        LibraryRule(
            .removal,
            "hides (the dialog cancels) when shouldHide: |top + yvel x 0.1 - collapsed| / peek > 0.5, and the release "
                + "is fast or low; hideable is the dialog's cancelable, true",
            source: behaviorSource + " shouldHide (HIDE_FRICTION, HIDE_THRESHOLD); " + dialogSource
                + " setCancelable"),
        LibraryRule(
            .backdrop, "the dialog window's dim 0.32 whenever the sheet shows, whatever its position",
            source: "sheetlab's reading: the dialog theme's android:backgroundDimAmount"),
        LibraryRule(
            .tap,
            "cancels the dialog, hiding the sheet (canceled-on-touch-outside true); so does a touch that starts "
                + "outside the sheet, as it lifts (touch_outside's click); none in a layout (host layout)",
            source: dialogSource + " wrapInBottomSheet (touch_outside), setCanceledOnTouchOutside"),
        LibraryRule(
            .escape, "back: hides the sheet when hideable, else collapses it",
            source: behaviorSource + " handleBackInvoked"),
        LibraryRule(
            .reduceMotion, "none: ViewDragHelper settles the same; the behaviour reads no animator scale",
            source: behaviorSource + "; androidx ViewDragHelper.java (no reduce-motion code)"),
        LibraryRule(
            .settle,
            "ViewDragHelper: a duration from the distance and the clamped velocity (at most 600 ms), eased by the "
                + "quintic (t - 1)^5 + 1; no spring",
            source: "androidx ViewDragHelper.java computeSettleDuration, computeAxisDuration, sInterpolator"),
    ]
}

extension PanModalDesign {
    static let rules: [LibraryRule] = [
        LibraryRule(
            .positions,
            "the long form (max height: top-offset, the safe area's top + 21) and the short form (the long form's by "
                + "default); the bottom of the container dismisses",
            source: "slackhq/PanModal PanModal/Presentable/PanModalPresentable+LayoutHelpers.swift shortFormYPos, "
                + "longFormYPos; PanModalPresentable+Defaults.swift"),
        LibraryRule(
            .drag,
            "incremental: each event adds the translation since the last (the first brings the whole hysteresis); "
                + "above the long form the sheet moves at half the finger's pace and stops at the long form "
                + "(anchor-modal-to-long-form)",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift respond(to:), "
                + "adjust(toYPosition:)"),
        LibraryRule(
            .release,
            "|v| > 300 pt/s: up goes to the long form; down dismisses unless nearer the long form than the bottom "
                + "and above the short form (then the short form); slow: the nearest of the bottom, short and long "
                + "forms; no projection",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift "
                + "didPanOnPresentedView(_:), nearest(to:inValues:) (snapMovementSensitivity 0.7)"),
        LibraryRule(
            .skipping,
            "a fast flick up from the short form goes to the long form; down, it skips the short form only to dismiss",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift "
                + "didPanOnPresentedView(_:)"),
        LibraryRule(
            .removal,
            "dismisses on a fast flick down past the middle or below the short form, or a slow release nearest the "
                + "bottom (allows-drag-to-dismiss)",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift "
                + "didPanOnPresentedView(_:), dismissPresentedViewController()"),
        LibraryRule(
            .backdrop,
            "black at 0.7 at and above the short form; below it 0.7 x (1 - (y - short form) / container height)",
            source: "slackhq/PanModal PanModal/View/DimmedView.swift; PanModalPresentationController.swift "
                + "adjust(toYPosition:)"),
        LibraryRule(
            .tap, "dismisses (allows-tap-to-dismiss true)",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift backgroundView didTap"),
        LibraryRule(
            .escape, "ignored: PanModal implements no accessibilityPerformEscape",
            source: "slackhq/PanModal (no accessibilityPerformEscape in its sources; issue #173)"),
        LibraryRule(
            .reduceMotion, "none: the UIView spring runs the same",
            source: "slackhq/PanModal PanModal/Animator/PanModalAnimator.swift (no reduce-motion code)"),
        LibraryRule(
            .settle,
            "UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) for every snap, "
                + "the presentation and the dismissal: the release velocity is not handed on",
            source: "slackhq/PanModal PanModal/Animator/PanModalAnimator.swift animate(_:config:completion:)"),
    ]
}

extension GorhomDesign {
    static let rules: [LibraryRule] = [
        LibraryRule(
            .positions,
            "the snap points (heights from the container's bottom, index 0 the lowest) and, with "
                + "enable-pan-down-to-close, the closed position (index -1)",
            source: repository + "src/utilities/normalizeSnapPoint.ts; src/components/bottomSheet/BottomSheet.tsx"),
        LibraryRule(
            .drag,
            "the position follows the translation from touch-down; past the highest and lowest points, with "
                + "over-drag, limit -/+ sqrt(1 + distance) x 2.5",
            source: repository + "src/hooks/useGestureEventsHandlersDefault.tsx handleOnChange"),
        LibraryRule(
            .release,
            "snap to the point nearest position + 0.2 s x velocity (the closed position among them); a destination "
                + "where the sheet is does nothing",
            source: repository + "src/hooks/useGestureEventsHandlersDefault.tsx handleOnEnd; src/utilities/"
                + "snapPoint.ts"),
        LibraryRule(
            .skipping,
            "yes: the projection may pass any number of points, so a fast flick skips snap points",
            source: repository + "src/utilities/snapPoint.ts"),
        LibraryRule(
            .removal,
            "closes when the closed position is nearest the projection (enable-pan-down-to-close, true for "
                + "BottomSheetModal); then onClose and the modal's onDismiss",
            source: repository + "src/components/bottomSheetModal/BottomSheetModal.tsx handleBottomSheetOnClose, "
                + "unmount"),
        LibraryRule(
            .backdrop,
            "0.5 x the animated index interpolated from disappears-on-index 0 to appears-on-index 1, clamped",
            source: repository + "src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx containerAnimatedStyle"),
        LibraryRule(
            .tap, "closes the sheet (press-behavior close)",
            source: repository + "src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx handleOnPress"),
        LibraryRule(
            .escape, "ignored: no accessibility escape in the sources read (the sheet's role is adjustable)",
            source: repository + "src/components/bottomSheet/constants.ts DEFAULT_ACCESSIBILITY_ROLE"),
        LibraryRule(
            .reduceMotion,
            "skips the animation (override-reduce-motion system): Reanimated jumps to the destination",
            source: repository + "src/utilities/animate.ts (ReduceMotion.System); software-mansion/"
                + "react-native-reanimated"),
        LibraryRule(
            .settle,
            "withSpring(damping 500, stiffness 1000, mass 3, overshoot clamping, rest thresholds 10) from half the "
                + "release velocity; zeta 4.56 >= 1, which Reanimated runs critically damped",
            source: repository + "src/utilities/animate.ts; src/hooks/useGestureEventsHandlersDefault.tsx "
                + "handleOnEnd (velocityY / 2); software-mansion/react-native-reanimated src/animation/spring.ts"),
    ]
}
