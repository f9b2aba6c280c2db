import Foundation

/// A `/bin/sh` script run in a fresh temporary folder, with `$SHEETLAB` naming the built
/// executable: for tests of what sheetlab does to files, devices and streams around it.
final class ShellScript {
    /// The folder the script runs in; removed when the value is dropped.
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-io-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `script` in `folder`; returns its exit status, stdout and stderr.
    func run(_ script: String, limit: Duration = .seconds(60)) throws -> (status: Int32, output: String, errors: String)
    {
        let (status, output, errors) = try ChildProcess.run(
            ["/bin/sh", "-c", "cd '\(folder)' || exit 99\nSHEETLAB='\(TerminalSession.sheetlabPath)'\n\(script)"],
            limit: limit)
        return (status, output, errors)
    }

    /// The names in `folder`, sorted (dot names included), so a leftover temporary file shows.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// Writes `text` to `name` in `folder`.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
    }

    /// The text of `name` in `folder`.
    func read(_ name: String) throws -> String {
        try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
    }

    /// The `lstat` of `name` in `folder`.
    func status(of name: String) -> stat? {
        var status = stat()
        return lstat("\(folder)/\(name)", &status) == 0 ? status : nil
    }
}
