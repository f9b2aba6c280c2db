import Foundation
import Testing

@testable import SheetLabShell

/// AtomicFile, FileReader and Folder against a fresh temporary folder per test.
///
/// A class so that `deinit` removes the folder after each test.
final class FileTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The names in `folder`, sorted, so a leftover temporary file shows.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func writesANewFileAndReadsItBack() throws {
        let path = "\(folder)/a.scenario"
        try AtomicFile.write("> step\n", to: path)
        #expect(try FileReader.read(path) == Array("> step\n".utf8))
        #expect(try names() == ["a.scenario"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o600 } == 0o600)
    }

    @Test func replacesKeepingPermissions() throws {
        let path = "\(folder)/a.scenario"
        try AtomicFile.write("old", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.write([0, 1, 2], to: path)
        #expect(try FileReader.read(path) == [0, 1, 2])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try names() == ["a.scenario"])
    }

    @Test func replacesTheTargetOfASymbolicLink() throws {
        try AtomicFile.write("old", to: "\(folder)/target")
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder)/link", withDestinationPath: "\(folder)/target")
        try AtomicFile.write("new", to: "\(folder)/link")
        #expect(try FileReader.read("\(folder)/target") == Array("new".utf8))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link")
                == "\(folder)/target")
    }

    @Test func failsWithoutTouchingAnything() throws {
        let path = "\(folder)/missing/a.scenario"
        #expect(throws: ShellError.cannotWrite(path: path, reason: "no such file or directory")) {
            try AtomicFile.write("x", to: path)
        }
        try AtomicFile.write("kept", to: "\(folder)/kept")
        #expect(throws: ShellError.self) {
            try AtomicFile.replace("\(folder)/kept") { _, _ in ENOSPC }
        }
        #expect(try FileReader.read("\(folder)/kept") == Array("kept".utf8))
        #expect(try names() == ["kept"])
    }

    /// (name, path below the folder, error description with the folder written as `F`).
    static let readFailures: [(String, String, String)] = [
        ("missing", "nope.scenario", "cannot read 'F/nope.scenario': no such file or directory"),
        ("folder", "", "cannot read 'F/': is a directory"),
    ]

    @Test(arguments: readFailures.indices)
    func readFailure(_ index: Int) throws {
        let (name, relative, expected) = Self.readFailures[index]
        let path = "\(folder)/\(relative)"
        do {
            _ = try FileReader.read(path)
            Issue.record("\(name): read succeeded")
        } catch {
            #expect(error.description == expected.replacingOccurrences(of: "F", with: folder), "\(name)")
        }
    }

    @Test func createsNestedFolders() throws {
        try Folder.create("\(folder)/a/b/c")
        try Folder.create("\(folder)/a/b/c")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: "\(folder)/a/b/c", isDirectory: &isFolder))
        #expect(isFolder.boolValue)
        try AtomicFile.write("x", to: "\(folder)/file")
        #expect(throws: ShellError.self) { try Folder.create("\(folder)/file") }
    }

    @Test func folderNames() {
        #expect(AtomicFile.folderName(of: "a") == ".")
        #expect(AtomicFile.folderName(of: "/a") == "/")
        #expect(AtomicFile.folderName(of: "x/y/a") == "x/y")
    }
}
