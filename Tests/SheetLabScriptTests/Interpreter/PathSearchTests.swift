import SheetLabCore
import Testing

@testable import SheetLabScript

/// Every path `paths KIND` prints replays as printed, reaches the goal it names and ends in it
/// (the phase after the last command is the goal's); every goal the search leaves unreached is
/// one of the known hard-to-reach rules.
struct PathSearchTests {
    /// Rules the search cannot reach within its depth: each needs a setup longer than six
    /// commands or a touch at an exact instant.
    static let knownUnreached: [Kind: Set<String>] = [
        .screen: [],
        .modal: ["releaseLeavesAtOnce"],
        .sheet: ["setDetentAtOnce"],
        .edge: ["frozenCancelResumesAtRest", "frozenCancelLiftsAtRest", "frozenCancelDisabledAtRest"],
    ]

    @Test(arguments: Kind.allCases)
    func everyPrintedPathReachesItsGoal(_ kind: Kind) throws {
        let unreached = try Self.replay(PathSearch(kind: kind))
        #expect(unreached == Self.knownUnreached[kind], "\(kind): unreached rules changed")
    }

    /// A profile or variant is searched on its own rules; each of them is reached.
    @Test(arguments: [
        (Kind.sheet, "profile=custom"), (.sheet, "profile=action"), (.sheet, "profile=filter"),
        (.modal, "variant=modifier"),
    ])
    func everyRuleOfAProfileIsReached(_ kind: Kind, _ parameter: String) throws {
        let parameters = try Explorer.assignments([parameter], for: kind)
        let search = PathSearch(kind: kind, parameters: parameters)
        let rules = try #require(search.machine).transitionRules
        #expect(rules != kind.machineType.transitionTable, "the profile brings its own table")
        let unreached = try Self.replay(search)
        // The modifier's dismissal leaves dragOffset as it is, so with no height and no backdrop a
        // release dismisses with nothing to animate: releaseLeavesAtOnce is reached, unlike the content's.
        #expect(unreached == [], "\(parameter)")
    }

    /// Replays every path the search prints; returns the rules it left unreached.
    static func replay(_ search: PathSearch) throws -> Set<String> {
        let kind = search.kind
        let paths = search.run()
        var unreached: Set<String> = []
        for path in paths {
            guard let commands = path.commands else {
                switch path.goal {
                case .phase(let phase): Issue.record("\(kind): no path to phase \(phase)")
                case .rule(let rule): unreached.insert(rule.name)
                }
                continue
            }
            var session = Session(origin: .commandLine)
            session.trace = .off
            var lastCommandStart = 0
            for command in commands {
                lastCommandStart = session.log.count
                let result = session.execute(LogicalLine(command))
                #expect(result.error == nil, "\(kind) \(path.goal): '\(command)' failed")
            }
            let transitions = PathSearch.transitions(in: session.log)
            let last = PathSearch.transitions(in: session.log.dropFirst(lastCommandStart))
            let final = session.world.sheets.first?.machine.phase
            switch path.goal {
            case .phase(let phase):
                #expect(final == phase, "\(kind): path to \(phase) ends in \(final.map(\.rawValue) ?? "nothing")")
            case .rule(let rule):
                #expect(
                    transitions.contains { $0.from == rule.from && $0.to == rule.to && $0.event == rule.event },
                    "\(kind): path for \(rule.name) never takes it")
                // The last command takes the rule, and nothing happens after it but what follows at
                // the same instant.
                let ends = last.indices.contains { position in
                    last[position].from == rule.from && last[position].to == rule.to
                        && last[position].event == rule.event && PathSearch.endsPath(last, at: position)
                }
                #expect(ends, "\(kind): path for \(rule.name) ends in \(final.map(\.rawValue) ?? "nothing")")
            }
        }
        return unreached
    }
}
