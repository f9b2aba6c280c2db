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
    /// The two texts, given or built when first read: explore ignores thousands of touches whose
    /// texts nobody prints, and building them was 3-5% of a search (modal, screen and sheet at
    /// depth 4, callgrind); a recipe of plain values allocates nothing, where a closure's context
    /// and box cost two allocations per ignored touch.
    private var texts: Recipe

    /// What and why, as the transition line prints it after `ignored `:
    /// `touch-down at 201.0,100.0: outside the content (y 301.0 to 601.0)`.
    public var reason: String {
        get { texts.value.reason }
        set {
            var value = texts.value
            value.reason = newValue
            texts = .given(value)
        }
    }
    /// The rule that ignores it, with its source (`SwiftUI hit testing: ...`, `seed ...`).
    public var rule: String {
        get { texts.value.rule }
        set {
            var value = texts.value
            value.rule = newValue
            texts = .given(value)
        }
    }

    public init(_ input: Input, reason: String, rule: String) {
        self.input = input
        self.texts = .given(Texts(reason: reason, rule: rule))
    }

    /// An ignored input whose texts `texts` builds when they are first read; it must read only
    /// values that do not change afterwards (the compiler holds a `@Sendable` closure to that).
    init(_ input: Input, texts: @escaping @Sendable () -> Texts) {
        self.input = input
        self.texts = .deferred(Deferred(texts))
    }

    private init(_ input: Input, recipe: Recipe) {
        self.input = input
        self.texts = recipe
    }

    public static func == (left: IgnoredInput, right: IgnoredInput) -> Bool {
        left.input == right.input && left.texts.value == right.texts.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(input)
        hasher.combine(texts.value)
    }
}

extension IgnoredInput {
    /// What an ignored input says.
    struct Texts: Sendable, Hashable {
        var reason: String
        var rule: String
    }
}

extension IgnoredInput {
    /// How an ignored input's texts are had: given, deferred to a closure, or one of the common
    /// rules with the plain values its texts are built from when read.
    private enum Recipe: Sendable {
        case given(Texts)
        case deferred(Deferred<Texts>)
        case touchWhileHidden(Point, Phase)
        case touchOutside(Point, content: Rectangle)
        case liftedBeforeBegin(distance: Double, minimumDistance: Double)
        case pressWhileHidden(String, Phase)
        case whileHidden(Input, Phase)

        var value: Texts {
            switch self {
            case .given(let texts):
                return texts
            case .deferred(let texts):
                return texts.value
            case .touchWhileHidden(let point, let phase):
                return Texts(
                    reason: "\(place(point)): no touches while \(phase.rawValue) (hit-testing false)",
                    rule: "the content takes no touches while presenting, committing or dismissed "
                        + "(allowsHitTesting), for the touch's whole life")
            case .touchOutside(let point, let content):
                let bounds =
                    "x \(ComparisonText.points(content.minX)) to \(ComparisonText.points(content.maxX)), "
                    + "y \(ComparisonText.points(content.minY)) to \(ComparisonText.points(content.maxY))"
                return Texts(
                    reason: "\(place(point)): outside the content (\(bounds))",
                    rule: "SwiftUI hit testing: a touch that starts outside the view never reaches its DragGesture")
            case .liftedBeforeBegin(let distance, let minimumDistance):
                return Texts(
                    reason: "touch: lifted \(ComparisonText.points(distance)) pt from its touch-down, "
                        + "under min-distance \(ComparisonText.points(minimumDistance)), so no drag began",
                    rule: "DragGesture(minimumDistance:) begins on the first sample at least that far from touch-down; "
                        + "until then nothing moves")
            case .pressWhileHidden(let button, let phase):
                return Texts(
                    reason: "press \(button): no presses while \(phase.rawValue) (hit-testing false)",
                    rule: "a view that takes no touches takes no button press")
            case .whileHidden(let input, let phase):
                return Texts(
                    reason: "\(input.rawValue): no \(input.rawValue) while \(phase.rawValue) (hit-testing false)",
                    rule: "nothing answers an escape or backdrop tap while presenting, committing or dismissed")
            }
        }

        /// `touch-down at X,Y`.
        private func place(_ point: Point) -> String {
            "touch-down at \(ComparisonText.points(point.x)),\(ComparisonText.points(point.y))"
        }
    }

    /// A touch-down on a vertical kind (screen, modal, sheet) that begins nothing, or nil when it
    /// is taken: while the phase takes no touches, or outside `content` (docs/models.md#shared-rules, Touches).
    static func touchDown(at point: Point, phase: Phase, content: Rectangle) -> IgnoredInput? {
        guard phase.takesTouches else { return IgnoredInput(.touch, recipe: .touchWhileHidden(point, phase)) }
        guard !content.contains(point) else { return nil }
        return IgnoredInput(.touch, recipe: .touchOutside(point, content: content))
    }

    /// A finger lifted before its drag began: every sample stayed under `minimumDistance` from
    /// touch-down (DragGesture's minimumDistance).
    static func liftedBeforeBegin(_ session: DragSession, minimumDistance: Double) -> IgnoredInput {
        IgnoredInput(.touch, recipe: .liftedBeforeBegin(distance: session.distance, minimumDistance: minimumDistance))
    }

    /// A button press while the content takes no touches.
    static func pressWhileHidden(_ button: String, phase: Phase) -> IgnoredInput {
        IgnoredInput(.press, recipe: .pressWhileHidden(button, phase))
    }

    /// An escape or backdrop tap while the content takes no touches.
    static func whileHidden(_ input: Input, phase: Phase) -> IgnoredInput {
        IgnoredInput(input, recipe: .whileHidden(input, phase))
    }
}
