import Glibc
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

/// The options of `sheetlab test [--update] [--jobs N] [--filter REGEX] [--format F] PATH...`.
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

    /// Creates options; by default a plain text run of nothing.
    public init(
        update: Bool = false, jobs: Int? = nil, filter: String? = nil, format: TestFormat = .text,
        safe: Bool = false, paths: [String] = []
    ) {
        self.safe = safe
        self.update = update
        self.jobs = jobs
        self.filter = filter
        self.format = format
        self.paths = paths
    }
}

/// `sheetlab test`: replays scenario files as golden transcripts (`commands.md`, "Scenario files").
///
/// Files are read, replayed, compared and (with `--update`) rewritten on worker threads; the
/// report is written on the calling thread in path order, so it is byte-identical for any
/// number of jobs. The last line is `N passed, N failed`, counting files. Exit status: 0 when
/// every file passed; otherwise the highest of the files' (1 mismatch, failed `expect` or
/// rewritten; 2 a file that could not be read, parsed, run to its end or written); 2 for a
/// path that does not exist or a bad `--filter`.
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
        Self.forEachInOrder(
            count: paths.count, jobs: options.jobs ?? Self.processorCount,
            work: { index in Self.test(paths[index], update: update, replay: replay) },
            deliver: { _, outcome in report.add(outcome, output: &output, errors: &errors) })
        report.end(output: &output, errors: &errors)
        return report.exitStatus
    }

    /// The files to run: collected, then filtered.
    func selectedPaths() throws(TestRunnerError) -> [String] {
        var filter: Regex<AnyRegexOutput>?
        if let pattern = options.filter {
            do {
                filter = try Regex(pattern)
            } catch {
                throw .invalidFilter(pattern: pattern, reason: "\(error)")
            }
        }
        let paths: [String]
        do {
            paths = try Self.scenarioPaths(in: options.paths)
        } catch {
            throw .shell(error)
        }
        guard let filter else { return paths }
        return paths.filter { $0.contains(filter) }
    }

    /// Reads, replays, judges and (with `update`) rewrites one file.
    static func test(_ path: String, update: Bool, replay: Replay) -> FileOutcome {
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

    public var description: String {
        switch self {
        case .invalidFilter(let pattern, let reason):
            "invalid regular expression '\(pattern)' for '--filter': \(reason)"
        case .shell(let error): error.description
        }
    }
}
