import Foundation
import SheetLabCore
import SheetLabScript
import Testing

@testable import SheetLabShell

/// `record ... raw` round-trips: every value read back from the file equals the in-memory double
/// of the same frame bit for bit, time included (issue 10, Full precision out).
struct RecordRawRoundTripTests {
    static let fields: [Field] = [.height, .offset, .velocity, .progress, .dragProgress, .backdrop, .releaseVelocity]

    /// One recorded frame: its tick and the fields' doubles, as the machine holds them.
    struct Frame {
        var tick: Int64
        var values: [Double]
    }

    /// Runs a drag, a release and the snap spring on a sheet, recording to `path` with `raw`, and
    /// returns the doubles of every frame as the session holds them in memory.
    static func record(to path: String) throws -> [Frame] {
        var session = Session(origin: .commandLine, files: LocalFiles())
        func run(_ line: String) {
            let result = session.execute(LogicalLine(line))
            #expect(result.error == nil, "'\(line)' failed: \(String(describing: result.error))")
        }
        run("new sheet s detent=medium")
        run("drag s 0 -250 over 0.29s hold")
        run("record s " + fields.map(\.rawValue).joined(separator: " ") + " to \(path) raw")
        var frames: [Frame] = []
        for index in 0..<40 {
            if index == 3 { run("touch s move 201 214.7") }
            if index == 4 { run("release s") }
            run("step")
            let machine = try session.world.machine(named: "s")
            let values = fields.map { field -> Double in
                guard case .number(let value)? = machine.value(of: field, in: session.world.environment) else {
                    return .nan
                }
                return value
            }
            frames.append(Frame(tick: session.world.now, values: values))
        }
        run("record stop")
        return frames
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-raw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Checks that `rows` (time then one cell per field) equal `frames` bit for bit.
    static func compare(_ rows: [[String]], with frames: [Frame], format: String) {
        #expect(rows.count == frames.count, "\(format): one row per frame")
        var compared = 0
        for (row, frame) in zip(rows, frames) {
            let time = Double(row[0])
            #expect(time?.bitPattern == Time.seconds(frame.tick).bitPattern, "\(format): time \(row[0])")
            for (index, cell) in row.dropFirst().enumerated() {
                let read = Double(cell)
                #expect(
                    read?.bitPattern == frame.values[index].bitPattern,
                    "\(format) at tick \(frame.tick): \(fields[index].rawValue) \(cell) vs \(frame.values[index])")
                compared += 1
            }
        }
        // The run moves every field away from round numbers: the comparison is not of zeros.
        let digits = rows.flatMap { $0.dropFirst() }.filter { $0.count > 12 }.count
        #expect(digits > compared / 3, "\(format): most values need more than 12 characters")
    }

    @Test func csvReadsBackBitForBit() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/run.csv"
        let frames = try Self.record(to: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "time," + Self.fields.map(\.rawValue).joined(separator: ","))
        let rows = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
        Self.compare(Array(rows), with: frames, format: "csv")
    }

    @Test func jsonLinesReadBackBitForBit() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/run.jsonl"
        let frames = try Self.record(to: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        // `{"time": T, "height": H, ...}`: the values in key order, read as written.
        let rows = lines.map { line in
            line.dropFirst().dropLast().components(separatedBy: ", ").map { member in
                String(member.split(separator: ":", maxSplits: 1)[1].dropFirst())
            }
        }
        let keys = lines.first.map { line in
            line.dropFirst().dropLast().components(separatedBy: ", ").map { String($0.split(separator: ":")[0]) }
        }
        #expect(keys == ["\"time\""] + Self.fields.map { "\"\($0.rawValue)\"" })
        Self.compare(rows, with: frames, format: "json lines")
    }
}
