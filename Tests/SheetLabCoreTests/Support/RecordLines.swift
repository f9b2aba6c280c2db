@testable import SheetLabCore

/// Transition lines, callbacks and haptics of records, as the trace prints them.
enum Lines {
    /// `from -> to (cause)`, one per transition.
    static func transitions(_ records: [Record]) -> [String] {
        records.compactMap { record in
            guard case .transitioned(let from, let to, let cause) = record.occurrence else { return nil }
            return "\(from.rawValue) -> \(to.rawValue)" + (cause.map { " (\($0))" } ?? "")
        }
    }

    /// Every occurrence as a trace word: transitions, `armed`, `disarmed`, `haptic X`, callbacks.
    static func all(_ records: [Record]) -> [String] {
        records.map { record in
            switch record.occurrence {
            case .transitioned(let from, let to, let cause):
                "\(from.rawValue) -> \(to.rawValue)" + (cause.map { " (\($0))" } ?? "")
            case .armed: "armed"
            case .disarmed: "disarmed"
            case .hapticFired(let name): "haptic \(name)"
            case .callbackFired(let name): name
            case .ignored(let input): "ignored \(input.reasonText)"
            }
        }
    }

    static func callbacks(_ records: [Record]) -> [String] {
        records.compactMap { record in
            guard case .callbackFired(let name) = record.occurrence else { return nil }
            return name
        }
    }
}

extension Occurrence {
    /// The reason of an `ignored` occurrence, nil for any other.
    var ignoredReason: String? {
        if case .ignored(let input) = self { return input.reasonText }
        return nil
    }

    /// The rule of an `ignored` occurrence, nil for any other.
    var ignoredRule: String? {
        if case .ignored(let input) = self { return input.ruleText }
        return nil
    }

    /// A transition with its cause in words, nil for any other occurrence.
    var transitionWords: TransitionWords? {
        guard case .transitioned(let from, let to, let cause) = self else { return nil }
        return TransitionWords(from: from, to: to, cause: cause?.description)
    }
}

/// A transition as its line reads: the phases, and the cause as printed.
struct TransitionWords: Equatable {
    var from: Phase
    var to: Phase
    var cause: String?
}
