import SheetLabCore

/// `sheetlab explore KIND`: breadth-first search over every letter sequence up to a depth, checking
/// the invariants at every instant, deduplicating states so the search grows by states.
///
/// Two states are the same when the sheet's machine, shifted so the last frame passed is tick 0
/// and normalised (`Machine.normalizeForComparison()`), the finger, the environment, the tick's
/// place inside its frame and the monitor's memory are equal: from equal states every sequence
/// does the same. The first sequence found for each invariant (and each known seed behaviour) is
/// therefore a shortest one. Pure: returns a report; printing and files are the shell's.
public struct Explorer: Sendable {
    /// The default `--depth`.
    public static let defaultDepth = 8

    public let kind: Kind
    /// The longest letter sequence after the sheet's creation.
    public let depth: Int
    /// Makes the machine under test; the kind's own by default (tests plant bugs with a wrapper).
    let makeMachine: @Sendable () -> any Machine
    /// Whether the machine is the kind's own, so that `new KIND` recreates it in a replay.
    let usesKindMachine: Bool

    /// An explorer of `kind`'s own machine.
    public init(kind: Kind, depth: Int = Explorer.defaultDepth) {
        self.kind = kind
        self.depth = depth
        makeMachine = { kind.makeMachine() }
        usesKindMachine = true
    }

    /// An explorer of any machine playing `kind` (letters and invariants are `kind`'s).
    public init(kind: Kind, depth: Int = Explorer.defaultDepth, machine: @escaping @Sendable () -> any Machine) {
        self.kind = kind
        self.depth = depth
        makeMachine = machine
        usesKindMachine = false
    }

    /// The letters tried at every state.
    public var alphabet: [Command] { ExplorationAlphabet.letters(for: kind) }

    // MARK: - Search

    /// A state in the search: the world and the monitor's memory, and how it was reached.
    struct Node {
        var world: World
        var memory: InvariantMonitor.Memory
        /// Index into `Search.steps`.
        var id: Int32
    }

    /// How each node was reached: its parent node and the letter (negative: a root, -1 plain
    /// creation, -2 animated).
    struct Step {
        var parent: Int32
        var letter: Int16
    }

    /// What makes two states the same for the search.
    struct StateKey: Hashable {
        var machine: AnyHashable
        var finger: Point?
        var environment: Environment
        var tickInFrame: Int64
        var memory: InvariantMonitor.Memory
    }

    /// The first violation of one invariant (or known behaviour), with the node it was found from.
    struct Discovery {
        var violation: Violation
        var known: KnownBehaviour?
        var parent: Int32
        var letter: Int16
        var depth: Int
    }

    /// Runs the search.
    public func run() -> ExplorationReport {
        let letters = alphabet
        var steps: [Step] = []
        var seen = Set<StateKey>()
        var discoveries: [Discovery] = []
        var report = ExplorationReport(
            kind: kind, depth: depth, alphabet: letters.map(\.description), states: 0, transitions: 0, rejected: 0,
            instants: 0, levels: [], findings: [])
        var frontier: [Node] = []
        for animated in [false, true] {
            guard let (world, memory) = root(animated: animated) else { continue }
            let node = Node(world: world, memory: memory, id: Int32(steps.count))
            steps.append(Step(parent: -1, letter: animated ? -2 : -1))
            if seen.insert(key(of: node.world, memory: node.memory)).inserted { frontier.append(node) }
        }
        report.levels.append(.init(depth: 0, states: frontier.count, transitions: 0))
        var level = 1
        while level <= depth && !frontier.isEmpty {
            var next: [Node] = []
            var transitions = 0
            for node in frontier {
                for (index, letter) in letters.enumerated() {
                    var world = node.world
                    var monitor = InvariantMonitor(kind: kind)
                    monitor.memory = node.memory
                    let before = (
                        phase: world.sheets[0].machine.phase,
                        actions: monitor.integer(.actions, of: world.sheets[0].machine) ?? 0,
                        disabled: InvariantMonitor.escapeIsDisabled(world.sheets[0].machine)
                    )
                    let records: [Record]
                    do {
                        records = try LetterExecution.run(letter, on: &world, monitor: &monitor)
                        monitor.finishLetter(letter, before: before, records: records, world: world)
                    } catch {
                        guard case .timedOut = error else {
                            report.rejected += 1
                            continue
                        }
                        monitor.report(
                            .settleEnds, "settle ran out of time: \(world.movingValues().joined(separator: ", "))",
                            monitor.expect(.animation, .equal, text: "none"), at: world.now)
                    }
                    transitions += 1
                    report.instants += monitor.instants
                    for violation in monitor.violations {
                        let known = violation.known
                        guard
                            !discoveries.contains(where: {
                                $0.violation.invariant == violation.invariant && $0.known == known
                            })
                        else { continue }
                        discoveries.append(
                            Discovery(
                                violation: violation, known: known, parent: node.id, letter: Int16(index),
                                depth: level))
                    }
                    let memory = monitor.memory
                    guard seen.insert(key(of: world, memory: memory)).inserted else { continue }
                    let child = Node(world: world, memory: memory, id: Int32(steps.count))
                    steps.append(Step(parent: node.id, letter: Int16(index)))
                    if level < depth { next.append(child) }
                }
            }
            report.transitions += transitions
            report.levels.append(.init(depth: level, states: seen.count - report.levels.map(\.states).reduce(0, +),
                transitions: transitions))
            frontier = next
            level += 1
        }
        report.states = seen.count
        report.findings = discoveries.map { finding(for: $0, steps: steps, letters: letters) }
        return report
    }

    /// A fresh world with the sheet created (`new KIND s`, plain or animated).
    func root(animated: Bool) -> (World, InvariantMonitor.Memory)? {
        var world = World()
        var monitor = InvariantMonitor(kind: kind)
        guard
            let records = try? world.create(
                name: ExplorationAlphabet.sheet, machine: makeMachine(), animated: animated)
        else { return nil }
        monitor.observe(records, in: world)
        return (world, monitor.memory)
    }

    /// The state key of a world: the machine rebased to the last frame passed and normalised.
    func key(of world: World, memory: InvariantMonitor.Memory) -> StateKey {
        let sheet = world.sheets[0]
        let frame = world.environment.clock.lastFrame(atOrBefore: world.now)
        var machine = sheet.machine
        machine.shiftTime(by: -frame)
        machine.normalizeForComparison()
        return StateKey(
            machine: AnyHashable(machine), finger: sheet.finger, environment: world.environment,
            tickInFrame: world.now - frame, memory: memory)
    }

    /// The letters from a root to `node`, and whether that root is animated.
    func path(to node: Int32, steps: [Step]) -> (animated: Bool, letters: [Int]) {
        var letters: [Int] = []
        var current = node
        while steps[Int(current)].parent >= 0 {
            letters.append(Int(steps[Int(current)].letter))
            current = steps[Int(current)].parent
        }
        return (steps[Int(current)].letter == -2, letters.reversed())
    }
}
