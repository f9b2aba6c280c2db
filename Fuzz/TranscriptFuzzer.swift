// libFuzzer harness for the transcript reader and `sheetlab test --update`'s rewrite:
// `scripts/fuzz transcript [SECONDS]`.
// Reads arbitrary bytes as a scenario file and judges it exactly as `sheetlab test --update` does
// (`TestRunner.evaluate`: parse, replay in a fresh session without file access, diff, rewrite),
// then checks what the rewrite promises:
// - the rewrite is a transcript again, with every comment and command line kept byte for byte;
// - judged again it passes with nothing left to rewrite (updating twice changes nothing);
// - judging the same bytes twice gives the same verdict, diff and rewrite (determinism);
// - every diff shows control characters only as escapes (nothing reaches the terminal raw).
// Inputs that would simulate too much are skipped as in `InterpreterFuzzer.swift`: at most
// `maximumCommands` commands and `maximumSeconds` of simulated time, frame rates up to
// `maximumFrameRate`, at most `maximumSheets` `new` commands, and no `paths`.
import SheetLabCore

@testable import SheetLabScript
@testable import SheetLabShell

private let maximumCommands = 48
private let maximumSeconds = 20.0
private let maximumSheets = 4
private let maximumFrameRate = 240
private let parser = Parser(vocabulary: Session.coreVocabulary)

/// Whether the commands fit the simulated budget (durations read at the highest frame rate
/// allowed, so a later `set fps` cannot stretch them).
private func fitsBudget(_ transcript: Transcript) -> Bool {
    guard transcript.entries.count <= maximumCommands else { return false }
    var seconds = 0.0
    var sheets = 0
    for entry in transcript.entries {
        guard let command = try? parser.parse(entry.command) else { continue }
        func length(_ duration: DurationLiteral) -> Double {
            Double(duration.ticks(framesPerSecond: 1)) / Double(Time.ticksPerSecond)
        }
        switch command {
        case .drag(_, _, let duration, _, _), .move(_, _, let duration), .step(let duration),
            .plot(_, _, let duration, _):
            seconds += length(duration)
        case .settle(_, let limit):
            seconds += limit == .ticks(0) ? 10 : length(limit)
        case .fling(_, let displacement, let velocity, _):
            seconds += (displacement.x * displacement.x + displacement.y * displacement.y).squareRoot() / velocity
        case .new:
            sheets += 1
        case .paths:
            return false
        case .setEnvironment(.framesPerSecond(let rate)) where rate > maximumFrameRate:
            return false
        default:
            break
        }
        if !(seconds <= maximumSeconds) || sheets > maximumSheets { return false }
    }
    return true
}

/// The replay `sheetlab test` uses, without file access.
private let replay: TestRunner.Replay = { path, bytes in
    do {
        let replayed = try TranscriptReplay.replay(bytes: bytes, path: path, files: NoFileAccess())
        return FileReplay(
            outputs: replayed.results.map(\.output), diagnostics: replayed.diagnostics,
            error: replayed.error?.error, errorOrigin: replayed.error?.origin,
            expectationFailed: replayed.expectationFailed)
    } catch let error as ScriptError {
        return FileReplay(error: error)
    } catch {
        return FileReplay()
    }
}

/// The lines that are comments or commands, which `--update` must keep byte for byte.
private func keptLines(_ transcript: Transcript) -> [String] {
    transcript.entries.flatMap { entry in
        entry.commentLines.map { transcript.lines[$0] } + entry.commandLines.map { transcript.lines[$0] }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard case .transcript(let transcript)? = try? ScriptFile.parse(bytes: bytes), fitsBudget(transcript) else {
        return 0
    }
    let path = "fuzz.scenario"
    let first = TestRunner.evaluate(path: path, bytes: bytes, update: true, replay: replay)
    let second = TestRunner.evaluate(path: path, bytes: bytes, update: true, replay: replay)
    if first != second { fatalError("judging the same file twice differed") }
    if first.outcome.details.unicodeScalars.contains(where: { VisibleText.needsEscape($0) && $0 != "\n" }) {
        fatalError("a control character reached the failure text unescaped")
    }
    guard let rewrite = first.rewrite else { return 0 }
    guard case .transcript(let updated)? = try? ScriptFile.parse(bytes: Array(rewrite.utf8)) else {
        fatalError("the rewrite is not a transcript")
    }
    if keptLines(updated) != keptLines(transcript) { fatalError("the rewrite changed a comment or command line") }
    let again = TestRunner.evaluate(path: path, bytes: Array(rewrite.utf8), update: true, replay: replay)
    if again.rewrite != nil || again.outcome.verdict != .passed {
        fatalError("the rewritten file does not pass: \(again.outcome.details)")
    }
    return 0
}
