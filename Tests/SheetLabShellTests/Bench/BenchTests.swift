import Glibc
import SheetLabCore
import SheetLabScript
import Testing

@testable import SheetLabShell

/// The benchmark machinery, never its timings: statistics, options, the calibrated cycles and
/// the generated scenario. Figures are reported by `sheetlab bench`, not asserted here.
struct BenchTests {
    // MARK: - Spread

    /// (name, samples, median, minimum, lower quartile, upper quartile, maximum).
    static let spreads: [(String, [Double], Double, Double, Double, Double, Double)] = [
        ("one sample", [4], 4, 4, 4, 4, 4),
        ("odd count", [5, 1, 3, 2, 4], 3, 1, 1.5, 4.5, 5),
        ("even count", [4, 1, 3, 2], 2.5, 1, 1.5, 3.5, 4),
        ("repeated values", [7, 7, 7], 7, 7, 7, 7, 7),
    ]

    @Test(arguments: spreads.indices)
    func spread(_ index: Int) {
        let (name, samples, median, minimum, lower, upper, maximum) = Self.spreads[index]
        let spread = Spread(samples)
        #expect(figures(spread) == [median, minimum, lower, upper, maximum], "\(name)")
        #expect(spread.count == samples.count, "\(name)")
    }

    /// Median, minimum, lower quartile, upper quartile, maximum.
    func figures(_ spread: Spread) -> [Double] {
        [spread.median, spread.minimum, spread.lowerQuartile, spread.upperQuartile, spread.maximum]
    }

    @Test func noSamplesGiveZeros() {
        #expect(figures(Spread([])) == [0, 0, 0, 0, 0])
        #expect(Spread([]).count == 0)
    }

    @Test func invertingSwapsTheEnds() {
        let perItem = Spread([2, 4, 5])  // nanoseconds per item
        let rate = perItem.inverted(times: 1000)
        #expect(figures(rate) == [250, 200, 200, 500, 500])
    }

    // MARK: - Options

    /// (name, arguments, expected options or nil for a usage error).
    static let argumentCases: [(String, [String], Benchmarks.Options?)] = {
        var json = Benchmarks.Options()
        json.json = true
        var only = Benchmarks.Options()
        only.sections = [.replay, .memory]
        only.quick = true
        var probe = Benchmarks.Options()
        probe.probeFrames = 1000
        probe.probeKind = .edge
        probe.probeSprings = "idle"
        return [
            ("nothing", [], Benchmarks.Options()),
            ("json", ["--json"], json),
            ("sections", ["--only", "replay", "--quick", "--only", "memory"], only),
            ("probe", ["--probe-frames", "1000", "--kind", "edge", "--springs", "idle"], probe),
            ("unknown option", ["--fast"], nil),
            ("unknown section", ["--only", "gpu"], nil),
            ("missing value", ["--only"], nil),
            ("zero frames", ["--probe-frames", "0"], nil),
            ("unknown kind", ["--kind", "drawer"], nil),
        ]
    }()

    @Test(arguments: argumentCases.indices)
    func arguments(_ index: Int) {
        let (name, arguments, expected) = Self.argumentCases[index]
        switch Benchmarks.parse(arguments) {
        case .success(let options): #expect(options == expected, "\(name)")
        case .failure(let error): #expect(expected == nil, "\(name): \(error.message)")
        }
    }

    @Test func usageErrorsExitTwo() {
        let (output, error, status) = Benchmarks.main(arguments: ["--fast"])
        #expect(output.isEmpty)
        #expect(error.hasPrefix("sheetlab: error: unknown option '--fast'\nusage: sheetlab bench"))
        #expect(status == 2)
    }

    // MARK: - Cycles

    /// Every kind animates in every setting but the screen under reduce motion (no animation
    /// there: docs/models.md), and the cycle comes back to rest where it started.
    @Test(arguments: Kind.allCases)
    func calibratedCyclesAnimateAndReturnToRest(_ kind: Kind) {
        for setting in FrameSetting.all {
            let cycle = FrameCycle.calibrate(kind: kind, setting: setting)
            let animated = cycle.steps.reduce(0) { total, step in
                if case .timed(_, let frames) = step { return total + frames }
                return total
            }
            let expectsAnimation = !(kind == .screen && setting.reduceMotion)
            #expect((animated > 0) == expectsAnimation, "\(kind) \(setting)")
            #expect(cycle.steps.last == .expectPhase(.idle), "\(kind) \(setting)")
        }
    }

    @Test func manySheetsFollowTheCalibratedCycle() throws {
        var bench = FrameBenchmark(kind: .sheet, setting: FrameSetting.all[0], count: 3)
        var tallies: [AnimationClass: FrameBenchmark.Tally] = [:]
        try bench.run(cycles: 2, into: &tallies)
        let fluid = try #require(tallies[.fluid])
        #expect(fluid.sheetFrames % 3 == 0)
        #expect(fluid.steadyFrames > 0)
        #expect(bench.world.sheets.allSatisfy { $0.machine.phase == .idle })
    }

    @Test func springClassesFollowTheEnvironment() {
        let analytic = FrameCycle.calibrate(
            kind: .sheet, setting: FrameSetting(springs: .analytic, reduceMotion: false))
        let reduced = FrameCycle.calibrate(kind: .sheet, setting: FrameSetting(springs: .fluid, reduceMotion: true))
        func classes(_ cycle: FrameCycle) -> Set<AnimationClass> {
            Set(cycle.steps.compactMap { if case .timed(let animation, _) = $0 { animation } else { nil } })
        }
        #expect(classes(analytic) == [.analytic])
        #expect(classes(reduced) == [.curve])
    }

    // MARK: - Replay scenario

    @Test func generatedScenarioRunsCleanly() {
        let lines = ReplayBenchmark.logicalLines(blocks: 8)
        #expect(lines.count == 4 + 8 * 14)
        let pass = ReplayBenchmark.replay(lines)
        #expect(pass.errors == 0, "\(pass.firstError ?? "")")
        #expect(pass.failedExpectations == 0)
        #expect(pass.frames > 0)
    }

    @Test func generatedScenarioIsTheSameEveryTime() {
        #expect(ReplayBenchmark.lines(blocks: 20) == ReplayBenchmark.lines(blocks: 20))
    }

    // MARK: - Report

    @Test func reportMarksTargetsAndPendingSections() {
        var report = BenchReport()
        report.figures = [
            BenchFigure(
                section: "frames", name: "sheet idle N=1", unit: "ns/sheet-frame", spread: Spread([40, 45, 60]),
                decimals: 1, target: .atMost(50)),
            BenchFigure(
                section: "replay", name: "lines", unit: "lines/s", spread: Spread([100]), decimals: 0,
                target: .atLeast(200)),
        ]
        report.pending = [PendingSection(section: "explore", reason: "not yet")]
        let text = report.text
        #expect(text.contains("PASS frames: sheet idle N=1 = 45.0 ns/sheet-frame (target <= 50.0)"))
        #expect(text.contains("MISS replay: lines = 100 lines/s (target >= 200)"))
        #expect(text.contains("== explore ==\nPENDING: not yet"))
        #expect(text.contains("1 met, 1 missed"))
        let json = report.json
        #expect(json.contains("\"status\": \"PASS\""))
        #expect(json.contains("{\"section\": \"explore\", \"reason\": \"not yet\"}"))
    }

    @Test func aFigureWithAFloorIsJudgedByItsRatio() {
        // 90 ns against a 40 ns floor is 2.25x: PASS at <= 2.5x even though 90 > 50.
        let passing = BenchFigure(
            section: "frames", name: "sheet analytic N=1", unit: "ns/sheet-frame", spread: Spread([80, 90, 100]),
            decimals: 1, target: .atMost(2.5),
            floor: FloorReading(name: "closed-form spring evaluation", figure: [80, 90, 100], floor: [40, 40, 40]),
            goal: .atMost(50))
        #expect(passing.floor?.ratio.median == 2.25)
        #expect(passing.status == "PASS")
        // Twice as slow, floor and all (a loaded machine): the same ratio.
        let loaded = FloorReading(name: "x", figure: [160, 180, 200], floor: [80, 80, 80])
        #expect(loaded.ratio.median == 2.25)
        var missing = passing
        missing.floor = FloorReading(name: "closed-form spring evaluation", figure: [110], floor: [40])
        #expect(missing.status == "MISS")
        var report = BenchReport()
        report.figures = [passing]
        #expect(
            report.text.contains(
                "PASS frames: sheet analytic N=1 = 2.25x its floor (target <= 2.50x); 90.0 ns/sheet-frame, "
                    + "goal <= 50.0; closed-form spring evaluation 40.00 ns"))
        #expect(report.json.contains("\"target\": {\"op\": \"<=\", \"value\": 2.500, \"of\": \"ratio\"}"))
    }

    @Test func floorSamplesSpreadThroughAFigure() {
        var sampler = FloorSampler(.emptyIteration)
        sampler.sampleIfDue(afterFigure: 10)
        #expect(sampler.units == BenchFloor.emptyIteration.windowUnits, "the first call always samples")
        sampler.sampleIfDue(afterFigure: 50_000)
        #expect(sampler.units == BenchFloor.emptyIteration.windowUnits, "not due yet")
        sampler.sampleIfDue(afterFigure: 50_000)
        #expect(sampler.units == 2 * BenchFloor.emptyIteration.windowUnits)
        #expect(sampler.nanosecondsPerUnit > 0)
        var parallel = FloorSampler(.verletStep, threads: 2)
        parallel.sample()
        #expect(parallel.units == 2 * BenchFloor.verletStep.windowUnits)
    }

    /// Each floor computes what it says (the same sums every time, so nothing is optimised away).
    @Test(arguments: BenchFloor.allCases)
    func floorsDoTheirWork(_ floor: BenchFloor) {
        #expect(floor.run(1000) == floor.run(1000), "\(floor.rawValue)")
        #expect(floor.run(1000) != 0 || floor == .emptyIteration, "\(floor.rawValue)")
    }

    @Test func plotAndRecordCoverTheSameFrames() {
        let plot = PlotBenchmark.run(seconds: 2, recordTo: nil)
        let record = PlotBenchmark.run(seconds: 2, recordTo: "/tmp/sheetlab-bench-test-\(getpid()).csv")
        #expect(plot.errors == 0 && record.errors == 0)
        #expect(plot.frames == 120 && record.frames == 120)
    }

    @Test func sheetCountRunsAreClean() {
        let created = SheetCountBenchmark.createAndStep(sheets: 250)
        #expect(created.errors == 0 && created.lines == 251)
        var session = SheetCountBenchmark.world(sheets: 7)
        let commands = SheetCountBenchmark.commands(in: &session, rounds: 10)
        #expect(commands.errors == 0 && commands.lines == 40)
    }

    @Test func helpAndCompletionListEverySection() {
        // `sheetlab bench --only SECTION` takes every section: the usage `--help` prints, the
        // completion scripts and `help bench` read the invocation table.
        let bench = InvocationTable.subcommands.first { $0.name == "bench" }
        let only = bench?.flags.first { $0.name == "--only" }
        #expect(only?.words == Benchmarks.Section.allCases.map(\.rawValue))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONText.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }

    @Test func memoryReadingsComeFromProc() {
        let reading = ProcessMemory.current()
        #expect(reading.residentKiB > 0)
        #expect(reading.peakKiB >= reading.residentKiB)
    }
}
