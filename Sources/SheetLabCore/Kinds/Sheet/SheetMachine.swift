/// `sheet`: a bottom sheet that snaps between detents and dismisses on a low drag or a flick
/// (seed: bottom-sheets-with-detents.txt, `MultiHeightBottomSheet`; docs/models.md#sheet), or one of
/// the seed's other sheets (`CustomBottomSheet`, `ActionBottomSheet`, `FilterBottomSheet`) as its
/// `SheetProfile` says.
///
/// State follows the seeds: `currentDetent` (`selected`), the multi-height drag's `offset`
/// (`dragOffset`, up positive), the custom sheet's `offset` (`contentOffset`, down positive) and
/// `isPresented`. The drawn values are the frame height, the custom sheet's `.offset(y:)`, the
/// `.move(edge: .bottom)` transition and the backdrop opacity; their models are formulas of that state.
public struct SheetMachine: SheetLifecycle {
    public static let kind = Kind.sheet
    /// Every parameter of every profile (the parser's vocabulary); `parameterInfo` has this sheet's.
    public static var parameterTable: [ParameterInfo] { SheetParameters.table }

    /// What stays fixed once the sheet leaves: the model height (frozen at the release value)
    /// and the progress readings (docs/models.md: "progress holds").
    struct Leaving: Sendable, Hashable {
        var height: Double
        var progress: Double
        var dragProgress: Double
    }

    // Stored in the order a frame reads them, so that a frame reads few cache lines of the
    // machine (a thousand sheets' frames must stay in a core's cache): the stage, clock and
    // selected detent's state, the parameters (their frame fields come first), and the drawn
    // values (each reads one short run at its end, `AnimatedValue`). What only events read follows.
    var stage = SheetStage.dismissed
    /// The clock as the machine last heard it (an event, or `clockAdvanced`).
    var now: Int64 = 0
    /// Index into `parameters.detents` of the seed's `currentDetent`.
    var selected = 0
    /// The seed's `offset`: `-translation.height` while dragging, up positive; stale after an escape.
    var dragOffset = 0.0
    /// The selected detent's height as last laid out: at the last rendered frame, or by the event
    /// that last moved the height model. `offset`, `progress` and `drag-progress` measure from it, so
    /// a new screen moves them at the next frame, not at the `set` (docs/decisions.md#timing-of-changes).
    var restHeight = 0.0
    /// Set while leaving and after; nil while presented.
    var leaving: Leaving? = Leaving(height: 0, progress: 0, dragProgress: 0)
    /// Parameters as last set.
    public internal(set) var parameters = SheetParameters()
    /// Drawn frame height; model `max(detent height + dragOffset, 0)`.
    var height = AnimatedValue(0)
    /// Drawn `.move(edge: .bottom)` transition, down positive; model 0 while presented.
    var move = AnimatedValue(0)
    /// Drawn backdrop opacity.
    var backdrop = AnimatedValue(0)
    /// Drawn `.offset(y: offset)` of the custom sheet; 0 for the other profiles.
    var drawnOffset = AnimatedValue(0)
    // What events and readouts read (a frame reads the finger only while dragging or once at rest).
    var finger = Finger.none
    /// The custom sheet's `offset` (`max(0, translation + lastOffset)`, down positive): kept when
    /// it dismisses, reset by a presentation (`onChange(of: isPresented)`).
    var contentOffset = 0.0
    /// The drawn offset when the current custom drag began during the spring back (for `explain`).
    var grabbedAt: Double?
    var wasPresented = false
    var isPresented = false
    var dismissCount = 0
    var hapticCount = 0
    var armed = false
    /// The readout the last release, escape or backdrop tap decided with (the `release-` fields).
    var releaseReadout = FingerReadout.zero
    /// A `set NAME.detent` waiting for the next event to select the detent (docs/decisions.md, Timing).
    var detentChangePending = false
    /// A parameter changed mid-drag: `armed` waits for the next event to be re-evaluated.
    var armedReviewPending = false
    /// The next change (transaction) identifier.
    var nextChange = 1
    public internal(set) var lastDecision: Decision?

    public init() {}

    /// A sheet never presented with `parameters`, which choose one of the seed's profiles.
    init(parameters: SheetParameters) {
        self.parameters = parameters
    }

    public var phase: Phase { stage.phase }

    /// The design the sheet follows.
    @inline(__always)
    public var profile: SheetProfile { SheetProfile.named(parameters.profile) }

    public var detents: [SheetDetent] { parameters.detents }

    /// A lift before the drag began reports the profile's `min-distance`.
    func liftedBeforeBegin(_ session: DragSession) -> IgnoredInput {
        .liftedBeforeBegin(session, minimumDistance: parameters.minDistance)
    }

    /// How the content follows a drag (the profile's `drag`).
    // Inlined: called from the mutating `touchMoved`, the getter was handed a copy of the whole
    // machine at every moved sample.
    @inline(__always)
    var dragRule: SheetProfile.DragRule { SheetProfile.dragRule(of: parameters.profile) }

    public var transitionRules: [TransitionRule] { profile.transitionTable }

    /// `profile`, then the profile's own parameters.
    public var parameterInfo: [ParameterInfo] { [SheetParameters.profileInfo] + profile.parameterTable }

    public var buttons: [String] { profile.buttonNames(actions: parameters.actions) }

    /// `height`, `offset` (the move transition or the custom offset) and `backdrop`, each while it
    /// animates. The answers are constants so that `settle`, which asks every frame, allocates nothing.
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public var hasMovingValues: Bool {
        height.isAnimating || move.isAnimating || drawnOffset.isAnimating || backdrop.isAnimating
    }

    public var movingValues: [String] {
        let offset = move.isAnimating || drawnOffset.isAnimating
        let index = (height.isAnimating ? 1 : 0) | (offset ? 2 : 0) | (backdrop.isAnimating ? 4 : 0)
        return Self.movingNames[index]
    }

    static let movingNames: [[String]] = (0..<8).map { index in
        [(1, "height"), (2, "offset"), (4, "backdrop")].compactMap { index & $0.0 != 0 ? $0.1 : nil }
    }

    public mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        route(event, in: environment)
    }

    // MARK: - Presentation

    /// `present`: from `dismissed` only; enters from +height with the profile's presentation spring
    /// (multi-height: the detent spring), or at once. The custom sheet's `onChange(of: isPresented)`
    /// resets `offset` and `lastOffset` to 0 before the first frame.
    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard stage == .dismissed else { return [] }
        selected = parameters.presentationDetent
        dragOffset = 0
        contentOffset = 0
        drawnOffset = AnimatedValue(0)
        grabbedAt = nil
        wasPresented = true
        leaving = nil
        armed = false
        isPresented = true
        dismissCount = 0
        layOutRest(in: environment)
        let target = max(restHeight, 0)
        height = AnimatedValue(target)
        let dim = backdropModel(in: environment)
        guard animated else {
            move = AnimatedValue(0)
            backdrop = AnimatedValue(dim)
            stage = .idle
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)]
        }
        let change = newChange()
        let animation = presentationAnimation(in: environment)
        move = AnimatedValue(target)
        move.set(0, animation: animation, change: change, at: tick)
        backdrop = AnimatedValue(0)
        backdrop.set(dim, animation: animation, change: change, at: tick)
        guard isRunning(change) else {
            stage = .idle
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)]
        }
        stage = .presenting(change: change)
        return [.transitioned(from: .dismissed, to: .presenting, cause: nil)]
    }

    // MARK: - Touches

    mutating func touchBegan(at point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        guard case .none = finger else { return [] }
        let accepted = phase.takesTouches && contentRectangle(in: environment).contains(point)
        if dragRule == .none {
            finger = .ignored
            return accepted ? ignoreTouch(at: tick) : ignoredTouchDown(at: point, in: environment)
        }
        finger = .touchingDown(at: point, tick: tick, accepted: accepted)
        return ignoredTouchDown(at: point, in: environment)
    }

    /// The line of a touch-down that begins nothing (hidden, or outside the content); none when
    /// it lands on the content.
    func ignoredTouchDown(at point: Point, in environment: Environment) -> [Occurrence] {
        IgnoredInput.touchDown(at: point, phase: phase, content: contentRectangle(in: environment))
            .map { [.ignored($0)] } ?? []
    }

    mutating func touchMoved(to point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        withTrackedSession { sheet, session in
            let began = session.move(to: point, at: tick, beginningAt: sheet.parameters.minDistance)
            var occurrences: [Occurrence] = []
            if began {
                occurrences.append(.transitioned(from: sheet.phase, to: .dragging, cause: nil))
                sheet.grabbedAt = sheet.drawnOffset.isAnimating ? sheet.drawnOffset.presented : nil
                sheet.stage = .dragging
            }
            if session.hasBegun {
                switch sheet.dragRule {
                case .frameHeight:
                    sheet.dragOffset = -session.dy
                    sheet.layOutRest(in: environment)
                    sheet.height.set(max(sheet.modelHeight(in: environment), 0), animation: nil, change: 0, at: tick)
                case .downwardOffset, .none, .panel:
                    // The seed's `offset = max(0, translation + lastOffset)`; `lastOffset` is always 0.
                    sheet.contentOffset = max(0, session.dy + Self.lastOffset)
                    sheet.drawnOffset.set(sheet.contentOffset, animation: nil, change: 0, at: tick)
                }
                sheet.updateArmed(session, at: tick, in: environment, into: &occurrences)
            }
            return occurrences
        }
    }

    /// Re-evaluates `armed` with the release rule as a release at `tick` would see it.
    mutating func updateArmed(
        _ session: DragSession, at tick: Int64, in environment: Environment, into occurrences: inout [Occurrence]
    ) {
        let nowArmed: Bool
        if parameters.profile == .multiHeight {
            let rule = releaseRule(session, at: tick, in: environment)
            nowArmed = parameters.dismiss == .enabled && rule.wouldDismiss
        } else {
            nowArmed = offsetRule(session, at: tick).wouldDismiss
        }
        setArmed(nowArmed, into: &occurrences)
    }

    // MARK: - Frames

    mutating func frameTicked(at tick: Int64, in environment: Environment) -> [Occurrence] {
        syncModels(at: tick, in: environment)
        renderDrawnValues(at: tick)
        switch stage {
        case .presenting(let change) where !isRunning(change):
            stage = .idle
            return [.transitioned(from: .presenting, to: .idle, cause: nil)]
        case .settling(let change) where !isRunning(change):
            stage = .idle
            return [.transitioned(from: .settling, to: .idle, cause: nil)]
        case .cancelling(let change) where !isRunning(change):
            stage = .idle
            return [.transitioned(from: .cancelling, to: .idle, cause: nil)]
        case .committing(let change) where !isRunning(change):
            stage = .dismissed
            return [.transitioned(from: .committing, to: .dismissed, cause: nil)]
        case .dragging:
            guard case .tracking(let session) = finger else { return [] }
            var occurrences: [Occurrence] = []
            updateArmed(session, at: tick, in: environment, into: &occurrences)
            return occurrences
        default:
            return []
        }
    }

    // MARK: - Models

    /// The selected detent's height on this screen; for the other profiles, the content's height.
    @inline(__always)
    func detentHeight(in environment: Environment) -> Double {
        guard parameters.profile == .multiHeight else {
            return parameters.contentHeight(screenHeight: environment.screenHeight)
        }
        return parameters.detents[selected].height(screenHeight: environment.screenHeight)
    }

    /// Lays out the selected detent on the environment's screen: `restHeight`.
    @inline(__always)
    mutating func layOutRest(in environment: Environment) {
        restHeight = detentHeight(in: environment)
    }

    /// The seed's `currentDetent.height + offset`, frozen while leaving (unclamped).
    @inline(__always)
    func modelHeight(in environment: Environment) -> Double {
        leaving?.height ?? detentHeight(in: environment) + dragOffset
    }

    /// Whether `background=through:D` leaves the backdrop undimmed at the selected detent.
    @inline(__always)
    func backgroundPassesThrough(in environment: Environment) -> Bool {
        backgroundPassesThrough(detentHeight: detentHeight(in: environment), in: environment)
    }

    /// `backgroundPassesThrough(in:)` with the selected detent's height already laid out.
    @inline(__always)
    func backgroundPassesThrough(detentHeight: Double, in environment: Environment) -> Bool {
        guard case .through(let limit) = parameters.background else { return false }
        let screen = environment.screenHeight
        return DecimalFormat.roundedForComparison(detentHeight)
            <= DecimalFormat.roundedForComparison(limit.height(screenHeight: screen))
    }

    /// The backdrop's model while presented.
    @inline(__always)
    func backdropModel(in environment: Environment) -> Double {
        backdropModel(detentHeight: detentHeight(in: environment), in: environment)
    }

    /// `backdropModel(in:)` with the selected detent's height already laid out.
    @inline(__always)
    func backdropModel(detentHeight: Double, in environment: Environment) -> Double {
        backgroundPassesThrough(detentHeight: detentHeight, in: environment) ? 0 : parameters.backdrop
    }

    /// Applies derived values that changed without animation (a live parameter, a new screen):
    /// the height and backdrop models jump; running animations continue. Nothing while leaving.
    mutating func syncModels(at tick: Int64, in environment: Environment) {
        // The rest moves with the screen in every phase: the `offset` of a leaving sheet is
        // measured from where the selected detent now rests.
        // The parameters are read once, before anything is written: each read between writes
        // copied them at every frame.
        let rest = detentHeight(in: environment)
        let dim = backdropModel(detentHeight: rest, in: environment)
        restHeight = rest
        switch stage {
        case .presenting, .idle, .dragging, .settling, .cancelling:
            let target = max(leaving?.height ?? rest + dragOffset, 0)
            height.set(target, animation: nil, change: 0, at: tick)
            backdrop.set(dim, animation: nil, change: 0, at: tick)
        case .committing, .dismissed:
            break
        }
    }

    /// The detent spring, `spring(response: 0.3, dampingFraction: 0.8)` (the seed's
    /// `.animation(_:value: currentDetent)` and `value: isPresented`); `easeOut(duration: 0.2)`
    /// under reduce motion.
    static func detentAnimation(in environment: Environment) -> Animation {
        environment.reduceMotion ? reducedAnimation : springAnimation(environment.springModel)
    }

    static let springSpelling = "spring(response: 0.3, dampingFraction: 0.8)"
    static let reducedSpelling = "easeOut(duration: 0.2)"
    static let reducedAnimation = Animation.curve(.easeOut, seconds: 0.2, spelling: reducedSpelling)

    static func springAnimation(_ model: SpringModel) -> Animation {
        .spring(Spring(response: 0.3, dampingFraction: 0.8), model: model, spelling: springSpelling)
    }

    /// Whether any drawn value still runs an animation of `change`.
    @inline(__always)
    func isRunning(_ change: Int) -> Bool {
        height.isRunning(change: change) || move.isRunning(change: change) || backdrop.isRunning(change: change)
            || drawnOffset.isRunning(change: change)
    }

    /// The ZStack's `.animation(_:value: isPresented)` of the profile, which every presentation
    /// and exit uses; `easeOut(duration: 0.2)` under reduce motion (docs/models.md#sheet).
    func presentationAnimation(in environment: Environment) -> Animation {
        let profile = profile
        if environment.reduceMotion { return Self.reducedAnimation }
        return .spring(
            profile.presentationSpring, model: environment.springModel, spelling: profile.presentationSpelling)
    }
}
