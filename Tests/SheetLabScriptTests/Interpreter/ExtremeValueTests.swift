import Foundation
import SheetLabCore
import Synchronization
import Testing

@testable import SheetLabScript

/// Random commands full of extreme numbers (seeded, reproducible), parsed from text as a user
/// would type them: every one is refused with an error or computed without NaN or infinity. No
/// output, diagnostic or error contains `nan` or `inf`; every `inspect ... json` is valid JSON;
/// after every command every numeric field of every sheet is finite.
struct ExtremeValueTests {
    /// Numbers at the edges of `Double`: zero, subnormals, tiny, huge, the largest finite.
    static let numbers = [
        "0", "-0", "5e-324", "1e-320", "-1e-320", "1e-300", "1e-7", "1e-6", "0.5", "1", "140", "1e6", "1e7",
        "1e15", "1e300", "-1e300", "1.7e308", "-1.7e308", "1.7976931348623157e308", "9007199254740993",
    ]
    /// Durations from nothing to past the one-hour limit.
    static let durations = ["0", "1e-320", "1e-300s", "1f", "2f", "0.5", "250ms", "2s", "3601s", "216001f"]
    static let fields = Field.allCases.map(\.rawValue)
    static let operators = ["==", "!=", "<", "<=", ">", ">="]

    /// One random command line for a sheet named `s` of `kind`.
    static func line(kind: Kind, using generator: inout RandomSequenceTests.SplitMix64) -> String {
        func pick(_ words: [String]) -> String { words[Int.random(in: 0..<words.count, using: &generator)] }
        func number() -> String { pick(numbers) }
        func chance() -> Bool { Bool.random(using: &generator) }
        let parameters = kind.machineType.parameterTable.map(\.name)
        switch Int.random(in: 0..<16, using: &generator) {
        case 0:
            let assignments = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                "\(pick(parameters))=\(number())"
            }
            return "new \(pick(Kind.allCases.map(\.rawValue))) s \(Set(assignments).sorted().joined(separator: " "))"
                + (chance() ? " animated" : "")
        case 1: return "set s.\(pick(parameters)) \(number())"
        case 2:
            return "drag s \(number()) \(number())" + (chance() ? " over \(pick(durations))" : "")
                + (chance() ? " from \(number()),\(number())" : "") + (chance() ? " hold" : "")
        case 3: return "move s \(number()) \(number()) over \(pick(durations))"
        case 4:
            return "fling s \(number()) \(number()) at \(number())" + (chance() ? " from \(number()),\(number())" : "")
        case 5: return "touch s \(pick(["down", "move"])) \(number()) \(number())"
        case 6: return pick(["touch s up", "release s", "escape s", "tap s backdrop", "present s animated"])
        case 7: return "step \(pick(durations))"
        case 8: return "settle" + (chance() ? " s" : "") + (chance() ? " max \(pick(durations))" : "")
        case 9: return "set screen \(number())x\(number())"
        case 10: return "set safe-area \(number()),\(number())"
        case 11:
            return pick(["set fps 24", "set fps 60", "set fps 120", "set reduce-motion on", "set springs analytic"])
        case 12: return "inspect s" + (chance() ? " json" : "")
        case 13:
            return "expect s.\(pick(fields)) \(pick(operators)) \(number())" + (chance() ? " within \(number())" : "")
        case 14 where chance():
            return
                "record s \(pick(["offset", "velocity", "predicted"])) \(pick(["progress", "drag-progress", "phase"])) to r.json"
        case 14:
            return
                "plot s \(pick(["offset", "progress", "velocity", "drag-progress", "height"])) over \(pick(["1f", "5f", "0.1"]))"
        default: return pick(["explain s", "list", "time", "log s", "inspect"])
        }
    }

    /// Whether `text` shows a non-finite number as a word (`nan`, `-inf`, `infinity`).
    static func showsNonFinite(_ text: String) -> Bool {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
            $0 == "nan" || $0 == "inf" || $0 == "infinity"
        }
    }

    @Test func tenThousandExtremeCommandsNeverShowNaNOrInfinity() throws {
        var failures: [String] = []
        var commands = 0
        var errors = 0
        var sequence = 0
        var recordedRows = 0
        while commands < 10_000 {
            var generator = RandomSequenceTests.SplitMix64(
                state: 0xE87_EE11 ^ (UInt64(sequence) &* 0x2545_F491_4F6C_DD1D))
            sequence += 1
            let kind = Kind.allCases[Int.random(in: 0..<Kind.allCases.count, using: &generator)]
            let files = CapturedFiles()
            var session = Session(origin: .file("extreme.scenario"), files: files)
            var lines = ["new \(kind.rawValue) s"]
            _ = session.execute(LogicalLine(lines[0]))
            for _ in 0..<10 {
                let line = Self.line(kind: kind, using: &generator)
                lines.append(line)
                commands += 1
                let result = session.execute(LogicalLine(line))
                if result.error != nil { errors += 1 }
                let text =
                    result.output + result.diagnostics + (result.error.map { $0.rendered(origin: .file("x")) } ?? "")
                var problem: String?
                if Self.showsNonFinite(text) { problem = "prints a non-finite number: \(text.prefix(600))" }
                if line.hasSuffix(" json"), result.error == nil,
                    (try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) == nil
                {
                    problem = "invalid JSON: \(result.output.prefix(600))"
                }
                for sheet in session.world.sheets {
                    for field in Field.fields(of: type(of: sheet.machine).kind) {
                        if case .number(let value) = session.value(of: field, of: sheet.name, in: sheet.machine),
                            !value.isFinite
                        {
                            problem = "\(sheet.name).\(field.rawValue) is \(value)"
                        }
                    }
                }
                if lines.count == 11 {
                    _ = session.execute(LogicalLine("record stop"))
                    // A `.json` recording is one JSON document: an array of one object per frame.
                    for (path, text) in files.streams.withLock({ $0 }) {
                        if let rows = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] {
                            recordedRows += rows.count
                        } else {
                            problem = "invalid JSON in \(path): \(text.prefix(600))"
                        }
                    }
                }
                if let problem {
                    failures.append("\(problem)\n" + lines.map { "> \($0)" }.joined(separator: "\n"))
                    break
                }
            }
        }
        #expect(errors > 1000, "extreme values are mostly refused")
        #expect(recordedRows > 100, "recordings ran")
        #expect(
            failures.isEmpty,
            "\(failures.count) failures; first:\n\(failures.first ?? "")\nsecond:\n\(failures.dropFirst().first ?? "")")
    }
}

/// Files whose streams (`record`) are kept in memory, to parse what was written.
final class CapturedFiles: FileAccess, Sendable {
    let streams = Mutex<[String: String]>([:])

    func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        throw FileAccessError("cannot read '\(path)': no files here")
    }

    func write(_ text: String, to path: String) throws(FileAccessError) {}

    func openStream(at path: String) throws(FileAccessError) -> any FileStream {
        streams.withLock { $0[path] = "" }
        return Stream(files: self, path: path)
    }

    final class Stream: FileStream {
        let files: CapturedFiles
        let path: String

        init(files: CapturedFiles, path: String) {
            self.files = files
            self.path = path
        }

        func write(_ text: String) throws(FileAccessError) {
            files.streams.withLock { $0[path, default: ""] += text }
        }

        func close() throws(FileAccessError) {}
    }
}
