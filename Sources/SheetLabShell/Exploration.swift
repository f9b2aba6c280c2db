import Glibc
import SheetLabCore
import SheetLabScript

/// `sheetlab explore KIND [PARAM=VALUE ...] [--depth N] [--json] [--out DIR]`: runs the `Explorer`, prints its report
/// (with the wall time) and writes every finding as a scenario file.
public enum Exploration {
    /// Where findings go without `--out`.
    public static let defaultFolder = "explore-out"

    /// Runs one exploration; exit status 1 when a violation (not a known seed behaviour) was found,
    /// 2 when a scenario could not be written, else 0.
    public static func run(_ options: ExploreOptions) -> Int32 {
        let explorer = Explorer(
            kind: options.kind, depth: options.depth ?? Explorer.defaultDepth, parameters: options.parameters)
        let start = monotonicSeconds()
        let report = explorer.run()
        let seconds = monotonicSeconds() - start
        let folder = options.out ?? defaultFolder
        if !report.findings.isEmpty {
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
        Output.standardOutput.write(
            options.json ? report.json(seconds: seconds, folder: folder) : report.text(seconds: seconds, folder: folder)
        )
        return report.violations.isEmpty ? 0 : 1
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
