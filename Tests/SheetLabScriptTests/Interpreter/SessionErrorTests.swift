import SheetLabCore
import Testing

@testable import SheetLabScript

/// Files held in memory, for `source` and `record` without touching the disk.
final class MemoryFiles: FileAccess, @unchecked Sendable {
    var contents: [String: String]

    init(_ contents: [String: String]) {
        self.contents = contents
    }

    func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        guard let text = contents[path] else {
            throw FileAccessError("cannot read '\(path)': no such file or directory")
        }
        return Array(text.utf8)
    }

    func write(_ text: String, to path: String) throws(FileAccessError) {
        contents[path] = text
    }

    func openStream(at path: String) throws(FileAccessError) -> any FileStream {
        throw FileAccessError("cannot write '\(path)': read-only test files")
    }
}

/// Every runtime error class: exit status 2, `FILE:LINE:COLUMN: error: ...`, never a crash.
struct SessionErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [String]
        let command: String
        let message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown sheet with a suggestion", setup: ["new screen page"], command: "escape pgae",
            message: "main.scenario:2:8: error: unknown sheet 'pgae'; did you mean 'page'?"),
        Case(
            name: "duplicate sheet name", setup: ["new screen page"], command: "new modal page",
            message: "main.scenario:2:1: error: a sheet named 'page' exists already"),
        Case(
            name: "release with no finger down", setup: ["new screen page"], command: "release page",
            message: "main.scenario:2:1: error: no finger is down on 'page'"),
        Case(
            name: "second touch down", setup: ["new screen page", "touch page down 10 100"],
            command: "touch page down 10 100",
            message: "main.scenario:3:1: error: a finger is already down on 'page'; release it first"),
        Case(
            name: "present a sheet that is shown", setup: ["new screen page"], command: "present page",
            message: "main.scenario:2:1: error: 'page' is idle; only a dismissed sheet can be presented again"),
        Case(
            name: "backdrop tap on a screen", setup: ["new screen page"], command: "tap page backdrop",
            message: "main.scenario:2:1: error: 'page' is a screen, which has no backdrop (only modal and sheet do)"),
        Case(
            name: "field that does not apply to the kind", setup: ["new screen page"], command: "inspect page detent",
            message: "main.scenario:2:14: error: field 'detent' does not apply to 'page', a screen"),
        Case(
            name: "backdrop tap on an edge", setup: ["new edge back"], command: "tap back backdrop",
            message: "main.scenario:2:1: error: 'back' is an edge, which has no backdrop (only modal and sheet do)"),
        Case(
            name: "field that does not apply to an edge", setup: ["new edge back"], command: "inspect back height",
            message: "main.scenario:2:14: error: field 'height' does not apply to 'back', an edge"),
        Case(
            name: "invalid parameter value", setup: ["new screen page"], command: "set page.threshold -3",
            message: "main.scenario:2:20: error: invalid value '-3' for 'threshold': expected a number >= 0"),
        Case(
            name: "invalid parameter value in new", setup: ["new screen page"], command: "new screen p2 threshold=-3",
            message: "main.scenario:2:25: error: invalid value '-3' for 'threshold': expected a number >= 0"),
        Case(
            name: "unknown sheet in a path", setup: ["new screen page"], command: "expect pgae.phase == idle",
            message: "main.scenario:2:8: error: unknown sheet 'pgae'; did you mean 'page'?"),
        Case(
            name: "field of another kind in a path", setup: ["new screen page"], command: "expect page.detent == 200",
            message: "main.scenario:2:13: error: field 'detent' does not apply to 'page', a screen"),
        Case(
            name: "plot to a file that is not SVG", setup: ["new screen page"], command: "plot page offset to a.png",
            message: "main.scenario:2:21: error: plot writes SVG only: 'a.png' ends in '.png', not '.svg'"),
        Case(
            // Found by a generated mutant (issue 37): only the shell's tests held this refusal.
            name: "sweep to a file of another format", setup: ["new modal m"],
            command: "sweep m --format svg --x dy=0..200/100 --to map.csv",
            message: "main.scenario:2:45: error: sweep --format svg writes SVG: 'map.csv' ends in '.csv', not '.svg'"),
        Case(
            name: "settle runs out of time naming what moves",
            setup: ["new screen page", "drag page 0 60"], command: "settle max 50ms",
            message:
                "main.scenario:3:1: error: settle ran out of time after 0.050s: page.offset, page.scale, page.opacity still moving"
        ),
        // docs/decisions.md#expectations: a word outside the field's vocabulary is a usage error with a
        // "did you mean", never a failed expectation.
        Case(
            name: "expect a phase that does not exist", setup: ["new sheet s"], command: "expect s.phase == idel",
            message:
                "main.scenario:2:19: error: expected 'presenting', 'idle', 'dragging', 'cancelling', 'settling', "
                + "'committing' or 'dismissed', got 'idel'; did you mean 'idle'?"),
        Case(
            name: "expect a flag that is not true or false", setup: ["new sheet s"],
            command: "expect s.armed != ture",
            message: "main.scenario:2:19: error: expected 'false' or 'true', got 'ture'; did you mean 'true'?"),
        Case(
            name: "expect a detent the sheet does not list", setup: ["new sheet s detents=200,large"],
            command: "expect s.detent == larg",
            message: "main.scenario:2:20: error: expected '200' or 'large', got 'larg'; did you mean 'large'?"),
        Case(
            name: "new with a sheet's detent not in its detents", setup: [],
            command: "new sheet s detents=150,300 detent=200",
            message: "main.scenario:1:36: error: invalid value '200' for 'detent': expected one of 150, 300"),
        // A value typed wrong among words known only at run time: the sheet's detents, a list's items.
        Case(
            name: "set a detent spelled wrong", setup: ["new sheet s detents=200,medium,large"],
            command: "set s.detent larg",
            message:
                "main.scenario:2:14: error: invalid value 'larg' for 'detent': expected one of 200, medium, large; "
                + "did you mean 'large'?"),
        Case(
            name: "a number is not a typo of a detent", setup: ["new sheet s detents=200,medium,large"],
            command: "set s.detent 250",
            message: "main.scenario:2:14: error: invalid value '250' for 'detent': expected one of 200, medium, large"),
        Case(
            name: "a detents item spelled wrong", setup: [], command: "new sheet s detents=200,medum",
            message:
                "main.scenario:1:21: error: invalid value '200,medum' for 'detents': expected a comma list of NNN, "
                + "NN%, medium or large ('medum' is not one); did you mean 'medium'?"),
        Case(
            name: "an anchors item spelled wrong", setup: [],
            command: "new sheet s profile=floatingpanel anchors=full,hlf",
            message:
                "main.scenario:1:43: error: invalid value 'full,hlf' for 'anchors': expected a comma list of full, "
                + "half, tip and hidden, each once; did you mean 'half'?"),
        Case(
            name: "an anchor listed twice is no typo", setup: [],
            command: "new sheet s profile=floatingpanel anchors=full,full",
            message:
                "main.scenario:1:43: error: invalid value 'full,full' for 'anchors': expected a comma list of full, "
                + "half, tip and hidden, each once"),
        Case(
            name: "missing file for source", setup: [], command: "source nowhere.scenario",
            message: "main.scenario:1:1: error: cannot read 'nowhere.scenario': no such file or directory"),
        Case(
            name: "source nesting past 16", setup: [], command: "source loop.scenario",
            message: "loop.scenario:1:1: error: 'source' nests deeper than 16 files at 'loop.scenario'"),
        Case(
            name: "syntax error inside a sourced file keeps its own place", setup: [],
            command: "source broken.scenario",
            message: "broken.scenario:2:1: error: unknown command 'dragg'; did you mean 'drag'?"),
        // A first line that begins with a command word is a script with a mistake, not another
        // kind of file: its own error, with its "did you mean" (a file that is not a script is
        // refused without its text: InputBoundsTests).
        Case(
            name: "a sourced file whose first command has a typo", setup: [], command: "source typo.scenario",
            message: "typo.scenario:2:5: error: unknown kind 'shet'; did you mean 'sheet'?"),
        Case(
            name: "a sourced file whose first line is no command", setup: [], command: "source notes.scenario",
            message:
                "notes.scenario:1:1: error: 'notes.scenario' is not a sheetlab script: its first line is not a "
                + "command (its text is not shown)"),
        Case(
            name: "a misspelt button, with the sheet's own", setup: ["new modal m"], command: "press m clse",
            message: "main.scenario:2:1: error: 'm' has no button 'clse'; its buttons: 'close'; did you mean 'close'?"),
        Case(
            name: "a design file's first error, at its place", setup: [], command: "new sheet s design=misspelt.design",
            message:
                "misspelt.design:4:22: error: unknown reading 'predicted-heigt'; did you mean 'predicted-height'?"),
        Case(
            name: "a file that is no design is not quoted", setup: [], command: "new sheet s design=passwd",
            message:
                "passwd:1:1: error: not a design file: its first statement does not begin with a statement's word, "
                + "such as 'design' (its text is not shown)"),
        Case(
            name: "a design file that is not there", setup: [], command: "new sheet s design=gone.design",
            message: "main.scenario:1:1: error: cannot read 'gone.design': no such file or directory"),
        Case(
            name: "a modal design for a sheet", setup: [], command: "new sheet s design=card.design",
            message:
                "main.scenario:1:20: error: invalid value 'card.design' for 'design': expected a design of family "
                + "sheet ('card' is a modal)"),
        Case(
            name: "another parameter beside design", setup: [], command: "new sheet s design=sheet.design detent=200",
            message:
                "main.scenario:1:1: error: parameter 'detent' does not apply to 'design-file'; its parameters: design"),
        Case(
            name: "design cannot change live", setup: ["new sheet s design=sheet.design"],
            command: "set s.design sheet.design",
            message:
                "main.scenario:2:1: error: 'design' is chosen at creation ('new KIND NAME design=...') and cannot "
                + "change live"),
    ]

    @Test(arguments: cases)
    func reportsTheError(_ testCase: Case) {
        let files = MemoryFiles([
            "loop.scenario": "source loop.scenario\n",
            "broken.scenario": "new screen page\ndragg page 0 10\n",
            "typo.scenario": "# a sheet\nnew shet s\n",
            "notes.scenario": "nwe sheet s\n",
            "misspelt.design":
                "design misspelt\nfamily sheet\npositions 200\nrelease dismiss when predicted-heigt < 60\nrelease stay\n",
            "passwd": "root:x:0:0:root:/root:/bin/bash\n",
            "card.design":
                "design card\nfamily modal\nheight 300\nrelease dismiss when velocity > 800\nrelease cancel\n",
            "sheet.design": "design sheet\nfamily sheet\npositions 200\nrelease stay\n",
        ])
        var session = Session(origin: .file("main.scenario"), files: files)
        for (index, line) in testCase.setup.enumerated() {
            let result = session.execute(LogicalLine(line, at: SourceLocation(line: index + 1, column: 1)))
            #expect(result.error == nil, "setup '\(line)'")
        }
        let location = SourceLocation(line: testCase.setup.count + 1, column: 1)
        let result = session.execute(LogicalLine(testCase.command, at: location))
        guard let error = result.error else {
            Issue.record("'\(testCase.command)' raised no error")
            return
        }
        #expect(error.rendered(origin: result.errorOrigin ?? .file("main.scenario")) == testCase.message)
    }

    @Test func settleLeavesTheClockAtTheLimit() {
        var session = Session(origin: .commandLine)
        for line in ["new screen page", "drag page 0 60", "settle max 50ms"] { _ = session.execute(LogicalLine(line)) }
        #expect(session.world.now == 1500 + 300, "0.25 s of drag, then 50 ms")
    }
}
