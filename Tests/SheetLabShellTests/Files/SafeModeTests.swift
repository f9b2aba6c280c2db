import Foundation
import Testing

/// `run --safe` and `test --safe`: a scenario reads and writes only inside its own folder.
struct SafeModeTests {
    /// A folder `scenarios` holding the file under test, a file it may source, and outside it a
    /// file it may not, plus a symbolic link from inside to outside.
    static func layout() throws -> ShellScript {
        let script = try ShellScript()
        try FileManager.default.createDirectory(
            atPath: "\(script.folder)/scenarios/sub", withIntermediateDirectories: true)
        try script.write("new screen inner\n", to: "scenarios/sub/inner.txt")
        try script.write("new screen outer\n", to: "outside.txt")
        try FileManager.default.createSymbolicLink(
            atPath: "\(script.folder)/scenarios/out", withDestinationPath: script.folder)
        return script
    }

    /// (name, the command in `scenarios/a.txt`, the path refused as the message names it).
    static let refusals: [(String, String, String)] = [
        ("source with ..", "source ../outside.txt", "scenarios/../outside.txt"),
        ("source of an absolute path", "source /etc/hostname", "/etc/hostname"),
        ("source through a link", "source out/outside.txt", "scenarios/out/outside.txt"),
        ("record outside", "record p offset to ../r.csv", "scenarios/../r.csv"),
        ("plot to an absolute path", "plot p offset over 1f to /tmp/sheetlab-safe.svg", "/tmp/sheetlab-safe.svg"),
        ("plot through a link", "plot p offset over 1f to out/p.svg", "scenarios/out/p.svg"),
    ]

    @Test(arguments: refusals.indices)
    func runSafeRefusesPathsOutsideTheFolder(_ index: Int) throws {
        let (name, command, path) = Self.refusals[index]
        let script = try Self.layout()
        try script.write("new screen p\n\(command)\n", to: "scenarios/a.txt")
        let result = try script.run("\"$SHEETLAB\" run --safe scenarios/a.txt")
        #expect(result.status == 2, "\(name)")
        #expect(
            result.errors
                == "scenarios/a.txt:2:1: error: '\(path)' is outside the folder 'scenarios' of the file being run; "
                + "--safe allows only paths inside it\n", "\(name): \(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: "\(script.folder)/r.csv"), "\(name)")
        #expect(!FileManager.default.fileExists(atPath: "\(script.folder)/p.svg"), "\(name)")
    }

    @Test func runSafeAllowsPathsInsideAndPlainRunAllowsAll() throws {
        let script = try Self.layout()
        try script.write(
            "new screen p\nsource sub/inner.txt\nrecord p offset to sub/r.csv\nstep 1f\nrecord stop\nplot p offset over 1f to p.svg\n",
            to: "scenarios/a.txt")
        let inside = try script.run("\"$SHEETLAB\" run --safe scenarios/a.txt")
        #expect(inside.status == 0, "\(inside.errors)")
        #expect(FileManager.default.fileExists(atPath: "\(script.folder)/scenarios/sub/r.csv"))
        try script.write("source ../outside.txt\n", to: "scenarios/b.txt")
        let plain = try script.run("\"$SHEETLAB\" run scenarios/b.txt")
        #expect(plain.status == 0, "without --safe a scenario may read anywhere (the v1 contract)")
        #expect(plain.output.contains("outer: new screen"))
    }

    @Test func testSafeRefusesWithTheFileLineAndColumn() throws {
        let script = try Self.layout()
        try script.write(
            "> new screen p\n[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n> source ../outside.txt\n",
            to: "scenarios/t.scenario")
        let result = try script.run("\"$SHEETLAB\" test --safe scenarios")
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "scenarios/t.scenario:4:3: error: 'scenarios/../outside.txt' is outside the folder 'scenarios' of the file "
                    + "being run; --safe allows only paths inside it"), "\(result.errors)")
        let plain = try script.run("\"$SHEETLAB\" test scenarios")
        #expect(plain.status == 1, "without --safe the source runs and only the transcript differs")
    }
}
