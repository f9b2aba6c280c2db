import Foundation

@testable import SheetLabShell

/// A fresh temporary folder of scenario files, removed when the value goes away, and runs of
/// `TestRunner` with `FakeReplay` over it.
///
/// Paths in what a run printed are written relative to the folder: the folder itself is `F`.
final class ScenarioFolder {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-runner-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `text` at `relative`, creating folders.
    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: "\(folder)/\(relative)")
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// The text of the file at `relative`.
    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: "\(folder)/\(relative)", encoding: .utf8)
    }

    /// The names in the folder, sorted, so a leftover temporary file shows.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// What one run printed, with the folder written as `F`.
    struct Run: Equatable {
        var output: String
        var errors: String
        var status: Int32
    }

    /// Runs `TestRunner` on `arguments` (relative to the folder) with `options`.
    func run(_ arguments: [String], _ options: TestOptions = TestOptions()) -> Run {
        var options = options
        options.paths = arguments.map { "\(folder)/\($0)" }
        let runner = TestRunner(options: options, replay: FakeReplay.replay)
        var output = ""
        var errors = ""
        let status = runner.run(output: &output, errors: &errors)
        return Run(
            output: output.replacingOccurrences(of: folder, with: "F"),
            errors: errors.replacingOccurrences(of: folder, with: "F"), status: status)
    }
}
