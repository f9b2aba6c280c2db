import SheetLabCore
import Testing

@testable import SheetLabScript

/// A long command's output streams through the session's sink while the command runs, in the
/// order it would have printed, so that `record ... to -` over an hour stays in bounded memory.
@Suite("Output streaming")
struct OutputStreamingTests {
    /// Keeps every write, to compare with what a session without a sink returns.
    final class WrittenText: OutputSink {
        var writes: [String] = []

        func write(_ text: String) throws(FileAccessError) {
            writes.append(text)
        }
    }

    /// Fails every write, as standard output does once a pipe is closed.
    final class FailingSink: OutputSink {
        func write(_ text: String) throws(FileAccessError) {
            throw FileAccessError("cannot write '<stdout>': broken pipe")
        }
    }

    /// A recording to `-` at 6000 fps with a drag in it: rows and transition lines interleave.
    static let lines = [
        "set fps 6000", "new sheet s", "record s phase offset height to -", "drag s 0 240 over 1", "step 1s",
    ]

    /// Runs `lines` in `session`; returns each command's result.
    static func run(_ lines: [String], in session: inout Session) -> [CommandResult] {
        lines.enumerated().map { index, line in
            session.execute(LogicalLine(line, at: SourceLocation(line: index + 1, column: 1)))
        }
    }

    @Test("streamed pieces and the result's tail are, in order, exactly what a session without a sink prints")
    func streamedOutputIsTheSameTextInTheSameOrder() {
        var plain = Session(origin: .commandLine)
        let whole = Self.run(Self.lines, in: &plain)

        let sink = WrittenText()
        var streaming = Session(origin: .commandLine)
        streaming.outputSink = sink
        var printed = ""
        for (index, line) in Self.lines.enumerated() {
            let before = sink.writes.count
            let result = streaming.execute(LogicalLine(line, at: SourceLocation(line: index + 1, column: 1)))
            #expect(result.error == nil, "\(line)")
            printed += sink.writes[before...].joined() + result.output
            #expect(
                sink.writes[before...].joined() + result.output == whole[index].output,
                "command \(index + 1) '\(line)' prints the same text")
        }
        #expect(printed == whole.map(\.output).joined())
        // 12,001 rows of about 22 bytes over 2 s: streamed in pieces of at least 64 KiB each.
        #expect(sink.writes.count == 4)
        #expect(sink.writes.allSatisfy { $0.utf8.count >= Session.streamedChunk })
        #expect(whole[3].output.contains("s: idle -> dragging"))
    }

    @Test("without a sink, one command's output past the limit is an error that says what to do instead")
    func outputPastTheLimitWithoutASinkFails() {
        var session = Session(origin: .commandLine)
        session.outputLimit = 100_000
        let results = Self.run(["set fps 6000", "new sheet s", "record s phase to -", "step 20s"], in: &session)
        #expect(results[2].error == nil)
        #expect(
            results[3].error?.description
                == "this command's output passed 100000 bytes, the most a transcript holds; "
                + "record to a file instead ('record NAME FIELD ... to FILE')")
        // The first whole lines within a chunk stay, for the diff; the rest is let go.
        #expect(results[3].output.utf8.count <= Session.streamedChunk)
        #expect(results[3].output.utf8.count > Session.streamedChunk - 100)
        #expect(results[3].output.hasPrefix("0.000,idle\n"))
        #expect(results[3].output.hasSuffix("\n"))
    }

    @Test("a sink that fails stops the command with its error")
    func aFailingSinkStopsTheCommand() {
        var session = Session(origin: .commandLine)
        session.outputSink = FailingSink()
        let results = Self.run(["set fps 6000", "new sheet s", "record s phase to -", "step 60s"], in: &session)
        #expect(results[3].error?.description == "cannot write '<stdout>': broken pipe")
        #expect(session.world.now < 60 * Time.ticksPerSecond)
    }

    @Test("save keeps what a command streamed, the same transcript as without a sink")
    func saveKeepsStreamedOutput() {
        let lines = Self.lines + ["record stop", "inspect s phase"]
        var plain = Session(origin: .commandLine)
        plain.keepsTranscript = true
        _ = Self.run(lines, in: &plain)

        var streaming = Session(origin: .commandLine)
        streaming.keepsTranscript = true
        streaming.outputSink = WrittenText()
        _ = Self.run(lines, in: &streaming)
        #expect(streaming.transcriptUnavailableReason == nil)
        #expect(streaming.savedTranscript == plain.savedTranscript)
        #expect(streaming.savedTranscript.contains("> step 1s\n"))
    }

    @Test("save drops the transcript when one command streamed more than it keeps, and says which")
    func saveDropsAnOverlongStream() {
        var session = Session(origin: .commandLine)
        session.keepsTranscript = true
        session.outputSink = WrittenText()
        session.streamedTranscriptLimit = 100_000
        _ = Self.run(Self.lines + ["inspect s phase"], in: &session)
        #expect(
            session.transcriptUnavailableReason
                == "'save' keeps at most 100000 bytes of what one command streams, and this session's command 4 "
                + "streamed more (record to a file instead): nothing is kept to save")
    }

    @Test("a sourced file's streamed rows follow the output of the commands before them")
    func sourcedOutputKeepsItsOrder() {
        let files = MemoryFiles([
            "inner.scenario": "new sheet s\nrecord s phase to -\nstep 2s\ninspect s phase\n"
        ])
        let lines = ["set fps 6000", "source inner.scenario"]
        var plain = Session(origin: .commandLine, files: files)
        let whole = Self.run(lines, in: &plain)

        let sink = WrittenText()
        var streaming = Session(origin: .commandLine, files: files)
        streaming.outputSink = sink
        let results = Self.run(lines, in: &streaming)
        #expect(results[1].error == nil)
        #expect(sink.writes.count > 1)
        #expect(sink.writes.joined() + results[1].output == whole[1].output)
        #expect(sink.writes[0].hasPrefix("[0.000s] s: new sheet\n"))
    }
}
