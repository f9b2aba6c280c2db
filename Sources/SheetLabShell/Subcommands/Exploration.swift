import SheetLabCore
import SheetLabScript

/// `sheetlab explore KIND [PARAM=VALUE ...] [--depth N] [--json] [--out DIR] [--max-states N]
/// [--timeout D] [--threads N]`: runs the `Explorer`, prints its report (with the wall time) and
/// writes every finding as a scenario file.
public enum Exploration {
    /// The exit status of a search that stopped early (`--max-states`, `--timeout`) and found no
    /// violation so far.
    public static let incompleteStatus: Int32 = 3

    /// Runs one exploration. Exit status: 1 when a violation (not a known seed behaviour) was
    /// found, else 3 when the search stopped before its depth, else 0; 2 when a scenario could not
    /// be written. Findings found so far are written in every case.
    public static func run(_ options: ExploreOptions) -> Int32 {
        let designs: [String: Design]
        switch DesignLoading.designs(in: options.parameters.map { "\($0.name)=\($0.written)" }) {
        case .success(let read): designs = read
        case .failure(let diagnostic):
            Output.standardError.write(diagnostic.text)
            return 2
        }
        do {
            _ = try options.kind.makeMachine(
                configuredBy: options.parameters.map { ParameterSetting(name: $0.name, value: $0.written) },
                designs: designs)
        } catch {
            Output.standardError.write("sheetlab: error: \(error.message)\n")
            return 2
        }
        var explorer = Explorer(
            kind: options.kind, depth: options.depth ?? Explorer.defaultDepth, parameters: options.parameters,
            designs: designs)
        explorer.threads = options.threads ?? processors()
        explorer.maxStates = options.maxStates ?? Explorer.defaultMaxStates
        let start = monotonicSeconds()
        let showsProgress = Terminal.isTerminal(STDERR_FILENO)
        let deadline = options.timeout.map { start + $0 }
        var lastUpdate = start
        let report = explorer.run(
            progress: { progress in
                guard showsProgress else { return }
                let now = monotonicSeconds()
                switch progress {
                case .expanding(let depth, let expanded, let frontier):
                    // At most once a second, on a line the next one overwrites.
                    guard now - lastUpdate >= 1 else { return }
                    lastUpdate = now
                    Output.standardError.write(
                        "\r\u{1B}[Kexplore \(options.kind.rawValue): depth \(depth): "
                            + "\(expanded * 100 / max(frontier, 1))% of \(frontier) states expanded")
                case .finished(let report):
                    lastUpdate = now
                    Output.standardError.write("\r\u{1B}[K" + progressLine(report, seconds: now - start))
                }
            },
            interrupted: { deadline.map { monotonicSeconds() >= $0 } ?? false })
        let seconds = monotonicSeconds() - start
        // Files are written only where `--out` says; without it the report lists each finding's commands.
        let folder = options.out
        if let folder, !report.findings.isEmpty {
            do {
                try Folder.create(folder)
                for finding in report.findings {
                    try AtomicFile.write(finding.scenario, to: folder + "/" + finding.fileName)
                }
            } catch {
                Output.standardError.write("sheetlab: error: \(error)\n")
                return 2
            }
        }
        let shown = folder.map(VisibleText.escaped)
        Output.standardOutput.write(
            options.json ? report.json(seconds: seconds, folder: shown) : report.text(seconds: seconds, folder: shown))
        if let stop = report.stop {
            Output.standardError.write("sheetlab: explore \(options.kind.rawValue) \(stop.message)\n")
        }
        if !report.violations.isEmpty { return 1 }
        return report.stop == nil ? 0 : incompleteStatus
    }

    /// `explore modal: depth 5: 20647 states, 47734 transitions, 312108 transitions/s, 45 MiB`:
    /// the search after each depth, for a terminal (resident memory from `/proc/self/status`).
    static func progressLine(_ report: ExplorationReport, seconds: Double) -> String {
        let level = report.levels.last?.depth ?? 0
        let rate = seconds > 0 ? Int((Double(report.transitions) / seconds).rounded()) : 0
        let mebibytes = ProcessMemory.current().residentKiB / 1024
        return
            "explore \(report.kind.rawValue): depth \(level)\(report.levels.last?.isPartial == true ? " (stopped)" : ""): "
            + "\(report.states) states, \(report.transitions) transitions, \(rate) transitions/s, \(mebibytes) MiB\n"
    }

    /// The processors online, at least 1.
    static func processors() -> Int {
        max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
