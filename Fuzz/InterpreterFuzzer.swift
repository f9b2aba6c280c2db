// libFuzzer harness for the interpreter: `scripts/fuzz interpreter [SECONDS]`.
// Reads arbitrary bytes as a script (transcript or plain) and runs it as `sheetlab run
// --keep-going` does, in a fresh Session without file access: every line runs, through the
// same `Session.execute(LogicalLine)` the executable uses, and an error or a failed `expect`
// is printed and the next line runs. It runs the script twice and requires both runs to print
// the same (determinism). Lines that would simulate too much are skipped, one by one, so every
// input runs in milliseconds: at most `maximumCommands` commands, `maximumSeconds` of simulated
// time, `maximumSheets` sheets and frame rates up to `maximumFrameRate`.
// `paths KIND` is skipped: it runs a fixed search whose only input is one of four kinds (its own
// tests cover it), and at about a second a search under ASan it would dominate every input. A
// `sweep` runs only up to `maximumSweepCells` cells: each cell is a world run to rest, and the
// maps of the seeds (hundreds of cells, bisected) take longer than libFuzzer's timeout under ASan.
// An `audit` runs only up to `maximumAuditDepth`, for the same reason.
//
// With SHEETLAB_FUZZ_LINES=FILE each input appends one line to FILE (`scripts/fuzz interpreter
// lines` sums them): `HASH LINES EXECUTED STOPPED OLD`, the input's hash, its command lines (up to
// `maximumCommands`), the lines this harness ran, the lines a run that stops at its first error
// or failed `expect` would have run (batch mode, `run` without `--keep-going`), and the lines
// the harness before keep-going ran (it skipped lines that did not parse and stopped at the
// first line over the budget).
import Glibc
import SheetLabCore
import SheetLabScript

private let maximumCommands = 64
private let maximumSeconds = 30.0
private let maximumSheets = 4
private let maximumFrameRate = 240
private let maximumSweepCells = 16
/// The deepest `audit` run: its callback check explores every event sequence to that depth, and
/// a seed's `audit s --depth 3` took longer than libFuzzer's timeout under ASan (an audit without
/// `--depth` searches deeper still).
private let maximumAuditDepth = 1
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

/// How many values an axis as written (`dy=0..300/3`, `velocity=0,500`) holds; 1 when its
/// numbers do not read (the sweep then fails before it runs a cell).
private func axisValues(_ word: SweepCommand.Word?) -> Double {
    guard let word else { return 1 }
    guard let equals = word.text.firstIndex(of: "=") else { return 1 }
    let spelling = word.text[word.text.index(after: equals)...]
    guard let dots = spelling.firstRange(of: "..") else {
        return Double(spelling.split(separator: ",", omittingEmptySubsequences: false).count)
    }
    let rest = spelling[dots.upperBound...]
    guard let slash = rest.firstIndex(of: "/"), let low = Double(spelling[..<dots.lowerBound]),
        let high = Double(rest[..<slash]), let step = Double(rest[rest.index(after: slash)...])
    else { return 1 }
    let count = ((high - low) / step).rounded(.down) + 1
    return count.isFinite ? max(count, 1) : .infinity
}

/// How many cells `sweep` runs: one a point of its grid, twice with `--against`.
private func sweepCells(_ sweep: SweepCommand) -> Double {
    axisValues(sweep.x) * axisValues(sweep.y) * (sweep.against.isEmpty ? 1 : 2)
}

/// How many lines one run of an input ran, under each way of stopping.
private struct LineCounts: Equatable {
    var lines = 0
    var executed = 0
    var stopped = 0
    var old = 0
}

/// Runs every line that fits the budget, past errors; returns everything printed and the counts.
private func run(_ lines: [LogicalLine]) -> (output: String, counts: LineCounts) {
    var session = Session(origin: .file("fuzz.scenario"))
    var output = ""
    var budget = maximumSeconds
    var counts = LineCounts(lines: min(lines.count, maximumCommands))
    var stoppedAtError = false
    var overBudget = false
    for line in lines.prefix(maximumCommands) {
        let command = try? parser.parse(line)
        if let command {
            let fps = session.world.environment.clock.fps
            let cost = simulatedSeconds(command, fps: fps)
            guard cost.isFinite, cost <= budget else {
                overBudget = true
                continue
            }
            switch command {
            case .new where session.world.sheets.count >= maximumSheets: continue
            case .paths: continue
            case .sweep(let sweep) where sweepCells(sweep) > Double(maximumSweepCells): continue
            case .audit(let audit) where (audit.depth ?? Int.max) > maximumAuditDepth: continue
            case .setEnvironment(.framesPerSecond(let rate)) where rate > maximumFrameRate: continue
            default: break
            }
            budget -= cost
        }
        let result = session.execute(line)
        counts.executed += 1
        if !stoppedAtError { counts.stopped += 1 }
        if command != nil && !overBudget { counts.old += 1 }
        output += result.output + result.diagnostics
        if let error = result.error { output += "\(error)\n" }
        if result.error != nil || result.expectationFailed { stoppedAtError = true }
        if result.quits { break }
    }
    return (output, counts)
}

/// Where each input's line counts go (SHEETLAB_FUZZ_LINES), or nil.
nonisolated(unsafe) private let countsFile: UnsafeMutablePointer<FILE>? = getenv("SHEETLAB_FUZZ_LINES").flatMap {
    fopen($0, "a")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let file = try? ScriptFile.parse(bytes: bytes) else { return 0 }
    let first = run(file.commands)
    let second = run(file.commands)
    if first.output != second.output { fatalError("two runs of the same script printed differently") }
    if first.counts != second.counts { fatalError("two runs of the same script ran different lines") }
    if let countsFile {
        // libFuzzer may run an input more than once: the input's FNV-1a hash tells repeats apart.
        let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let counts = first.counts
        fputs("\(hash) \(counts.lines) \(counts.executed) \(counts.stopped) \(counts.old)\n", countsFile)
        fflush(countsFile)
    }
    return 0
}
