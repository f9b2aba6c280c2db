/// Replays a scenario file in a fresh session: the core of `sheetlab test` and of the Swift
/// test suite's scenario cases.
public struct TranscriptReplay: Sendable {
    /// What each command produced, in order; commands after an error do not run.
    public var results: [CommandResult]
    /// The transcript replayed.
    public var transcript: Transcript

    /// Each command's standard output, one string per command (empty for those that did not run).
    public var outputs: [String] {
        transcript.entries.indices.map { $0 < results.count ? results[$0].output : "" }
    }

    /// The first error, if a command failed to parse or run.
    public var error: (error: ScriptError, origin: SourceOrigin?)? {
        results.lazy.compactMap { result in result.error.map { ($0, result.errorOrigin) } }.first
    }

    /// Whether any `expect` failed.
    public var expectationFailed: Bool { results.contains { $0.expectationFailed } }

    /// Everything the commands wrote to standard error (expectation failures).
    public var diagnostics: String { results.map(\.diagnostics).joined() }

    /// Whether the outputs match the expected lines and nothing failed.
    public var passed: Bool { error == nil && !expectationFailed && transcript.matches(outputs: outputs) }

    /// Parses `bytes` as a transcript and replays every command in a fresh session; stops at the
    /// first error (later commands then output nothing).
    public static func replay(
        bytes: [UInt8], path: String, files: any FileAccess
    ) throws(ScriptError) -> TranscriptReplay {
        let text = try SourceText.decode(bytes)
        let transcript = try Transcript.parse(text)
        var session = Session(origin: .file(path), files: files)
        session.trace = .on
        var results: [CommandResult] = []
        var outputBytes = 0
        for entry in transcript.entries {
            var result = session.execute(entry.command)
            outputBytes += result.output.utf8.count
            if outputBytes > Session.transcriptLimit, result.error == nil {
                // No transcript holds more, so the file cannot pass; stop before memory grows, and
                // keep only the first lines, all a diff shows.
                result.output = Session.firstLines(of: result.output, within: Session.streamedChunk)
                result.error = ScriptError(
                    .runtime(
                        "the scenario's output passed \(Session.byteCountText(Session.transcriptLimit)), the most "
                            + "a transcript holds; record to a file instead ('record NAME FIELD ... to FILE')"),
                    at: entry.command.start)
            }
            results.append(result)
            if result.error != nil || result.quits { break }
        }
        if let error = session.finish(), var last = results.popLast() {
            if last.error == nil { last.error = error }
            results.append(last)
        }
        return TranscriptReplay(results: results, transcript: transcript)
    }
}
