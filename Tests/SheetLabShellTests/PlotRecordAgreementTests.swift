import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// `plot ... to FILE.svg` and `record` of the same run agree number for number.
struct PlotRecordAgreementTests {
    @Test func svgSamplesEqualTheRecordedRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-plot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = Session(origin: .commandLine, files: LocalFiles())
        let commands = [
            "new screen p", "drag p 0 100 hold", "record p offset to \(folder.path)/run.csv", "release p",
            "plot p offset over 0.5 to \(folder.path)/run.svg", "record stop",
        ]
        for command in commands {
            let result = session.execute(LogicalLine(command))
            #expect(result.error == nil, "'\(command)' failed: \(String(describing: result.error))")
        }
        let csv = try String(contentsOfFile: folder.path + "/run.csv", encoding: .utf8)
        let svg = try String(contentsOfFile: folder.path + "/run.svg", encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst().map(String.init)
        let description = try #require(
            svg.components(separatedBy: "<desc>").last?.components(separatedBy: "</desc>").first)
        let samples = description.split(separator: "\n").dropFirst().map(String.init)
        #expect(rows.count == 30, "0.5 s at 60 fps after the release")
        // The plot also samples the instant it starts (the release, between frames); every frame
        // after that is a row of the recording.
        #expect(Array(samples.dropFirst()) == rows)
        #expect(rows.first == "0.267,97.5", "the first frame of the cancel spring")
    }
}
