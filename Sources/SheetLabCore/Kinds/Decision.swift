/// Why a release, escape, backdrop tap or button press did what it did, with every number compared.
///
/// Numbers in the strings are rounded as the comparison rounded them and formatted with
/// `DecimalFormat` (docs/models.md#shared-rules, Comparisons).
public struct Decision: Sendable, Hashable {
    /// What asked for the decision.
    public enum Trigger: String, Sendable, Hashable {
        case release
        case escape
        case backdropTap = "backdrop tap"
        /// A button of the content (`press NAME BUTTON`).
        case press
        /// A drag the content ignores (a sheet whose seed attaches no drag gesture).
        case drag
    }

    public var trigger: Trigger
    /// When it was decided.
    public var tick: Int64
    /// The outcome in a few words: `dismiss`, `cancel`, `snap to large`, `commit (pop)`, `ignored`.
    public var outcome: String
    /// The comparison that decided it, as the transition line's cause prints it
    /// (`translation 200.0 >= threshold 140.0`).
    public var reason: String {
        get { reasonText.value }
        set { reasonText = Deferred(newValue) }
    }
    /// `reason`, given or built when first read; a release shares it with its transition's cause
    /// (`TransitionCause.release`).
    private(set) var reasonText: Deferred<String>
    /// The rule's source in the seed (`seed DragToDismissScreenMath.shouldDismiss`).
    public var source: String
    /// Whose quirks they are, as `explain` labels them: `seed`, or `library` for a peer profile.
    public var quirkOwner = "seed"
    /// The finger's readout the decision was made with (the `release-` fields); nil for a request
    /// that was ignored or passed through, which keeps the earlier values.
    public var readout: FingerReadout?

    /// The lines only `explain` prints: given, or built when first read (`init(...details:)`). A
    /// release's texts cost tens of thousands of instructions (an edge release about 45,000 of its
    /// 68,000), and a drag, a replay or an explored state almost never reads them.
    private(set) var details: Deferred<Details>

    /// Every comparison the rule made, held or not, one per entry
    /// (`predicted 286.0 >= fling-factor 2 x threshold 140.0 = 280.0`).
    public var comparisons: [String] {
        get { details.value.comparisons }
        set { details.update { $0.comparisons = newValue } }
    }
    /// Seed quirks that decided or shaped the outcome, in plain words.
    public var quirks: [String] {
        get { details.value.quirks }
        set { details.update { $0.quirks = newValue } }
    }
    /// What the same gesture would have done under the other reduce-motion setting, when it differs.
    public var otherMotionSetting: String? {
        get { details.value.otherMotionSetting }
        set { details.update { $0.otherMotionSetting = newValue } }
    }
    /// How sheetlab reads a configuration the seed names but does not define, where it shaped the
    /// outcome (edge `commit-effect collapse`, `should-begin`), in plain words.
    public var readings: [String] {
        get { details.value.readings }
        set { details.update { $0.readings = newValue } }
    }

    public init(
        trigger: Trigger, tick: Int64, outcome: String, reason: String, comparisons: [String] = [], source: String,
        quirks: [String] = [], otherMotionSetting: String? = nil, readings: [String] = []
    ) {
        self.trigger = trigger
        self.tick = tick
        self.outcome = outcome
        self.reasonText = Deferred(reason)
        self.source = source
        self.details = Deferred(
            Details(
                comparisons: comparisons, quirks: quirks, otherMotionSetting: otherMotionSetting, readings: readings))
    }

    /// A decision whose `explain` lines `details` builds when they are first read.
    ///
    /// For the rules whose lines cost more than the decision (a release's comparison texts, the
    /// other reduce-motion setting's spelling): `details` must read only values that do not change
    /// afterwards, which the compiler holds it to (`@Sendable`), and a machine it reads must be a
    /// `decisionSnapshot`. Cheap lines are cheaper given at once: the recipe costs two allocations.
    public init(
        trigger: Trigger, tick: Int64, outcome: String, reason: String, source: String,
        details: @escaping @Sendable () -> Details
    ) {
        self.init(
            trigger: trigger, tick: tick, outcome: outcome, reason: Deferred(reason), source: source, details: details)
    }

    /// A decision whose reason and `explain` lines are built when first read (a release's, whose
    /// reason its transition's cause shares).
    init(
        trigger: Trigger, tick: Int64, outcome: String, reason: Deferred<String>, source: String,
        details: @escaping @Sendable () -> Details
    ) {
        self.trigger = trigger
        self.tick = tick
        self.outcome = outcome
        self.reasonText = reason
        self.source = source
        self.details = Deferred(details)
    }
}

extension Decision {
    /// The lines `explain` prints under a decision.
    public struct Details: Sendable, Hashable {
        var comparisons: [String]
        var quirks: [String]
        var otherMotionSetting: String?
        var readings: [String]

        public init(comparisons: [String], quirks: [String], otherMotionSetting: String?, readings: [String]) {
            self.comparisons = comparisons
            self.quirks = quirks
            self.otherMotionSetting = otherMotionSetting
            self.readings = readings
        }
    }
}
