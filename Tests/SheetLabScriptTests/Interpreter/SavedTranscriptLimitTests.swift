import SheetLabCore
import Testing

@testable import SheetLabScript

/// The transcript a session keeps for `save` is bounded, so that a batch of any length on stdin
/// runs in bounded memory: past `transcriptLimit` it is dropped, and `save` says where.
struct SavedTranscriptLimitTests {
    /// A session that keeps its transcript, with `limit` bytes for it and files in memory.
    static func session(limit: Int, files: MemoryFiles) -> Session {
        var session = Session(origin: .file("main.scenario"), files: files)
        session.keepsTranscript = true
        session.transcriptLimit = limit
        return session
    }

    /// Runs `lines`, numbered from 1; returns the last result.
    @discardableResult
    static func run(_ lines: [String], in session: inout Session) -> CommandResult {
        var result = CommandResult()
        for (index, line) in lines.enumerated() {
            result = session.execute(LogicalLine(line, at: SourceLocation(line: index + 1, column: 1)))
        }
        return result
    }

    /// Under the limit every command is kept and `save` writes them; `save` itself is not kept.
    @Test func underTheLimitEverythingIsSaved() throws {
        let files = MemoryFiles([:])
        var session = Self.session(limit: 1_000, files: files)
        let created = Self.run(["new screen page"], in: &session)
        let result = Self.run(["inspect page phase", "save kept.scenario"], in: &session)
        #expect(result.error == nil)
        #expect(result.acknowledgement == "saved 2 commands to 'kept.scenario'\n")
        let expected =
            Session.transcriptHeading + "> new screen page\n" + created.output
            + "> inspect page phase\npage.phase = idle\n"
        #expect(session.savedTranscript == expected)
        #expect(files.contents["kept.scenario"] == expected)
        #expect(session.transcriptUnavailableReason == nil)
    }

    /// A transcript of exactly the limit is kept; the command that would pass it drops
    /// everything kept, later commands are not kept, and `save` fails with the limit and that
    /// command's number, writing nothing.
    @Test func passingTheLimitDropsTheTranscript() {
        let files = MemoryFiles([:])
        var probe = Self.session(limit: 1_000, files: files)
        Self.run(["new screen page", "inspect page phase"], in: &probe)
        let twoCommands = probe.savedTranscript.utf8.count
        var session = Self.session(limit: twoCommands, files: files)
        Self.run(["new screen page", "inspect page phase"], in: &session)
        #expect(session.savedTranscript == probe.savedTranscript, "a transcript of exactly the limit is whole")
        #expect(session.transcriptDroppedAtCommand == nil)
        Self.run(["inspect page phase"], in: &session)
        #expect(session.savedText.isEmpty, "the transcript passed the limit at its third command")
        #expect(session.transcriptDroppedAtCommand == 3)
        let result = Self.run(["inspect page offset", "save late.scenario"], in: &session)
        #expect(session.savedText.isEmpty, "nothing is kept after the limit was passed")
        #expect(
            result.error?.rendered(origin: .file("main.scenario"))
                == "main.scenario:2:1: error: 'save' writes at most \(twoCommands) bytes, the most 'sheetlab test' "
                + "reads, and this session passed that at its command 3: nothing is kept to save")
        #expect(files.contents.isEmpty, "a failed save writes no file")
    }

    /// The default limit is a whole number of MiB and reads as one.
    @Test func defaultLimitReadsInMebibytes() {
        var session = Self.session(limit: Session.transcriptLimit, files: MemoryFiles([:]))
        #expect(Session.transcriptLimit == 64 * 1024 * 1024)
        session.transcriptDroppedAtCommand = 123_456
        #expect(
            session.transcriptUnavailableReason
                == "'save' writes at most 64 MiB, the most 'sheetlab test' reads, and this session passed that at its "
                + "command 123456: nothing is kept to save")
    }
}
