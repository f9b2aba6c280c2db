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
        for (index, line) in script.commands.enumerated() {
            if index == 0, let refusal = notAScript(line, path: file) {
                throw SourcedError(error: refusal, origin: .file(path))
            }
            let nested = execute(line)
            if let error = nested.error {
                // Keep the inner file's diagnostic whole: it names the inner file and line.
                result.absorb(CommandResult(output: nested.output, diagnostics: nested.diagnostics))
                throw SourcedError(error: error, origin: nested.errorOrigin ?? .file(path))
            }
            result.absorb(nested)
            try flushOutput(&result)
            if nested.quits || nested.expectationFailed { return }
        }
    }

    /// The error for a file whose first command line is not a command, or nil when it parses or
    /// begins with a command word.
    ///
    /// Such a file is not a script (`source /etc/shadow`), so the error never quotes its text:
    /// an error message must not show another file's contents. A first line that begins with a
    /// command word (`new shet s`) is a script's command with a mistake in it: it runs, and its own
    /// error, with its "did you mean", says what is wrong.
    public func notAScript(_ line: LogicalLine, path: String) -> ScriptError? {
        do {
            _ = try Parser(vocabulary: vocabulary).parse(line)
            return nil
        } catch {
            let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            let firstWord = line.text.drop(while: blank).prefix { !blank($0) }
            if CommandWord(rawValue: String(firstWord)) != nil { return nil }
            return ScriptError(
                .runtime(
                    "'\(path)' is not a sheetlab script: its first line is not a command "
                        + "(its text is not shown)"),
                at: line.start)
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
