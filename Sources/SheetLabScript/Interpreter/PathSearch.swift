import SheetLabCore

/// `paths KIND`: breadth-first search over scenario commands for the shortest sequence that
/// ends in each phase, and that takes each rule of the kind's transition table and ends in
/// the phase the rule enters.
///
/// The search runs real sessions (the same interpreter scenario files run), so every path it
/// prints replays as printed. States are compared by a coarse key (phase, finger, environment
/// switches and the counters that steer rules), which keeps the search small; a goal it cannot
/// reach within `maximumDepth` commands prints as unreached.
struct PathSearch {
    let kind: Kind
    /// The parameters the sheet is created with (`profile=custom`); they choose its rules.
    var parameters: [ParameterAssignment] = []
    /// The longest command sequence tried.
    static let maximumDepth = 6
    /// The sheet's name in the printed commands.
    static let sheet = "s"

    /// A machine of the kind with the parameters set, never presented (nil if one is refused).
    var machine: (any Machine)? {
        try? kind.makeMachine(configuredBy: parameters.map { ParameterSetting(name: $0.name, value: $0.written) })
    }

    /// The commands tried at each step, chosen to cross each rule's boundaries.
    var alphabet: [String] {
        let s = Self.sheet
        var commands = [
            "settle", "step 1f", "step 10f", "escape \(s)", "release \(s)", "present \(s)", "present \(s) animated",
            "set reduce-motion on", "set reduce-motion off",
        ]
        let machine = machine
        if let sheet = machine as? any SheetKindMachine, sheet.profile.name != .multiHeight {
            return commands + profileAlphabet(sheet)
        }
        switch kind {
        case .screen, .modal:
            commands += [
                "drag \(s) 0 200", "drag \(s) 0 60", "drag \(s) 0 -60", "fling \(s) 0 120 at 2000",
                "drag \(s) 0 200 hold", "drag \(s) 0 60 hold", "move \(s) 0 -60",
            ]
        case .sheet:
            commands += [
                "drag \(s) 0 300", "drag \(s) 0 60", "drag \(s) 0 -300", "fling \(s) 0 120 at 3000",
                "drag \(s) 0 60 hold", "drag \(s) 0 300 hold", "move \(s) 0 -60", "set \(s).dismiss disabled",
                "set \(s).detent large",
            ]
        case .edge:
            commands += [
                "drag \(s) 100 0", "drag \(s) 20 0", "fling \(s) 40 0 at 1000", "drag \(s) 100 0 hold",
                "drag \(s) 20 0 hold", "move \(s) -20 0", "touch \(s) down 14 437", "touch \(s) up",
                "drag \(s) 0 100", "set \(s).enabled false", "set \(s).stack 3",
                "set \(s).action-timing after-commit", "set layout rtl", "set \(s).commit-effect none",
            ]
        }
        if kind == .modal || kind == .sheet { commands += ["tap \(s) backdrop", "set \(s).backdrop 0"] }
        // With nothing left to animate (no height, no backdrop), a dismiss ends at once.
        if kind == .modal { commands.append("set \(s).height 0") }
        return commands + (machine?.buttons ?? []).map { "press \(s) \($0)" }
    }

    /// The letters of a sheet profile other than multi-height: its drags (custom: around
    /// dismiss-offset 150 and fling-distance 200), its buttons, the backdrop.
    private func profileAlphabet(_ sheet: any SheetKindMachine) -> [String] {
        let s = Self.sheet
        var commands = ["tap \(s) backdrop", "set \(s).backdrop 0"]
        switch sheet.profile.drag {
        case .downwardOffset:
            commands += [
                "drag \(s) 0 60", "drag \(s) 0 200", "drag \(s) 0 -60", "fling \(s) 0 60 at 2000",
                "drag \(s) 0 60 hold", "move \(s) 0 -60", "set \(s).height 0",
            ]
        case .frameHeight, .none:
            commands += ["drag \(s) 0 60"]
        case .panel:
            // A peer library's sheet: drags short of and past half a position, up, flicks both ways.
            commands += [
                "drag \(s) 0 60", "drag \(s) 0 200", "drag \(s) 0 400", "drag \(s) 0 -300",
                "fling \(s) 0 120 at 3000", "fling \(s) 0 -120 at 3000", "drag \(s) 0 60 hold", "move \(s) 0 -60",
            ]
        }
        return commands + sheet.buttons.map { "press \(s) \($0)" }
    }

    /// The search: one path per phase the kind uses, then one per rule, in table order.
    func run() -> [ReachingPath] {
        let rules = machine?.transitionRules ?? kind.machineType.transitionTable
        var phasePaths: [Phase: [String]] = [:]
        var rulePaths: [Int: [String]] = [:]
        var seen: Set<StateKey> = []
        var frontier: [(commands: [String], session: Session)] = []
        let creation = (["new", kind.rawValue, Self.sheet] + parameters.map(\.description)).joined(separator: " ")
        for start in [creation, creation + " animated"] {
            var session = Session(origin: .commandLine)
            session.trace = .off
            let outcome = session.execute(LogicalLine(start))
            guard outcome.error == nil else { continue }
            note(session, commands: [start], since: 0, rules: rules, phases: &phasePaths, rulePaths: &rulePaths)
            if seen.insert(key(of: session)).inserted { frontier.append(([start], session)) }
        }
        var depth = 1
        while !frontier.isEmpty, depth < Self.maximumDepth {
            var next: [(commands: [String], session: Session)] = []
            for (commands, session) in frontier {
                for command in alphabet {
                    var copy = session
                    copy.log.removeAll()  // only this command's records matter; keeps copies small
                    let logCount = 0
                    let outcome = copy.execute(LogicalLine(command))
                    guard outcome.error == nil else { continue }
                    let path = commands + [command]
                    note(
                        copy, commands: path, since: logCount, rules: rules, phases: &phasePaths, rulePaths: &rulePaths)
                    if seen.insert(key(of: copy)).inserted { next.append((path, copy)) }
                }
            }
            frontier = next
            depth += 1
        }
        let phases = Phase.allCases.filter { phase in rules.contains { $0.from == phase || $0.to == phase } }
        var paths = phases.map { ReachingPath(goal: .phase($0), commands: phasePaths[$0]) }
        for (index, rule) in rules.enumerated() {
            paths.append(ReachingPath(goal: .rule(rule), commands: rulePaths[index]))
        }
        return paths
    }

    /// Records the goals the last command reached and ends in: the phase now, and the rules
    /// whose (from, event, to) match a transition logged since `since` that `endsPath` accepts.
    /// A path that only passes through its goal (a drag that begins and then commits) does not
    /// count: a printed path ends in its goal.
    private func note(
        _ session: Session, commands: [String], since: Int, rules: [TransitionRule],
        phases: inout [Phase: [String]], rulePaths: inout [Int: [String]]
    ) {
        guard let sheet = session.world.sheets.first else { return }
        if phases[sheet.machine.phase] == nil { phases[sheet.machine.phase] = commands }
        let transitions = Self.transitions(in: session.log.dropFirst(since))
        for (position, transition) in transitions.enumerated() where Self.endsPath(transitions, at: position) {
            for (index, rule) in rules.enumerated()
            where rulePaths[index] == nil && rule.from == transition.from && rule.to == transition.to
                && rule.event == transition.event
            {
                rulePaths[index] = commands
            }
        }
    }

    /// A phase change of the log: its phases, the event that caused it and when.
    struct LoggedTransition: Equatable {
        var from: Phase
        var to: Phase
        var event: String
        var tick: Int64
    }

    /// The phase changes among `entries`, in order.
    static func transitions(in entries: some Sequence<LogEntry>) -> [LoggedTransition] {
        entries.compactMap { entry in
            guard case .record(let record) = entry.content,
                case .transitioned(let from, let to, _) = record.occurrence
            else { return nil }
            return LoggedTransition(from: from, to: to, event: record.event, tick: record.tick)
        }
    }

    /// Whether a path whose last command made `transitions` ends in the one at `position`: it
    /// is the last, or every later one happened at the same instant (an edge escape enters
    /// `committing` and leaves it at once, so no command can stop there).
    static func endsPath(_ transitions: [LoggedTransition], at position: Int) -> Bool {
        let tick = transitions[position].tick
        return transitions[(position + 1)...].allSatisfy { $0.tick == tick }
    }

    /// What distinguishes states for the search.
    private struct StateKey: Hashable {
        var phase: Phase
        var fingerDown: Bool
        var environment: Environment
        var counters: [String]
        var parameters: [String?]
        /// A parameter change waiting for the next event (docs/decisions.md#timing-of-changes).
        var pending: Bool
    }

    /// Fields that only echo the last finger: two states that differ only there behave alike.
    private static let fingerReadouts: Set<Field> = [
        .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted, .dragProgress,
    ]

    private func key(of session: Session) -> StateKey {
        guard let sheet = session.world.sheets.first else {
            return StateKey(
                phase: .dismissed, fingerDown: false, environment: session.world.environment, counters: [],
                parameters: [], pending: false)
        }
        let environment = session.world.environment
        let values = Field.fields(of: kind).filter { !Self.fingerReadouts.contains($0) }.compactMap {
            field -> String? in
            sheet.machine.value(of: field, in: environment).map { FieldText.text($0, of: field) }
        }
        let parameters = sheet.machine.parameterInfo.map { sheet.machine.parameterText($0.name) }
        return StateKey(
            phase: sheet.machine.phase, fingerDown: sheet.finger != nil, environment: environment, counters: values,
            parameters: parameters, pending: sheet.machine.hasPendingChange)
    }
}
