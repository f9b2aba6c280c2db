extension Session {
    /// A running command hands its output to the sink once this much has gathered: small enough
    /// that the first rows of a long `record ... to -` appear at once, large enough that a write
    /// carries many rows.
    static let streamedChunk = 64 << 10

    /// `save` keeps at most this much of the output one command streamed: a transcript of more
    /// rows than that is better written by `record ... to FILE`, and keeping an hour of rows
    /// would undo the streaming's bounded memory.
    static let defaultStreamedTranscriptLimit = 8 << 20

    /// Hands the output gathered so far to the sink once it passes `streamedChunk`.
    ///
    /// Without a sink (`sheetlab test`, a session inside a search) the output stays in `result`
    /// and past `outputLimit` the command fails: no transcript holds more.
    ///
    /// - Throws: the sink's write error, or a runtime error past `outputLimit`.
    mutating func streamOutput(_ result: inout CommandResult) throws {
        guard result.output.utf8.count >= Self.streamedChunk else { return }
        try flushOutput(&result)
    }

    /// Hands what `result` holds to the sink now, so that a nested command's streamed output
    /// follows it (`source`); without a sink, only checks `outputLimit`.
    mutating func flushOutput(_ result: inout CommandResult) throws {
        guard let sink = outputSink else {
            guard result.output.utf8.count <= outputLimit else {
                // Only the first lines are kept: a diff shows no more, and the rest would only
                // hold memory while the failure is reported.
                result.output = Self.firstLines(of: result.output, within: Self.streamedChunk)
                throw ScriptError(.runtime(outputLimitMessage), at: nil)
            }
            return
        }
        guard !result.output.isEmpty else { return }
        keepStreamedForSave(result.output)
        try sink.write(result.output)
        result.output.removeAll(keepingCapacity: true)
    }

    /// The whole lines at the start of `text` that fit in `limit` bytes.
    static func firstLines(of text: String, within limit: Int) -> String {
        let bytes = text.utf8.prefix(limit)
        guard let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return "" }
        return String(decoding: bytes[...lastNewline], as: UTF8.self)
    }

    private var outputLimitMessage: String {
        "this command's output passed \(Self.byteCountText(outputLimit)), the most a transcript holds; "
            + "record to a file instead ('record NAME FIELD ... to FILE')"
    }

    /// `64 MiB`, or `1000 bytes` when not a whole number of mebibytes.
    static func byteCountText(_ count: Int) -> String {
        let mebibyte = 1 << 20
        return count % mebibyte == 0 ? "\(count / mebibyte) MiB" : "\(count) bytes"
    }

    /// Keeps streamed text for `save` while the top-level command streamed less than
    /// `streamedTranscriptLimit`; past it, keeps nothing more (`noteForSave` then drops the
    /// transcript and says why).
    private mutating func keepStreamedForSave(_ text: String) {
        guard keepsTranscript, transcriptDroppedAtCommand == nil, let kept = streamedForSave?.utf8.count else {
            return
        }
        if kept + text.utf8.count > streamedTranscriptLimit {
            streamedForSave = nil
        } else {
            streamedForSave?.append(text)
        }
    }
}
