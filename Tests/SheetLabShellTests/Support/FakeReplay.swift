import Glibc
import SheetLabScript

@testable import SheetLabShell

/// A stand-in interpreter for `TestRunner` tests, with a toy command language:
///
/// - `echo WORDS`: prints WORDS; `lines A B C`: prints each word on its own line; `quiet`: nothing.
/// - `spin N`: yields the thread N times, so files finish out of order.
/// - `fail`: an expectation failure (`PATH:LINE: expectation failed: fail (actual: 1)`).
/// - `boom`: a runtime error at the command (`boom went off`), which stops the file.
/// - `quit`: stops the file.
/// - anything else: an unknown command error at its first word.
enum FakeReplay {
    static let replay: TestRunner.Replay = { path, bytes in
        var result = FileReplay()
        let file: ScriptFile
        do throws(ScriptError) {
            file = try ScriptFile.parse(bytes: bytes)
        } catch {
            result.error = error
            return result
        }
        for line in file.commands {
            let words = line.text.split(separator: " ").map(String.init)
            switch words.first {
            case "echo": result.outputs.append(words.dropFirst().joined(separator: " ") + "\n")
            case "lines": result.outputs.append(words.dropFirst().map { $0 + "\n" }.joined())
            case "quiet": result.outputs.append("")
            case "spin":
                for _ in 0..<(Int(words[1]) ?? 0) { sched_yield() }
                result.outputs.append("")
            case "fail":
                result.outputs.append("")
                result.diagnostics += "\(path):\(line.start.line): expectation failed: fail (actual: 1)\n"
                result.expectationFailed = true
            case "boom":
                result.outputs.append("partial\n")
                result.error = ScriptError(.runtime("boom went off"), at: line.start)
                return result
            case "quit":
                result.outputs.append("")
                return result
            default:
                result.outputs.append("")
                result.error = ScriptError(.unknownCommand(words.first ?? "", suggestion: nil), at: line.start)
                return result
            }
        }
        return result
    }
}
