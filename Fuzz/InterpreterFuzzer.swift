// libFuzzer harness for the interpreter: `scripts/fuzz interpreter [SECONDS]`.
// Reads arbitrary bytes as a script (transcript or plain), runs every command in a fresh Session
// without file access, twice, and requires both runs to print the same (determinism). Inputs
// that would simulate too much are cut short so every input runs in milliseconds: at most
// `maximumCommands` commands, `maximumSeconds` of simulated time, `maximumSheets` sheets and
// frame rates up to `maximumFrameRate`; the rest of such an input is skipped, never run.
// `paths KIND` is skipped: it runs a fixed search whose only input is one of four kinds (its own
// tests cover it), and at about a second a search under ASan it would dominate every input.
import SheetLabCore
import SheetLabScript

private let maximumCommands = 64
private let maximumSeconds = 30.0
private let maximumSheets = 4
private let maximumFrameRate = 240
private let parser = Parser(vocabulary: Session.coreVocabulary)

/// Seconds of simulated time `command` may advance the clock by, at `fps`.
private func simulatedSeconds(_ command: Command, fps: Int) -> Double {
    func seconds(_ duration: DurationLiteral) -> Double {
        Double(duration.ticks(framesPerSecond: fps)) / Double(Time.ticksPerSecond)
    }
    switch command {
    case .drag(_, _, let duration, _, _), .move(_, _, let duration), .step(let duration),
        .plot(_, _, let duration, _):
        return seconds(duration)
    case .settle(_, let limit):
        return seconds(limit)
    case .fling(_, let displacement, let velocity, _):
        return (displacement.x * displacement.x + displacement.y * displacement.y).squareRoot() / velocity
    default:
        return 0
    }
}

/// Runs the commands that fit the budget; returns everything printed.
private func run(_ lines: [LogicalLine]) -> String {
    var session = Session(origin: .file("fuzz.scenario"))
    var output = ""
    var budget = maximumSeconds
    for line in lines.prefix(maximumCommands) {
        guard let command = try? parser.parse(line) else { continue }
        let fps = session.world.environment.clock.fps
        let cost = simulatedSeconds(command, fps: fps)
        guard cost.isFinite, cost <= budget else { break }
        switch command {
        case .new where session.world.sheets.count >= maximumSheets: continue
        case .paths: continue
        case .setEnvironment(.framesPerSecond(let rate)) where rate > maximumFrameRate: continue
        default: break
        }
        budget -= cost
        let result = session.execute(command, at: line.start)
        output += result.output + result.diagnostics
        if let error = result.error { output += "\(error)\n" }
        if result.quits { break }
    }
    return output
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let file = try? ScriptFile.parse(bytes: bytes) else { return 0 }
    let first = run(file.commands)
    let second = run(file.commands)
    if first != second { fatalError("two runs of the same script printed differently") }
    return 0
}
