/// `edge`: the edge-swipe-back indicator of EdgeSwipeBack on a modal screen
/// (seed: edge-swipe-back-readme.txt; docs/models.md#edge).
///
/// The content never moves; an indicator whose `progress` follows the finger grows from the
/// edge. The drawn values are the indicator progress, the commit effect `f` and the icon scale.
public struct EdgeMachine: Machine, AnimatedMachine {
    public static let kind = Kind.edge
    public static var parameterTable: [ParameterInfo] { EdgeParameters.table }
    /// This edge's parameters: the seed's and `profile`, and with `profile=android` its own.
    public var parameterInfo: [ParameterInfo] {
        if parameters.written != nil { return [.designFile(.edge)] }
        return parameters.predictiveBack == nil
            ? EdgeParameters.seedTable + [EdgeParameters.profileInfo]
            : Self.parameterTable.filter { $0.name != "design" }
    }

    /// What a commit does, resolved from `action` and the stack.
    public enum ResolvedAction: String, Sendable, Hashable {
        case dismiss, pop, custom
    }

    /// A running commit: its action, the effect's change, whether the action has fired, and the
    /// effect resolved at the release (a later `set` changes the next commit only).
    struct Commit: Sendable, Hashable {
        var action: ResolvedAction
        var change: Int
        var fired: Bool
        var effect = EdgeParameters.CommitEffect.fade
    }

    /// The phase with what it waits for.
    enum Stage: Sendable, Hashable {
        case dismissed
        case idle
        case dragging
        /// Retracting with the cancel animation of `change`; nil while a touch-down in the hit
        /// area holds progress frozen.
        case cancelling(change: Int?)
        /// The commit effect runs.
        case committing(Commit)

        var phase: Phase {
            switch self {
            case .dismissed: .dismissed
            case .idle: .idle
            case .dragging: .dragging
            case .cancelling: .cancelling
            case .committing: .committing
            }
        }
    }

    /// The finger: ignored, or tracked with the physical edge fixed at touch-down.
    enum Finger: Sendable, Hashable {
        case none
        case ignored
        case tracking(DragSession, edge: PhysicalEdge)

        /// The tracked session and edge, moved out (`consume`) with the finger left `.none`; nil,
        /// and the finger unchanged, when none is tracked. Only `withTrackedSession` calls it.
        fileprivate mutating func takeTracked() -> (session: DragSession, edge: PhysicalEdge)? {
            switch consume self {
            case .tracking(let session, let edge):
                self = .none
                return (session, edge)
            case let other:
                self = other
                return nil
            }
        }
    }

    /// Runs `body` with the machine, the tracked session and its edge, then puts the session back
    /// unless `body` set the finger itself; returns [] when no session is tracked.
    ///
    /// The session is lent, not copied: while `body` runs the finger reads `.none`, so its sample
    /// buffer stays uniquely referenced as it moves, and no exit from `body` can drop the finger.
    mutating func withTrackedSession(
        _ body: (inout EdgeMachine, inout DragSession, PhysicalEdge) -> [Occurrence]
    ) -> [Occurrence] {
        guard case (var session, let edge)? = finger.takeTracked() else { return [] }
        let occurrences = body(&self, &session, edge)
        if case .none = finger { finger = .tracking(consume session, edge: edge) }
        return occurrences
    }

    public internal(set) var parameters = EdgeParameters()
    var stage = Stage.dismissed
    var finger = Finger.none
    /// Drawn indicator progress.
    var progress = AnimatedValue(0)
    /// Drawn commit effect `f` (1 at rest): the fade of docs/models.md, or the size factor of
    /// `collapse` and `expand` (`commit-effect`).
    var fade = AnimatedValue(1)
    /// Drawn icon scale: `armed-icon-scale` while `armedColor`, else 1 (`arm-transition`).
    var iconScale = AnimatedValue(1)
    /// Whether the indicator draws its armed colors: set and cleared with `armed` while
    /// dragging; kept through a commit until the indicator is removed.
    var armedColor = false
    /// The indicator's anchor y; nil until a drag moved it (then H/2 is shown).
    var anchorY: Double?
    var stack = 1
    var pops = 0
    var actions = 0
    var haptics = 0
    var dismissCount = 0
    var isPresented = false
    var armed = false
    /// The readout the last release or escape decided with (the `release-` fields).
    var releaseReadout = FingerReadout.zero
    /// The physical edge fixed at the touch-down of the current or last drag: where the indicator grows from.
    var indicatorSide = PhysicalEdge.left
    /// A `set NAME.enabled false` waiting for the next event to cancel the gesture (docs/decisions.md, Timing).
    var disablePending = false
    /// A parameter changed mid-drag: `armed` waits for the next event to be re-evaluated.
    var armedReviewPending = false
    /// The clock as the machine last heard it (an event, or `clockAdvanced`).
    var now: Int64 = 0
    var nextChange = 1
    public internal(set) var lastDecision: Decision?
    /// `profile=android`: the back swipe as the system follows it, while a drag runs.
    var backTracking: BackTracking?

    public init() {}

    /// An edge with `parameters`, never presented.
    init(parameters: EdgeParameters) {
        self.parameters = parameters
    }

    public var phase: Phase { stage.phase }

    /// `progress`, the commit effect's fields and `icon-scale`, each while it animates; constants,
    /// so that `settle`, which asks every frame, allocates nothing.
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public var hasMovingValues: Bool { progress.isAnimating || fade.isAnimating || iconScale.isAnimating }

    public var movingValues: [String] {
        let bits = (progress.isAnimating ? 1 : 0) | (fade.isAnimating ? 2 : 0) | (iconScale.isAnimating ? 4 : 0)
        let sizes = runningEffect == .collapse || runningEffect == .expand
        return sizes ? Self.movingSizeNames[bits] : Self.movingNames[bits]
    }

    /// Indexed by progress/effect/icon-scale bits, with the fade as the effect.
    static let movingNames = movingNames(effect: ["bubble-opacity"])
    /// Indexed alike, with `collapse` or `expand` as the effect.
    static let movingSizeNames = movingNames(effect: ["bubble-width", "bubble-height"])

    static func movingNames(effect: [String]) -> [[String]] {
        (0..<8).map { bits in
            (bits & 1 != 0 ? ["progress"] : []) + (bits & 2 != 0 ? effect : []) + (bits & 4 != 0 ? ["icon-scale"] : [])
        }
    }

    /// 14 pt from the physical edge, halfway down the screen.
    public func defaultDragStart(in environment: Environment) -> Point {
        let edge = parameters.edge.physical(in: environment.layoutDirection)
        let x = edge == .left ? 14 : environment.screenWidth - 14
        return Point(x: x, y: environment.screenHeight / 2)
    }

    /// No backdrop, and the README describes no button: the world refuses both commands.
    public mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        route(event, in: environment)
    }

    // MARK: - Presentation

    /// The system presents the modal: no animation of its own (animated or not), `idle` at once;
    /// `stack` restored.
    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard stage == .dismissed else { return [] }
        stack = parameters.stack
        dismissCount = 0
        isPresented = true
        armed = false
        progress = AnimatedValue(0)
        fade = AnimatedValue(1)
        iconScale = AnimatedValue(1)
        armedColor = false
        anchorY = nil
        indicatorSide = .left
        backTracking = nil
        stage = .idle
        return [.transitioned(from: .dismissed, to: .idle, cause: nil)]
    }

    // MARK: - Touches

    mutating func touchBegan(at point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        guard case .none = finger else { return [] }
        let edge = parameters.edge.physical(in: environment.layoutDirection)
        let distance = edge == .left ? point.x : environment.screenWidth - point.x
        guard phase.takesTouches, parameters.enabled,
            DecimalFormat.roundedForComparison(distance) <= DecimalFormat.roundedForComparison(parameters.hitWidth)
        else {
            finger = .ignored
            return [.ignored(ignoredTouchDown(at: point, distance: distance))]
        }
        finger = .tracking(
            DragSession(touchDownAt: point, tick: tick, axis: .horizontal(direction: edge.awayDirection)), edge: edge)
        indicatorSide = edge
        if case .cancelling(.some) = stage {
            // A touch-down in the hit area freezes the retracting indicator where it is drawn.
            let frozen = progress.presented
            progress.stopAnimations()
            progress.set(frozen, animation: nil, change: 0, at: tick)
            stage = .cancelling(change: nil)
        }
        return []
    }

    /// Why a touch-down begins nothing: no touches in this phase, `enabled` false, or too far
    /// from the edge (`distance` from the physical edge against `hit-width`).
    func ignoredTouchDown(at point: Point, distance: Double) -> IgnoredInput {
        guard phase.takesTouches else { return IgnoredInput(.touch, .edgeTouchWhileHidden(point, phase)) }
        guard parameters.enabled else { return IgnoredInput(.touch, .edgeTouchDisabled(point)) }
        return IgnoredInput(.touch, .edgeTouchOutside(point, distance: distance, hitWidth: parameters.hitWidth))
    }

    /// The drag begins on the first sample >= 10 pt from touch-down, if mostly horizontal and
    /// away from the edge; otherwise the touch fails.
    static let beginDistance = 10.0

    /// The distance a drag begins at: 10 pt, or the design file's `drag min-distance`.
    var minimumDistance: Double { parameters.written?.design.minimumDistance?.value ?? Self.beginDistance }

    mutating func touchMoved(to point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        withTrackedSession { machine, session, edge in
            machine.move(&session, from: edge, to: point, tick: tick, in: environment)
        }
    }

    /// One sample of the tracked finger: the pan begins, fails (the finger is then ignored) or follows.
    private mutating func move(
        _ session: inout DragSession, from edge: PhysicalEdge, to point: Point, tick: Int64, in environment: Environment
    ) -> [Occurrence] {
        session.move(to: point, at: tick)
        var occurrences: [Occurrence] = []
        if !session.hasBegun {
            guard DecimalFormat.roundedForComparison(session.distance) >= minimumDistance else {
                return []
            }
            let dx = DecimalFormat.roundedForComparison(session.dx)
            let dy = DecimalFormat.roundedForComparison(session.dy)
            // `shouldBegin` is asked here, when the pan would begin (UIKit's gestureRecognizerShouldBegin).
            guard abs(dx) >= abs(dy), dx * edge.awayDirection > 0, parameters.shouldBegin else {
                finger = .ignored
                let failed =
                    abs(dx) >= abs(dy) && dx * edge.awayDirection > 0
                    ? IgnoredInput(.touch, .edgeShouldBeginFalse)
                    : IgnoredInput(.touch, .edgeWrongWay(beginDistance: minimumDistance, dx: dx, dy: dy, edge: edge))
                return [.ignored(failed)] + resumeFrozenCancel(at: tick, in: environment)
            }
            session.hasBegun = true
            occurrences.append(.transitioned(from: phase, to: .dragging, cause: nil))
            stage = .dragging
        }
        if let android = parameters.predictiveBack {
            followBackSwipe(android, session, at: tick, in: environment)
        } else {
            let translation = max(session.axisDisplacement, 0)
            progress.set(
                parameters.progress(forDragProgress: translation / parameters.trigger), animation: nil, change: 0,
                at: tick)
        }
        anchorY = clampedAnchor(parameters.tracksVertically ? point.y : session.start.y, in: environment)
        updateArmed(session, at: tick, in: environment, into: &occurrences)
        return occurrences
    }

    mutating func touchEnded(at tick: Int64, in environment: Environment) -> [Occurrence] {
        switch finger {
        case .none:
            return []
        case .ignored:
            finger = .none
            return []
        case .tracking(let session, _):
            finger = .none
            guard session.hasBegun else {
                return [.ignored(.liftedBeforeBegin(session, minimumDistance: minimumDistance))]
                    + resumeFrozenCancel(at: tick, in: environment)
            }
            return release(session, at: tick, in: environment)
        }
    }

    /// `clamp(y, T + padding, H - B - padding)`.
    func clampedAnchor(_ y: Double, in environment: Environment) -> Double {
        let low = environment.safeAreaTop + parameters.verticalPadding
        let high = environment.screenHeight - environment.safeAreaBottom - parameters.verticalPadding
        return min(max(y, low), max(high, low))
    }

    /// Re-evaluates `armed`; entering armed plays `arm-haptic`, leaving plays `disarm-haptic`
    /// (`none` plays nothing), and the armed look follows with the arm transition.
    mutating func updateArmed(
        _ session: DragSession, at tick: Int64, in environment: Environment, into occurrences: inout [Occurrence]
    ) {
        // Android: armed is triggerBack, the gesture state the last sample left.
        let nowArmed =
            if let written = parameters.written {
                writtenReleaseCommits(written, session, at: tick, in: environment)
            } else {
                parameters.predictiveBack == nil
                    ? releaseRule(session, at: tick).commits : backTracking?.triggersBack == true
            }
        guard nowArmed != armed else { return }
        armed = nowArmed
        occurrences.append(nowArmed ? .armed : .disarmed)
        let haptic = nowArmed ? parameters.armHaptic : parameters.disarmHaptic
        if haptic != .none {
            haptics += 1
            occurrences.append(.hapticFired(haptic.text))
        }
        showArmedLook(nowArmed, at: tick)
    }

    // MARK: - Frames

    mutating func frameTicked(at tick: Int64, in environment: Environment) -> [Occurrence] {
        renderDrawnValues(at: tick)
        switch stage {
        case .cancelling(.some(let change)) where !progress.isRunning(change: change):
            stage = .idle
            return [.transitioned(from: .cancelling, to: .idle, cause: nil)]
        case .committing(let commit) where !fade.isRunning(change: commit.change):
            return finishCommit(commit, at: tick)
        case .dragging:
            guard case .tracking(let session, _) = finger else { return [] }
            var occurrences: [Occurrence] = []
            updateArmed(session, at: tick, in: environment, into: &occurrences)
            return occurrences
        default:
            return []
        }
    }
}
