import Foundation
import Testing

/// `scripts/setup build` (what `scripts/run` calls) installs only what building and running
/// take; `scripts/setup` (what `scripts/test` calls) adds what the tests take. And no script
/// builds into `.build/release` with flags of its own, which made the next `scripts/run`
/// recompile every object.
struct SetupScriptTests {
    static let root = RepositoryRoot.url

    /// Runs `scripts/setup MODE` with a `PATH` holding only `id` and a stub `apt-get` that logs
    /// its arguments: every tool it looks for is missing, headers are as on this machine.
    static func aptCalls(_ arguments: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("apt.log").path
        let source = folder.appendingPathComponent("apt-get.sh").path
        try "#!/bin/sh\necho \"$*\" >> \(log)\n".write(toFile: source, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: source)
        // The stub that runs is written by `cp`, not by this process: a file this process holds
        // open for writing can be inherited by a child another test is starting at that moment,
        // and running it then fails with "text file busy".
        try run("/bin/cp", [source, folder.appendingPathComponent("apt-get").path], path: folder.path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("id").path, withDestinationPath: "/usr/bin/id")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("sudo").path, withDestinationPath: "/usr/bin/env")
        try run("/bin/bash", [root.appendingPathComponent("scripts/setup").path] + arguments, path: folder.path)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Runs `program` with `arguments` and only `path` on `PATH`; a failure records what it printed.
    static func run(_ program: String, _ arguments: [String], path: String) throws {
        let errors = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": path, "HOME": path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments): \(printed)")
    }

    /// The headers this machine lacks are installed too; the list does not depend on them.
    static func headers(_ packages: [(String, String)]) -> [String] {
        packages.filter { !FileManager.default.fileExists(atPath: $0.0) }.map(\.1)
    }

    @Test func runInstallsOnlyWhatBuildingNeeds() throws {
        let packages = Self.headers([("/usr/include/histedit.h", "libedit-dev")]) + ["pkg-config"]
        #expect(try Self.aptCalls(["build"]) == ["update -qq", "install -y -qq " + packages.joined(separator: " ")])
    }

    @Test func testInstallsWhatTheTestsNeed() throws {
        let packages =
            Self.headers([("/usr/include/histedit.h", "libedit-dev")])
            + ["pkg-config", "tmux", "graphviz", "groff-base", "zsh", "fish"]
            + Self.headers([("/usr/include/zlib.h", "zlib1g-dev")]) + ["valgrind", "python3"]
        #expect(
            try Self.aptCalls([]) == [
                "update -qq", "install -y -qq " + packages.joined(separator: " "), "update -qq",
                "install -y -qq chromium",
            ])
        #expect(try Self.aptCalls(["test"]) == Self.aptCalls([]))
    }

    /// A `swift build` or `swift test` in a script that passes compiler flags (`-Xswiftc`) builds
    /// into a `--build-path` of its own.
    @Test func scriptsWithTheirOwnFlagsBuildApart() throws {
        let folder = Self.root.appendingPathComponent("scripts")
        var offending: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n")
            where (line.contains("swift build") || line.contains("swift test")) && line.contains("-Xswiftc")
                && !line.contains("--build-path")
            {
                offending.append("\(name): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offending == [])
    }
}
