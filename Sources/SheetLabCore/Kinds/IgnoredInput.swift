/// Input a machine received and did nothing with, and the rule that ignores it: a touch that
/// misses the content, a touch while no touches are taken, a finger lifted before its drag
/// began, an escape or backdrop tap that nothing answers.
///
/// Machines report it as `Occurrence.ignored`, so it prints as a transition line, is logged, and
/// `explain` can say what was ignored and by which rule.
public struct IgnoredInput: Sendable, Hashable {
    /// What was ignored.
    public enum Input: String, Sendable, Hashable {
        case touch
        case escape
        case backdropTap = "backdrop tap"
        /// A button (`press NAME BUTTON`).
        case press
    }

    public var input: Input
    /// What and why, as the transition line prints it after `ignored `:
    /// `touch-down at 201.0,100.0: outside the content (y 301.0 to 601.0)`.
    public var reason: String
    /// The rule that ignores it, with its source (`SwiftUI hit testing: ...`, `seed ...`).
    public var rule: String

    public init(_ input: Input, reason: String, rule: String) {
        self.input = input
        self.reason = reason
        self.rule = rule
    }
}

extension IgnoredInput {
    /// A touch-down on a vertical kind (screen, modal, sheet) that begins nothing, or nil when it
    /// is taken: while the phase takes no touches, or outside `content` (models.md, Touches).
    static func touchDown(at point: Point, phase: Phase, content: Rectangle) -> IgnoredInput? {
        let place = "touch-down at \(ComparisonText.points(point.x)),\(ComparisonText.points(point.y))"
        guard phase.takesTouches else {
            return IgnoredInput(
                .touch, reason: "\(place): no touches while \(phase.rawValue) (hit-testing false)",
                rule: "the content takes no touches while presenting, committing or dismissed "
                    + "(allowsHitTesting), for the touch's whole life")
        }
        guard !content.contains(point) else { return nil }
        let bounds =
            "x \(ComparisonText.points(content.minX)) to \(ComparisonText.points(content.maxX)), "
            + "y \(ComparisonText.points(content.minY)) to \(ComparisonText.points(content.maxY))"
        return IgnoredInput(
            .touch, reason: "\(place): outside the content (\(bounds))",
            rule: "SwiftUI hit testing: a touch that starts outside the view never reaches its DragGesture")
    }

    /// A finger lifted before its drag began: every sample stayed under `minimumDistance` from
    /// touch-down (DragGesture's minimumDistance).
    static func liftedBeforeBegin(_ session: DragSession, minimumDistance: Double) -> IgnoredInput {
        IgnoredInput(
            .touch,
            reason: "touch: lifted \(ComparisonText.points(session.distance)) pt from its touch-down, "
                + "under min-distance \(ComparisonText.points(minimumDistance)), so no drag began",
            rule: "DragGesture(minimumDistance:) begins on the first sample at least that far from touch-down; "
                + "until then nothing moves")
    }

    /// A button press while the content takes no touches.
    static func pressWhileHidden(_ button: String, phase: Phase) -> IgnoredInput {
        IgnoredInput(
            .press, reason: "press \(button): no presses while \(phase.rawValue) (hit-testing false)",
            rule: "a view that takes no touches takes no button press")
    }

    /// An escape or backdrop tap while the content takes no touches.
    static func whileHidden(_ input: Input, phase: Phase) -> IgnoredInput {
        IgnoredInput(
            input, reason: "\(input.rawValue): no \(input.rawValue) while \(phase.rawValue) (hit-testing false)",
            rule: "nothing answers an escape or backdrop tap while presenting, committing or dismissed")
    }
}
