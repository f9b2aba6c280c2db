/// `sheet` with a peer library's profile (`profile=floatingpanel|material|panmodal|gorhom`): the
/// machine asks the profile's `PanelDesign` where the sheet rests, how it follows the finger, what
/// a release decides and how it moves; the phases, armed, explain and the callbacks are the
/// machine's, the same for every library (issue 17).
///
/// The sheet's top edge is the drawn value `top` (pt from the screen's top); the backdrop follows
/// the drawn top by the library's rule.
public struct PanelSheetMachine: SheetLifecycle {
    public static let kind = Kind.sheet
    /// Every parameter of every profile (the parser's vocabulary); `parameterInfo` has this sheet's.
    public static var parameterTable: [ParameterInfo] { SheetParameters.table }
    /// The kind's default rules (the seed's multi-height sheet); `transitionRules` has this library's.
    public static var transitionTable: [TransitionRule] { SheetMachine.transitionTable }

    var stage = SheetStage.dismissed
    /// The clock as the machine last heard it (an event, or `clockAdvanced`).
    var now: Int64 = 0
    /// Index into `panelPositions` of the position the sheet rests at (or moves to).
    var selected = 0
    /// The sheet's drawn top edge, pt from the screen's top.
    var top = AnimatedValue(0)
    /// The tick of the last frame rendered; nil before the first. A presentation starts `top`
    /// anew, so `top` alone forgets it; states that differ only here were told apart when the
    /// peer libraries' sheets kept the seed's drawn values, and still are (explore's counts).
    var lastFrameTick: Int64?
    /// The profile, one of the peer libraries'.
    var profileName = SheetProfile.Name.floatingPanel
    /// The library's parameters.
    var configuration = PanelConfiguration.floatingPanel(FloatingPanelDesign())
    var finger = Finger.none
    var wasPresented = false
    var isPresented = false
    var dismissCount = 0
    var hapticCount = 0
    var armed = false
    /// The readout the last release, escape or backdrop tap decided with (the `release-` fields).
    var releaseReadout = FingerReadout.zero
    var armedReviewPending = false
    /// The next change (transaction) identifier.
    var nextChange = 1
    public internal(set) var lastDecision: Decision?
    /// How the sheet follows the current drag.
    var panelDrag: PanelDrag?
    /// The positions as last laid out.
    var panelPositions: [PanelPosition] = []
    /// Where a dismissal moves the top.
    var panelDismissedTop = 0.0
    /// The callbacks the running dismissal fires when it ends.
    var pendingDismissalCallbacks: [String] = []
    /// The position the current move started from (for its callbacks).
    var panelMoveOrigin = 0
    /// The presentation or dismissal running, for the backdrop.
    var panelTransition: PanelTransition?
    /// The drag a release left in progress where it ended (FloatingPanel from hidden): the sheet
    /// rests at its top, and the next drag goes on from it.
    var heldDrag: PanelDrag?
    /// The finger down touched down outside the sheet, where the design's lift taps the backdrop.
    var touchedDownOutside = false

    /// A FloatingPanel sheet never presented.
    public init() {}

    /// A sheet never presented with a peer library's `profile` and its parameters.
    init(profile: SheetProfile.Name, configuration: PanelConfiguration) {
        profileName = profile
        self.configuration = configuration
    }

    public var phase: Phase { stage.phase }

    public var profile: SheetProfile { SheetProfile.named(profileName) }

    /// The design the sheet follows.
    var design: any PanelDesign { configuration.design }

    /// The seed's default detents: a peer library's sheet rests at positions, which the picture
    /// does not mark. A design file's positions are its detents, marked by their names.
    public var detents: [SheetDetent] {
        guard case .written(let written) = configuration else { return SheetParameters().detents }
        return written.design.positions.map { position in
            let size: SheetDetent.Size =
                switch position.value.height {
                case .points(let points): .height(points)
                case .percent(let percent): .fraction(percent / 100)
                case .medium: .medium
                case .large: .large
                case .hidden: .height(0)
                }
            return SheetDetent(size: size, spelling: position.value.name)
        }
    }

    /// A lift before the drag began reports the distance that decides when a drag begins: a design
    /// file's `drag min-distance`, or the library's touch slop with the library's rule.
    func liftedBeforeBegin(_ session: DragSession) -> IgnoredInput {
        if case .written(let written) = configuration {
            return .liftedBeforeBegin(session, minimumDistance: written.minimumDragDistance)
        }
        return IgnoredInput(
            .touch,
            .libraryLiftedBeforeBegin(
                distance: session.distance, minimumDistance: design.minimumDragDistance, profileName))
    }

    /// A touch-down outside the sheet, in the words of the sheet's design.
    func touchOutside(at point: Point, content: Rectangle) -> IgnoredInput {
        guard profileName != .designFile else { return IgnoredInput(.touch, .touchOutside(point, content: content)) }
        return IgnoredInput(.touch, .libraryTouchOutside(point, content: content, profileName))
    }

    public var transitionRules: [TransitionRule] { profile.transitionTable }

    /// `profile`, then the library's own parameters; `design` alone for a design file's sheet.
    public var parameterInfo: [ParameterInfo] {
        profileName == .designFile ? profile.parameterTable : [SheetParameters.profileInfo] + profile.parameterTable
    }

    /// The design's buttons (none for a peer library).
    public var buttons: [String] { design.buttonNames }

    /// Whether the top animates.
    public var hasMovingValues: Bool { top.isAnimating }

    /// The top, while it animates, as `height`: `offset` is measured from the position the sheet
    /// rests at, which a release may change, so only the height shows how far the sheet moved.
    public var movingValues: [String] { SheetMachine.movingNames[top.isAnimating ? 1 : 0] }

    public mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        route(event, in: environment)
    }

    /// Whether the top still runs an animation of `change`.
    func isRunning(_ change: Int) -> Bool {
        top.isRunning(change: change)
    }

    /// The position the sheet rests at (or last rested at), or where a held drag left it.
    @inline(__always)
    var restTop: Double {
        if let heldDrag { return heldDrag.top }
        return panelPositions.indices.contains(selected) ? panelPositions[selected].top : top.model
    }

    /// Lays out the positions on this screen.
    mutating func layOutPanel(_ design: any PanelDesign, in environment: Environment) {
        if !design.layOut(&panelPositions, in: environment) { panelPositions = design.positions(in: environment) }
        panelDismissedTop = design.dismissedTop(in: environment)
        if !panelPositions.indices.contains(selected) { selected = 0 }
    }

    // MARK: - Presentation

    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        guard stage == .dismissed else { return [] }
        wasPresented = true
        isPresented = true
        armed = false
        dismissCount = 0
        panelDrag = nil
        heldDrag = nil
        layOutPanel(design, in: environment)
        selected = design.initialIndex(in: panelPositions)
        panelMoveOrigin = selected
        let target = restTop
        let haptics: [Occurrence] = design.presentationHaptics.map { .hapticFired($0) }
        hapticCount += haptics.count
        guard animated,
            let animation = design.presentationAnimation(from: panelDismissedTop, to: target, in: environment)
        else {
            top = AnimatedValue(target)
            stage = .idle
            panelTransition = nil
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)] + haptics
        }
        top = AnimatedValue(panelDismissedTop)
        let change = newChange()
        top.set(target, animation: animation, change: change, at: tick)
        panelTransition = PanelTransition(
            fromTop: panelDismissedTop, toTop: target, fromBackdrop: 0,
            toBackdrop: design.backdrop(top: target, positions: panelPositions, in: environment))
        guard isRunning(change) else {
            stage = .idle
            panelTransition = nil
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)] + haptics
        }
        stage = .presenting(change: change)
        return [.transitioned(from: .dismissed, to: .presenting, cause: nil)] + haptics
    }

    // MARK: - Touches

    mutating func touchBegan(at point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        guard case .none = finger else { return [] }
        finger = .ignored
        guard phase.takesTouches else { return [.ignored(IgnoredInput(.touch, .touchWhileHidden(point, phase)))] }
        let design = design
        let content = contentRectangle(in: environment)
        guard design.startsDrag(at: point, on: content) else {
            touchedDownOutside = design.liftOutsideTapsBackdrop
            return [.ignored(touchOutside(at: point, content: content))]
        }
        if let refusal = design.refusal(ofTouchAt: point) { return [.ignored(IgnoredInput(.touch, refusal))] }
        finger = .touchingDown(at: point, tick: tick, accepted: true)
        return []
    }

    /// The finger lifts; one that touched down outside a design whose outside is a control (Material's
    /// `touch_outside`) completes its click there, which is the backdrop tap.
    mutating func touchEnded(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard touchedDownOutside else { return liftFinger(at: tick, in: environment) }
        touchedDownOutside = false
        finger = .none
        return backdropTapped(at: tick, in: environment)
    }

    mutating func touchMoved(to point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        return withTrackedSession { sheet, session in
            let began = session.move(to: point, at: tick, beginningAt: design.minimumDragDistance)
            var occurrences: [Occurrence] = []
            if began {
                occurrences.append(.transitioned(from: sheet.phase, to: .dragging, cause: nil))
                // Every library stops its running animation where the sheet is drawn when a drag begins.
                let drawn = sheet.top.presented
                sheet.top.stopAnimations()
                sheet.top.set(drawn, animation: nil, change: 0, at: tick)
                if let held = sheet.heldDrag {
                    // The library's interaction is still in progress: it goes on from where it began.
                    sheet.heldDrag = nil
                    sheet.panelDrag = held
                } else {
                    var drag = PanelDrag(startTop: drawn, dy: session.dy)
                    drag.restTop = sheet.restTop
                    sheet.panelDrag = drag
                    occurrences += design.dragBeganCallbacks(from: sheet.selected).map { .callbackFired($0) }
                }
                sheet.stage = .dragging
            }
            if session.hasBegun, var drag = sheet.panelDrag {
                drag.samples += 1
                design.follow(&drag, dy: session.dy, positions: sheet.panelPositions, in: environment)
                sheet.panelDrag = drag
                sheet.top.set(drag.top, animation: nil, change: 0, at: tick)
                sheet.updateArmed(design, session, at: tick, in: environment, into: &occurrences)
            }
            return occurrences
        }
    }

    /// `armed`: whether a release at `tick` would dismiss, by the library's rule.
    mutating func updateArmed(
        _ design: any PanelDesign, _ session: DragSession, at tick: Int64, in environment: Environment,
        into occurrences: inout [Occurrence]
    ) {
        guard let drag = panelDrag else { return }
        let nowArmed = design.releaseDismisses(
            drag, velocity: session.velocity(at: tick), selected: selected, positions: panelPositions, in: environment)
        setArmed(nowArmed, into: &occurrences)
    }

    // MARK: - Frames

    mutating func frameTicked(at tick: Int64, in environment: Environment) -> [Occurrence] {
        let design = design
        if stage != .dismissed {
            layOutPanel(design, in: environment)
            if stage == .idle { top.set(restTop, animation: nil, change: 0, at: tick) }
        }
        renderDrawnValues(at: tick)
        lastFrameTick = tick
        switch stage {
        case .presenting(let change) where !isRunning(change):
            stage = .idle
            panelTransition = nil
            return [.transitioned(from: .presenting, to: .idle, cause: nil)]
        case .settling(let change) where !isRunning(change):
            stage = .idle
            return [.transitioned(from: .settling, to: .idle, cause: nil)]
                + design.moveEndedCallbacks(from: panelMoveOrigin, at: selected, positions: panelPositions)
                .map { .callbackFired($0) }
        case .committing(let change) where !isRunning(change):
            return finishDismissal()
        case .dragging:
            guard case .tracking(let session) = finger, session.hasBegun else { return [] }
            var occurrences: [Occurrence] = []
            updateArmed(design, session, at: tick, in: environment, into: &occurrences)
            return occurrences
        default:
            return []
        }
    }
}
