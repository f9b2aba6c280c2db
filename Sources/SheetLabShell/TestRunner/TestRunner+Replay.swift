import SheetLabScript

/// What replaying one scenario file produced: the interpreter's side of `sheetlab test`.
///
/// The runner hands each file's bytes to a `TestRunner.Replay` closure that runs every command
/// in a fresh world and returns this; the runner compares, reports and rewrites.
public struct FileReplay: Sendable, Equatable {
    /// Each command's stdout, in file order: `""` or lines ending in `"\n"`. A run stopped by
    /// an error holds the commands that ran, the failing one included; one ended by `quit`
    /// holds those before it, and the rest compare as printing nothing.
    public var outputs: [String]
    /// The run's stderr text other than the error, such as
    /// `FILE:LINE: expectation failed: ...` lines.
    public var diagnostics: String
    /// The syntax or runtime error that stopped the file, if any.
    public var error: ScriptError?
    /// Where `error` was raised when not in the replayed file itself (a `source`d file).
    public var errorOrigin: SourceOrigin?
    /// Whether an `expect` failed.
    public var expectationFailed: Bool
    /// The 0-based index of the first command whose `expect` failed, when known.
    public var failedExpectation: Int?

    /// Creates a replay; by default nothing printed and nothing failed.
    public init(
        outputs: [String] = [], diagnostics: String = "", error: ScriptError? = nil,
        errorOrigin: SourceOrigin? = nil, expectationFailed: Bool = false, failedExpectation: Int? = nil
    ) {
        self.outputs = outputs
        self.diagnostics = diagnostics
        self.error = error
        self.errorOrigin = errorOrigin
        self.expectationFailed = expectationFailed
        self.failedExpectation = failedExpectation
    }
}

extension TestRunner {
    /// The interpreter in this process, reading and writing files anywhere: `sheetlab test` and
    /// `SheetLabTesting` (any thread).
    public static let localReplay: Replay = { path, bytes in replay(path: path, bytes: bytes, files: LocalFiles()) }

    /// `localReplay` for `test --safe`: the file reads and writes only inside its own folder.
    public static let confinedReplay: Replay = { path, bytes in
        replay(path: path, bytes: bytes, files: ConfinedFiles(folderOf: path))
    }

    /// One scenario file replayed in its own fresh world with `files` as its file access.
    static func replay(path: String, bytes: [UInt8], files: any FileAccess) -> FileReplay {
        do {
            let replay = try TranscriptReplay.replay(bytes: bytes, path: path, files: files)
            return FileReplay(
                outputs: replay.results.map(\.output), diagnostics: replay.diagnostics, error: replay.error?.error,
                errorOrigin: replay.error?.origin, expectationFailed: replay.expectationFailed,
                failedExpectation: replay.results.firstIndex { $0.expectationFailed })
        } catch {
            return FileReplay(outputs: [], diagnostics: "", error: error, errorOrigin: nil, expectationFailed: false)
        }
    }
}
