/// Why a release, escape, backdrop tap or button press did what it did, with every number compared.
///
/// Numbers in the strings are rounded as the comparison rounded them and formatted with
/// `DecimalFormat` (models.md, Comparisons).
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
    public var reason: String
    /// Every comparison the rule made, held or not, one per entry
    /// (`predicted 286.0 >= fling-factor 2 x threshold 140.0 = 280.0`).
    public var comparisons: [String]
    /// The rule's source in the seed (`seed DragToDismissScreenMath.shouldDismiss`).
    public var source: String
    /// Seed quirks that decided or shaped the outcome, in plain words.
    public var quirks: [String]
    /// Whose quirks they are, as `explain` labels them: `seed`, or `library` for a peer profile.
    public var quirkOwner = "seed"
    /// What the same gesture would have done under the other reduce-motion setting, when it differs.
    public var otherMotionSetting: String?
    /// The finger's readout the decision was made with (the `release-` fields); nil for a request
    /// that was ignored or passed through, which keeps the earlier values.
    public var readout: FingerReadout?
    /// How sheetlab reads a configuration the seed names but does not define, where it shaped the
    /// outcome (edge `commit-effect collapse`, `should-begin`), in plain words.
    public var readings: [String]

    public init(
        trigger: Trigger, tick: Int64, outcome: String, reason: String, comparisons: [String] = [],
        source: String, quirks: [String] = [], otherMotionSetting: String? = nil, readings: [String] = []
    ) {
        self.trigger = trigger
        self.tick = tick
        self.outcome = outcome
        self.reason = reason
        self.comparisons = comparisons
        self.source = source
        self.quirks = quirks
        self.otherMotionSetting = otherMotionSetting
        self.readings = readings
    }
}
