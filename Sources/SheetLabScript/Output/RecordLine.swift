import SheetLabCore

/// Transition lines: how a `Record` prints (commands.md, Output lines).
public enum RecordLine {
    /// `[0.583s] page: dragging -> committing (release: translation 200.0 >= threshold 140.0)`.
    public static func text(_ record: Record) -> String {
        "[\(DecimalFormat.seconds(ticks: record.tick))] \(record.sheet): \(body(record.occurrence))"
    }

    /// The part after `NAME: `.
    public static func body(_ occurrence: Occurrence) -> String {
        switch occurrence {
        case .transitioned(let from, let to, let cause):
            let arrow = "\(from.rawValue) -> \(to.rawValue)"
            return cause.map { "\(arrow) (\($0))" } ?? arrow
        case .armed: return "armed"
        case .disarmed: return "disarmed"
        case .hapticFired(let haptic): return "haptic \(haptic)"
        case .callbackFired(let callback): return callback
        case .ignored(let input): return "ignored \(input.reason)"
        }
    }

    /// `new screen (threshold=140, animated)`: non-default parameters as given, `animated` last.
    public static func creationBody(
        kind: Kind, assignments: [(name: String, value: String)], animated: Bool
    ) -> String {
        var options = assignments.map { "\($0.name)=\($0.value)" }
        if animated { options.append("animated") }
        let suffix = options.isEmpty ? "" : " (\(options.joined(separator: ", ")))"
        return "new \(kind.rawValue)\(suffix)"
    }
}
