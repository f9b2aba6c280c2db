import Dispatch
import SheetLabCore

/// `sheetlab explore KIND`: breadth-first search over every letter sequence up to a depth, checking
/// the invariants at every instant, deduplicating states so the search grows by states.
///
/// Two states are the same when the sheet's machine, shifted so the last frame passed is tick 0
/// and normalised (`Machine.normalizeForComparison()`), the finger, the environment, the tick's
/// place inside its frame and the monitor's memory are equal (compared by a 64-bit fingerprint,
/// `StateKey`): from equal states every sequence does the same. The first sequence found for each
/// invariant (and each known seed behaviour) is therefore a shortest one.
///
/// `threads` workers expand each batch of the frontier in jobs of a few nodes; the results merge
/// in frontier order and `seen` grows only between batches, so states, transitions, findings and
/// the report are the same for any number of threads. The search holds at most `maxStates`
/// states: it stops before a depth whose estimated new states would pass the bound
/// (`ExplorationBound`), or inside one that passes it anyway. Pure: returns a report; printing,
/// the clock and files are the shell's.
public struct Explorer: Sendable {
    /// The default `--depth`.
    public static let defaultDepth = 8
    /// The default `--max-states`, the memory bound docs/explore.md states. A state costs its
    /// fingerprint in `seen` and its step, and a state whose depth is expanded further also keeps
    /// its world; `ExplorationBound` keeps no worlds for a depth whose successor
    /// would pass the bound, so at most about a fifth of the states hold worlds. Every kind
    /// finishes the default depth within it (modal, the largest, has about 2.65 million states).
    public static let defaultMaxStates = 3_000_000

    public let kind: Kind
    /// The longest letter sequence after the sheet's creation.
    public let depth: Int
    /// Parameters the sheet is created with (`new KIND s PARAM=VALUE ...`, `profile=custom`,
    /// `variant=modifier`): they choose its rules, and a profile or variant its letters.
    public let parameters: [ParameterAssignment]
    /// Threads expanding the frontier (the calling thread among them); at least 1.
    public var threads = 1
    /// The most distinct states the search may hold.
    public var maxStates = Explorer.defaultMaxStates
    /// Makes the machine under test; the kind's own by default (tests plant bugs with a wrapper).
    let makeMachine: @Sendable () -> any Machine
    /// Whether the machine is the kind's own, so that `new KIND` recreates it in a replay.
    let usesKindMachine: Bool
    /// The design files `design=PATH` names, read already, by the path as written.
    public let designs: [String: Design]

    /// An explorer of `kind`'s own machine, created with `parameters` (checked already:
    /// `assignments(_:for:)`) as `new` creates it (`Machine.configure`: any order, the same machine).
    public init(
        kind: Kind, depth: Int = Explorer.defaultDepth, parameters: [ParameterAssignment] = [],
        designs: [String: Design] = [:]
    ) {
        self.kind = kind
        self.depth = depth
        self.parameters = parameters
        self.designs = designs
        let settings = parameters.map { ParameterSetting(name: $0.name, value: $0.written) }
        makeMachine = { (try? kind.makeMachine(configuredBy: settings, designs: designs)) ?? kind.makeMachine() }
        usesKindMachine = true
    }

    /// An explorer of any machine playing `kind` (letters and invariants are `kind`'s).
    public init(kind: Kind, depth: Int = Explorer.defaultDepth, machine: @escaping @Sendable () -> any Machine) {
        self.kind = kind
        self.depth = depth
        parameters = []
        designs = [:]
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
        // Set as `new` sets them (`Machine.configure`: in table order, so `profile` first); a
        // design file is checked when it is read.
        if result.contains(where: { $0.name == "design" }) { return result }
        do {
            _ = try kind.makeMachine(configuredBy: result.map { ParameterSetting(name: $0.name, value: $0.written) })
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

    /// What makes two states the same for the search: a 64-bit fingerprint (SipHash, as `Hasher`
    /// computes it) of the normalised machine, the finger, the environment, the tick's place in
    /// its frame and the monitor's memory. One word a state instead of the whole machine, and one
    /// pass over the machine (hashing was a quarter of a transition with two). The machines hash
    /// their plain fields through a `StateDigest` first (`*Machine+Hash.swift`), and modal and
    /// screen hash their normalised view without changing a copy. Two of n different
    /// states share a fingerprint with probability below n^2 / 2^65, TLC's argument for its own
    /// 64-bit fingerprints: 2.4e-7 at the default bound of 3 million states; the report prints it.
    struct StateKey: Equatable, Sendable {
        var fingerprint: UInt64
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

    /// Nodes per job at most: a worker takes the next job when it finishes one, and the jobs
    /// shrink toward the end of a batch (`jobs(for:threads:)`), so the threads of a batch finish
    /// within about a node of each other.
    static let jobSize = 16
    /// Jobs per batch: `seen` grows between batches, so a batch's results do not depend on how
    /// its jobs were spread over the threads. A batch is 2,048 nodes (which states a search
    /// checks twice depends on it, so it is fixed).
    static let jobsPerBatch = 128

    /// How far a search is, for a progress display.
    public enum Progress {
        /// A batch of `depth` is done: `expanded` of the depth's `frontier` states.
        case expanding(depth: Int, expanded: Int, frontier: Int)
        /// A depth is done (or stopped inside): the report so far.
        case finished(ExplorationReport)
    }

    /// Runs the search; `progress` hears after every batch and depth, and `interrupted` is asked
    /// between batches (the shell's `--timeout`): when it says yes the search stops there and
    /// reports what it found.
    public func run(
        progress: (Progress) -> Void = { _ in }, interrupted: () -> Bool = { false }, timer: SearchTimer? = nil
    ) -> ExplorationReport {
        timer?.start()
        defer { timer?.stop() }
        let letters = alphabet
        var steps: [Step] = []
        var seen = FingerprintSet()
        var discoveries: [Discovery] = []
        var found = FoundInvariants()
        var report = ExplorationReport(
            kind: kind, depth: depth, parameters: parameters.map(\.description), alphabet: letters.map(\.description),
            states: 0, transitions: 0, rejected: 0, instants: 0, levels: [], findings: [])
        var frontier: [Node] = []
        for animated in [false, true] {
            guard let (world, memory) = root(animated: animated) else { continue }
            let node = Node(world: world, memory: memory, id: Int32(steps.count))
            steps.append(Step(parent: -1, letter: animated ? -2 : -1))
            if seen.insert(key(of: node.world, memory: node.memory)) { frontier.append(node) }
        }
        report.states = seen.count
        report.levels.append(.init(depth: 0, states: frontier.count, transitions: 0))
        var level = 1
        var pendingStop: ExplorationReport.Stop?
        search: while level <= depth, report.levels.last?.states ?? 0 > 0 {
            let plan = ExplorationBound.plan(
                level: level, depth: depth, levels: report.levels, states: seen.count, maxStates: maxStates,
                letters: letters.count)
            // A depth after one that kept no worlds cannot run: the estimate made before that
            // depth said so (the figures as of now when they agree, else as estimated then).
            if let stop = plan.stop ?? pendingStop {
                report.stop = stop
                break
            }
            pendingStop = plan.nextStop
            var next: [Node] = []
            var levelReport = ExplorationReport.Level(depth: level, states: 0, transitions: 0)
            var batchStart = 0
            while batchStart < frontier.count {
                if timer.map({ $0.excluding(interrupted) }) ?? interrupted() {
                    report.stop = .timedOut(depth: level)
                    levelReport.isPartial = true
                    break
                }
                let batchEnd = min(batchStart + Self.jobSize * Self.jobsPerBatch, frontier.count)
                let serialEnd = timer?.clock() ?? 0
                // The jobs take the nodes' worlds (`FrontierSlots`): each is freed by the thread that
                // expanded it as the level goes, not here between batches.
                var (expansions, timing) = frontier.withUnsafeMutableBufferPointer { nodes in
                    expandBatch(
                        FrontierSlots(nodes: nodes), batchStart..<batchEnd, letters: letters, level: level,
                        keepWorlds: plan.keepsWorlds, seen: seen, found: found, clock: timer?.clock)
                }
                timer?.addParallel(timing, serialEndedAt: serialEnd)
                batchStart = batchEnd
                merging: for job in expansions.indices {
                    levelReport.transitions += expansions[job].transitions
                    report.rejected += expansions[job].rejected
                    report.instants += expansions[job].instants
                    for discovery in expansions[job].discoveries
                    where found.insert(discovery.violation.invariant, known: discovery.known) {
                        discoveries.append(discovery)
                    }
                    for index in expansions[job].children.indices {
                        let key = expansions[job].children[index].key
                        if seen.count >= maxStates, !seen.contains(key) {
                            report.stop = .boundReached(depth: level, maxStates: maxStates)
                            levelReport.isPartial = true
                            break merging
                        }
                        guard seen.insert(key) else { continue }
                        levelReport.states += 1
                        let id = Int32(steps.count)
                        let child = expansions[job].children[index]
                        steps.append(Step(parent: child.parent, letter: child.letter))
                        // Moved, not copied: the expansion's arrays are freed holding no worlds.
                        if let world = expansions[job].children[index].world.take() {
                            next.append(Node(world: world, memory: child.memory, id: id))
                        }
                    }
                }
                if report.stop != nil { break }
                let expanding = Progress.expanding(depth: level, expanded: batchStart, frontier: frontier.count)
                if let timer { timer.excluding { progress(expanding) } } else { progress(expanding) }
            }
            report.transitions += levelReport.transitions
            report.states = seen.count
            report.levels.append(levelReport)
            let finished = Progress.finished(report)
            if let timer { timer.excluding { progress(finished) } } else { progress(finished) }
            if report.stop != nil { break search }
            frontier = next
            level += 1
        }
        report.findings = discoveries.map { finding(for: $0, steps: steps, letters: letters) }
        return report
    }

    /// The frontier's nodes lent to the jobs of one batch, each node to the one job that expands it.
    struct FrontierSlots: @unchecked Sendable {
        let nodes: UnsafeMutableBufferPointer<Node>

        /// The node at `index`, its world moved out (the frontier keeps an empty one): the world is
        /// freed by the thread that expands the node, when it is done with it. Each index is taken
        /// by one job only, and only while the batch runs.
        func take(_ index: Int) -> Node {
            var node = Node(world: World(), memory: nodes[index].memory, id: nodes[index].id)
            swap(&node.world, &nodes[index].world)
            return node
        }
    }

    /// Expands the nodes of `batch` in jobs of at most `jobSize` nodes on `threads` threads; results in
    /// frontier order, with the threads' CPU time when `clock` is given.
    func expandBatch(
        _ slots: FrontierSlots, _ batch: Range<Int>, letters: [Command], level: Int, keepWorlds: Bool,
        seen: FingerprintSet, found: FoundInvariants, clock: (@Sendable () -> UInt64)?
    ) -> (results: [Expansion], timing: ParallelJobs.Timing) {
        let jobs = Self.jobs(for: batch, threads: threads)
        return ParallelJobs.map(count: jobs.count, threads: threads, clock: clock) { job in
            expand(
                slots, jobs[job], letters: letters, level: level, keepWorlds: keepWorlds, seen: seen, found: found)
        }
    }

    /// `batch` cut into jobs in order: `jobSize` nodes each while many remain, then smaller, a
    /// quarter of what remains per thread (guided scheduling), down to single nodes, so that the
    /// last job of a batch is short whichever thread takes it (with jobs of 16 to the end, 2
    /// threads were busy about 1.95 of 2 in a batch). One thread takes `jobSize` to the end. The
    /// cut does not change the results: they merge in frontier order, and `seen` grows only
    /// between batches.
    static func jobs(for batch: Range<Int>, threads: Int) -> [Range<Int>] {
        var jobs: [Range<Int>] = []
        var start = batch.lowerBound
        while start < batch.upperBound {
            let remaining = batch.upperBound - start
            let size = threads <= 1 ? jobSize : min(jobSize, max(1, remaining / (4 * threads)))
            let end = start + min(size, remaining)
            jobs.append(start..<end)
            start = end
        }
        return jobs
    }

    /// Applies every letter to every node of `nodes` (taken from `slots`), checking the invariants;
    /// states already in `seen` (read only here) are neither checked again nor returned. Children
    /// keep their worlds only with `keepWorlds` (a depth that is not the last).
    ///
    /// The invariants in `found` (found before the batch) and those the job finds are not looked
    /// for again: the merge keeps only the first violation of each, in frontier order, so the
    /// report is the same, and the checks skip formatting messages that would be dropped.
    func expand(
        _ slots: FrontierSlots, _ nodes: Range<Int>, letters: [Command], level: Int, keepWorlds: Bool,
        seen: FingerprintSet, found: FoundInvariants
    ) -> Expansion {
        var found = found
        var expansion = Expansion()
        expansion.children.reserveCapacity(nodes.count * 4)
        var buffers = LetterExecution.RecordBuffers()
        var monitor = InvariantMonitor(kind: kind)
        // Decoded once per job: a `Command` is copied whole wherever it is switched on. Letters and
        // sheet names apart: a letter is read without retaining a name.
        let decoded = letters.map(LetterExecution.Letter.decode)
        let letterCases = decoded.map(\.letter)
        let sheets = decoded.map(\.sheet)
        let rules = letters.map(InvariantMonitor.rule(of:))
        for slot in nodes {
            let node = slots.take(slot)
            let machine = node.world.sheets[0].machine
            let before = (
                phase: machine.phase, actions: InvariantMonitor(kind: kind).integer(.actions, of: machine) ?? 0,
                disabled: machine.escapeIsDisabled
            )
            for index in letters.indices {
                var world = node.world
                monitor.startLetter(memory: node.memory, found: found)
                do throws(LetterExecution.Failure) {
                    if case .command = letterCases[index] {
                        try LetterExecution.run(letters[index], on: &world, monitor: &monitor, buffers: &buffers)
                    } else {
                        try LetterExecution.run(
                            letterCases[index], sheet: sheets[index], on: &world, monitor: &monitor, buffers: &buffers)
                    }
                    monitor.finishLetter(rule: rules[index], before: before, records: buffers.records, world: &world)
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
                if isNew { monitor.checkState(of: &world) }
                for violation in monitor.violations where found.insert(violation.invariant, known: violation.known) {
                    expansion.discoveries.append(
                        Discovery(violation: violation, parent: node.id, letter: Int16(index), depth: level))
                }
                guard isNew else { continue }
                expansion.children.append(
                    Child(
                        world: keepWorlds ? world : nil, memory: monitor.memory, key: key, parent: node.id,
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
        monitor.observe(records, in: &world)
        return (world, monitor.memory)
    }

    /// The state key of a world: the machine rebased to the last frame passed and normalised.
    func key(of world: World, memory: InvariantMonitor.Memory) -> StateKey {
        let frame = world.environment.clock.lastFrame(atOrBefore: world.now)
        var hasher = Hasher()
        world.sheets[0].machine.hashNormalized(shiftedBy: -frame, into: &hasher)
        var digest = StateDigest()
        if let finger = world.sheets[0].finger {
            digest.combine(1 as UInt64)
            digest.number(finger.x)
            digest.number(finger.y)
        } else {
            digest.combine(0 as UInt64)
        }
        Self.digest(world.environment, into: &digest)
        digest.combine(world.now - frame)
        Self.digest(memory, into: &digest)
        hasher.combine(digest.value)
        return StateKey(fingerprint: UInt64(bitPattern: Int64(hasher.finalize())))
    }

    /// Folds every stored property of `environment` into `digest` (`Environment`'s own hash goes
    /// through its enums' names, SipHash on strings for every state).
    static func digest(_ environment: Environment, into digest: inout StateDigest) {
        digest.number(environment.screenWidth)
        digest.number(environment.screenHeight)
        digest.number(environment.safeAreaTop)
        digest.number(environment.safeAreaBottom)
        digest.combine(environment.clock.fps)
        digest.combine(environment.clock.ticksPerFrame)
        digest.combine(case: environment.layoutDirection)
        digest.combine(environment.reduceMotion)
        digest.combine(case: environment.springModel)
    }

    /// Folds every stored property of the monitor's `memory` into `digest`.
    static func digest(_ memory: InvariantMonitor.Memory, into digest: inout StateDigest) {
        digest.combine(memory.dismissals)
        digest.combine(memory.actionsThisCommit.map { Int64($0) })
        digest.combine(memory.reduceMotionCarriesOver)
        digest.combine(memory.reduceMotionWasOn)
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
