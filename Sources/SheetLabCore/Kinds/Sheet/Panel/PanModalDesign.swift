/// `profile=panmodal`: slackhq/PanModal's presentation (PanModal/Controller/
/// PanModalPresentationController.swift) with `PanModalPresentable`'s defaults
/// (PanModal/Presentable/PanModalPresentable+Defaults.swift, +LayoutHelpers.swift).
public struct PanModalDesign: PanelDesign {
    /// `PanModalHeight`: how tall a form is.
    public enum Height: Sendable, Hashable {
        case maxHeight
        case maxHeightWithTopInset(Double)
        case contentHeight(Double)
        case contentHeightIgnoringSafeArea(Double)

        /// Parses `max-height`, `max-height-with-top-inset:N`, `content:N`, `content-ignoring-safe-area:N`.
        init(parsing text: String, for name: String) throws(ParameterError) {
            let expected = "max-height, max-height-with-top-inset:N, content:N or content-ignoring-safe-area:N"
            if text == "max-height" {
                self = .maxHeight
                return
            }
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw .invalidValue(name: name, value: text, expected: expected) }
            let value: Double
            do {
                value = try ParameterParsing.number(parts[1], for: name, .nonNegative)
            } catch {
                throw .invalidValue(name: name, value: text, expected: expected)
            }
            switch parts[0] {
            case "max-height-with-top-inset": self = .maxHeightWithTopInset(value)
            case "content": self = .contentHeight(value)
            case "content-ignoring-safe-area": self = .contentHeightIgnoringSafeArea(value)
            default: throw .invalidValue(name: name, value: text, expected: expected)
            }
        }

        var text: String {
            switch self {
            case .maxHeight: "max-height"
            case .maxHeightWithTopInset(let inset): "max-height-with-top-inset:" + PanelParameterText.text(inset)
            case .contentHeight(let height): "content:" + PanelParameterText.text(height)
            case .contentHeightIgnoringSafeArea(let height):
                "content-ignoring-safe-area:" + PanelParameterText.text(height)
            }
        }
    }

    /// `long-form-height`: `.maxHeight` (no `panScrollable`).
    var longFormHeight = Height.maxHeight
    /// `short-form-height`: the long form's (`shortFormHeight` returns `longFormHeight`); nil follows it.
    var shortFormHeight: Height?
    /// `top-offset`: `topLayoutOffset + 21` (the safe area's top + 21); nil for that default.
    var topOffset: Double?
    /// `spring-damping`: 0.8.
    var springDamping = 0.8
    /// `transition-duration`: `PanModalAnimator.Constants.defaultTransitionDuration`, 0.5 s.
    var transitionDuration = 0.5
    /// `anchor-modal-to-long-form`: true.
    var anchorModalToLongForm = true
    /// `allows-drag-to-dismiss`: true.
    var allowsDragToDismiss = true
    /// `allows-tap-to-dismiss`: true.
    var allowsTapToDismiss = true
    /// `background-alpha`: `panModalBackgroundColor`, black at 0.7.
    var backgroundAlpha = 0.7
    /// `is-haptic-feedback-enabled`: true (a selection haptic as the presentation starts).
    var isHapticFeedbackEnabled = true
    /// `min-distance`: UIPanGestureRecognizer's hysteresis (not public: sheetlab takes 10 pt).
    var minDistance = 10.0

    public init() {}

    static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "long-form-height", defaultValue: "max-height",
            summary: "the long form: PanModalHeight .maxHeight, .maxHeightWithTopInset(N), .contentHeight(N) or "
                + ".contentHeightIgnoringSafeArea(N)",
            range: "max-height, max-height-with-top-inset:N, content:N or content-ignoring-safe-area:N (N >= 0)",
            source: "slackhq/PanModal PanModal/Presentable/PanModalPresentable+Defaults.swift longFormHeight; "
                + "PanModal/Presentable/PanModalHeight.swift"),
        ParameterInfo(
            name: "short-form-height", defaultValue: "long-form",
            summary: "the short form, written as long-form-height is; long-form: the same as the long form",
            range: "long-form, or as long-form-height",
            source: "slackhq/PanModal PanModal/Presentable/PanModalPresentable+Defaults.swift shortFormHeight"),
        ParameterInfo(
            name: "top-offset", defaultValue: "auto",
            summary: "the forms' offset from the top; auto: the safe "
                + "area's top + 21", unit: "pt", range: "auto or >= 0",
            source: "slackhq/PanModal PanModal/Presentable/PanModalPresentable+Defaults.swift topOffset "
                + "(topLayoutOffset + 21.0)"),
        ParameterInfo(
            name: "spring-damping", defaultValue: "0.8",
            summary: "the UIView spring's damping ratio for every snap, presentation and dismissal",
            range: "above 0, at most 1",
            source: "slackhq/PanModal PanModal/Presentable/PanModalPresentable+Defaults.swift springDamping; "
                + "PanModal/Animator/PanModalAnimator.swift animate"),
        ParameterInfo(
            name: "transition-duration", defaultValue: "0.5", summary: "the UIView spring's duration", unit: "s",
            range: ">= 0",
            source: "slackhq/PanModal PanModal/Animator/PanModalAnimator.swift Constants.defaultTransitionDuration"),
        ParameterInfo(
            name: "anchor-modal-to-long-form", defaultValue: "true", words: ["true", "false"],
            summary: "true: the sheet stops at the long form; false: above it the sheet goes on to top-offset at "
                + "half the finger's pace", range: "true, false",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift respond(to:), "
                + "adjust(toYPosition:)"),
        ParameterInfo(
            name: "allows-drag-to-dismiss", defaultValue: "true", words: ["true", "false"],
            summary: "false: a release that would dismiss goes to the short form instead", range: "true, false",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift "
                + "didPanOnPresentedView(_:)"),
        ParameterInfo(
            name: "allows-tap-to-dismiss", defaultValue: "true", words: ["true", "false"],
            summary: "a tap on the dimmed background dismisses", range: "true, false",
            source: "slackhq/PanModal PanModal/Controller/PanModalPresentationController.swift backgroundView didTap"),
        ParameterInfo(
            name: "background-alpha", defaultValue: "0.7",
            summary: "the dim at and above the short form; below it, that x (1 - (y - short form) / container height)",
            range: "0 to 1",
            source: "slackhq/PanModal PanModal/Presentable/PanModalPresentable+Defaults.swift "
                + "panModalBackgroundColor (black, alpha 0.7); PanModal/View/DimmedView.swift; "
                + "PanModalPresentationController.swift adjust(toYPosition:)"),
        ParameterInfo(
            name: "is-haptic-feedback-enabled", defaultValue: "true", words: ["true", "false"],
            summary: "a selection haptic as the presentation starts", range: "true, false",
            source: "slackhq/PanModal PanModal/Animator/PanModalPresentationAnimator.swift "
                + "animatePresentation (feedbackGenerator.selectionChanged())"),
        PanelParameters.uiKitPanMinimumDistance,
    ]

    mutating func set(_ name: String, to text: String) throws(ParameterError) -> Bool {
        switch name {
        case "long-form-height": longFormHeight = try Height(parsing: text, for: name)
        case "short-form-height": shortFormHeight = text == "long-form" ? nil : try Height(parsing: text, for: name)
        case "top-offset": topOffset = text == "auto" ? nil : try PanelParameterText.number(name, text)
        case "spring-damping":
            let ratio = try PanelParameterText.number(name, text, .unitInterval)
            guard ratio > 0 else {
                throw .invalidValue(name: name, value: text, expected: "a number above 0, at most 1")
            }
            springDamping = ratio
        case "transition-duration": transitionDuration = try PanelParameterText.number(name, text)
        case "anchor-modal-to-long-form": anchorModalToLongForm = try PanelParameterText.flag(name, text)
        case "allows-drag-to-dismiss": allowsDragToDismiss = try PanelParameterText.flag(name, text)
        case "allows-tap-to-dismiss": allowsTapToDismiss = try PanelParameterText.flag(name, text)
        case "background-alpha": backgroundAlpha = try PanelParameterText.number(name, text, .unitInterval)
        case "is-haptic-feedback-enabled": isHapticFeedbackEnabled = try PanelParameterText.flag(name, text)
        case "min-distance": minDistance = try PanelParameterText.number(name, text)
        default: return false
        }
        return true
    }

    func text(of name: String) -> String? {
        switch name {
        case "long-form-height": longFormHeight.text
        case "short-form-height": shortFormHeight?.text ?? "long-form"
        case "top-offset": topOffset.map(PanelParameterText.text) ?? "auto"
        case "spring-damping": PanelParameterText.text(springDamping)
        case "transition-duration": PanelParameterText.text(transitionDuration)
        case "anchor-modal-to-long-form": PanelParameterText.text(anchorModalToLongForm)
        case "allows-drag-to-dismiss": PanelParameterText.text(allowsDragToDismiss)
        case "allows-tap-to-dismiss": PanelParameterText.text(allowsTapToDismiss)
        case "background-alpha": PanelParameterText.text(backgroundAlpha)
        case "is-haptic-feedback-enabled": PanelParameterText.text(isHapticFeedbackEnabled)
        case "min-distance": PanelParameterText.text(minDistance)
        default: nil
        }
    }

    // MARK: - Layout (PanModalPresentable+LayoutHelpers.swift)

    func resolvedTopOffset(in environment: Environment) -> Double {
        topOffset ?? environment.safeAreaTop + 21
    }

    /// `topMargin(from:)`.
    func topMargin(_ height: Height, in environment: Environment) -> Double {
        let bottomYPos = environment.screenHeight - resolvedTopOffset(in: environment)
        switch height {
        case .maxHeight: return 0
        case .maxHeightWithTopInset(let inset): return inset
        case .contentHeight(let content): return bottomYPos - (content + environment.safeAreaBottom)
        case .contentHeightIgnoringSafeArea(let content): return bottomYPos - content
        }
    }

    /// `longFormYPos`: `max(topMargin(long), topMargin(.maxHeight)) + topOffset`.
    func longFormY(in environment: Environment) -> Double {
        max(topMargin(longFormHeight, in: environment), 0) + resolvedTopOffset(in: environment)
    }

    /// `shortFormYPos`: `max(topMargin(short) + topOffset, longFormYPos)` (VoiceOver, which
    /// sheetlab does not model, makes it the long form's).
    func shortFormY(in environment: Environment) -> Double {
        max(
            topMargin(shortFormHeight ?? longFormHeight, in: environment) + resolvedTopOffset(in: environment),
            longFormY(in: environment))
    }

    func positions(in environment: Environment) -> [PanelPosition] {
        [
            PanelPosition(name: "long-form", top: longFormY(in: environment)),
            PanelPosition(name: "short-form", top: shortFormY(in: environment)),
        ]
    }

    /// The presentation animator moves to `shortFormYPos`.
    func initialIndex(in positions: [PanelPosition]) -> Int { 1 }

    /// Dismissed at the container's height.
    func dismissedTop(in environment: Environment) -> Double { environment.screenHeight }

    var minimumDragDistance: Double { minDistance }
    /// The pan gesture recognizer is added to the container view: a drag anywhere moves the sheet.
    var dragsFromOutsideTheSheet: Bool { true }

    var presentationHaptics: [String] { isHapticFeedbackEnabled ? ["selectionChanged()"] : [] }
}
