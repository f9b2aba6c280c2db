import SheetLabCore

/// Transition lines: how a `Record` prints (docs/commands.md#output-lines).
public enum RecordLine {
    /// `[0.583s] page: dragging -> committing (release: translation 200.0 >= threshold 140.0)`.
    public static func text(_ record: Record) -> String {
        var line = ""
        write(record, to: &line)
        return line
    }

    /// Appends `text(record)` to `output`.
    public static func write(_ record: Record, to output: inout String) {
        var line = TextBuilder(capacity: 96)
        write(record, to: &line)
        output += line.text
    }

    /// Appends `text(record)` to `output`, piece by piece (no intermediate strings).
    static func write(_ record: Record, to output: inout TextBuilder) {
        output.append(ascii: UInt8(ascii: "["))
        output.append(secondsOf: record.tick)
        output.append("] ")
        output.append(record.sheet)
        output.append(": ")
        switch record.occurrence {
        case .transitioned(let from, let to, let cause):
            output.append(from.rawValue)
            output.append(" -> ")
            output.append(to.rawValue)
            if let cause {
                output.append(" (")
                output.append(cause.description)
                output.append(ascii: UInt8(ascii: ")"))
            }
        default:
            output.append(body(record.occurrence))
        }
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
        case .ignored(let input): return "ignored \(input.reasonText)"
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
