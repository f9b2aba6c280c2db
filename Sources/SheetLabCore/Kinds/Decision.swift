/// What a release, escape, backdrop tap or button press did and why: the outcome, every comparison
/// the rule made with its numbers, and the quirks that applied, as values.
///
/// Rules hold no words: `VerdictText` turns a decision into the lines `explain`, the log, `compare`
/// and `sweep` print. The numbers are held rounded as the comparison rounded them
/// (docs/models.md#shared-rules, Comparisons).
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

    /// Whose quirks a decision's are: the seed's, or a peer library's.
    public enum QuirkOwner: String, Sendable, Hashable {
        case seed
        case library
    }

    public var trigger: Trigger
    /// When it was decided.
    public var tick: Int64
    public var outcome: Outcome
    /// What decided it: the decisive comparison, or the input itself (`escape`).
    public var reason: Reason
    /// Where the rule comes from (the seed's function, a library's file).
    public var source: Source
    /// Every comparison and step the rule made, held or not, in order.
    public var comparisons: [Step]
    /// The seed's or library's quirks that decided or shaped the outcome.
    public var quirks: [Quirk]
    /// What the same gesture would have done under the other reduce-motion setting, when it differs.
    public var otherMotionSetting: MotionAlternative?
    /// How sheetlab reads a configuration the seed names but does not define, where it shaped the
    /// outcome (edge `commit-effect collapse`, `should-begin`).
    public var readings: [Reading]
    public var quirkOwner: QuirkOwner
    /// The finger's readout the decision was made with (the `release-` fields); nil for a request
    /// that was ignored or passed through, which keeps the earlier values.
    public var readout: FingerReadout?

    public init(
        trigger: Trigger, tick: Int64, outcome: Outcome, reason: Reason, source: Source, comparisons: [Step] = [],
        quirks: [Quirk] = [], otherMotionSetting: MotionAlternative? = nil, readings: [Reading] = [],
        quirkOwner: QuirkOwner = .seed, readout: FingerReadout? = nil
    ) {
        self.trigger = trigger
        self.tick = tick
        self.outcome = outcome
        self.reason = reason
        self.source = source
        self.comparisons = comparisons
        self.quirks = quirks
        self.otherMotionSetting = otherMotionSetting
        self.readings = readings
        self.quirkOwner = quirkOwner
        self.readout = readout
    }
}
