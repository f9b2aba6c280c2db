/// `modal`: a custom floating modal closed by a downward swipe or a backdrop tap (docs/models.md,
/// `modal`; seed: swipe-to-dismiss-tutorial.txt, `CustomSwipeToDismissView` and `CustomModalContent`).
///
/// The seed's state is kept as written: `dragOffset` (only updated while `dy > 0`, a quirk) and the
/// binding `isPresented`. The drawn values are the offset (`dragOffset > 0 ? dragOffset : 0`), the
/// `.move(edge: .bottom)` transition (by the modal's height) and the backdrop opacity.
public struct ModalMachine: Machine, VerticalDragging {
    public static let kind = Kind.modal
    public static var parameterTable: [ParameterInfo] { ModalParameters.table }

    /// The current parameters (docs/models.md: live changes apply from the next event).
    public internal(set) var parameters = ModalParameters()
    public internal(set) var phase: Phase = .dismissed
    public internal(set) var lastDecision: Decision?
    /// Whether releasing now would dismiss; false outside `dragging`.
    public internal(set) var armed = false
    /// Times onDismiss fired in this presentation (never above 1).
    public internal(set) var dismissedCount = 0
    /// The seed's `showCustomModal` binding: false from the moment it is set false (onDismiss).
    public internal(set) var isPresented = false

    /// The seed's `@State dragOffset` (its height): set to dy on each sample only while dy > 0.
    var dragOffset: Double = 0
    /// Drawn `.offset(y: dragOffset.height > 0 ? dragOffset.height : 0)`.
    var drawnOffset = AnimatedValue(0)
    /// The `.transition(.move(edge: .bottom))`: extra downward offset while entering or leaving.
    var transition = AnimatedValue(0)
    /// Drawn `Color.black.opacity(0.4)` behind the modal (0 while not shown).
    var drawnBackdrop = AnimatedValue(0)
    var finger = Finger.none
    /// The readout the last release, escape or backdrop tap decided with (the `release-` fields).
    var releaseReadout = FingerReadout.zero
    /// A parameter changed mid-drag: `armed` waits for the next event to be re-evaluated.
    var armedReviewPending = false
    /// The change (transaction) whose animations the current animated phase waits for.
    var phaseChange = 0
    /// The next change identifier to hand out.
    var nextChange = 1
    /// The clock as the machine last heard it (an event, or `clockAdvanced`): "now" for the velocity field.
    var now: Int64 = 0
    /// Whether the modal was ever presented: the variant is chosen before that, never after.
    var wasPresented = false

    public init() {}

    public var transitionRules: [TransitionRule] {
        parameters.variant == .content ? Self.transitionTable : Self.modifierTransitionTable
    }

    /// The Close button: `CustomModalContent`'s `Button("Close")`, or the one the modifier's usage
    /// asks the host to provide; a design file's buttons.
    public var buttons: [String] { parameters.written?.design.buttons.map(\.value.name) ?? ["close"] }

    /// The seed's parameters, or `design` alone for a design file's modal.
    public var parameterInfo: [ParameterInfo] {
        parameters.written != nil ? [.designFile(.modal)] : Self.parameterTable.filter { $0.name != "design" }
    }

    /// A machine with `parameters` that was never presented.
    public init(parameters: ModalParameters) {
        self.parameters = parameters
    }

    /// Every answer `movingValues` can give, indexed by offset/backdrop bits: `settle` asks every
    /// frame, and a constant answer allocates nothing.
    private static let movingNames: [[String]] = [[], ["backdrop"], ["offset"], ["offset", "backdrop"]]

    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public var hasMovingValues: Bool {
        drawnOffset.isAnimating || transition.isAnimating || drawnBackdrop.isAnimating
    }

    public var movingValues: [String] {
        let offset = drawnOffset.isAnimating || transition.isAnimating
        return Self.movingNames[(offset ? 2 : 0) | (drawnBackdrop.isAnimating ? 1 : 0)]
    }

    public mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        route(event, in: environment)
    }

    /// Only the Close button exists (a design file's buttons); the world refuses any other before it gets here.
    mutating func buttonPressed(_ button: String, at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let written = parameters.written {
            return requestWritten(written, .press, button: button, at: tick, in: environment)
        }
        return button == "close" ? closePressed(at: tick, in: environment) : []
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
        if name == "variant", wasPresented { throw .fixedAtCreation(name: name) }
        try parameters.set(name, to: value)
        now = max(now, tick)
        if phase == .dragging { armedReviewPending = true }
        // Derived values (rest position, backdrop dim, the move's extent) jump without animation.
        applyModels(animation: nil, change: 0, at: tick)
        return []
    }

    /// Moves every drawn value's model to the seed's formula of the current state, with
    /// `animation` (nil: jump; running animations continue on top).
    mutating func applyModels(animation: Animation?, change: Int, at tick: Int64) {
        // A design file's drag follows as `drag follows` says, upward too.
        let offset = parameters.written != nil || dragOffset > 0 ? dragOffset : 0
        drawnOffset.set(offset, animation: animation, change: change, at: tick)
        transition.set(isPresented ? 0 : parameters.height, animation: animation, change: change, at: tick)
        drawnBackdrop.set(isPresented ? parameters.backdrop : 0, animation: animation, change: change, at: tick)
    }

    /// Whether any animation of `change` still runs (not removed), backdrop included.
    @inline(__always)
    func isRunning(change: Int) -> Bool {
        drawnOffset.isRunning(change: change) || transition.isRunning(change: change)
            || drawnBackdrop.isRunning(change: change)
    }

    /// A seed spring, or `easeOut(duration: 0.2)` under reduce motion (docs/models.md fills the gap: the
    /// seed does not handle reduce motion).
    static func animation(_ spring: Spring, spelling: String, in environment: Environment) -> Animation {
        environment.reduceMotion
            ? .curve(.easeOut, seconds: 0.2, spelling: "easeOut(duration: 0.2)")
            : .spring(spring, model: environment.springModel, spelling: spelling)
    }

    /// The seed's springs, each with the spelling that names it.
    public enum SeedAnimation: Sendable, Hashable {
        /// `CustomModalContent.dismiss()`'s spring.
        case dismissSpring
        /// `CustomModalContent`'s snap back.
        case cancelSpring
        /// SwiftUI's default `spring()`: the modifier's snap back, the host's dismissal, the backdrop tap.
        case defaultSpring

        var spring: Spring {
            switch self {
            case .dismissSpring: Spring(response: 0.4, dampingFraction: 0.8)
            case .cancelSpring: Spring(response: 0.3, dampingFraction: 0.6)
            case .defaultSpring: .spring()
            }
        }

        public var spelling: String {
            switch self {
            case .dismissSpring: "spring(response: 0.4, dampingFraction: 0.8)"
            case .cancelSpring: "spring(response: 0.3, dampingFraction: 0.6)"
            case .defaultSpring: "spring()"
            }
        }
    }

    /// `seed`, or `easeOut(duration: 0.2)` under reduce motion.
    static func animation(_ seed: SeedAnimation, in environment: Environment) -> Animation {
        animation(seed.spring, spelling: seed.spelling, in: environment)
    }
}
