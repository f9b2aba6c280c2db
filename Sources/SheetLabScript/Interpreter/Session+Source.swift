import SheetLabCore

extension Session {
    /// `source FILE`: runs a file's commands in this session, nested at most 16 deep.
    ///
    /// A transcript (first command line starts with `> `) runs its commands; a plain file runs
    /// every non-blank, non-`#` line. The path is relative to the including file.
    mutating func source(_ file: String, into result: inout CommandResult) throws {
        guard sourceDepth < Self.maximumSourceDepth else {
            throw ScriptError(
                .runtime("'source' nests deeper than \(Self.maximumSourceDepth) files at '\(file)'"), at: nil)
        }
        let path = resolve(file)
        let bytes = try files.read(path)
        let script = try ScriptFile.parse(bytes: bytes)
        let outer = origin
        origin = .file(path)
        sourceDepth += 1
        defer {
            origin = outer
            sourceDepth -= 1
        }
        for line in script.commands {
            let nested = execute(line)
            if let error = nested.error {
                // Keep the inner file's diagnostic whole: it names the inner file and line.
                result.absorb(CommandResult(output: nested.output, diagnostics: nested.diagnostics))
                throw SourcedError(error: error, origin: nested.errorOrigin ?? .file(path))
            }
            result.absorb(nested)
            if nested.quits || nested.expectationFailed { return }
        }
    }

    /// `path` relative to the directory of the file being run, or as given.
    func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), case .file(let current) = origin,
            let slash = current.lastIndex(of: "/")
        else { return path }
        return String(current[...slash]) + path
    }
}

/// An error inside a sourced file, with the file it happened in.
struct SourcedError: Error {
    var error: ScriptError
    var origin: SourceOrigin
}

extension CommandResult {
    init(output: String, diagnostics: String) {
        self.init()
        self.output = output
        self.diagnostics = diagnostics
    }
}
