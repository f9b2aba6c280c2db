import SheetLabCore

extension Session {
    /// `explain NAME`: the last decision in plain words, with every number compared.
    ///
    /// Input ignored since the last decision (a touch that missed the content, a drag that never
    /// began, an escape nothing answers) comes first, with the rule that ignored it.
    func explain(_ name: String) throws -> String {
        let machine = try world.machine(named: name)
        let decision = machine.lastDecision
        var text = ""
        if let ignored = lastIgnored[name] {
            // Input ignored by a decision of its own (an escape while disabled) is told by it.
            let isNewer = decision.map {
                ignored.tick > $0.tick || (ignored.tick == $0.tick && $0.outcome != .ignored)
            }
            if isNewer ?? true { text += ExplainText.ignored(ignored.input, at: ignored.tick, sheet: name) }
        }
        if let decision { text += ExplainText.text(decision, sheet: name) }
        guard text.isEmpty else { return text }
        return "\(name) has made no decision yet: no release, fling, escape or backdrop tap so far\n"
    }

    /// `log [NAME]`: every record so far, numbered, with time, sheet, event and transition.
    func logText(for name: String?) throws -> String {
        if let name, !world.hasSheet(named: name), !log.contains(where: { $0.sheet == name }) {
            _ = try world.index(of: name)
        }
        var text = ""
        if let first = log.first, first.sequence > 1 {
            text += "(\(first.sequence - 1) earlier records dropped: the log keeps the last \(Self.logCapacity))\n"
        }
        for entry in log where name == nil || entry.sheet == name {
            switch entry.content {
            case .creation(let tick, let sheet, let body):
                text += "#\(entry.sequence) [\(DecimalFormat.seconds(ticks: tick))] \(sheet) created: \(body)\n"
            case .record(let record):
                text += "#\(entry.sequence) [\(DecimalFormat.seconds(ticks: record.tick))] \(record.sheet) "
                text += "\(record.event): \(RecordLine.body(record.occurrence))"
                text += entry.rule.map { " [rule \($0)]\n" } ?? "\n"
            }
        }
        return text
    }

    /// `help [COMMAND|KIND]`.
    func help(_ name: String?) throws -> String {
        guard let name else { return CommandTable.overview() }
        guard let text = TopicHelp.text(for: name) else {
            throw ScriptError(
                .unknownHelpTopic(
                    name, suggestion: TopicHelp.suggestion(for: name, kinds: Kind.allCases.map(\.rawValue))),
                about: name)
        }
        return text
    }
}

/// How `explain` words a decision.
public enum ExplainText {
    /// `s: ignored at 0.300s: touch-down at ...: outside the content (...)` and the rule.
    public static func ignored(_ input: IgnoredInput, at tick: Int64, sheet: String) -> String {
        "\(sheet): ignored at \(DecimalFormat.seconds(ticks: tick)): \(input.reasonText)\n  rule: \(input.ruleText)\n"
    }

    /// `release at 0.317s: dismiss, because predicted 286.0 >= ... (seed ...)` and the details.
    public static func text(_ decision: Decision, sheet: String) -> String {
        let words = decision.text
        var text = "\(sheet): \(decision.trigger.rawValue) at \(DecimalFormat.seconds(ticks: decision.tick)): "
        text += "\(words.outcome), because \(words.reason) (\(words.source))\n"
        if let readout = decision.readout {
            // The same numbers as the release-* fields (docs/decisions.md#readouts), with their decimals.
            let values = [
                (Field.releaseTranslation, readout.translation), (.releaseVelocity, readout.velocity),
                (.releasePredicted, readout.predicted),
            ]
            text += "  release values: "
            text += values.map { "\($0.0.rawValue) \(FieldText.text(.number($0.1), of: $0.0))" }.joined(separator: ", ")
            text += "\n"
        }
        for comparison in words.comparisons {
            text += "  compared: \(comparison)\n"
        }
        for quirk in words.quirks {
            text += "  \(words.quirkOwner) quirk: \(quirk)\n"
        }
        if let other = words.otherMotionSetting {
            text += "  with \(other)\n"
        }
        for reading in words.readings {
            text += "  sheetlab's reading: \(reading)\n"
        }
        return text
    }
}
