import CEditLine
import Foundation
import Testing

@testable import SheetLabShell

/// `HistoryFile`: appends from many writers at once, and the trim of a long file.
struct HistoryFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Four threads append 100 lines each to one file: every line is there once, whole, after
    /// a single header, and each thread's lines keep their order.
    @Test func concurrentAppendsKeepEveryLine() throws {
        let path = folder.appendingPathComponent("deep/er/history").path
        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            for index in 0..<100 {
                try? HistoryFile.append("writer \(writer) line \(index)", to: path)
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "_HiStOrY_V2_")
        #expect(lines.count == 401)
        for writer in 0..<4 {
            let own = lines.filter { $0.hasPrefix("writer\\040\(writer)\\040") }
            #expect(own == (0..<100).map { "writer\\040\(writer)\\040line\\040\($0)" }, "writer \(writer)")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// A file grown past twice the history size is rewritten with the newest entries on load;
    /// one within it is left alone.
    @Test func longFileIsTrimmedOnLoad() throws {
        let path = folder.appendingPathComponent("history").path
        for (count, kept) in [(30, 30), (41, 20)] {
            try ("_HiStOrY_V2_\n" + (1...count).map { "entry\($0)\n" }.joined())
                .write(toFile: path, atomically: false, encoding: .utf8)
            let history = history_init()!
            defer { history_end(history) }
            var event = HistEvent()
            sheetlab_history_set_size(history, &event, 20)
            try HistoryFile.load(path, into: history, limit: 20)
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 1 + kept, "\(count) entries")
            #expect(lines.last == "entry\(count)", "\(count) entries")
            #expect(lines.dropFirst().first == "entry\(count - kept + 1)", "\(count) entries")
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
