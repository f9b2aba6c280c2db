import SheetLabCore
import Synchronization
import Testing

@testable import SheetLabScript

/// The explorer's threads and bounds: the same report for any number of threads, and a search
/// that stops where `--max-states` says, with the figures and the findings so far.
struct ExplorerBoundTests {
    /// One kind searched with 1 and with 2 threads.
    struct ThreadCase: CustomTestStringConvertible, Sendable {
        var kind: Kind
        var depth: Int
        var testDescription: String { "\(kind.rawValue) to depth \(depth)" }
    }

    static let threadCases = Kind.allCases.map { ThreadCase(kind: $0, depth: 4) }

    @Test(arguments: threadCases)
    func oneAndTwoThreadsGiveTheSameReport(_ row: ThreadCase) {
        var single = Explorer(kind: row.kind, depth: row.depth)
        single.threads = 1
        var double = single
        double.threads = 2
        let one = single.run()
        let two = double.run()
        #expect(one == two, "\(row.testDescription): the reports, findings' scenarios included")
        #expect(
            one.text(seconds: 1, folder: "out") == two.text(seconds: 1, folder: "out"),
            "\(row.testDescription): the printed report")
        #expect(one.json(seconds: 1, folder: "out") == two.json(seconds: 1, folder: "out"), "\(row.testDescription)")
        #expect(one.stop == nil && one.levels.count == row.depth + 1, "\(row.testDescription): complete")
    }

    /// The new states per depth of a complete search, depth 0 first.
    static func levels(_ kind: Kind, depth: Int) -> [Int] {
        Explorer(kind: kind, depth: depth).run().levels.map(\.states)
    }

    /// The estimate `ExplorationBound` makes for the depth after `levels`, done by hand.
    static func estimate(after levels: [Int], letters: Int) -> (states: Int, growth: Double) {
        let growth =
            levels.count >= 2 ? Double(levels[levels.count - 1]) / Double(levels[levels.count - 2]) : Double(letters)
        return (Int((Double(levels[levels.count - 1]) * growth).rounded(.up)), growth)
    }

    @Test func aBoundBelowTheFirstDepthsEstimateStopsBeforeIt() {
        var explorer = Explorer(kind: .modal, depth: 8)
        explorer.maxStates = 30
        let report = explorer.run()
        // Two roots; before depth 1 the estimate is the letters: 2 x letters, past 30.
        let letters = report.alphabet.count
        #expect(
            report.stop
                == .boundAhead(
                    depth: 1, states: 2, estimated: 2 * letters, growth: Double(letters), maxStates: 30,
                    earlyEstimate: false))
        #expect(report.levels.map(\.states) == [2])
        #expect(report.findings.isEmpty)
    }

    @Test func aDepthWhoseEstimatePassesTheBoundDoesNotRun() throws {
        let full = Self.levels(.modal, depth: 3)
        let (estimated, growth) = Self.estimate(after: Array(full[...1]), letters: 18)
        let before = full[0] + full[1]
        var explorer = Explorer(kind: .modal, depth: 8)
        explorer.maxStates = before + estimated - 1
        let report = explorer.run()
        #expect(
            report.stop
                == .boundAhead(
                    depth: 2, states: before, estimated: estimated, growth: growth, maxStates: before + estimated - 1,
                    earlyEstimate: false))
        #expect(report.levels.map(\.states) == Array(full[...1]))
        #expect(report.states == before)
        // Depth 1 finds the reduce-motion carry-over: the findings so far are kept.
        #expect(report.findings.compactMap(\.known?.id) == ["reduce-motion-next-event"])
        #expect(
            report.text(seconds: 1, folder: "out").contains(
                "incomplete: stopped before depth 2: about \(estimated) new states"))
    }

    @Test func theDepthBeforeOneThatCannotRunKeepsNoWorldsAndTheSearchStopsAfterIt() {
        let full = Self.levels(.modal, depth: 4)
        let (estimated, growth) = Self.estimate(after: Array(full[...2]), letters: 18)
        let following = Int((Double(estimated) * growth).rounded(.up))
        let before = full[...2].reduce(0, +)
        // Depth 3 fits; depth 4 would not.
        let bound = before + estimated + following - 1
        var explorer = Explorer(kind: .modal, depth: 8)
        explorer.maxStates = bound
        let report = explorer.run()
        #expect(report.levels.map(\.states) == Array(full[...3]), "depth 3 ran whole")
        let after = full[...3].reduce(0, +)
        let (next, nextGrowth) = Self.estimate(after: Array(full[...3]), letters: 18)
        let expected: ExplorationReport.Stop =
            after + next > bound
            ? .boundAhead(
                depth: 4, states: after, estimated: next, growth: nextGrowth, maxStates: bound, earlyEstimate: false)
            : .boundAhead(
                depth: 4, states: before + estimated, estimated: following, growth: growth, maxStates: bound,
                earlyEstimate: true)
        #expect(report.stop == expected)
    }

    @Test func theLastDepthAskedForNeedsNoRoomForItsSuccessor() {
        let full = Self.levels(.modal, depth: 2)
        // Depth 1 keeps its worlds when depths 1 and 2 fit: 2 + 2L + 2L x L states for L letters.
        let letters = Explorer(kind: .modal, depth: 2).alphabet.count
        let bound = 2 + 2 * letters + 2 * letters * letters
        var explorer = Explorer(kind: .modal, depth: 2)
        explorer.maxStates = bound
        let report = explorer.run()
        #expect(report.stop == nil, "depth 2 is the last: it needs no room for a depth 3")
        #expect(report.levels.map(\.states) == full)
        explorer = Explorer(kind: .modal, depth: 3)
        explorer.maxStates = bound
        let deeper = explorer.run()
        #expect(deeper.stop?.depth == 3, "with a depth 3 asked for, depth 2 must leave room for it")
        #expect(deeper.levels.map(\.states) == full)
    }

    /// A depth the estimate underrates passes the bound inside it: the search stops at the bound.
    /// The case is the deepest depth (of the first search below that has one) whose plans, as
    /// `ExplorationBound` makes them from the complete search's figures, all run with one state
    /// less than the depth needs: a screen whose every event makes a new state (to depth 4), else
    /// edge and screen to depth 6.
    @Test func aDepthThatPassesTheBoundAnywayStopsInsideIt() throws {
        let searches: [(name: String, explorer: (Int) -> Explorer, depth: Int)] = [
            ("counting screen", { Explorer(kind: .screen, depth: $0) { CountingScreen() } }, 4),
            ("edge", { Explorer(kind: .edge, depth: $0) }, 6), ("screen", { Explorer(kind: .screen, depth: $0) }, 6),
        ]
        var found: (name: String, explorer: (Int) -> Explorer, full: [Int], depth: Int)?
        for search in searches where found == nil {
            let full = search.explorer(search.depth).run().levels.map(\.states)
            let letters = search.explorer(search.depth).alphabet.count
            func runsToTheEnd(_ depth: Int, bound: Int) -> Bool {
                (1...depth).allSatisfy { level in
                    let plan = ExplorationBound.plan(
                        level: level, depth: depth,
                        levels: full[..<level].map { .init(depth: 0, states: $0, transitions: 0) },
                        states: full[..<level].reduce(0, +), maxStates: bound, letters: letters)
                    return plan.stop == nil && (level == depth || plan.keepsWorlds)
                }
            }
            if let depth = (2...search.depth).last(where: { runsToTheEnd($0, bound: full[...$0].reduce(0, +) - 1) }) {
                found = (search.name, search.explorer, full, depth)
            }
        }
        let (name, makeExplorer, full, depth) = try #require(found, "some search's estimates underrate a depth")
        let bound = full[...depth].reduce(0, +) - 1
        var explorer = makeExplorer(depth)
        explorer.maxStates = bound
        let report = explorer.run()
        #expect(report.stop == .boundReached(depth: depth, maxStates: bound), "\(name)")
        #expect(report.states == bound, "\(name)")
        #expect(report.levels.last?.isPartial == true, "\(name)")
        #expect(report.levels.map(\.states) == Array(full[..<depth]) + [full[depth] - 1], "\(name)")
    }

    /// A clock that advances by one on every reading, whatever thread reads it.
    final class CountingClock: Sendable {
        private let readings = Atomic<UInt64>(0)
        func read() -> UInt64 { readings.add(1, ordering: .relaxed).newValue }
    }

    @Test func timingASearchChangesNothingAndCountsEveryThread() {
        let clock = CountingClock()
        let timer = SearchTimer(clock: { clock.read() })
        var explorer = Explorer(kind: .edge, depth: 3)
        explorer.threads = 2
        let timed = explorer.run(timer: timer)
        #expect(timed == explorer.run())
        #expect(timer.nanoseconds > 0)
        #expect(timer.nanoseconds == timer.serialNanoseconds + timer.slowestNanoseconds)
        #expect(timer.serialNanoseconds > 0, "the calling thread's work between batches")
        #expect(timer.busyNanoseconds >= timer.slowestNanoseconds, "every thread of a batch, the slowest among them")
    }

    /// A violation that many nodes of one depth reach, in several jobs of a batch: the finding is
    /// the first in frontier order, whichever thread found which (a merge in the order jobs end, or
    /// any order but the frontier's, gives another path with 2 threads).
    @Test func aViolationFoundInManyJobsIsTheSameFindingForOneAndTwoThreads() throws {
        var single = Explorer(kind: .screen, depth: 3) { CountingScreen(overflowAfter: 120) }
        single.threads = 1
        var double = single
        double.threads = 2
        let one = single.run()
        let two = double.run()
        let finding = try #require(one.findings.first { $0.invariant == .progressInRange && $0.known == nil })
        let found = one.levels[finding.depth - 1].states
        #expect(found > 2 * Explorer.jobSize, "the depth before the finding spans several jobs (\(found) states)")
        #expect(one.text(seconds: 1, folder: "out") == two.text(seconds: 1, folder: "out"))
        #expect(one == two, "the reports, findings' scenarios included")
    }

    /// A batch cut into jobs (`Explorer.jobs(for:threads:)`): the job sizes in order.
    struct JobCutCase: CustomTestStringConvertible, Sendable {
        var name: String
        var batch: Range<Int>
        var threads: Int
        var sizes: [Int]
        var testDescription: String { name }
    }

    static let jobCutCases: [JobCutCase] = [
        JobCutCase(name: "one thread: 16 each, the rest last", batch: 0..<40, threads: 1, sizes: [16, 16, 8]),
        JobCutCase(name: "an empty batch: no job", batch: 5..<5, threads: 2, sizes: []),
        JobCutCase(
            name: "two threads, 40 nodes: a quarter of the rest per thread, then single nodes", batch: 100..<140,
            threads: 2, sizes: [5, 4, 3, 3, 3, 2, 2, 2, 2] + Array(repeating: 1, count: 14)),
        JobCutCase(
            name: "two threads, a whole batch: 16 each while 128 or more remain", batch: 0..<2048, threads: 2,
            sizes: Array(repeating: 16, count: 121) + [14, 12, 10, 9, 8, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2]
                + Array(repeating: 1, count: 14)),
        JobCutCase(
            name: "eight threads, 10 nodes: one node each", batch: 0..<10, threads: 8,
            sizes: Array(repeating: 1, count: 10)),
    ]

    @Test(arguments: jobCutCases)
    func aBatchIsCutIntoShrinkingJobsInOrder(_ row: JobCutCase) {
        let jobs = Explorer.jobs(for: row.batch, threads: row.threads)
        #expect(jobs.map(\.count) == row.sizes, "\(row.name)")
        #expect(jobs.first?.lowerBound ?? row.batch.lowerBound == row.batch.lowerBound, "\(row.name): starts the batch")
        #expect(zip(jobs, jobs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(row.name): contiguous")
        #expect(jobs.last?.upperBound ?? row.batch.upperBound == row.batch.upperBound, "\(row.name): ends the batch")
    }

    @Test func parallelJobsKeepJobOrderForAnyThreadCount() {
        for threads in [1, 2, 3, 8] {
            let (results, timing) = ParallelJobs.map(count: 100, threads: threads, clock: { 7 }, { $0 * $0 })
            #expect(results == (0..<100).map { $0 * $0 }, "\(threads) threads")
            #expect(timing == ParallelJobs.Timing(slowest: 0, total: 0), "a clock that stands still times nothing")
        }
    }

    @Test func anInterruptedSearchStopsBetweenBatches() {
        var asked = 0
        let report = Explorer(kind: .edge, depth: 4).run(interrupted: {
            asked += 1
            return asked > 3
        })
        #expect(report.stop == .timedOut(depth: 4))
        #expect(report.levels.map(\.depth) == [0, 1, 2, 3, 4])
        #expect(report.levels.last?.isPartial == true)
    }
}

/// A `screen` that counts every event it handles, the count part of its state: every letter that
/// runs makes a new state, so the search grows as fast as the letters allow. From
/// `overflowAfter` events on, its progress reads 2 (a planted bug).
private struct CountingScreen: Machine {
    static let kind = Kind.screen
    static var parameterTable: [ParameterInfo] { ScreenMachine.parameterTable }
    static var transitionTable: [TransitionRule] { ScreenMachine.transitionTable }
    var inner = ScreenMachine()
    var events = 0
    var overflowAfter = Int.max

    var phase: Phase { inner.phase }
    var lastDecision: Decision? { inner.lastDecision }
    var movingValues: [String] { inner.movingValues }

    func defaultDragStart(in environment: Environment) -> Point { inner.defaultDragStart(in: environment) }

    mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        try inner.setParameter(name, to: value, at: tick, in: environment)
    }

    func parameterText(_ name: String) -> String? { inner.parameterText(name) }

    mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        events += 1
        return inner.handle(event, in: environment)
    }

    func value(of field: Field, in environment: Environment) -> FieldValue? {
        if field == .progress, events >= overflowAfter { return .number(2) }
        return inner.value(of: field, in: environment)
    }

    mutating func clockAdvanced(to tick: Int64) { inner.clockAdvanced(to: tick) }

    var hasPendingChange: Bool { inner.hasPendingChange }

    mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] {
        inner.applyPendingChanges(at: tick, in: environment)
    }

    mutating func shiftTime(by ticks: Int64) { inner.shiftTime(by: ticks) }

    mutating func normalizeForComparison() { inner.normalizeForComparison() }
}
