/// A rule every state `explore` reaches must keep (docs/models.md, docs/commands.md).
public enum Invariant: String, Sendable, Hashable, CaseIterable {
    /// onDismiss fires at most once per presentation (`dismissed` never above 1).
    case dismissOnce = "dismiss-once"
    /// The edge action fires at most once per commit, and only inside one.
    case actionOnce = "action-once"
    /// Nothing leaves `dismissed` but `present`.
    case dismissedIsFinal = "dismissed-final"
    /// `progress` stays within [0, 1] (`edge`: [0, 1 + overshoot]).
    case progressInRange = "progress-range"
    /// `hit-testing` is false while `presenting` or `committing`.
    case hitTesting = "hit-testing"
    /// Under reduce motion `scale` is 1 and no spring runs.
    case reduceMotion = "reduce-motion"
    /// After `settle` with no finger down the sheet is `idle` or `dismissed`.
    case settleRests = "settle-rests"
    /// `settle` ends within its 10 s limit: no animation runs forever.
    case settleEnds = "settle-ends"
    /// An escape from `idle`, `dragging`, `cancelling` or `settling` dismisses or fires the action,
    /// unless the parameters disable it (`dismiss=disabled`, `enabled=false`).
    case escapeActs = "escape-acts"
    /// No field is NaN or infinite.
    case finite
    /// `armed` agrees with what a release at that instant does.
    case armedAgrees = "armed-agrees"

    /// The rule in one sentence, as the report prints it.
    public var summary: String {
        switch self {
        case .dismissOnce: "onDismiss fires at most once per presentation"
        case .actionOnce: "the edge action fires at most once per commit"
        case .dismissedIsFinal: "nothing leaves dismissed but present"
        case .progressInRange: "progress stays within [0, 1] (edge: [0, 1 + overshoot])"
        case .hitTesting: "hit-testing is false while presenting or committing"
        case .reduceMotion: "under reduce motion scale is 1 and no spring runs"
        case .settleRests: "after settle with no finger down the sheet is idle or dismissed"
        case .settleEnds: "settle ends within its limit"
        case .escapeActs: "escape from idle, dragging, cancelling or settling dismisses or acts unless disabled"
        case .finite: "no field is NaN or infinite"
        case .armedAgrees: "armed agrees with the outcome of an immediate release"
        }
    }
}
