import Dispatch
import SheetLabCore

/// `sheetlab explore KIND`: breadth-first search over every letter sequence up to a depth, checking
/// the invariants at every instant, deduplicating states so the search grows by states.
///
/// Two states are the same when the sheet's machine, shifted so the last frame passed is tick 0
/// and normalised (`Machine.normalizeForComparison()`), the finger, the environment, the tick's
/// place inside its frame and the monitor's memory are equal (compared by a 128-bit fingerprint,
/// `StateKey`): from equal states every sequence does the same. The first sequence found for each
/// invariant (and each known seed behaviour) is therefore a shortest one. Two workers expand each
/// batch of the frontier; their results merge in frontier order, so the report does not depend on
/// scheduling. Pure: returns a report; printing and files are the shell's.
public struct Explorer: Sendable {
    /// The default `--depth`.
    public static let defaultDepth = 8

    public let kind: Kind
    /// The longest letter sequence after the sheet's creation.
    public let depth: Int
    /// Parameters the sheet is created with (`new KIND s PARAM=VALUE ...`, `profile=custom`,
    /// `variant=modifier`): they choose its rules, and a profile or variant its letters.
    public let parameters: [ParameterAssignment]
    /// Makes the machine under test; the kind's own by default (tests plant bugs with a wrapper).
    let makeMachine: @Sendable () -> any Machine
    /// Whether the machine is the kind's own, so that `new KIND` recreates it in a replay.
    let usesKindMachine: Bool

    /// An explorer of `kind`'s own machine, created with `parameters` (checked already:
    /// `assignments(_:for:)`) as `new` creates it (`Machine.configure`: any order, the same machine).
    public init(kind: Kind, depth: Int = Explorer.defaultDepth, parameters: [ParameterAssignment] = []) {
        self.kind = kind
        self.depth = depth
        self.parameters = parameters
        let settings = parameters.map { ParameterSetting(name: $0.name, value: $0.written) }
        makeMachine = {
            var machine = kind.makeMachine()
            try? machine.configure(settings)
            return machine
        }
        usesKindMachine = true
    }

    /// An explorer of any machine playing `kind` (letters and invariants are `kind`'s).
    public init(kind: Kind, depth: Int = Explorer.defaultDepth, machine: @escaping @Sendable () -> any Machine) {
        self.kind = kind
        self.depth = depth
        parameters = []
        makeMachine = machine
        usesKindMachine = false
    }

    /// `PARAM=VALUE` words (as `sheetlab explore KIND PARAM=VALUE...` takes them), checked as
    /// `new KIND` checks them: known names, each once, values the kind accepts.
    public static func assignments(_ words: [String], for kind: Kind) throws(ScriptError) -> [ParameterAssignment] {
        let entry = Session.coreVocabulary.kind(named: kind.rawValue)
        let names = entry?.parameters.map(\.name) ?? []
        var result: [ParameterAssignment] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex,
                word.index(after: equals) != word.endIndex
            else { throw ScriptError(.invalidAssignment(word), at: nil) }
            let name = String(word[..<equals])
            let written = String(word[word.index(after: equals)...])
            guard let parameter = entry?.parameters.first(where: { $0.name == name }) else {
                throw ScriptError(
                    .unknownParameter(
                        name, kind: kind.rawValue, suggestion: Suggestion.nearestTypo(to: name, in: names)),
                    at: nil)
            }
            guard !result.contains(where: { $0.name == name }) else {
                throw ScriptError(.duplicateParameter(name), at: nil)
            }
            let value = try ParameterValue.parse(written, as: parameter.type, for: name)
            result.append(ParameterAssignment(name: name, value: value, written: written))
        }
        // Set as `new` sets them (`Machine.configure`: in table order, so `profile` first).
        var machine = kind.makeMachine()
        do {
            try machine.configure(result.map { ParameterSetting(name: $0.name, value: $0.written) })
        } catch {
            throw ScriptError(.runtime(error.message), at: nil)
        }
        return result
    }

    /// The letters tried at every state.
    public var alphabet: [Command] { ExplorationAlphabet.letters(for: kind, machine: makeMachine()) }

    // MARK: - Search

    /// A state in the search: the world and the monitor's memory, and how it was reached.
    struct Node: Sendable {
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

    /// What makes two states the same for the search: a 128-bit fingerprint (two differently keyed
    /// SipHash values) of the normalised machine, the finger, the environment, the tick's place in
    /// its frame and the monitor's memory. Sixteen bytes a state instead of the whole machine; two
    /// different states share a fingerprint with probability about n^2 / 2^129 (below 1e-24 for
    /// ten million states).
    struct StateKey: Hashable, Sendable {
        var first: UInt64
        var second: UInt64

        func hash(into hasher: inout Hasher) {
            hasher.combine(first)
        }
    }

    /// The first violation of one invariant (or known behaviour), with the node it was found from.
    struct Discovery: Sendable {
        var violation: Violation
        var known: KnownBehaviour? { violation.known }
        var parent: Int32
        var letter: Int16
        var depth: Int
    }

    /// One letter applied to one node, before deduplication.
    struct Child: Sendable {
        /// Nil at the last depth, whose states are counted but not expanded.
        var world: World?
        var memory: InvariantMonitor.Memory
        var key: StateKey
        var parent: Int32
        var letter: Int16
    }

    /// What a worker found expanding a slice of the frontier.
    struct Expansion: Sendable {
        var children: [Child] = []
        var discoveries: [Discovery] = []
        var transitions = 0
        var rejected = 0
        var instants = 0
    }

    /// Nodes expanded per batch: the two workers split each batch, then the results merge in order.
    static let batchSize = 2048

    /// Runs the search.
    public func run() -> ExplorationReport {
        let letters = alphabet
        var steps: [Step] = []
        var seen = Set<StateKey>()
        var discoveries: [Discovery] = []
        var report = ExplorationReport(
            kind: kind, depth: depth, parameters: parameters.map(\.description), alphabet: letters.map(\.description),
            states: 0, transitions: 0, rejected: 0, instants: 0, levels: [], findings: [])
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
            let statesBefore = seen.count
            var transitions = 0
            var batchStart = 0
            while batchStart < frontier.count {
                let batch = frontier[batchStart..<min(batchStart + Self.batchSize, frontier.count)]
                batchStart += Self.batchSize
                for expansion in expandInParallel(batch, letters: letters, level: level, seen: seen) {
                    transitions += expansion.transitions
                    report.rejected += expansion.rejected
                    report.instants += expansion.instants
                    for discovery in expansion.discoveries
                    where !discoveries.contains(where: {
                        $0.violation.invariant == discovery.violation.invariant && $0.known == discovery.known
                    }) {
                        discoveries.append(discovery)
                    }
                    for child in expansion.children where seen.insert(child.key).inserted {
                        let id = Int32(steps.count)
                        steps.append(Step(parent: child.parent, letter: child.letter))
                        if let world = child.world { next.append(Node(world: world, memory: child.memory, id: id)) }
                    }
                }
            }
            report.transitions += transitions
            report.levels.append(.init(depth: level, states: seen.count - statesBefore, transitions: transitions))
            frontier = next
            level += 1
        }
        report.states = seen.count
        report.findings = discoveries.map { finding(for: $0, steps: steps, letters: letters) }
        return report
    }

    /// Expands `batch` on two workers, each taking one half; results in frontier order.
    func expandInParallel(_ batch: ArraySlice<Node>, letters: [Command], level: Int, seen: Set<StateKey>)
        -> [Expansion]
    {
        let halves =
            batch.count < 64
            ? [batch]
            : [
                batch[batch.startIndex..<batch.startIndex + batch.count / 2],
                batch[(batch.startIndex + batch.count / 2)...],
            ]
        let results = ExpansionSlots(count: halves.count)
        let group = DispatchGroup()
        for index in halves.indices.dropFirst() {
            DispatchQueue.global().async(group: group) {
                results.store(expand(halves[index], letters: letters, level: level, seen: seen), at: index)
            }
        }
        results.store(expand(halves[0], letters: letters, level: level, seen: seen), at: 0)
        group.wait()
        return results.values
    }

    /// Applies every letter to every node of `nodes`, checking the invariants; states already in
    /// `seen` (read only here) are neither checked again nor returned.
    func expand(_ nodes: ArraySlice<Node>, letters: [Command], level: Int, seen: Set<StateKey>) -> Expansion {
        var expansion = Expansion()
        expansion.children.reserveCapacity(nodes.count * 4)
        for node in nodes {
            let machine = node.world.sheets[0].machine
            let before = (
                phase: machine.phase, actions: InvariantMonitor(kind: kind).integer(.actions, of: machine) ?? 0,
                disabled: InvariantMonitor.escapeIsDisabled(machine)
            )
            for (index, letter) in letters.enumerated() {
                var world = node.world
                var monitor = InvariantMonitor(kind: kind)
                monitor.memory = node.memory
                do {
                    let records = try LetterExecution.run(letter, on: &world, monitor: &monitor)
                    monitor.finishLetter(letter, before: before, records: records, world: world)
                } catch {
                    guard case .timedOut = error else {
                        expansion.rejected += 1
                        continue
                    }
                    monitor.report(
                        .settleEnds, "settle ran out of time: \(world.movingValues().joined(separator: ", "))",
                        monitor.expect(.animation, .equal, text: "none"), at: world.now)
                }
                expansion.transitions += 1
                expansion.instants += monitor.instants
                let key = key(of: world, memory: monitor.memory)
                let isNew = !seen.contains(key)
                if isNew { monitor.checkState(of: world) }
                for violation in monitor.violations
                where !expansion.discoveries.contains(where: {
                    $0.violation.invariant == violation.invariant && $0.known == violation.known
                }) {
                    expansion.discoveries.append(
                        Discovery(violation: violation, parent: node.id, letter: Int16(index), depth: level))
                }
                guard isNew else { continue }
                expansion.children.append(
                    Child(
                        world: level < depth ? world : nil, memory: monitor.memory, key: key, parent: node.id,
                        letter: Int16(index)))
            }
        }
        return expansion
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
        let tickInFrame = world.now - frame
        func fingerprint(_ salt: UInt8) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(salt)
            machine.hash(into: &hasher)
            hasher.combine(sheet.finger)
            hasher.combine(world.environment)
            hasher.combine(tickInFrame)
            hasher.combine(memory)
            return UInt64(bitPattern: Int64(hasher.finalize()))
        }
        return StateKey(first: fingerprint(0), second: fingerprint(1))
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

/// One result slot per worker, each written by exactly one worker before `concurrentPerform`
/// returns; read only afterwards.
private final class ExpansionSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Explorer.Expansion?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ expansion: Explorer.Expansion, at index: Int) {
        slots[index] = expansion
    }

    var values: [Explorer.Expansion] { (0..<count).map { slots[$0]! } }
}
