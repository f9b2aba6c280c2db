import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

/// `film ... to FILE.html` and `FILE.svg`: self-contained, deterministic, the same frames as
/// `record`, and small (issue 14, "In a browser").
struct FilmPageTests {
    /// Films `lines` after `setup` and returns the files written.
    static func filmed(setup: [String], film: String, then lines: [String] = []) -> MemoryFiles {
        let files = MemoryFiles([:])
        var running = session(running: setup, files: files)
        for line in [film] + lines {
            let result = running.execute(LogicalLine(line))
            precondition(result.error == nil, "'\(line)': \(String(describing: result.error))")
        }
        return files
    }

    static let twoKinds = filmed(
        setup: ["new modal card", "new sheet drawer"],
        film: "film card drawer fields progress,backdrop to film.html",
        then: ["drag card 0 150 over 0.3", "settle", "film stop"])

    /// The JSON the page draws from.
    static func data(of page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"film-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func pageIsSelfContained() throws {
        let page = try #require(Self.twoKinds.contents["film.html"])
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for outside in ["http:", "https:", "//", "<link", " src=", "@import", "url(", "@font-face"] {
            let hits = page.components(separatedBy: outside).count - 1
            #expect(hits == 0, "'\(outside)' appears \(hits) times: a film needs nothing from outside")
        }
        for control in [
            "id=\"play\"", "id=\"scrubber\"", "id=\"back\"", "id=\"forward\"", "ArrowLeft", "ArrowRight",
            "location.hash", "hashchange", "id=\"plot\"",
        ] {
            #expect(page.contains(control), "the page has \(control)")
        }
    }

    @Test func pageHoldsTheFramesRecordWrites() throws {
        let files = Self.filmed(
            setup: ["new modal card"], film: "film card fields offset,backdrop to film.html",
            then: ["drag card 0 150 over 0.3", "settle", "film stop"])
        var recorder = session(running: ["new modal card"])
        let rows = RecordingProbe.rows(
            &recorder, fields: ["offset", "backdrop"], lines: ["drag card 0 150 over 0.3", "settle"])
        let data = try Self.data(of: try #require(files.contents["film.html"]))
        let times = try #require(data["times"] as? [Double])
        let sheets = try #require(data["sheets"] as? [[String: Any]])
        let values = try #require(sheets.first?["values"] as? [[Double]])
        #expect(times.count == rows.count + 1, "the start, then one frame per recorded row")
        for (index, row) in rows.enumerated() {
            #expect(DecimalFormat.format(times[index + 1], decimals: 3) == row[0], "frame \(index + 1) time")
            #expect(DecimalFormat.format(values[0][index + 1], decimals: 1) == row[1], "frame \(index + 1) offset")
            #expect(DecimalFormat.format(values[1][index + 1], decimals: 3) == row[2], "frame \(index + 1) backdrop")
        }
    }

    @Test func sameRunSameBytes() {
        let again = Self.filmed(
            setup: ["new modal card", "new sheet drawer"],
            film: "film card drawer fields progress,backdrop to film.html",
            then: ["drag card 0 150 over 0.3", "settle", "film stop"])
        #expect(again.contents["film.html"] == Self.twoKinds.contents["film.html"])
    }

    /// Issue 14, Sizes: 10 s at 60 fps with 4 sheets stays under 5 MB (its time is a benchmark's).
    @Test func tenSecondsOfFourSheetsIsUnderFiveMegabytes() throws {
        let files = Self.filmed(
            setup: ["new screen page", "new modal card", "new sheet drawer", "new edge back"],
            film: "film page card drawer back over 10s fields progress,offset to film.html")
        let page = try #require(files.contents["film.html"])
        let data = try Self.data(of: page)
        #expect((data["times"] as? [Any])?.count == 601)
        #expect(page.utf8.count < 5_000_000, "\(page.utf8.count) bytes")
    }

    struct IndexCase: CustomTestStringConvertible, Sendable {
        let count: Int
        let thumbnails: Int
        let expected: [Int]
        var testDescription: String { "\(thumbnails) of \(count)" }
    }

    @Test(arguments: [
        IndexCase(count: 61, thumbnails: 8, expected: [0, 9, 17, 26, 34, 43, 51, 60]),
        IndexCase(count: 61, thumbnails: 1, expected: [60]),
        IndexCase(count: 3, thumbnails: 8, expected: [0, 1, 2]),
        IndexCase(count: 1, thumbnails: 8, expected: [0]),
        IndexCase(count: 0, thumbnails: 8, expected: []),
    ])
    func filmstripTakesEvenFrames(_ testCase: IndexCase) {
        #expect(Filmstrip.frameIndices(count: testCase.count, thumbnails: testCase.thumbnails) == testCase.expected)
    }

    @Test func filmstripLabelsEachThumbnailWithTimeAndPhases() throws {
        let files = Self.filmed(
            setup: ["new modal card"], film: "film card frames 4 to strip.svg",
            then: ["drag card 0 150 over 0.3", "step 30f", "film stop"])
        let strip = try #require(files.contents["strip.svg"])
        #expect(strip.components(separatedBy: "<g class=\"frame\"").count - 1 == 4)
        for label in ["0.000s", "card idle", "card dragging armed", "card committing"] {
            #expect(strip.contains(">\(label)<"), "a thumbnail says '\(label)'")
        }
        #expect(!strip.contains("http:") || strip.components(separatedBy: "http").count == 2, "only the namespace")
    }
}

/// Records fields over some commands and returns the CSV rows, split.
enum RecordingProbe {
    final class Stream: FileStream {
        var text = ""
        func write(_ text: String) throws(FileAccessError) { self.text += text }
        func close() throws(FileAccessError) {}
    }

    final class StreamFiles: FileAccess, @unchecked Sendable {
        let stream = Stream()
        func read(_ path: String) throws(FileAccessError) -> [UInt8] { throw FileAccessError("no reads") }
        func write(_ text: String, to path: String) throws(FileAccessError) {}
        func openStream(at path: String) throws(FileAccessError) -> any FileStream { stream }
    }

    static func rows(_ session: inout Session, fields: [String], lines: [String]) -> [[String]] {
        let files = StreamFiles()
        var recording = Session(origin: .commandLine, files: files)
        recording.world = session.world
        _ = recording.execute(LogicalLine("record card \(fields.joined(separator: " ")) to rows.csv"))
        for line in lines { _ = recording.execute(LogicalLine(line)) }
        _ = recording.execute(LogicalLine("record stop"))
        return files.stream.text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
    }
}
