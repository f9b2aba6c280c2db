import Foundation
import Testing

@testable import SheetLabShell

/// What `plot`, `record` and friends do to the files they are pointed at (issue 11, "Files it
/// writes"): a device or FIFO is written in place and never replaced, a symbolic link stays,
/// `/dev/full` is an error, `-` is stdout, read-only and hard-linked files are refused.
struct FileWritingSafetyTests {
    static let isRoot = geteuid() == 0

    @Test(.enabled(if: isRoot, "mknod needs root; the FIFO test below covers the same path without it"))
    func aDeviceNodeIsWrittenInPlaceAndStaysADevice() throws {
        let script = try ShellScript()
        let made = try script.run("mknod nulldevice c 1 3")
        try #require(made.status == 0, "mknod failed: \(made.errors)")
        for command in ["plot p offset over 1f to nulldevice", "record p offset to nulldevice"] {
            let result = try script.run("\"$SHEETLAB\" -c 'new screen p' -c '\(command)' -c 'step 2f' -c 'record stop'")
            #expect(result.status == 0, "\(command): \(result.errors)")
            let status = try #require(script.status(of: "nulldevice"))
            #expect(status.st_mode & S_IFMT == S_IFCHR, "\(command): still a character device")
            var null = stat()
            stat("/dev/null", &null)
            #expect(status.st_rdev == null.st_rdev, "\(command): still the null device")
        }
        #expect(try script.names() == ["nulldevice"], "no temporary file beside the device")
    }

    @Test func aFIFOIsWrittenAsAStreamAndStaysAFIFO() throws {
        let script = try ShellScript()
        try #require(mkfifo("\(script.folder)/pipe", 0o600) == 0)
        let result = try script.run(
            "cat pipe > received & \"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 2f to pipe'; status=$?; wait; exit $status"
        )
        #expect(result.status == 0, "\(result.errors)")
        #expect(script.status(of: "pipe").map { $0.st_mode & S_IFMT == S_IFIFO } == true, "still a FIFO")
        #expect(try script.read("received").hasPrefix("<?xml"), "the reader got the SVG")
        #expect(try script.names() == ["pipe", "received"])
    }

    @Test func devNullAndDevStdoutAreNeverReplaced() throws {
        let script = try ShellScript()
        let result = try script.run(
            "\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to /dev/null' -c 'record p offset to /dev/stdout' -c 'step 2f' -c 'record stop'"
        )
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("time,offset\n0.033,0.0\n0.050,0.0\n"), "rows on stdout: \(result.output)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func devFullIsAnError() throws {
        let script = try ShellScript()
        for command in ["plot p offset over 1f to /dev/full", "record p offset to /dev/full"] {
            let result = try script.run("\"$SHEETLAB\" -c 'new screen p' -c '\(command)' -c 'step 2f'")
            #expect(result.status == 2, "\(command)")
            #expect(
                result.errors.contains("cannot write '/dev/full': no space left on device"),
                "\(command): \(result.errors)")
        }
    }

    @Test func aDashIsStandardOutputAndNoFileIsCreated() throws {
        let script = try ShellScript()
        let result = try script.run(
            "\"$SHEETLAB\" -c 'new screen p' -c 'record p offset progress to -' -c 'step 2f' -c 'record stop' -c 'plot p offset over 1f to -'"
        )
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("time,offset,progress\n0.017,0.0,0.000\n0.033,0.0,0.000\n"), "\(result.output)")
        #expect(result.output.contains("<svg"), "the SVG went to stdout")
        #expect(try script.names() == [], "no file named '-'")
    }

    /// `-` is standard output for every writer of one file, and refused by the writers of a
    /// folder (issue 35: `sweep --to -`, `save -`, `--save -` and `audit --evidence -` created a
    /// file named `-`). No case leaves a file behind.
    static let dashes: [(name: String, arguments: String, status: Int32, output: String, errors: String)] = [
        (
            "sweep --to - on the command line", "sweep screen --x dy=0..300/300 --format csv --to -", 0,
            "dy,outcome,rule,phase,rest,release-translation,release-velocity\n"
                + "0,ignored,the drag never began,idle,0.000,,\n"
                + "300,dismiss,translation 300.0 >= threshold 140.0,dismissed,0.267,300.000,0.000\n", ""
        ),
        (
            "sweep --to - in the language", "-q -c 'new screen p' -c 'sweep p --x dy=0..300/300 --format csv --to -'",
            0,
            "[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n"
                + "dy,outcome,rule,phase,rest,release-translation,release-velocity\n"
                + "0,ignored,the drag never began,idle,0.000,,\n"
                + "300,dismiss,translation 300.0 >= threshold 140.0,dismissed,0.267,300.000,0.000\n", ""
        ),
        (
            "save -", "-q -c 'new screen p' -c 'save -'", 0,
            "[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n"
                + "# a sheetlab session, written by 'save'; 'sheetlab test FILE' replays it\n"
                + "> new screen p\n[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n", ""
        ),
        (
            "--save -", "-q --save - -c 'new screen p' -c 'step 1f'", 0,
            "[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n"
                + "# a sheetlab session, written by 'save'; 'sheetlab test FILE' replays it\n"
                + "> new screen p\n[0.000s] p: new screen\n[0.000s] p: dismissed -> idle\n> step 1f\n", ""
        ),
        (
            "audit --evidence - on the command line", "audit modal --depth 1 --evidence -", 2, "",
            "sheetlab: error: '--evidence' needs a folder (it holds one scenario per check; standard output "
                + "cannot), not '-'\n" + Auditing.usage
        ),
        (
            "audit --evidence - in the language", "-q -c 'new modal m' -c 'audit m --depth 1 --evidence -'", 2,
            "[0.000s] m: new modal\n[0.000s] m: dismissed -> idle\n",
            "<command line>:2:30: error: '--evidence' needs a folder (it holds one scenario per check; standard "
                + "output cannot), not '-'\n"
        ),
    ]

    @Test(arguments: dashes.indices)
    func aDashIsStandardOutputForOneFileAndRefusedForAFolder(_ index: Int) throws {
        let (name, arguments, status, output, errors) = Self.dashes[index]
        let script = try ShellScript()
        let result = try script.run("\"$SHEETLAB\" \(arguments)")
        #expect(result.status == status, "\(name)")
        #expect(result.output == output, "\(name)")
        #expect(result.errors == errors, "\(name)")
        #expect(try script.names() == [], "\(name): no file named '-'")
    }

    /// `sweep --to FILE` refuses an extension it does not write, as `plot` does (issue 35: a
    /// `.png` got text, exit 0); a name without an extension takes any format.
    static let sweepExtensions: [(arguments: String, status: Int32, errors: String, files: [String])] = [
        (
            "sweep screen --x dy=0..300/300 --to map.png", 2,
            "sheetlab: error: sweep writes text, CSV, JSON or SVG: 'map.png' ends in '.png', not '.txt', '.text', "
                + "'.csv', '.json' or '.svg'\n", []
        ),
        (
            "sweep screen --x dy=0..300/300 --format csv --to map.json", 2,
            "sheetlab: error: sweep --format csv writes CSV: 'map.json' ends in '.json', not '.csv'\n", []
        ),
        (
            "-q -c 'new screen p' -c 'sweep p --x dy=0..300/300 --to map.PNG'", 2,
            "<command line>:2:32: error: sweep writes text, CSV, JSON or SVG: 'map.PNG' ends in '.PNG', not '.txt', "
                + "'.text', '.csv', '.json' or '.svg'\n", []
        ),
        ("sweep screen --x dy=0..300/300 --to map.TXT", 0, "", ["map.TXT"]),
        ("sweep screen --x dy=0..300/300 --format svg --to map", 0, "", ["map"]),
        ("sweep screen --x dy=0..300/300 --to map.Json", 0, "", ["map.Json"]),
    ]

    @Test(arguments: sweepExtensions.indices)
    func sweepRefusesAnExtensionItDoesNotWrite(_ index: Int) throws {
        let (arguments, status, errors, files) = Self.sweepExtensions[index]
        let script = try ShellScript()
        let result = try script.run("\"$SHEETLAB\" \(arguments)")
        #expect(result.status == status, "\(arguments)")
        #expect(result.errors == errors, "\(arguments)")
        #expect(try script.names() == files, "\(arguments)")
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let script = try ShellScript()
        try script.write("old", to: "target.svg")
        try FileManager.default.createSymbolicLink(
            atPath: "\(script.folder)/link.svg", withDestinationPath: "target.svg")
        let result = try script.run("\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to link.svg'")
        #expect(result.status == 0, "\(result.errors)")
        #expect(script.status(of: "link.svg").map { $0.st_mode & S_IFMT == S_IFLNK } == true, "still a link")
        #expect(try script.read("target.svg").hasPrefix("<?xml"))
        try FileManager.default.createSymbolicLink(
            atPath: "\(script.folder)/dangling.svg", withDestinationPath: "nowhere")
        let dangling = try script.run("\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to dangling.svg'")
        #expect(dangling.status == 2)
        #expect(dangling.errors.contains("cannot write 'dangling.svg': it is a symbolic link to a missing file"))
        #expect(script.status(of: "dangling.svg").map { $0.st_mode & S_IFMT == S_IFLNK } == true)
        #expect(try script.names() == ["dangling.svg", "link.svg", "target.svg"])
    }

    @Test func aReadOnlyFileIsRefusedWithItsPathEvenForRoot() throws {
        let script = try ShellScript()
        try script.write("kept", to: "plot.svg")
        chmod("\(script.folder)/plot.svg", 0o444)
        let result = try script.run("\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to plot.svg'")
        #expect(result.status == 2)
        #expect(
            result.errors.contains("<command line>:2:1: error: cannot write 'plot.svg': it is read-only"),
            "\(result.errors)")
        #expect(try script.read("plot.svg") == "kept")
        #expect(script.status(of: "plot.svg").map { $0.st_mode & 0o777 } == 0o444)
    }

    @Test func hardLinksAreRefusedWithAReason() throws {
        let script = try ShellScript()
        try script.write("shared", to: "a.svg")
        try #require(link("\(script.folder)/a.svg", "\(script.folder)/b.svg") == 0)
        let result = try script.run("\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to b.svg'")
        #expect(result.status == 2)
        #expect(result.errors.contains("cannot write 'b.svg': it has 2 hard links"), "\(result.errors)")
        #expect(try script.read("a.svg") == "shared" && script.read("b.svg") == "shared")
    }

    @Test func foldersAndSocketsAreRefused() throws {
        let script = try ShellScript()
        try FileManager.default.createDirectory(
            atPath: "\(script.folder)/folder.svg", withIntermediateDirectories: false)
        let result = try script.run("\"$SHEETLAB\" -c 'new screen p' -c 'plot p offset over 1f to folder.svg'")
        #expect(result.status == 2)
        #expect(result.errors.contains("cannot write 'folder.svg': it is a folder"), "\(result.errors)")
    }

    /// (mode, command line with stdout on /dev/full or closed).
    static let stdoutFailures: [(String, String)] = [
        ("-c", "\"$SHEETLAB\" -c 'new screen p' > /dev/full"),
        ("batch", "echo 'new screen p' | \"$SHEETLAB\" > /dev/full"),
        ("run", "printf 'new screen p\\n' > a.txt && \"$SHEETLAB\" run a.txt > /dev/full"),
        (
            "test junit",
            "printf '> time\\n0.000s (frame 0)\\n' > a.scenario && \"$SHEETLAB\" test --format junit a.scenario > /dev/full"
        ),
        (
            "test text",
            "printf '> time\\n0.000s (frame 0)\\n' > a.scenario && \"$SHEETLAB\" test a.scenario > /dev/full"
        ),
        ("explore", "\"$SHEETLAB\" explore screen --depth 1 --out found > /dev/full"),
        ("--help", "\"$SHEETLAB\" --help > /dev/full"),
        ("--version", "\"$SHEETLAB\" --version > /dev/full"),
        ("completions", "\"$SHEETLAB\" completions bash > /dev/full"),
        ("closed stdout", "\"$SHEETLAB\" -c 'new screen p' >&-"),
        ("closed pipe", "yes time | { \"$SHEETLAB\"; echo $? > status; } | head -2 > /dev/null; exit $(cat status)"),
    ]

    @Test(arguments: stdoutFailures.indices)
    func aWriteErrorOnStandardOutputIsExitStatus2(_ index: Int) throws {
        let (mode, line) = Self.stdoutFailures[index]
        let script = try ShellScript()
        let result = try script.run(line)
        #expect(result.status == 2, "\(mode): status \(result.status)")
        #expect(result.errors.contains("sheetlab: error: cannot write '<stdout>': "), "\(mode): \(result.errors)")
    }
}
