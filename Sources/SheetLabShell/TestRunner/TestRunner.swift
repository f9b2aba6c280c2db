import SheetLabScript

/// How `sheetlab test` reports.
public enum TestFormat: String, Sendable, Equatable, CaseIterable {
    /// `ok PATH` / `FAIL PATH` / `updated PATH` on stdout, failure text on stderr.
    case text
    /// Test Anything Protocol, version 13, on stdout; failure text as `# ` lines.
    case tap
    /// One JUnit XML document on stdout; failure text inside `<failure>` or `<error>`.
    case junit
}

/// `--shard K/N`: the K-th of N parts of a suite, for N machines of a CI matrix.
///
/// After collection and `--filter`, the files in path order are dealt round-robin: the file at
/// 0-based position `i` belongs to shard `i % N + 1`. Every file is in exactly one shard, the
/// shards together are the whole selection, and their sizes differ by at most one.
public struct TestShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: 1...count.
    public var index: Int
    /// How many shards, at least 1.
    public var count: Int

    /// Creates a shard; `index` must be in 1...count.
    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count)")
        self.index = index
        self.count = count
    }

    /// Reads `K/N` with 1 <= K <= N; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// The part of `paths` (in their order) that this shard runs.
    public func select<Element>(_ paths: [Element]) -> [Element] {
        paths.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}

/// The options of `sheetlab test [--update] [--jobs N] [--filter REGEX] [--shard K/N] [--format F] PATH...`.
public struct TestOptions: Sendable, Equatable {
    /// Rewrite expected blocks that differ (`--update`).
    public var update: Bool
    /// Files replayed at once (`--jobs`); nil: the number of online processors.
    public var jobs: Int?
    /// Only paths containing a match of this regular expression (`--filter`), Swift `Regex` syntax.
    public var filter: String?
    /// The report format (`--format`); default `text`.
    public var format: TestFormat
    /// `--safe`: each file may read and write only inside its own folder (`ConfinedFiles`).
    public var safe: Bool
    /// Files and folders, as given.
    public var paths: [String]
    /// Only this part of the selection (`--shard K/N`); nil for all of it.
    public var shard: TestShard?

    /// Creates options; by default a plain text run of nothing.
    public init(
        update: Bool = false, jobs: Int? = nil, filter: String? = nil, format: TestFormat = .text,
        safe: Bool = false, paths: [String] = [], shard: TestShard? = nil
    ) {
        self.safe = safe
        self.update = update
        self.jobs = jobs
        self.filter = filter
        self.format = format
        self.paths = paths
        self.shard = shard
    }
}

/// `sheetlab test`: replays scenario files as golden transcripts (`docs/commands.md`, "Scenario files").
///
/// Files are read, replayed, compared and (with `--update`) rewritten on worker threads; the
/// report is written on the calling thread in path order, so it is byte-identical for any
/// number of jobs (JUnit's `time` attributes aside). The last line is `N passed, N failed`,
/// counting files, followed by the expected failures, unexpected passes and skipped files when
/// there are any. Exit status: 0 when every file passed, failed as marked (`xfail`) or was
/// skipped; otherwise the highest of the files' (1 mismatch, failed `expect`, rewritten or
/// unexpected pass; 2 a file that could not be read, parsed, run to its end or written); 2 for
/// a path that does not exist, a bad `--filter`, or a selection of no files at all (as lit
/// does: a run that tests nothing must not pass).
///
/// `--update` writes each file with `AtomicFile`: a reader (or a `kill -9`) sees the old or the
/// new file in full. A process killed mid-write can leave its temporary file beside the
/// scenario, named `.NAME.RANDOM.tmp`; it is never taken for a scenario (dot names are skipped)
/// and may be deleted at any time.
public struct TestRunner: Sendable {
    /// Replays one file in a fresh world: gets its path (for diagnostics and `source`) and bytes.
    /// Called on worker threads, several at once.
    public typealias Replay = @Sendable (_ path: String, _ bytes: [UInt8]) -> FileReplay

    /// What to run and how to report.
    public var options: TestOptions
    /// Whether `ok`, `FAIL` and `updated` are coloured (text format only).
    public var colors: Bool
    /// The interpreter.
    public var replay: Replay

    /// Creates a runner.
    public init(options: TestOptions, colors: Bool = false, replay: @escaping Replay) {
        self.options = options
        self.colors = colors
        self.replay = replay
    }

    /// Runs and reports to the process's stdout and stderr; returns the exit status.
    public func run() -> Int32 {
        var output = Output.standardOutput
        var errors = Output.standardError
        return run(output: &output, errors: &errors)
    }

    /// Runs, writing the report to `output` and failure text to `errors`; returns the exit status.
    public func run(output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        let paths: [String]
        do {
            paths = try selectedPaths()
        } catch {
            errors.write("sheetlab: error: \(error)\n")
            return 2
        }
        var report = TestReport(format: options.format, colors: colors, count: paths.count)
        report.begin(output: &output, errors: &errors)
        let update = options.update
        let replay = self.replay
        let start = MonotonicClock.now()
        Self.forEachInOrder(
            count: paths.count, jobs: options.jobs ?? Self.processorCount,
            work: { index in Self.test(paths[index], update: update, replay: replay) },
            deliver: { _, outcome in report.add(outcome, output: &output, errors: &errors) })
        report.seconds = Double(MonotonicClock.now() &- start) / 1e9
        report.end(output: &output, errors: &errors)
        return report.exitStatus
    }

    /// Collects, replays and judges the files in this process, without a report: one outcome per
    /// file in path order, for a caller that reports them its own way (`SheetLabTesting`).
    public func outcomes() throws(TestRunnerError) -> [FileOutcome] {
        let paths = try selectedPaths()
        let update = options.update
        let replay = self.replay
        var outcomes: [FileOutcome] = []
        Self.forEachInOrder(
            count: paths.count, jobs: options.jobs ?? Self.processorCount,
            work: { index in Self.test(paths[index], update: update, replay: replay) },
            deliver: { _, outcome in outcomes.append(outcome) })
        return outcomes
    }

    /// The files to run: collected, filtered, then this shard's part; never none.
    func selectedPaths() throws(TestRunnerError) -> [String] {
        var filter: Regex<AnyRegexOutput>?
        if let pattern = options.filter {
            do {
                filter = try Regex(pattern)
            } catch {
                throw .invalidFilter(pattern: pattern, reason: "\(error)")
            }
        }
        let collected: [String]
        do {
            collected = try Self.scenarioPaths(in: options.paths)
        } catch {
            throw .shell(error)
        }
        guard !collected.isEmpty else { throw .noScenarios(paths: options.paths) }
        var paths = collected
        if let filter, let pattern = options.filter {
            paths = paths.filter { $0.contains(filter) }
            guard !paths.isEmpty else { throw .filterMatchesNothing(pattern: pattern, of: collected.count) }
        }
        if let shard = options.shard {
            let part = shard.select(paths)
            guard !part.isEmpty else { throw .emptyShard(shard, of: paths.count) }
            paths = part
        }
        return paths
    }

    /// Reads, replays, judges and (with `update`) rewrites one file; times all of it.
    static func test(_ path: String, update: Bool, replay: Replay) -> FileOutcome {
        let start = MonotonicClock.now()
        var outcome = judge(path, update: update, replay: replay)
        outcome.seconds = Double(MonotonicClock.now() &- start) / 1e9
        return outcome
    }

    private static func judge(_ path: String, update: Bool, replay: Replay) -> FileOutcome {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path)
        } catch {
            return FileOutcome(path: path, verdict: .error, summary: "\(error)", details: "sheetlab: error: \(error)\n")
        }
        let evaluation = evaluate(path: path, bytes: bytes, update: update, replay: replay)
        var outcome = evaluation.outcome
        guard let rewrite = evaluation.rewrite else { return outcome }
        do {
            try AtomicFile.write(rewrite, to: path)
            outcome.verdict = .updated
            outcome.summary = "expected output rewritten"
        } catch {
            outcome.verdict = .error
            outcome.summary = "\(error)"
            outcome.details = "sheetlab: error: \(error)\n" + outcome.details
        }
        return outcome
    }

    /// The number of online processors, at least 1.
    static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}

/// Why `sheetlab test` could not start.
public enum TestRunnerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--filter` is not a regular expression.
    case invalidFilter(pattern: String, reason: String)
    /// A path does not exist or a folder cannot be listed.
    case shell(ShellError)
    /// The paths hold no scenario file at all.
    case noScenarios(paths: [String])
    /// `--filter` kept none of the files found.
    case filterMatchesNothing(pattern: String, of: Int)
    /// `--shard` left this machine nothing (more shards than files).
    case emptyShard(TestShard, of: Int)

    public var description: String {
        switch self {
        case .invalidFilter(let pattern, let reason):
            "invalid regular expression '\(pattern)' for '--filter': \(reason)"
        case .shell(let error): error.description
        case .noScenarios(let paths):
            "no scenario files to test in \(paths.map { "'\(VisibleText.escaped($0))'" }.joined(separator: ", ")): "
                + "a run that tests nothing does not pass"
        case .filterMatchesNothing(let pattern, let count):
            "--filter '\(pattern)' matches none of the \(count) scenario file\(count == 1 ? "" : "s") found: "
                + "a run that tests nothing does not pass"
        case .emptyShard(let shard, let count):
            "--shard \(shard) selects none of the \(count) scenario file\(count == 1 ? "" : "s"): "
                + "use at most \(count) shard\(count == 1 ? "" : "s")"
        }
    }
}
