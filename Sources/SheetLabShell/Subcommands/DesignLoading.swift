import SheetLabCore
import SheetLabScript

/// The design files a subcommand's `design=PATH` words name (`sheetlab explore sheet
/// design=designs/maps-sheet.design`), read and checked before the machine is made.
enum DesignLoading {
    /// The designs by the path as written, or the diagnostic of the first that could not be
    /// read or is not sound (`PATH:LINE:COLUMN: error: ...`, or `sheetlab: error: ...`).
    static func designs(
        in words: [String], files: any FileAccess = LocalFiles()
    ) -> Result<[String: Design], Diagnostic> {
        var designs: [String: Design] = [:]
        for word in words where word.hasPrefix("design=") {
            let path = String(word.dropFirst("design=".count))
            do {
                designs[path] = try DesignFile.load(path, at: path, files: files)
            } catch {
                return .failure(Diagnostic(text: (error.location == nil ? "sheetlab: " : "") + error.diagnostic + "\n"))
            }
        }
        return .success(designs)
    }

    /// A diagnostic line for standard error, ending in a newline.
    struct Diagnostic: Error {
        var text: String
    }
}
