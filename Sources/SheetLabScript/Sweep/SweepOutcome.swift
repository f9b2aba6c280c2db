import SheetLabCore

/// What one release did, as a sweep's map colours it.
public enum SweepOutcome: Sendable, Hashable, Comparable {
    /// No release decision: the drag never began (too short, or an `edge` touch that failed).
    case ignored
    /// Back to rest.
    case cancel
    /// A `sheet` snapped to this detent (or back to it), written as in `detents=`.
    case detent(String)
    /// An `edge` commit (its action fired or will).
    case commit
    /// onDismiss.
    case dismiss
    /// A decision with another outcome, in the decision's words.
    case other(String)

    /// The outcome's word: `dismiss`, `cancel`, a detent's spelling, `commit`, `ignored`.
    public var word: String {
        switch self {
        case .ignored: "ignored"
        case .cancel: "cancel"
        case .detent(let spelling): spelling
        case .commit: "commit"
        case .dismiss: "dismiss"
        case .other(let text): text
        }
    }

    /// How the boundary sentence says that a release does this: `dismisses`, `snaps to medium`.
    public var verb: String {
        switch self {
        case .ignored: "is ignored"
        case .cancel: "cancels"
        case .detent(let spelling): "snaps to \(spelling)"
        case .commit: "commits"
        case .dismiss: "dismisses"
        case .other(let text): "ends in '\(text)'"
        }
    }

    /// The outcome of a release decision; `detent` is the sheet's selected detent after it. An
    /// outcome the map has no colour for keeps its words (`rest at half`).
    static func of(_ outcome: Decision.Outcome, detent: String?) -> SweepOutcome {
        switch outcome {
        case .dismiss: .dismiss
        case .cancel, .cancelNothingToMoveBack: .cancel
        case .commit: .commit
        case .snap, .snapBack: detent.map { .detent($0) } ?? .other(VerdictText.outcome(outcome))
        case .ignored, .action, .springBack, .stayAtZero, .passesThrough, .stay, .restAt, .moveTo:
            .other(VerdictText.outcome(outcome))
        }
    }
}

/// What happened in one cell of a sweep.
public struct SweepCell: Sendable, Hashable {
    public var outcome: SweepOutcome
    /// The rule that decided, as `explain` words it after "because"
    /// (`translation 200.0 >= threshold 140.0`); `the drag never began` when nothing was decided.
    public var rule: String
    /// The phase once everything rests.
    public var phase: Phase
    /// `sheet`: the selected detent once everything rests.
    public var detent: String?
    /// From the release until nothing moves, ticks; nil when it still moved after 10 s.
    public var restTicks: Int64?
    /// The translation and velocity the kind measured at release; nil when nothing was decided.
    public var releaseTranslation: Double?
    public var releaseVelocity: Double?

    public init(
        outcome: SweepOutcome, rule: String, phase: Phase, detent: String? = nil, restTicks: Int64? = nil,
        releaseTranslation: Double? = nil, releaseVelocity: Double? = nil
    ) {
        self.outcome = outcome
        self.rule = rule
        self.phase = phase
        self.detent = detent
        self.restTicks = restTicks
        self.releaseTranslation = releaseTranslation
        self.releaseVelocity = releaseVelocity
    }

    /// The rule of a cell where the drag never began.
    public static let neverBegan = "the drag never began"

    /// Whether the cell could not run: a value between two axis values that the kind or the
    /// environment refuses (a frame rate that does not divide 6000, a fractional stack).
    public var isRefused: Bool {
        if case .other(let text) = outcome { return text.hasPrefix("error: ") }
        return false
    }
}
