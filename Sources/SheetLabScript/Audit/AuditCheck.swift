/// The checks of `audit`, in the order they run and print (issue 13).
public enum AuditCheck: String, Sendable, Hashable, CaseIterable {
    case escape
    case nonDragPath = "non-drag-path"
    case reduceMotion = "reduce-motion"
    case reduceMotionToggle = "reduce-motion-toggle"
    case callbackOnce = "callback-once"
    case touchDuringExit = "touch-during-exit"
    case rightToLeft = "rtl"
    case refusedDismissFeedback = "refused-dismiss-feedback"
    case hitArea = "hit-area"

    /// What the check asks, in one line.
    public var question: String {
        switch self {
        case .escape:
            "the accessibility escape from every reachable phase fires exactly one onDismiss or edge action, "
                + "or is ignored by a rule the design states"
        case .nonDragPath:
            "every outcome dragging reaches can also be reached by a single pointer without dragging"
        case .reduceMotion:
            "with reduce motion on, no spring, scale or overshoot runs; positional motion is reported"
        case .reduceMotionToggle:
            "reduce motion turned on and off mid-animation leaves no stuck phase and no second callback"
        case .callbackOnce:
            "onDismiss (edge: the action) fires exactly once per presentation over every interleaving to depth 6"
        case .touchDuringExit:
            "a touch during the exit animation cannot grab the leaving content"
        case .rightToLeft:
            "with a right-to-left layout the leading edge is the right one"
        case .refusedDismissFeedback:
            "a refused escape or tap gives assistive-technology users some feedback"
        case .hitArea:
            "the edge's hit width against the 44 pt and 24 px minimum target sizes"
        }
    }

    /// The published rule the check serves.
    public var rule: AuditRule {
        switch self {
        case .escape:
            AuditRule(
                citation:
                    "Apple HIG, Modality (an obvious way out of a modal view); VoiceOver's escape "
                    + "(accessibilityPerformEscape, SwiftUI .accessibilityAction(.escape))",
                links: [
                    "https://developer.apple.com/design/human-interface-guidelines/modality",
                    "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()",
                    "https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape",
                ])
        case .nonDragPath:
            AuditRule(
                citation:
                    "WCAG 2.2 SC 2.5.7 Dragging Movements (AA); Apple HIG, Accessibility (alternatives to gestures)",
                links: [
                    "https://www.w3.org/TR/WCAG22/#dragging-movements",
                    "https://developer.apple.com/design/human-interface-guidelines/accessibility",
                ])
        case .reduceMotion:
            AuditRule(
                citation:
                    "WCAG 2.2 SC 2.3.3 Animation from Interactions (AAA); Apple's Reduce Motion "
                    + "(accessibilityReduceMotion: avoid large animations)",
                links: [
                    "https://www.w3.org/TR/WCAG22/#animation-from-interactions",
                    "https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion",
                    "https://developer.apple.com/design/human-interface-guidelines/motion",
                ])
        case .reduceMotionToggle:
            AuditRule(
                citation:
                    "WCAG 2.2 SC 2.3.3 Animation from Interactions (AAA); Reduce Motion may change at any "
                    + "moment (docs/commands.md#commands, set: from the next event on)",
                links: [
                    "https://www.w3.org/TR/WCAG22/#animation-from-interactions",
                    "https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled",
                ])
        case .callbackOnce:
            AuditRule(
                citation:
                    "docs/models.md#shared-rules, Exactly once (onDismiss at most once per presentation, the edge "
                    + "action once per commit); the screen seed's guard !isDismissing",
                links: ["docs/models.md#shared-rules"])
        case .touchDuringExit:
            AuditRule(
                citation:
                    "the screen seed's .allowsHitTesting(!isDismissing); docs/models.md#shared-rules, no touches while "
                    + "presenting, committing or dismissed",
                links: ["docs/models.md#shared-rules"])
        case .rightToLeft:
            AuditRule(
                citation:
                    "EdgeSwipeBack README (leading and trailing follow the layout direction); Apple HIG, "
                    + "Right to left",
                links: ["https://developer.apple.com/design/human-interface-guidelines/right-to-left"])
        case .refusedDismissFeedback:
            AuditRule(
                citation:
                    "UIKit's presentationControllerDidAttemptToDismiss (tell people why a sheet stays); "
                    + "Apple HIG, Modality",
                links: [
                    "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/"
                        + "presentationcontrollerdidattempttodismiss(_:)",
                    "https://developer.apple.com/design/human-interface-guidelines/modality",
                ])
        case .hitArea:
            AuditRule(
                citation:
                    "Apple HIG, Accessibility (hit targets of at least 44x44 pt); WCAG 2.2 SC 2.5.8 Target Size "
                    + "(Minimum) (AA, 24 by 24 CSS px)",
                links: [
                    "https://developer.apple.com/design/human-interface-guidelines/accessibility",
                    "https://www.w3.org/TR/WCAG22/#target-size-minimum",
                ])
        }
    }
}

/// The published rule a check serves, and where to read it.
public struct AuditRule: Sendable, Hashable {
    /// The rule's name with its source, in a line.
    public var citation: String
    /// Where it is published (or the spec section of sheetlab's own contract).
    public var links: [String]
}
