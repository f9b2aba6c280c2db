import SheetLabScript
import Synchronization
import Testing

@testable import SheetLabShell

/// `sheetlab sweep KIND ...`: its arguments, its errors, and where its text goes.
struct SweepingTests {
    struct ParseCase: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        /// The command as the shell would print it, or the usage error.
        let expected: String
        var testDescription: String { name }
    }

    static let parses = [
        ParseCase(
            name: "kind, settings and options in any order",
            arguments: ["screen", "threshold=120", "--y", "velocity=0,600", "--x", "dy=0..300/5", "fade=0.5"],
            expected: "sweep screen threshold=120 fade=0.5 --x dy=0..300/5 --y velocity=0,600"),
        ParseCase(
            name: "attached values and lists up to the next option",
            arguments: [
                "sheet", "--x=dy=-300..100/10", "--against", "dismiss=disabled", "detent=medium", "--to", "m.svg",
            ],
            expected: "sweep sheet --x dy=-300..100/10 --against dismiss=disabled detent=medium --to m.svg"),
        ParseCase(
            name: "gesture with fixed values",
            arguments: ["edge", "--gesture", "fling", "velocity=1000", "--x", "dx=0..80/4"],
            expected: "sweep edge --x dx=0..80/4 --gesture fling velocity=1000"),
        ParseCase(name: "no kind", arguments: ["--x", "dy=1"], expected: "missing KIND"),
        ParseCase(name: "no x", arguments: ["screen"], expected: "missing '--x AXIS=RANGE'"),
        ParseCase(
            name: "option twice", arguments: ["screen", "--x", "dy=1", "--x", "dy=2"],
            expected: "option '--x' given twice"),
        ParseCase(name: "value missing", arguments: ["screen", "--x"], expected: "missing a value after '--x'"),
        ParseCase(
            name: "empty list", arguments: ["screen", "--x", "dy=1", "--against"],
            expected: "missing a value after '--against'"),
        ParseCase(
            name: "misspelt option", arguments: ["screen", "--x", "dy=1", "--agianst", "fps=30"],
            expected: "unknown option '--agianst' for 'sweep'; did you mean '--against'?"),
        ParseCase(
            name: "bad format", arguments: ["screen", "--x", "dy=1", "--format", "png"],
            expected: "'--format' is text, csv, json or svg, not 'png'"),
        ParseCase(
            name: "bad jobs", arguments: ["screen", "--x", "dy=1", "--jobs", "0"],
            expected: "'--jobs' needs a whole number of at least 1, not '0'"),
    ]

    @Test("arguments", arguments: parses)
    func parse(_ row: ParseCase) {
        switch Sweeping.parse(row.arguments) {
        case .success(let request):
            #expect(Command.sweep(request.command).description == row.expected)
        case .failure(let error):
            #expect(error.message == row.expected)
        }
    }

    @Test func invocationHandsTheArgumentsOver() throws {
        let invocation = try Invocation.parse(["--color", "never", "-q", "sweep", "screen", "--x", "dy=1"])
        #expect(invocation.mode == .sweep(arguments: ["screen", "--x", "dy=1"]))
        #expect(invocation.color == .never)
        let help = try Invocation.parse(["sweep", "--help"])
        #expect(help.mode == .help(.subcommand(.sweep)))
    }

    /// The settings on the command line are one set, as `new` takes them: a detent may come
    /// before the list that holds it.
    @Test func settingsAreOneSetAsNewTakesThem() {
        let result = Sweeping.main(
            arguments: ["sheet", "detent=300", "detents=300,large", "--x", "dy=0"], color: .never)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.hasPrefix(
                "sheet: 1 flings from detent 300 over dy 0 pt, at velocity 0 pt/s; detents=300,large, detent=300\n"))
        let invalid = Sweeping.main(arguments: ["sheet", "detent=250", "--x", "dy=0"], color: .never)
        #expect(
            invalid.error == "sheetlab: error: invalid value '250' for 'detent': expected one of 200, medium, large\n")
    }

    @Test func errorsGoToStandardErrorWithStatusTwo() {
        let unknownKind = Sweeping.main(arguments: ["screne", "--x", "dy=1"], color: .never)
        #expect(unknownKind.error == "sheetlab: error: unknown kind 'screne'; did you mean 'screen'?\n")
        #expect(unknownKind.status == 2 && unknownKind.output.isEmpty)
        let badAxis = Sweeping.main(arguments: ["screen", "--x", "dz=1"], color: .never)
        #expect(badAxis.error == "sheetlab: error: unknown axis 'dz' for kind 'screen'; did you mean 'dy'?\n")
        let usage = Sweeping.main(arguments: ["screen"], color: .never)
        #expect(usage.error.hasSuffix(Sweeping.usage))
    }

    /// Records what is written instead of touching the disk.
    final class RecordingFiles: FileAccess, Sendable {
        let written = Mutex<[String: String]>([:])

        func read(_ path: String) throws(FileAccessError) -> [UInt8] { throw FileAccessError("no reads") }
        func write(_ text: String, to path: String) throws(FileAccessError) {
            written.withLock { $0[path] = text }
        }
        func openStream(at path: String) throws(FileAccessError) -> any FileStream {
            throw FileAccessError("no streams")
        }
    }

    @Test func writesTheFormatOfTheFileExtension() {
        let files = RecordingFiles()
        let result = Sweeping.main(
            arguments: ["modal", "--x", "dy=0..200/50", "--to", "out/map.csv", "--jobs", "2"], color: .always,
            files: files)
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(result.output == "wrote a csv sweep of 5 cells to 'out/map.csv'\n")
        let text = files.written.withLock { $0["out/map.csv"] }
        #expect(text?.hasPrefix("dy,outcome,rule,phase,rest,release-translation,release-velocity\n") == true)
        #expect(text?.contains("\u{1B}") == false)
        #expect(text?.split(separator: "\n").count == 6)
    }

    @Test func sameTextOnOneOrTwoThreadsAndColourOnlyWhenAsked() {
        let one = Sweeping.main(arguments: ["sheet", "--x", "dy=-400..200/20", "--jobs", "1"], color: .never)
        let two = Sweeping.main(arguments: ["sheet", "--x", "dy=-400..200/20", "--jobs", "2"], color: .never)
        #expect(one.output == two.output)
        #expect(!one.output.contains("\u{1B}"))
        let coloured = Sweeping.main(
            arguments: ["sheet", "--x", "dy=-400..200/20", "--color", "always"], color: .never)
        #expect(coloured.output.contains("\u{1B}["))
    }
}
