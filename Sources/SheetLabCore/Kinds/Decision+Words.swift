/// Decisions of the rules that still word themselves (the sheet's), until they hold values.
extension Decision {
    /// The lines `explain` prints under a decision, in words.
    struct Details {
        var comparisons: [String]
        var quirks: [String]
        var otherMotionSetting: String?
        var readings: [String]
    }

    init(
        trigger: Trigger, tick: Int64, outcome: String, reason: String, comparisons: [String] = [], source: String,
        quirks: [String] = [], otherMotionSetting: String? = nil, readings: [String] = []
    ) {
        self.init(
            trigger: trigger, tick: tick, outcome: Self.outcome(words: outcome), reason: .words(reason),
            source: .words(source),
            comparisons: comparisons.map { .words($0) }, quirks: quirks.map { .words($0) },
            otherMotionSetting: otherMotionSetting.map { .words($0) }, readings: readings.map { .words($0) })
    }

    init(trigger: Trigger, tick: Int64, outcome: String, reason: Reason, source: String, details: () -> Details) {
        let details = details()
        self.init(
            trigger: trigger, tick: tick, outcome: Self.outcome(words: outcome), reason: reason, source: .words(source),
            comparisons: details.comparisons.map { .words($0) }, quirks: details.quirks.map { .words($0) },
            otherMotionSetting: details.otherMotionSetting.map { .words($0) },
            readings: details.readings.map { .words($0) })
    }

    /// The outcome the words name, in words only when no case names it.
    static func outcome(words: String) -> Outcome {
        switch words {
        case "dismiss": .dismiss
        case "ignored": .ignored
        case "cancel": .cancel
        default: .words(words)
        }
    }
}
