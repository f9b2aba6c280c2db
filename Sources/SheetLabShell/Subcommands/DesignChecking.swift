import SheetLabCore
import SheetLabScript

/// `sheetlab check FILE.design...` and `sheetlab designs show FILE`: design files read whole
/// (bounded, as scenario files are), errors as `FILE:LINE:COLUMN: error: MESSAGE` on stderr.
public enum DesignChecking {
    /// The largest design file read: 1 MiB, far above any design (a few dozen lines).
    public static let maximumFileSize = 1 << 20

    /// `check PATH...`: a folder stands for every `*.design` under it, as `test` reads folders.
    public static func run(_ paths: [String]) -> (output: String, error: String, status: Int32) {
        do {
            return check(try TestRunner.paths(in: paths, ending: ".design"))
        } catch {
            return ("", "sheetlab: error: \(error)\n", 2)
        }
    }

    /// Checks each file: the text for stdout, the text for stderr and the exit status (0 every
    /// design is sound, 1 a design has errors, 2 a file could not be read; the highest wins).
    public static func check(
        _ files: [String],
        read: (String) throws(ShellError) -> [UInt8] = { path throws(ShellError) in
            try FileReader.read(path, limit: maximumFileSize)
        }
    ) -> (output: String, error: String, status: Int32) {
        var errors = ""
        var status: Int32 = 0
        var failed = 0
        for path in files {
            let bytes: [UInt8]
            do {
                bytes = try read(path)
            } catch {
                errors += "sheetlab: error: \(error)\n"
                status = 2
                failed += 1
                continue
            }
            if case .failure(let found) = DesignFile.read(bytes) {
                errors += found.errors.map { $0.rendered(file: path) + "\n" }.joined()
                status = max(status, 1)
                failed += 1
            }
        }
        return ("\(files.count - failed) passed, \(failed) failed\n", errors, status)
    }

    /// `designs`: the shipped designs; `designs show FILE|NAME`: a design file, or a shipped design
    /// by name, in its canonical form (docs/design-language.md).
    public static func main(
        arguments: [String],
        read: (String) throws(ShellError) -> [UInt8] = { path throws(ShellError) in
            try FileReader.read(path, limit: maximumFileSize)
        }
    ) -> (output: String, error: String, status: Int32) {
        let usage = "usage: " + Invocation.usage(of: .designs) + "\n"
        guard let action = arguments.first else { return (BuiltInDesigns.listing, "", 0) }
        guard action == "show" else {
            let hint = Suggestion.hint(for: action, in: ["show"])
            return ("", "sheetlab: error: unknown action '\(action)'\(hint)\n" + usage, 2)
        }
        guard arguments.count == 2 else {
            let problem = arguments.count < 2 ? "missing FILE" : "unexpected argument '\(arguments[2])'"
            return ("", "sheetlab: error: \(problem)\n" + usage, 2)
        }
        let path = arguments[1]
        let bytes: [UInt8]
        if BuiltInDesigns.isShippedName(path), let text = BuiltInDesigns.text(named: path) {
            bytes = Array(text.utf8)
        } else {
            do {
                bytes = try read(path)
            } catch {
                return ("", "sheetlab: error: \(error)\n", 2)
            }
        }
        switch DesignFile.read(bytes) {
        case .success(let design): return (DesignText.text(of: design), "", 0)
        case .failure(let found): return ("", found.errors.map { $0.rendered(file: path) + "\n" }.joined(), 1)
        }
    }
}
