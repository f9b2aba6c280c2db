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

    /// Why it was ignored, with the numbers the rule read.
    public enum Reason: Sendable, Hashable {
        /// A touch-down while the content takes no touches.
        case touchWhileHidden(Point, Phase)
        /// A touch-down outside the content.
        case touchOutside(Point, content: Rectangle)
        /// A finger lifted `distance` from its touch-down, under the drag's minimum distance.
        case liftedBeforeBegin(distance: Double, minimumDistance: Double)
        /// A button pressed while the content takes no touches.
        case pressWhileHidden(button: String, Phase)
        /// An escape or backdrop tap while the content takes no touches.
        case whileHidden(Input, Phase)
        /// A touch-down on the edge while it takes no touches.
        case edgeTouchWhileHidden(Point, Phase)
        /// A touch-down on the edge while `enabled` is false.
        case edgeTouchDisabled(Point)
        /// A touch-down `distance` from the edge, beyond `hit-width`.
        case edgeTouchOutside(Point, distance: Double, hitWidth: Double)
        /// The edge's `should-begin` is false.
        case edgeShouldBeginFalse
        /// The edge's touch went the wrong way by the time it was `beginDistance` from touch-down.
        case edgeWrongWay(beginDistance: Double, dx: Double, dy: Double, edge: PhysicalEdge)
        /// An escape while the edge's `enabled` is false.
        case edgeEscapeDisabled
        /// An escape or backdrop tap while the sheet's `dismiss` is disabled.
        case dismissDisabled(Input)
        /// A touch on a seed sheet that attaches no drag gesture.
        case noDragGesture(SheetProfile.Name)
        /// A touch-down outside a peer library's sheet, which its drag never sees.
        case libraryTouchOutside(Point, content: Rectangle, SheetProfile.Name)
        /// A finger lifted `distance` from its touch-down, under a peer library's touch slop.
        case libraryLiftedBeforeBegin(distance: Double, minimumDistance: Double, SheetProfile.Name)
        /// A touch-down on a Material sheet with `draggable=false`: the behaviour never captures it.
        case notDraggable(Point)
    }

    public var input: Input
    public var reason: Reason

    public init(_ input: Input, _ reason: Reason) {
        self.input = input
        self.reason = reason
    }
}

extension IgnoredInput {
    /// A touch-down on a vertical kind (screen, modal, sheet) that begins nothing, or nil when it
    /// is taken: while the phase takes no touches, or outside `content` (docs/models.md#shared-rules, Touches).
    static func touchDown(at point: Point, phase: Phase, content: Rectangle) -> IgnoredInput? {
        guard phase.takesTouches else { return IgnoredInput(.touch, .touchWhileHidden(point, phase)) }
        guard !content.contains(point) else { return nil }
        return IgnoredInput(.touch, .touchOutside(point, content: content))
    }

    /// A finger lifted before its drag began: every sample stayed under `minimumDistance` from
    /// touch-down (DragGesture's minimumDistance).
    static func liftedBeforeBegin(_ session: DragSession, minimumDistance: Double) -> IgnoredInput {
        IgnoredInput(.touch, .liftedBeforeBegin(distance: session.distance, minimumDistance: minimumDistance))
    }

    /// A button press while the content takes no touches.
    static func pressWhileHidden(_ button: String, phase: Phase) -> IgnoredInput {
        IgnoredInput(.press, .pressWhileHidden(button: button, phase))
    }

    /// An escape or backdrop tap while the content takes no touches.
    static func whileHidden(_ input: Input, phase: Phase) -> IgnoredInput {
        IgnoredInput(input, .whileHidden(input, phase))
    }
}
