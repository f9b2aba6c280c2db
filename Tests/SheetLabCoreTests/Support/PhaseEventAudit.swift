@testable import SheetLabCore

/// Checks one machine's transitions against its declared table and the shared invariants.
struct TransitionAudit {
    let table: [TransitionRule]
    var failures: [String] = []

    /// Audits the occurrences of one event handed to a machine that was in `before`.
    mutating func check(_ occurrences: [Occurrence], event: Event, before: Phase, after: Phase, label: String) {
        var current = before
        for occurrence in occurrences {
            guard case .transitioned(let from, let to, _) = occurrence else { continue }
            if from != current { failures.append("\(label): \(from) -> \(to) but the phase was \(current)") }
            if !table.contains(where: { $0.from == from && $0.to == to && $0.event == event.name }) {
                failures.append("\(label): \(from) -> \(to) on \(event.name) is not in the table")
            }
            current = to
        }
        if current != after { failures.append("\(label): occurrences end in \(current), phase is \(after)") }
    }
}

/// The exhaustive phase x event check: from a machine in every phase, every pair of probe events.
enum PhaseEventAudit {
    /// One event a probe hands a machine.
    enum Probe: String, CaseIterable, Sendable {
        case present, presentAnimated, touchInside, touchOutside, moveDown, moveUp, lift, escape
        case backdropTap, pressClose, pressUnknown, frame, secondOfFrames

        func event<M: Machine>(for machine: M, at tick: Int64, in environment: Environment) -> Event {
            let start = machine.defaultDragStart(in: environment)
            switch self {
            case .present: return .presentationRequested(animated: false, at: tick)
            case .presentAnimated: return .presentationRequested(animated: true, at: tick)
            case .touchInside: return .touchBegan(start, at: tick)
            case .touchOutside: return .touchBegan(Point(x: -50, y: -50), at: tick)
            case .moveDown: return .touchMoved(Point(x: start.x, y: start.y + 200), at: tick)
            case .moveUp: return .touchMoved(Point(x: start.x, y: start.y - 100), at: tick)
            case .lift: return .touchEnded(at: tick)
            case .escape: return .escapeRequested(at: tick)
            case .backdropTap: return .backdropTapped(at: tick)
            case .pressClose: return .buttonPressed("close", at: tick)
            case .pressUnknown: return .buttonPressed("no-such-button", at: tick)
            case .frame: return .frameTicked(at: environment.clock.nextFrame(after: tick))
            case .secondOfFrames: return .frameTicked(at: environment.clock.nextFrame(after: tick + 6000))
            }
        }
    }

    struct Result {
        var failures: [String] = []
        var phasesSeen = Set<Phase>()
        var pairs = 0
    }

    /// Hands every pair of probes to a copy of each start machine; checks every transition against
    /// `table`, the phase chain, `dismissed <= 1`, onDismiss at most once per presentation, armed only
    /// while dragging, every field of the kind present, and `extra` (nil when fine).
    static func run<M: Machine>(
        starts: [(String, M)], table: [TransitionRule], environment: Environment,
        extra: (M) -> String?
    ) -> Result {
        var result = Result()
        var audit = TransitionAudit(table: table)
        for (startName, start) in starts {
            result.phasesSeen.insert(start.phase)
            for first in Probe.allCases {
                for second in Probe.allCases {
                    result.pairs += 1
                    var machine = start
                    var tick: Int64 = 2000
                    var callbacks = 0
                    for probe in [first, second] {
                        let label = "\(startName) / \(first) / \(second) [\(probe)]"
                        let event = probe.event(for: machine, at: tick, in: environment)
                        tick = event.tick + 7
                        let before = machine.phase
                        let occurrences = machine.handle(event, in: environment)
                        audit.check(occurrences, event: event, before: before, after: machine.phase, label: label)
                        if case .presentationRequested = event, before == .dismissed { callbacks = 0 }
                        callbacks += occurrences.filter { $0 == .callbackFired("onDismiss") }.count
                        if callbacks > 1 { audit.failures.append("\(label): onDismiss \(callbacks) times") }
                        if case .integer(let count) = machine.value(of: .dismissed, in: environment), count > 1 {
                            audit.failures.append("\(label): dismissed \(count)")
                        }
                        if machine.value(of: .armed, in: environment) == .bool(true) && machine.phase != .dragging {
                            audit.failures.append("\(label): armed outside dragging")
                        }
                        if let problem = extra(machine) { audit.failures.append("\(label): \(problem)") }
                        for field in Field.fields(of: M.kind) where machine.value(of: field, in: environment) == nil {
                            audit.failures.append("\(label): \(field) is nil")
                        }
                        result.phasesSeen.insert(machine.phase)
                    }
                }
            }
        }
        result.failures = audit.failures
        return result
    }
}
