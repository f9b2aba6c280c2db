@testable import SheetLabCore

/// A decision as `explain` words it, with its trigger and tick: a table of expected decisions
/// reads as the lines the user sees.
struct DecisionWords: Equatable, Sendable {
    var trigger: Decision.Trigger
    var tick: Int64
    var text: VerdictText

    init(
        trigger: Decision.Trigger, tick: Int64, outcome: String, reason: String, comparisons: [String] = [],
        source: String, quirks: [String] = [], otherMotionSetting: String? = nil, readings: [String] = [],
        quirkOwner: String = "seed"
    ) {
        self.trigger = trigger
        self.tick = tick
        text = VerdictText(
            outcome: outcome, reason: reason, source: source, comparisons: comparisons, quirks: quirks,
            quirkOwner: quirkOwner, otherMotionSetting: otherMotionSetting, readings: readings)
    }

    init(_ decision: Decision) {
        trigger = decision.trigger
        tick = decision.tick
        text = decision.text
    }
}

extension Decision {
    /// The decision as `explain` words it.
    var words: DecisionWords { DecisionWords(self) }
}
