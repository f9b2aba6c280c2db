/// `screen`: a full-screen page that follows a downward drag, shrinks and fades, and leaves
/// past a threshold (docs/models.md#screen; seed DragToDismissScreen, drag-to-dismiss-screen.txt).
///
/// The seed's state is kept as it is written: `live` is the `@GestureState liveOffset` (back to 0
/// without animation when the gesture ends), `settled` the `@State settledOffset`, and
/// `isDismissing` is the phase being `committing` or `dismissed`. The drawn values (offset, scale,
/// opacity and the `.move(edge: .bottom)` presentation transition) are `AnimatedValue`s whose
/// models follow the seed's modifiers.
public struct ScreenMachine: Machine, VerticalDragging {
    public static let kind = Kind.screen
    public static var parameterTable: [ParameterInfo] { ScreenParameters.table }

    /// The current parameters (docs/models.md: live changes apply from the next event).
    public internal(set) var parameters = ScreenParameters()
    public internal(set) var phase: Phase = .dismissed
    public internal(set) var lastDecision: Decision?
    /// Whether releasing now would dismiss; false outside `dragging`.
    public internal(set) var armed = false
    /// Times onDismiss fired in this presentation (never above 1).
    public internal(set) var dismissedCount = 0
    /// The presentation binding (the demo's `isOpen`): false from the moment onDismiss fires.
    public internal(set) var isPresented = false

    /// The seed's `@GestureState liveOffset`: `max(dy, 0)` while the gesture runs.
    var live: Double = 0
    /// The seed's `@State settledOffset`.
    var settled: Double = 0
    /// Drawn `.offset(y: settledOffset + liveOffset)`, without the presentation transition.
    var drawnOffset = AnimatedValue(0)
    /// Drawn `.scaleEffect(reduceMotion ? 1 : 1 - shrink * progress)`.
    var drawnScale = AnimatedValue(1)
    /// Drawn `.opacity(1 - fade * progress)`.
    var drawnOpacity = AnimatedValue(1)
    /// The demo's `.transition(.move(edge: .bottom))`: extra downward offset while presenting.
    var transition = AnimatedValue(0)
    var finger = Finger.none
    /// The readout the last release or escape decided with (the `release-` fields).
    var releaseReadout = FingerReadout.zero
    /// A parameter changed mid-drag: `armed` waits for the next event to be re-evaluated.
    var armedReviewPending = false
    /// The change (transaction) whose animations the current animated phase waits for.
    var phaseChange = 0
    /// The next change identifier to hand out.
    var nextChange = 1
    /// The clock as the machine last heard it (an event, or `clockAdvanced`): "now" for the velocity field.
    var now: Int64 = 0

    public init() {}

    /// A machine with `parameters` that was never presented.
    public init(parameters: ScreenParameters) {
        self.parameters = parameters
    }

    /// The seed's parameters, or `design` alone for a design file's screen.
    public var parameterInfo: [ParameterInfo] {
        parameters.written != nil ? [.designFile(.screen)] : Self.parameterTable.filter { $0.name != "design" }
    }

    /// A design file's buttons; the seed's screen has none.
    public var buttons: [String] { parameters.written?.design.buttons.map(\.value.name) ?? [] }

    /// Every answer `movingValues` can give, indexed by offset/scale/opacity bits: `settle` asks
    /// every frame, and a constant answer allocates nothing.
    private static let movingNames: [[String]] = [
        [], ["opacity"], ["scale"], ["scale", "opacity"],
        ["offset"], ["offset", "opacity"], ["offset", "scale"], ["offset", "scale", "opacity"],
    ]

    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public var hasMovingValues: Bool {
        drawnOffset.isAnimating || transition.isAnimating || drawnScale.isAnimating || drawnOpacity.isAnimating
    }

    public var movingValues: [String] {
        let offset = drawnOffset.isAnimating || transition.isAnimating
        let index = (offset ? 4 : 0) | (drawnScale.isAnimating ? 2 : 0) | (drawnOpacity.isAnimating ? 1 : 0)
        return Self.movingNames[index]
    }

    /// A full-screen page has no backdrop, and the seed's page no button (its demo's "Open"
    /// presents it: `present`): the World refuses `tap NAME backdrop` and `press` for it.
    public mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        route(event, in: environment)
    }

    public mutating func clockAdvanced(to tick: Int64) {
        advanceClock(to: tick)
    }

    /// A live parameter's derived values jump at the `set`; mid-drag, `armed` is re-evaluated with
    /// it at the next touch sample or frame, and prints there (docs/decisions.md#timing-of-changes).
    public var hasPendingChange: Bool { armedReviewPending }

    public mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] {
        applyArmedReview()
    }

    public mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        try parameters.set(name, to: value)
        now = max(now, tick)
        if phase == .dragging { armedReviewPending = true }
        // Derived values (progress, hence scale and opacity) jump without animation.
        applyModels(animation: nil, change: 0, at: tick, in: environment)
        return []
    }

    /// Moves every drawn value's model to the seed's formula of the current state, with
    /// `animation` (nil: jump; running animations continue on top).
    mutating func applyModels(animation: Animation?, change: Int, at tick: Int64, in environment: Environment) {
        let offset = settled + live
        if let written = parameters.written {
            // The file's drawn values; under reduce motion the content does not scale, as the
            // seed's does not (docs/models.md#screen), whatever the file draws.
            drawnOffset.set(offset, animation: animation, change: change, at: tick)
            drawnScale.set(
                environment.reduceMotion ? 1 : written.drawn(.scale, offset: offset, in: environment, fallback: 1),
                animation: animation, change: change, at: tick)
            drawnOpacity.set(
                written.drawn(.opacity, offset: offset, in: environment, fallback: 1), animation: animation,
                change: change, at: tick)
            return
        }
        let progress = parameters.progress(of: offset)
        drawnOffset.set(offset, animation: animation, change: change, at: tick)
        drawnScale.set(
            environment.reduceMotion ? 1 : 1 - parameters.shrink * progress, animation: animation,
            change: change, at: tick)
        drawnOpacity.set(1 - parameters.fade * progress, animation: animation, change: change, at: tick)
    }

    /// Whether any content animation of `change` is still running (not removed).
    @inline(__always)
    func contentIsRunning(change: Int) -> Bool {
        drawnOffset.isRunning(change: change) || drawnScale.isRunning(change: change)
            || drawnOpacity.isRunning(change: change)
    }

    /// Whether every content animation of `change` is logically complete.
    // Mutating only to take the machine by address: as a borrowing method that the optimiser kept
    // out of line, `frameTicked` copied the whole machine before every call.
    @inline(__always)
    mutating func contentIsLogicallyComplete(change: Int) -> Bool {
        drawnOffset.isLogicallyComplete(change: change) && drawnScale.isLogicallyComplete(change: change)
            && drawnOpacity.isLogicallyComplete(change: change)
    }
}
