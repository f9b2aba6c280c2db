import SheetLabCore

extension Explorer {
    /// Turns a discovery into a finding: the shortest sequence, cut at the instant the invariant
    /// broke, an `expect` that fails there, and the scenario text replayed through a `Session`.
    func finding(for discovery: Discovery, steps: [Step], letters: [Command]) -> Finding {
        let (animated, path) = self.path(to: discovery.parent, steps: steps)
        let creation = ExplorationAlphabet.creation(of: kind, animated: animated, parameters: parameters)
        var prefix = [creation] + path.map { letters[$0] }
        let letter = letters[Int(discovery.letter)]
        let violation = discovery.violation
        var candidates: [[Command]] = []
        if let world = replay(path.map { letters[$0] }, animated: animated),
            let cut = truncated(letter, at: violation.tick, from: world)
        {
            candidates.append(prefix + [cut])
        }
        candidates.append(prefix + [letter])
        let expect = Command.expect(violation.expectation)
        var chosen = candidates[candidates.count - 1] + [expect]
        var transcript: String?
        for candidate in candidates {
            if let text = scenario(candidate + [expect], discovery: discovery) {
                chosen = candidate + [expect]
                transcript = text
                break
            }
        }
        prefix = chosen
        let designs = Set(kind.machineType.parameterTable.filter(\.choosesDesign).map(\.name))
        let profile = parameters.filter { designs.contains($0.name) }.map { "-" + $0.written }.joined()
        let name =
            "\(kind.rawValue)\(profile)-\(violation.invariant.rawValue)"
            + (discovery.known.map { "-known-\($0.id)" } ?? "")
        return Finding(
            invariant: violation.invariant, known: discovery.known, message: violation.message, depth: discovery.depth,
            commands: prefix.map(\.description), reproduced: transcript != nil, fileName: name + ".scenario",
            scenario: transcript ?? plainScenario(prefix, discovery: discovery))
    }

    /// The world after the creation and `letters`, run as the search ran them.
    func replay(_ letters: [Command], animated: Bool) -> World? {
        guard var (world, memory) = root(animated: animated) else { return nil }
        for letter in letters {
            var monitor = InvariantMonitor(kind: kind)
            monitor.memory = memory
            guard (try? LetterExecution.run(letter, on: &world, monitor: &monitor)) != nil else { return nil }
            memory = monitor.memory
        }
        return world
    }

    /// `letter` cut off at `tick` (the instant the invariant broke), when that is before its end:
    /// `step Nf` for time letters, a held `drag`/`move` of the part already travelled for motions.
    func truncated(_ letter: Command, at tick: Int64, from world: World) -> Command? {
        let start = world.now
        let clock = world.environment.clock
        let elapsed = tick - start
        let sheet = ExplorationAlphabet.sheet
        func part(_ displacement: Coordinates, of total: Int64) -> Coordinates {
            let fraction = Double(elapsed) / Double(max(total, 1))
            return Coordinates(x: displacement.x * fraction, y: displacement.y * fraction)
        }
        switch letter {
        case .step, .settle:
            guard clock.isFrame(tick) else { return nil }
            let frames = (tick - clock.lastFrame(atOrBefore: start)) / clock.ticksPerFrame
            return .step(.frames(frames))
        case .drag(let name, let displacement, let duration, let from, _):
            let total = max(duration.ticks(framesPerSecond: clock.fps), 1)
            guard elapsed < total else { return nil }
            guard elapsed > 0 else {
                let point = from ?? (try? world.defaultDragStart(sheet: sheet)).map { Coordinates(x: $0.x, y: $0.y) }
                return point.map { .touch(name: name, action: .down($0)) }
            }
            return .drag(
                name: name, displacement: part(displacement, of: total), duration: .ticks(elapsed), start: from,
                hold: true)
        case .move(let name, let displacement, let duration):
            let total = max(duration.ticks(framesPerSecond: clock.fps), 1)
            guard elapsed > 0, elapsed < total else { return nil }
            return .move(name: name, displacement: part(displacement, of: total), duration: .ticks(elapsed))
        case .fling(let name, let displacement, let velocity, let from):
            guard let total = try? Drive.flingTicks(by: Point(displacement), velocity: velocity),
                elapsed > 0, elapsed < total
            else { return nil }
            return .drag(
                name: name, displacement: part(displacement, of: total), duration: .ticks(elapsed), start: from,
                hold: true)
        default:
            return nil
        }
    }

    /// Replays `commands` in a fresh `Session` (trace on) and returns the transcript when every
    /// command but the last runs without error and the last, the `expect`, fails; nil otherwise.
    func scenario(_ commands: [Command], discovery: Discovery) -> String? {
        var session = Session(origin: .file("explore.scenario"), designs: designs)
        var text = header(discovery)
        for (index, command) in commands.enumerated() {
            let location = SourceLocation(line: index + 1, column: 1)
            let result: CommandResult
            if index == 0, !usesKindMachine, case .new(_, let name, _, let animated) = command {
                // A planted machine cannot be named in a script: create it directly.
                var outcome = CommandResult()
                if let records = try? session.world.create(name: name, machine: makeMachine(), animated: animated) {
                    session.emit(records, into: &outcome)
                } else {
                    return nil
                }
                result = outcome
            } else {
                result = session.execute(command, at: location)
            }
            guard result.error == nil else { return nil }
            if index == commands.count - 1 {
                guard result.expectationFailed else { return nil }
                text += "# fails here: \(discovery.violation.invariant.summary)\n"
            }
            text += "> \(command)\n" + Self.expectedLines(result.output)
        }
        return text
    }

    /// The scenario without outputs, for a finding the replay did not confirm.
    func plainScenario(_ commands: [Command], discovery: Discovery) -> String {
        header(discovery) + "# not confirmed by a replay: the expect may pass\n"
            + commands.map { "> \($0)\n" }.joined()
    }

    func header(_ discovery: Discovery) -> String {
        var lines = [
            "# sheetlab explore \(([kind.rawValue] + parameters.map(\.description)).joined(separator: " ")): "
                + "\(discovery.violation.invariant.rawValue): "
                + discovery.violation.invariant.summary,
            "# seen: \(discovery.violation.message) (depth \(discovery.depth))",
        ]
        if let known = discovery.known {
            lines.append("# known seed behaviour '\(known.id)': \(known.title)")
            // The file documents what the seed does: `sheetlab test` reports it as `xfail`.
            lines.append("# sheetlab: xfail known seed behaviour '\(known.id)'")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Output lines as a transcript writes them (`| ` before an empty line or one that would read
    /// as a command, comment or escaped line).
    static func expectedLines(_ output: String) -> String {
        guard !output.isEmpty else { return "" }
        var text = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.isEmpty {
                text += "|\n"
            } else if line.hasPrefix("#") || line.hasPrefix(">") || line.hasPrefix("|") {
                text += "| \(line)\n"
            } else {
                text += "\(line)\n"
            }
        }
        return text
    }
}
