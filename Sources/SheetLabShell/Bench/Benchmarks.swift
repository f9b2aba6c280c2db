import Glibc
import SheetLabCore
import SheetLabScript

/// `sheetlab bench [--json]` (issue 7): built-in benchmarks, each figure a median over repeated
/// runs with its spread, timed with `clock_gettime(CLOCK_MONOTONIC)`, beside its target.
///
/// Performance is reported here, never asserted in `swift test`. Whole-process figures (cold start,
/// `sheetlab test` over a folder) come from `scripts/bench`, which also checks allocations.
public enum Benchmarks {
    /// A group of figures that can be run alone with `--only`.
    public enum Section: String, Sendable, CaseIterable {
        case frames, replay, runner, explore, sweep, memory, film
    }

    /// What to run and how to print it.
    public struct Options: Sendable, Equatable {
        /// One JSON object instead of tables.
        public var json = false
        /// Fewer repetitions and shorter runs (a smoke run, for tests).
        public var quick = false
        /// The sections to run, in `Section` order.
        public var sections = Set(Section.allCases)
        /// Only run the allocation probe: this many steady-state animating frames, no figures.
        public var probeFrames: Int?
        /// The probe's kind and springs (`fluid`, `analytic`, `curve` for reduce motion, or `idle`
        /// for a sheet at rest).
        public var probeKind = Kind.sheet
        public var probeSprings = "fluid"
        /// The probe's sheet count.
        public var probeSheets = 1

        public init() {}
    }

    /// The usage line of `sheetlab bench`.
    public static let usage =
        "usage: sheetlab bench [--json] [--quick] [--only frames|replay|runner|explore|sweep|memory|film ...]\n"
        + "       sheetlab bench --probe-frames N [--kind KIND] [--springs fluid|analytic|curve|idle]\n"
        + "             [--sheets N]\n"

    /// Runs every benchmark and returns the report (tables, or JSON with `json`).
    public static func run(json: Bool) -> String {
        var options = Options()
        options.json = json
        return run(options)
    }

    /// `sheetlab bench ARGUMENTS...`: the text for stdout, the text for stderr, the exit status
    /// (2 for bad usage).
    public static func main(arguments: [String]) -> (output: String, error: String, status: Int32) {
        switch parse(arguments) {
        case .success(let options): return (run(options), "", 0)
        case .failure(let problem): return ("", "sheetlab: error: \(problem.message)\n" + usage, 2)
        }
    }

    /// A usage error of `sheetlab bench`.
    public struct UsageError: Error, Sendable, Equatable {
        public var message: String
    }

    /// Reads `sheetlab bench` arguments.
    public static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var only: Set<Section> = []
        var index = 0
        func value(after flag: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else { return .failure(UsageError(message: "'\(flag)' needs a value")) }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--only", "--probe-frames", "--kind", "--springs", "--sheets":
                let text: String
                switch value(after: argument) {
                case .success(let value): text = value
                case .failure(let error): return .failure(error)
                }
                switch argument {
                case "--only":
                    guard let section = Section(rawValue: text) else {
                        return .failure(UsageError(message: "unknown section '\(text)'"))
                    }
                    only.insert(section)
                case "--probe-frames":
                    guard let frames = Int(text), frames > 0 else {
                        return .failure(UsageError(message: "'--probe-frames' needs a whole number > 0, not '\(text)'"))
                    }
                    options.probeFrames = frames
                case "--sheets":
                    guard let sheets = Int(text), sheets > 0 else {
                        return .failure(UsageError(message: "'--sheets' needs a whole number > 0, not '\(text)'"))
                    }
                    options.probeSheets = sheets
                case "--kind":
                    guard let kind = Kind(rawValue: text) else {
                        return .failure(UsageError(message: "unknown kind '\(text)'"))
                    }
                    options.probeKind = kind
                default:
                    guard ["fluid", "analytic", "curve", "idle"].contains(text) else {
                        return .failure(
                            UsageError(message: "'--springs' is fluid, analytic, curve or idle, not '\(text)'"))
                    }
                    options.probeSprings = text
                }
            default:
                return .failure(UsageError(message: "unknown option '\(argument)'"))
            }
            index += 1
        }
        if !only.isEmpty { options.sections = only }
        return .success(options)
    }

    /// Runs what `options` asks for and returns the report.
    public static func run(_ options: Options) -> String {
        if let frames = options.probeFrames {
            return probe(
                frames: frames, kind: options.probeKind, springs: options.probeSprings, sheets: options.probeSheets)
        }
        var report = BenchReport()
        let repetitions = options.quick ? 3 : 9
        report.preamble = [
            "sheetlab bench: medians over \(repetitions) runs with min, quartiles, max; clock_gettime(CLOCK_MONOTONIC)",
            "clock reading: \(DecimalFormat.format(MonotonicClock.overhead(), decimals: 1)) ns",
        ]
        // Memory first: the other sections would raise the high-water mark before it is read.
        if options.sections.contains(.memory) { memory(into: &report, quick: options.quick) }
        if options.sections.contains(.frames) { frames(into: &report, repetitions: repetitions, quick: options.quick) }
        if options.sections.contains(.replay) { replay(into: &report, repetitions: repetitions, quick: options.quick) }
        if options.sections.contains(.runner) { runner(into: &report, repetitions: options.quick ? 1 : 3) }
        if options.sections.contains(.film) { film(into: &report, repetitions: repetitions) }
        if options.sections.contains(.explore) {
            explore(into: &report, depth: options.quick ? 6 : Explorer.defaultDepth)
        }
        if options.sections.contains(.sweep) { sweep(into: &report, repetitions: options.quick ? 1 : 5) }
        return options.json ? report.json : report.text
    }

    // MARK: - Sections

    /// Sheet-frame costs per kind and animation class, for 1, 10 and 1,000 sheets.
    static func frames(into report: inout BenchReport, repetitions: Int, quick: Bool) {
        let counts = quick ? [1, 10] : [1, 10, 1000]
        // Sheet-frames timed per class and repetition, roughly: enough for a few milliseconds.
        let sheetFramesPerRun = quick ? 2_000 : 40_000
        let targets: [AnimationClass: BenchTarget] = [
            .fluid: .atMost(300), .analytic: .atMost(100), .idle: .atMost(50),
        ]
        for kind in Kind.allCases {
            var spellings: [String] = []
            for count in counts {
                var runs = [[AnimationClass: FrameBenchmark.Tally]](repeating: [:], count: repetitions)
                for setting in FrameSetting.all {
                    var bench = FrameBenchmark(kind: kind, setting: setting, count: count)
                    for spelling in bench.cycle.spellings where !spellings.contains(spelling) {
                        spellings.append(spelling)
                    }
                    let animatedFrames = bench.cycle.steps.reduce(0) { total, step in
                        if case .timed(_, let frames) = step { return total + frames }
                        return total
                    }
                    // A setting in which nothing animates (the screen under reduce motion) has
                    // nothing to time: running its cycle 40,000 times would only spend minutes.
                    guard animatedFrames > 0 else { continue }
                    let cycles = max(1, sheetFramesPerRun / (animatedFrames * count))
                    do {
                        var warmUp: [AnimationClass: FrameBenchmark.Tally] = [:]
                        try bench.run(cycles: 1, into: &warmUp)
                        for run in 0..<repetitions { try bench.run(cycles: cycles, into: &runs[run]) }
                    } catch {
                        report.notes.append("frames: \(kind.rawValue) N=\(count): \(error)")
                    }
                }
                var idleWorld = FrameCycle.world(kind: kind, setting: FrameSetting.all[0], count: count)
                let idleFrames = max(10, sheetFramesPerRun / count)
                _ = FrameBenchmark.idle(&idleWorld, frames: idleFrames, sheets: count)
                for run in 0..<repetitions {
                    runs[run][.idle] = FrameBenchmark.idle(&idleWorld, frames: idleFrames, sheets: count)
                }
                for animation in AnimationClass.allCases {
                    let samples = runs.compactMap { $0[animation]?.nanosecondsPerSheetFrame }
                    guard !samples.isEmpty else { continue }
                    let sheetFrames = runs.compactMap { $0[animation]?.sheetFrames }.reduce(0, +)
                    report.figures.append(
                        BenchFigure(
                            section: "frames", name: "\(kind.rawValue) \(animation.rawValue) N=\(count)",
                            unit: "ns/sheet-frame", spread: Spread(samples), decimals: 1, target: targets[animation],
                            note: count == counts[0]
                                ? ""
                                : growthNote(report, kind, animation, samples, counts[0])
                                    + "\(sheetFrames) sheet-frames"))
                }
            }
            report.notes.append("frames: \(kind.rawValue) animations: " + spellings.joined(separator: "; "))
        }
    }

    /// `x1.04 of N=1; ` when the smallest count has a figure for the same kind and class.
    private static func growthNote(
        _ report: BenchReport, _ kind: Kind, _ animation: AnimationClass, _ samples: [Double], _ base: Int
    ) -> String {
        let name = "\(kind.rawValue) \(animation.rawValue) N=\(base)"
        guard let baseline = report.figures.first(where: { $0.name == name }), baseline.spread.median > 0 else {
            return ""
        }
        let ratio = Spread(samples).median / baseline.spread.median
        return "x\(DecimalFormat.format(ratio, decimals: 2)) of N=\(base) per sheet-frame; "
    }

    /// Lines per second replaying a long generated scenario through `Session.execute`.
    static func replay(into report: inout BenchReport, repetitions: Int, quick: Bool) {
        let lines = ReplayBenchmark.logicalLines(blocks: quick ? 100 : 2000)
        let first = ReplayBenchmark.replay(lines)
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let pass = ReplayBenchmark.replay(lines)
            samples.append(Double(pass.nanoseconds) / Double(pass.lines))
        }
        let perLine = Spread(samples)
        let framesPerLine = Double(first.frames) / Double(first.lines)
        var note =
            "\(first.lines) lines, \(first.frames) frames (\(DecimalFormat.format(framesPerLine, decimals: 1)) per line) on 4 sheets, "
            + "\(first.outputBytes) bytes of output, \(DecimalFormat.format(perLine.median / 1000, decimals: 2)) us/line, "
            + "\(first.errors) errors, \(first.failedExpectations) failed expects"
        if let error = first.firstError { note += "; first error: \(error)" }
        report.figures.append(
            BenchFigure(
                section: "replay", name: "Session.execute (parse + execute + format)", unit: "lines/s",
                spread: perLine.inverted(times: 1e9), decimals: 0, target: .atLeast(200_000), note: note))
    }

    /// `sheetlab test` in process over 500 generated scenarios, with 1 and 2 jobs.
    static func runner(into report: inout BenchReport, repetitions: Int) {
        let count = 500
        let folder: String
        do {
            folder = try RunnerBenchmark.writeFolder(count: count)
        } catch {
            report.notes.append("runner: cannot write the scenarios: \(error)")
            return
        }
        defer { RunnerBenchmark.removeFolder(folder, count: count) }
        for jobs in [1, 2] {
            var samples: [Double] = []
            var failed = false
            for _ in 0..<repetitions {
                let run = RunnerBenchmark.run(folder: folder, jobs: jobs)
                failed = failed || run.status != 0
                samples.append(Double(run.nanoseconds) / 1e6)
            }
            let spread = Spread(samples)
            report.figures.append(
                BenchFigure(
                    section: "runner", name: "sheetlab test, \(count) files, \(jobs) job\(jobs == 1 ? "" : "s")",
                    unit: "ms", spread: spread, decimals: 0, target: jobs == 2 ? .atMost(2000) : nil,
                    note:
                        "\(DecimalFormat.format(Double(count) / (spread.median / 1000), decimals: 0)) files/s"
                        + (failed ? "; some files FAILED" : "; all passed")))
        }
    }

    /// `sheetlab explore` per kind: transitions per second at `depth` (one run each: minutes otherwise).
    static func explore(into report: inout BenchReport, depth: Int) {
        for kind in Kind.allCases {
            let start = MonotonicClock.now()
            let result = Explorer(kind: kind, depth: depth).run()
            let seconds = Double(MonotonicClock.now() - start) / 1e9
            let rate = Double(result.transitions) / seconds
            report.figures.append(
                BenchFigure(
                    section: "explore", name: "\(kind.rawValue), depth \(depth)", unit: "transitions/s",
                    spread: Spread([rate]), decimals: 0, target: .atLeast(200_000),
                    note:
                        "\(result.states) states, \(result.transitions) transitions in "
                        + "\(DecimalFormat.format(seconds, decimals: 1)) s, \(result.violations.count) violations; single run"
                ))
        }
    }

    /// `sweep`: the screen's 101 x 101 map (dy 0..300/3 by velocity 0..1500/15), each cell a
    /// fresh world, on 1 and 2 threads; the text report (with its bisections) on 2.
    static func sweep(into report: inout BenchReport, repetitions: Int) {
        let command = SweepCommand(
            target: "screen", x: SweepCommand.Word("dy=0..300/3"), y: SweepCommand.Word("velocity=0..1500/15"))
        let plan: SweepPlan
        do {
            plan = try SweepPlan.make(
                command, base: SweepVariant(machine: Kind.screen.makeMachine(), environment: World().environment))
        } catch {
            report.notes.append("sweep: \(error)")
            return
        }
        let cells = plan.cellCount
        var first: [SweepCell] = []
        for workers in [1, 2] {
            var samples: [Double] = []
            var same = true
            for _ in 0..<repetitions {
                let start = MonotonicClock.now()
                let grid = SweepGrid.run(plan, workers: workers)
                samples.append(Double(MonotonicClock.now() - start) / 1e6)
                if first.isEmpty { first = grid.cells }
                same = same && grid.cells == first
            }
            let spread = Spread(samples)
            report.figures.append(
                BenchFigure(
                    section: "sweep",
                    name:
                        "screen map, \(SweepNumber.grouped(cells)) cells, \(workers) thread\(workers == 1 ? "" : "s")",
                    unit: "ms", spread: spread, decimals: 0, target: workers == 2 ? .atMost(2000) : nil,
                    note:
                        "\(DecimalFormat.format(Double(cells) / (spread.median / 1000), decimals: 0)) cells/s"
                        + (same ? "; cells identical to the 1-thread run" : "; cells DIFFER from the 1-thread run")))
        }
        var samples: [Double] = []
        var bytes = 0
        for _ in 0..<repetitions {
            let start = MonotonicClock.now()
            let grid = SweepGrid.run(plan, workers: 2)
            bytes = SweepText.render(grid, workers: 2).utf8.count
            samples.append(Double(MonotonicClock.now() - start) / 1e6)
        }
        report.figures.append(
            BenchFigure(
                section: "sweep", name: "screen map as text with boundaries, 2 threads", unit: "ms",
                spread: Spread(samples), decimals: 0, target: .atMost(2000),
                note: "grid, bisection of 6 rows to 0.01 and rendering; \(bytes) bytes"))
    }

    /// `film` of 10 s with four moving sheets: capture, render and write, and the file's size.
    static func film(into report: inout BenchReport, repetitions: Int) {
        for suffix in ["html", "svg"] {
            let path = "/tmp/sheetlab-bench-film-\(getpid()).\(suffix)"
            _ = FilmBenchmark.run(path: path)
            let runs = (0..<repetitions).map { _ in FilmBenchmark.run(path: path) }
            let first = runs[0]
            let total = Spread(runs.map { Double($0.filmingNanoseconds + $0.writingNanoseconds) / 1e6 })
            let writing = Spread(runs.map { Double($0.writingNanoseconds) / 1e6 })
            let what = suffix == "html" ? "page (fields progress,offset)" : "filmstrip (8 frames)"
            let note =
                "\(first.output.firstRange(of: " to '").map { String(first.output[..<$0.lowerBound]) } ?? ""); "
                + "film stop (render + write) "
                + "\(DecimalFormat.format(writing.median, decimals: 1)) ms; \(first.errors) errors"
            report.figures.append(
                BenchFigure(
                    section: "film", name: "10 s at 60 fps, 4 moving sheets, \(what): film to written", unit: "ms",
                    spread: total, decimals: 1, target: .atMost(1000), note: note))
            if suffix == "html" {
                report.figures.append(
                    BenchFigure(
                        section: "film", name: "10 s at 60 fps, 4 moving sheets, page size", unit: "MB",
                        spread: Spread([Double(first.bytes) / 1e6]), decimals: 3, target: .atMost(5),
                        note: "\(first.bytes) bytes"))
            }
        }
    }

    /// Resident memory over 1,000,000 frames with trace on, and 100,000 frames of `record`.
    static func memory(into report: inout BenchReport, quick: Bool) {
        let path = "/tmp/sheetlab-bench-record-\(getpid()).csv"
        let runs: [(String, MemoryBenchmark.Run)] = [
            ("trace on", MemoryBenchmark.run(frames: quick ? 100_000 : 1_000_000)),
            ("record to /tmp", MemoryBenchmark.run(frames: quick ? 20_000 : 100_000, recordTo: path)),
        ]
        for (label, run) in runs {
            let name = "\(run.frames) frames, \(label)"
            let rate = Double(run.frames) / (Double(run.nanoseconds) / 1e9)
            report.figures.append(
                BenchFigure(
                    section: "memory", name: "\(name): RSS growth after 10%", unit: "KiB",
                    spread: Spread([Double(run.growthKiB)]), decimals: 0, target: .atMost(1024),
                    note:
                        "RSS \(run.start.residentKiB) -> \(run.early.residentKiB) (10%) -> \(run.end.residentKiB) KiB, "
                        + "peak (VmHWM) \(run.end.peakKiB) KiB, \(DecimalFormat.format(run.bytesPerFrame, decimals: 1)) B/frame, "
                        + "log \(run.logEntries) entries, \(run.lines) lines, \(run.errors) errors, "
                        + "\(DecimalFormat.format(rate, decimals: 0)) frames/s; single run, flat = under 1 MiB"))
        }
    }

    // MARK: - Allocation probe

    /// Runs steady-state animating frames of one sheet for `scripts/bench` to count allocations
    /// in (`FrameBenchmark.steadyFrames`); prints what ran.
    static func probe(frames: Int, kind: Kind, springs: String, sheets: Int = 1) -> String {
        if springs == "idle" {
            var world = FrameCycle.world(kind: kind, setting: FrameSetting.all[0], count: sheets)
            FrameBenchmark.steadyFrames(&world, count: frames)
            return "probe: \(kind.rawValue) idle: \(frames) steady frames\n"
        }
        let setting =
            springs == "curve"
            ? FrameSetting(springs: .fluid, reduceMotion: true)
            : FrameSetting(springs: springs == "analytic" ? .analytic : .fluid, reduceMotion: false)
        var bench = FrameBenchmark(kind: kind, setting: setting, count: sheets)
        var tallies: [AnimationClass: FrameBenchmark.Tally] = [:]
        var cycles = 0
        while tallies.values.reduce(0, { $0 + $1.steadyFrames }) < frames {
            do { try bench.run(cycles: 1, into: &tallies) } catch { return "probe: \(error)\n" }
            cycles += 1
            if cycles == 1, tallies.values.allSatisfy({ $0.steadyFrames == 0 }) { break }  // nothing animates
        }
        let steady = tallies.values.reduce(0) { $0 + $1.steadyFrames }
        let timed = tallies.values.reduce(0) { $0 + $1.sheetFrames }
        return
            "probe: \(kind.rawValue) \(springs): \(steady) steady frames, \(timed) animating frames, \(cycles) cycles\n"
    }
}
