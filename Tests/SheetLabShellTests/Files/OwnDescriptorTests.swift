import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// A writer never writes to a descriptor sheetlab opened itself (issue 35: `plot ... to
/// /dev/fd/3` wrote its SVG into a recording's temporary file, which then held the SVG and the
/// CSV); descriptors inherited at startup stay writable.
struct OwnDescriptorTests {
    /// A name for the recording's descriptor, built from its number and the test's folder.
    struct Spelling: CustomTestStringConvertible, Sendable {
        let name: String
        let path: @Sendable (_ descriptor: Int32, _ folder: String) -> String
        var testDescription: String { name }
    }

    static let spellings: [Spelling] = [
        Spelling(name: "/dev/fd/N") { descriptor, _ in "/dev/fd/\(descriptor)" },
        Spelling(name: "/proc/self/fd/N") { descriptor, _ in "/proc/self/fd/\(descriptor)" },
        Spelling(name: "/proc/PID/fd/N") { descriptor, _ in "/proc/\(getpid())/fd/\(descriptor)" },
        Spelling(name: "/dev/./fd/N") { descriptor, _ in "/dev/./fd/\(descriptor)" },
        Spelling(name: "a link to /proc/self/fd, then N") { descriptor, folder in "\(folder)/fds/\(descriptor)" },
        Spelling(name: "a link to /dev/fd/N") { _, folder in "\(folder)/alias" },
    ]

    @Test(arguments: spellings)
    func theRecordingsOwnDescriptorIsRefused(_ spelling: Spelling) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-fd-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var session = Session(origin: .commandLine, files: LocalFiles())
        for line in ["new screen p", "record p offset to \(folder)/rec.csv"] {
            #expect(session.execute(LogicalLine(line)).error == nil, "\(spelling.name): \(line)")
        }
        let descriptor = try #require(Self.descriptor(named: ".rec.csv.", in: folder), "\(spelling.name)")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/fds", withDestinationPath: "/proc/self/fd")
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder)/alias", withDestinationPath: "/dev/fd/\(descriptor)")
        let path = spelling.path(descriptor, folder)
        let plot = session.execute(LogicalLine("plot p offset over 2f to \(path)"))
        #expect(
            plot.error?.reason.message
                == "cannot write '\(path)': it names descriptor \(descriptor), which sheetlab opened itself; only "
                + "descriptors open when sheetlab started are written",
            "\(spelling.name)")
        #expect(session.execute(LogicalLine("step 1f")).error == nil, "\(spelling.name)")
        #expect(session.execute(LogicalLine("record stop")).error == nil, "\(spelling.name)")
        #expect(
            try String(contentsOfFile: "\(folder)/rec.csv", encoding: .utf8)
                == "time,offset\n0.017,0.0\n0.033,0.0\n0.050,0.0\n",
            "\(spelling.name): the recording holds only its CSV")
    }

    /// Which descriptors a path names, its links followed; nil for any other file.
    static let namedDescriptors: [(path: String, descriptor: Int32?)] = [
        ("/dev/stdin", 0), ("/dev/stdout", 1), ("/dev/stderr", 2), ("/dev/fd/7", 7), ("/proc/self/fd/7", 7),
        ("/proc/thread-self/fd/7", 7), ("/proc/\(getpid())/fd/7", 7), ("/proc/\(getpid())/task/1/fd/7", 7),
        ("/proc/\(getppid())/fd/7", nil), ("/dev/fd/07", nil), ("/dev/fd/x", nil), ("/dev/null", nil),
        ("/tmp", nil), ("relative/fd/7", nil), ("/missing/folder/file", nil),
    ]

    @Test(arguments: namedDescriptors.indices)
    func aPathNamesADescriptor(_ index: Int) {
        let (path, descriptor) = Self.namedDescriptors[index]
        #expect(FileTarget.openDescriptor(named: path) == descriptor, "\(path)")
    }

    /// The process's descriptor whose file name contains `part`, found in `/proc/self/fd`.
    static func descriptor(named part: String, in folder: String) -> Int32? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for name in names {
            guard let number = Int32(name),
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"),
                target.hasPrefix(folder + "/"), target.contains(part)
            else { continue }
            return number
        }
        return nil
    }
}

/// Descriptors the process inherited stay writable by name, and a batch refuses the one it opened.
struct InheritedDescriptorTests {
    @Test func aDescriptorTheShellPassedOnIsWritten() throws {
        let script = try ShellScript()
        let result = try script.run(
            "\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to /dev/fd/3' 3>inherited.svg")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try script.read("inherited.svg").hasPrefix("<?xml"), "the SVG went to descriptor 3")
        #expect(try script.names() == ["inherited.svg"])
    }

    @Test func aBatchRefusesItsRecordingsDescriptorAndKeepsTheCSV() throws {
        let script = try ShellScript()
        // With 3 to 9 closed by the shell (the test process may pass some on), the recording's
        // temporary file gets the lowest free descriptor past 0, 1 and 2: each /dev/fd/N of 3 to 9
        // is either not open or the recording's, refused, and one is.
        var refused: [Int] = []
        for descriptor in 3...9 {
            let result = try script.run(
                "\"$SHEETLAB\" -c 'new screen p' -c 'record p offset to rec.csv' "
                    + "-c 'plot p offset over 1f to /dev/fd/\(descriptor)' 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-")
            let prefix = "<command line>:3:1: error: cannot write '/dev/fd/\(descriptor)': "
            let own =
                "it names descriptor \(descriptor), which sheetlab opened itself; only descriptors open when "
                + "sheetlab started are written\n"
            #expect(result.status == 2, "/dev/fd/\(descriptor)")
            #expect(
                [prefix + "bad file descriptor\n", prefix + own].contains(result.errors),
                "/dev/fd/\(descriptor): \(result.errors)")
            if result.errors == prefix + own { refused.append(descriptor) }
            #expect(try script.read("rec.csv") == "time,offset\n0.017,0.0\n", "/dev/fd/\(descriptor): only CSV")
        }
        #expect(refused.count == 1, "the recording's descriptor is refused: \(refused)")
    }
}
