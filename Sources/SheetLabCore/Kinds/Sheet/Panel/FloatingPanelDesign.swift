/// `profile=floatingpanel`: scenee/FloatingPanel's bottom panel with its default layout and
/// behaviour (Sources/Layout.swift `FloatingPanelBottomLayout`, Sources/Behavior.swift
/// `FloatingPanelDefaultBehavior`, Sources/Core.swift).
public struct FloatingPanelDesign: PanelDesign {
    /// `FloatingPanelState`: its anchors, most expanded first (the states' `order`: 1000, 500, 100, 0).
    public enum State: String, Sendable, Hashable, CaseIterable {
        case full, half, tip, hidden
    }

    /// `anchors`: the states the layout lists (FloatingPanelBottomLayout: full, half and tip).
    var anchors: [State] = [.full, .half, .tip]
    /// `initial-state`: FloatingPanelBottomLayout `initialState`, `.half`.
    var initialState = State.half
    /// `full-inset`: `.full` at `absoluteInset: 18` from the top edge.
    var fullInset = PanelLength.points(18)
    /// `half-inset`: `.half` at `fractionalInset: 0.5` from the bottom edge.
    var halfInset = PanelLength.fraction(0.5)
    /// `tip-inset`: `.tip` at `absoluteInset: 69` from the bottom edge.
    var tipInset = PanelLength.points(69)
    /// `hidden-inset`: `.hidden` from the bottom edge when `anchors` lists it.
    var hiddenInset = PanelLength.points(0)
    /// `reference-guide`: the anchors measure the safe area (`.safeArea`) or the whole view (`.superview`).
    var measuresSafeArea = true
    /// `backdrop-alpha`: FloatingPanelBottomLayout `backdropAlpha(for:)`, 0.3 at `.full`, 0 elsewhere.
    var backdropAlpha = 0.3
    /// `spring-deceleration-rate`: `UIScrollView.DecelerationRate.fast.rawValue + 0.001` (0.99 + 0.001).
    var springDecelerationRate = 0.991
    /// `spring-response-time`: 0.4 s.
    var springResponseTime = 0.4
    /// `momentum-projection-rate`: `UIScrollView.DecelerationRate.normal.rawValue` (0.998).
    var momentumProjectionRate = 0.998
    /// `redirectional-progress`: 0.5.
    var redirectionalProgress = 0.5
    /// `allows-rubber-banding`: the edges that band (`allowsRubberBanding(for:)`, false for every edge).
    var rubberBanding = "none"
    /// `should-project-momentum`: BehaviorAdapter's `?? false` (the protocol's comment says true; the code wins).
    var shouldProjectMomentum = false
    /// `is-removal-interaction-enabled`: FloatingPanelController, false.
    var isRemovalInteractionEnabled = false
    /// `removal-interaction-velocity-threshold`: 5.5 (1/s: the velocity over the distance to hidden).
    var removalInteractionVelocityThreshold = 5.5
    /// `dismissal-tap`: `backdropView.dismissalTapGestureRecognizer.isEnabled`, false.
    var dismissalTap = false
    /// `display-scale`: `fp_displayScale`, pixels per point, for the attraction's stop rule.
    var displayScale = 3.0
    /// `min-distance`: UIPanGestureRecognizer's hysteresis (not public; sheetlab takes 10 pt).
    var minDistance = 10.0

    public init() {}

    static let rubberBandingWords = ["none", "top", "bottom", "all"]

    /// The parameters, in the order `help sheet` lists them.
    static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "anchors", defaultValue: "full,half,tip",
            summary: "the layout's states, the positions a release chooses from (hidden: only when listed)",
            range: "a comma list of full, half, tip and hidden, each once, not hidden alone",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.anchors"),
        ParameterInfo(
            name: "initial-state", defaultValue: "half", words: State.allCases.map(\.rawValue),
            summary: "the state presented (one of anchors, or hidden)", range: "full, half, tip, hidden",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.initialState"),
        ParameterInfo(
            name: "full-inset", defaultValue: "18",
            summary: "full's inset from the top edge: NNN is absoluteInset (pt), NN% fractionalInset",
            range: "NNN (pt) or NN% from 0 to 100",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.anchors "
                + "(absoluteInset: 18.0, edge: .top)"),
        ParameterInfo(
            name: "half-inset", defaultValue: "50%", summary: "half's inset from the bottom edge",
            range: "NNN (pt) or NN% from 0 to 100",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.anchors "
                + "(fractionalInset: 0.5, edge: .bottom)"),
        ParameterInfo(
            name: "tip-inset", defaultValue: "69", summary: "tip's inset from the bottom edge",
            range: "NNN (pt) or NN% from 0 to 100",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.anchors "
                + "(absoluteInset: 69.0, edge: .bottom)"),
        ParameterInfo(
            name: "hidden-inset", defaultValue: "0",
            summary: "hidden's inset from the bottom edge when anchors lists hidden; otherwise hidden lies 100 pt "
                + "below the view", range: "NNN (pt) or NN% from 0 to 100",
            source: "scenee/FloatingPanel Sources/Layout.swift LayoutAdapter.hiddenAnchor "
                + "(absoluteInset: -100, edge: .top, referenceGuide: .superview)"),
        ParameterInfo(
            name: "reference-guide", defaultValue: "safe-area", words: ["safe-area", "superview"],
            summary: "what the insets measure: the safe area or the whole view", range: "safe-area, superview",
            source: "scenee/FloatingPanel Sources/LayoutAnchoring.swift FloatingPanelLayoutAnchor.referenceGuide "
                + "(.safeArea)"),
        ParameterInfo(
            name: "backdrop-alpha", defaultValue: "0.3",
            summary: "the backdrop at full, 0 at the other anchors, linear between neighbouring anchors",
            range: "0 to 1",
            source: "scenee/FloatingPanel Sources/Layout.swift FloatingPanelBottomLayout.backdropAlpha(for:); "
                + "Sources/Core.swift getBackdropAlpha(at:with:)"),
        ParameterInfo(
            name: "spring-deceleration-rate", defaultValue: "0.991",
            summary: "the attraction's damping: zeta = ln(rate) / (-2 pi 0.001 / spring-response-time) when "
                + "|velocity| > 300 pt/s, else 1", range: "0 to 1",
            source: "scenee/FloatingPanel Sources/Behavior.swift FloatingPanelDefaultBehavior.springDecelerationRate "
                + "(UIScrollView.DecelerationRate.fast + 0.001); Sources/Core.swift NumericSpringAnimator.init"),
        ParameterInfo(
            name: "spring-response-time", defaultValue: "0.4",
            summary: "the attraction's period: omega = 2 pi / spring-response-time", unit: "s", range: "> 0",
            source: "scenee/FloatingPanel Sources/Behavior.swift FloatingPanelDefaultBehavior.springResponseTime"),
        ParameterInfo(
            name: "momentum-projection-rate", defaultValue: "0.998",
            summary: "a release's projection: position + (velocity / 1000) x rate / (1 - rate)",
            range: "0 to below 1",
            source: "scenee/FloatingPanel Sources/Behavior.swift FloatingPanelDefaultBehavior.momentumProjectionRate "
                + "(UIScrollView.DecelerationRate.normal); Sources/Core.swift project(initialVelocity:)"),
        ParameterInfo(
            name: "redirectional-progress", defaultValue: "0.5",
            summary: "past this share of a segment a release goes on to the next anchor, else back", range: ">= 0",
            source: "scenee/FloatingPanel Sources/Behavior.swift FloatingPanelDefaultBehavior.redirectionalProgress; "
                + "Sources/Core.swift targetState"),
        ParameterInfo(
            name: "allows-rubber-banding", defaultValue: "none", words: rubberBandingWords,
            summary: "edges past the anchors where the drag bands, (1 - 1/(x 0.55/d + 1)) d; elsewhere the panel "
                + "follows the finger unclamped", range: "none, top, bottom, all",
            source: "scenee/FloatingPanel Sources/Behavior.swift allowsRubberBanding(for:) (false); "
                + "Sources/Layout.swift LayoutAdapter.updateInteractiveEdgeConstraint, rubberBandEffect"),
        ParameterInfo(
            name: "should-project-momentum", defaultValue: "false", words: ["true", "false"],
            summary: "true lets a flick skip anchors; false keeps the projection within the next segment",
            range: "true, false",
            source: "scenee/FloatingPanel Sources/Behavior.swift BehaviorAdapter.shouldProjectMomentum (?? false)"),
        ParameterInfo(
            name: "is-removal-interaction-enabled", defaultValue: "false", words: ["true", "false"],
            summary: "a release may remove the panel, and escape dismisses it", range: "true, false",
            source: "scenee/FloatingPanel Sources/Controller.swift isRemovalInteractionEnabled, "
                + "accessibilityPerformEscape"),
        ParameterInfo(
            name: "removal-interaction-velocity-threshold", defaultValue: "5.5",
            summary: "a release removes when its velocity over the distance to hidden is at least this",
            unit: "1/s", range: ">= 0",
            source: "scenee/FloatingPanel Sources/Behavior.swift "
                + "FloatingPanelDefaultBehavior.removalInteractionVelocityThreshold; Sources/Core.swift "
                + "panningEnd(with:velocity:)"),
        ParameterInfo(
            name: "dismissal-tap", defaultValue: "false", words: ["true", "false"],
            summary: "a backdrop tap removes the panel", range: "true, false",
            source: "scenee/FloatingPanel Sources/Core.swift Core.init "
                + "(backdropView.dismissalTapGestureRecognizer.isEnabled = false), handleBackdrop(tapGesture:)"),
        ParameterInfo(
            name: "display-scale", defaultValue: "3",
            summary: "pixels per point: the attraction stops within 1/display-scale of its target", range: "> 0",
            source: "scenee/FloatingPanel Sources/Core.swift NumericSpringAnimator.update (fp_displayScale)"),
        PanelParameters.uiKitPanMinimumDistance,
    ]

    /// Sets one parameter from its text; false when the name is not one of this design's.
    mutating func set(_ name: String, to text: String) throws(ParameterError) -> Bool {
        switch name {
        case "anchors":
            var list: [State] = []
            let expected = "a comma list of full, half, tip and hidden, each once"
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let state = State(rawValue: String(item)) else {
                    throw .invalidValue(
                        name: name, value: text,
                        expected: expected + Suggestion.hint(for: String(item), in: State.allCases.map(\.rawValue)))
                }
                guard !list.contains(state) else { throw .invalidValue(name: name, value: text, expected: expected) }
                list.append(state)
            }
            guard list.contains(where: { $0 != .hidden }) else {
                throw .invalidValue(name: name, value: text, expected: "at least one of full, half and tip")
            }
            anchors = State.allCases.filter(list.contains)
            if !anchors.contains(initialState) { initialState = anchors[0] }
        case "initial-state":
            guard let state = State(rawValue: text), anchors.contains(state) || state == .hidden else {
                throw .invalidValue(
                    name: name, value: text, expected: "one of " + anchors.map(\.rawValue).joined(separator: ", "))
            }
            initialState = state
        case "full-inset": fullInset = try PanelLength(parsing: text, for: name)
        case "half-inset": halfInset = try PanelLength(parsing: text, for: name)
        case "tip-inset": tipInset = try PanelLength(parsing: text, for: name)
        case "hidden-inset": hiddenInset = try PanelLength(parsing: text, for: name)
        case "reference-guide":
            measuresSafeArea = try PanelParameterText.word(name, text, in: ["safe-area", "superview"]) == "safe-area"
        case "backdrop-alpha": backdropAlpha = try PanelParameterText.number(name, text, .unitInterval)
        case "spring-deceleration-rate":
            springDecelerationRate = try PanelParameterText.number(name, text, .unitInterval)
        case "spring-response-time": springResponseTime = try PanelParameterText.number(name, text, .positive)
        case "momentum-projection-rate":
            let rate = try PanelParameterText.number(name, text, .unitInterval)
            guard rate < 1 else { throw .invalidValue(name: name, value: text, expected: "a number from 0 to below 1") }
            momentumProjectionRate = rate
        case "redirectional-progress": redirectionalProgress = try PanelParameterText.number(name, text)
        case "allows-rubber-banding":
            rubberBanding = try PanelParameterText.word(name, text, in: Self.rubberBandingWords)
        case "should-project-momentum": shouldProjectMomentum = try PanelParameterText.flag(name, text)
        case "is-removal-interaction-enabled": isRemovalInteractionEnabled = try PanelParameterText.flag(name, text)
        case "removal-interaction-velocity-threshold":
            removalInteractionVelocityThreshold = try PanelParameterText.number(name, text)
        case "dismissal-tap": dismissalTap = try PanelParameterText.flag(name, text)
        case "display-scale": displayScale = try PanelParameterText.number(name, text, .positive)
        case "min-distance": minDistance = try PanelParameterText.number(name, text)
        default: return false
        }
        return true
    }

    /// The parameter's value as a user writes it; nil for a name not of this design.
    func text(of name: String) -> String? {
        switch name {
        case "anchors": anchors.map(\.rawValue).joined(separator: ",")
        case "initial-state": initialState.rawValue
        case "full-inset": fullInset.text
        case "half-inset": halfInset.text
        case "tip-inset": tipInset.text
        case "hidden-inset": hiddenInset.text
        case "reference-guide": measuresSafeArea ? "safe-area" : "superview"
        case "backdrop-alpha": PanelParameterText.text(backdropAlpha)
        case "spring-deceleration-rate": PanelParameterText.text(springDecelerationRate)
        case "spring-response-time": PanelParameterText.text(springResponseTime)
        case "momentum-projection-rate": PanelParameterText.text(momentumProjectionRate)
        case "redirectional-progress": PanelParameterText.text(redirectionalProgress)
        case "allows-rubber-banding": rubberBanding
        case "should-project-momentum": PanelParameterText.text(shouldProjectMomentum)
        case "is-removal-interaction-enabled": PanelParameterText.text(isRemovalInteractionEnabled)
        case "removal-interaction-velocity-threshold": PanelParameterText.text(removalInteractionVelocityThreshold)
        case "dismissal-tap": PanelParameterText.text(dismissalTap)
        case "display-scale": PanelParameterText.text(displayScale)
        case "min-distance": PanelParameterText.text(minDistance)
        default: nil
        }
    }
}
