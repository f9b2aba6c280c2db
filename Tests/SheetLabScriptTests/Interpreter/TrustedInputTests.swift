import SheetLabCore
import Testing

@testable import SheetLabScript

/// The script layer's side of issue 11: the one-hour limit for every way to move the clock,
/// numbers that would overflow a model refused with the argument named, `expect` never passing
/// on a non-finite value, control text escaped in errors and diffs, `a`/`an`.
struct TrustedInputTests {
    /// Runs `setup` then `command` in a fresh session; returns the command's result and the clock.
    static func run(_ setup: [String], _ command: String) -> (CommandResult, Int64) {
        let (result, _, after) = runTimed(setup, command)
        return (result, after)
    }

    /// Like `run`, with the clock before and after the command.
    static func runTimed(_ setup: [String], _ command: String) -> (CommandResult, before: Int64, after: Int64) {
        var session = Session(origin: .file("limit.scenario"))
        for line in setup { _ = session.execute(LogicalLine(line)) }
        let before = session.world.now
        let result = session.execute(LogicalLine(command, at: SourceLocation(line: setup.count + 1, column: 1)))
        return (result, before, session.world.now)
    }

    /// (name, setup, command, the error it must give).
    static let clockLimits: [(String, [String], String, String)] = [
        (
            "step frames at 60 fps", [], "step 216001f",
            "limit.scenario:4:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "step frames at 6000 fps", ["set fps 6000"], "step 21600001f",
            "limit.scenario:5:6: error: duration '21600001f' is longer than the limit of 1 hour"
        ),
        (
            "step seconds", [], "step 3601s",
            "limit.scenario:4:6: error: duration '3601s' is longer than the limit of 1 hour"
        ),
        (
            "drag over frames", [], "drag p 0 100 over 216001f",
            "limit.scenario:4:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "drag over seconds", [], "drag p 0 100 over 2h",
            "limit.scenario:4:19: error: expected a duration such as 0.25, 0.25s, 250ms or 15f, got '2h'"
        ),
        (
            "move over frames", ["drag p 0 10 hold"], "move p 0 100 over 216001f",
            "limit.scenario:5:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "settle max frames", [], "settle max 216001f",
            "limit.scenario:4:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "plot over frames", [], "plot p offset over 216001f",
            "limit.scenario:4:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "play over frames", [], "play p over 216001f",
            "limit.scenario:4:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "film over frames", [], "film p over 216001f to f.html",
            "limit.scenario:4:1: error: duration '216001f' is longer than the limit of 1 hour"
        ),
        (
            "fling at 0.0001", [], "fling p 0 100 at 0.0001",
            "limit.scenario:4:1: error: the fling takes 1000000 s (100 pt at 0.0001 pt/s), longer than the limit of 1 hour"
        ),
        (
            "fling at 1e-300", [], "fling p 0 100 at 1e-300",
            "limit.scenario:4:1: error: the fling takes 9.999999999999999e+301 s (100 pt at 1e-300 pt/s), longer than the limit of 1 hour"
        ),
        (
            "fling at 5e-324", [], "fling p 0 100 at 5e-324",
            "limit.scenario:4:1: error: the fling takes more than 1e308 s (100 pt at 5e-324 pt/s), longer than the limit of 1 hour"
        ),
    ]

    @Test(arguments: clockLimits.indices)
    func everyWayToMoveTheClockStopsAtOneHour(_ index: Int) {
        let (name, setup, command, message) = Self.clockLimits[index]
        let (result, before, after) = Self.runTimed(["new screen p", "set fps 60", "step 1f"] + setup, command)
        #expect(result.error?.rendered(origin: .file("limit.scenario")) == message, "\(name)")
        #expect(after == before, "\(name): the clock did not run")
    }

    @Test func exactlyOneHourIsAllowed() {
        let (result, now) = Self.run(["new screen p"], "step 216000f")
        #expect(result.error == nil)
        #expect(now == 3600 * Time.ticksPerSecond)
        let (fling, flung) = Self.run(["new screen p"], "fling p 0 360 at 0.1")
        #expect(fling.error == nil)
        #expect(flung == 3600 * Time.ticksPerSecond)
    }

    /// (name, command, error): numbers that would overflow a model, refused with what they are.
    static let overflows: [(String, String, String)] = [
        ("huge drag", "drag p 0 1.7e308", "error: DY must be at most 1000000 in size, got '1.7e308'"),
        ("huge start", "drag p 0 10 from 1e7,1", "error: from must be at most 1000000 in size, got '1e7,1'"),
        ("huge touch", "touch p down 1 -2e6", "error: Y must be at most 1000000 in size, got '-2e6'"),
        ("huge fling", "fling p 1e300 1 at 100", "error: DX must be at most 1000000 in size, got '1e300'"),
        ("tiny screen", "set screen 1e-320x800", "error: the screen size must be at least 1 by 1, got '1e-320x800'"),
        ("huge screen", "set screen 2e6x800", "error: WxH must be at most 1000000 in size, got '2e6x800'"),
        (
            "subnormal threshold", "new screen q threshold=1e-320",
            "error: invalid value '1e-320' for 'threshold': expected 0 or a number from 0.000001 to 1000000 in size"
        ),
        (
            "huge threshold", "set p.threshold 1e300",
            "error: invalid value '1e300' for 'threshold': expected 0 or a number from 0.000001 to 1000000 in size"
        ),
    ]

    @Test(arguments: overflows.indices)
    func numbersThatWouldOverflowAreRefusedWithTheArgumentNamed(_ index: Int) {
        let (name, command, message) = Self.overflows[index]
        let (result, _) = Self.run(["new screen p"], command)
        let rendered = result.error?.rendered(origin: .shell) ?? "no error"
        #expect(rendered == message, "\(name)")
    }

    @Test func expectNeverPassesOnANonFiniteValue() {
        let session = Session(origin: .shell)
        for value in [Double.nan, .infinity, -.infinity] {
            for comparison in ComparisonOperator.allCases {
                for tolerance in [nil, 1e308] as [Double?] {
                    let expectation = Expectation(
                        name: "p", field: "velocity", comparison: comparison, value: .number(1, written: "1"),
                        tolerance: comparison == .equal || comparison == .notEqual ? tolerance : nil)
                    #expect(
                        !session.holds(expectation, actual: .number(value), field: .velocity),
                        "\(value) \(comparison.rawValue) 1 within \(String(describing: tolerance))")
                }
            }
        }
    }

    /// (name, command, rendered error): user text with controls shown as escapes.
    static let escapes: [(String, String, String)] = [
        (
            "bidi override in a name", "new screen p\u{202E}x",
            "error: invalid name 'p\\u{202E}x': a name is lowercase letters, digits and '-', starting with a letter"
        ),
        (
            "C1 control in a name", "new screen p\u{9B}31m",
            "error: invalid name 'p\\u{9B}31m': a name is lowercase letters, digits and '-', starting with a letter"
        ),
        (
            "isolate in a command", "\u{2066}inspect",
            "error: unknown command '\\u{2066}inspect'; did you mean 'inspect'?"
        ),
        (
            "C1 control in a quoted word", "source \"a\u{9B}2Jb\"",
            "error: cannot read 'a\\u{9B}2Jb': no file access here"
        ),
        ("escape outside quotes", "time \u{1B}[2J", "error: unexpected control character U+001B"),
    ]

    @Test(arguments: escapes.indices)
    func controlTextIsEscapedInErrors(_ index: Int) {
        let (name, command, message) = Self.escapes[index]
        var session = Session(origin: .shell)
        let result = session.execute(LogicalLine(command))
        let rendered = result.error?.rendered(origin: .shell) ?? "no error"
        #expect(rendered == message, "\(name)")
        #expect(!rendered.unicodeScalars.contains { VisibleText.needsEscape($0) }, "\(name)")
    }

    @Test func controlTextIsEscapedInDiffs() {
        let diff = UnifiedDiff.render(
            old: ["same", "old \u{1B}]0;title\u{07}"], new: ["same", "new \u{202E}txt"], oldLabel: "a\u{9B}",
            newLabel: "b")
        #expect(diff == "--- a\\u{9B}\n+++ b\n@@ -1,2 +1,2 @@\n same\n-old \\u{1B}]0;title\\u{7}\n+new \\u{202E}txt\n")
    }

    @Test func kindsTakeTheirArticle() {
        let (result, _) = Self.run(["new edge e"], "tap e backdrop")
        #expect(result.error?.description == "'e' is an edge, which has no backdrop (only modal and sheet do)")
        let (field, _) = Self.run(["new edge e"], "inspect e height")
        #expect(field.error?.description == "field 'height' does not apply to 'e', an edge")
        let (sheet, _) = Self.run(["new modal m"], "inspect m pops")
        #expect(sheet.error?.description == "field 'pops' does not apply to 'm', a modal")
    }

    @Test func streamedInputReadsLikeAFile() throws {
        var stream = ScriptStream()
        var commands: [String] = []
        for line in [
            "\u{FEFF}# comment", "", "> new screen p", "[0.000s] ignored output", "> drag p 0 10 \\", "over 1f",
        ] {
            if let command = try stream.take(ArraySlice(line.utf8)) { commands.append(command.text) }
        }
        try stream.finish()
        #expect(commands == ["new screen p", "drag p 0 10 over 1f"])
        var plain = ScriptStream()
        #expect(try plain.take(ArraySlice("\u{FEFF}time".utf8))?.text == "time")
        #expect(throws: ScriptError.self) { try plain.take([0x61, 0xFF]) }
    }
}
