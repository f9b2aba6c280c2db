import Foundation
import Testing

@testable import SheetLabShell

/// `FileWriter` gathers the bytes of a temporary file into chunks and writes the rest at
/// `commit()`: the file holds exactly what was written, in order.
struct FileWriterChunkTests {
    @Test func rowsAreGatheredIntoChunksAndAllLandInOrder() throws {
        let folder = NSTemporaryDirectory() + "sheetlab-chunks-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/rows.csv"
        let writer = try FileWriter(path: path)
        let temporary = try #require(writer.temporaryFilePath)
        var expected: [UInt8] = []
        var row = 0
        while expected.count < 3 * FileWriter.chunkSize + 123 {
            let text = "\(row),\(row * 7 % 1000).5,ünïcode\n"
            if row.isMultiple(of: 2) { try writer.write(text) } else { try writer.write(Array(text.utf8)) }
            expected += Array(text.utf8)
            row += 1
        }
        let gathered = try #require(FileManager.default.attributesOfItem(atPath: temporary)[.size] as? Int)
        #expect(gathered < expected.count, "the last partial chunk waits for commit")
        #expect(gathered >= 3 * FileWriter.chunkSize, "full chunks are written as they fill")
        #expect(!FileManager.default.fileExists(atPath: path), "the target appears only at commit")
        try writer.commit()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == expected)
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }
}
