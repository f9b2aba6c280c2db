import SheetLabCore
import Testing

@testable import SheetLabScript

/// `sweep` reads its words against the kind when it runs: every mistake is an error at the word
/// at fault, with a did-you-mean where one helps.
struct SweepCommandTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: Kind
        let options: String
        let message: String
        /// The 1-based column of the word at fault in `sweep s OPTIONS`.
        let column: Int
        var testDescription: String { name }
    }

    static let errors = [
        ErrorCase(
            name: "unknown axis", kind: .screen, options: "--x dz=0..1/1",
            message: "unknown axis 'dz' for kind 'screen'; did you mean 'dy'?", column: 13),
        ErrorCase(
            name: "dy on the edge", kind: .edge, options: "--x dy=0..1/1",
            message: "unknown axis 'dy' for kind 'edge'; did you mean 'dx'?", column: 13),
        ErrorCase(
            name: "range without a step", kind: .screen, options: "--x dy=0..300",
            message: "invalid axis 'dy=0..300': a range is written LO..HI/STEP", column: 13),
        ErrorCase(
            name: "zero step", kind: .screen, options: "--x dy=0..300/0",
            message: "invalid axis 'dy=0..300/0': the step must be greater than 0, got '0'", column: 13),
        ErrorCase(
            name: "decreasing range", kind: .screen, options: "--x dy=300..0/1",
            message: "invalid axis 'dy=300..0/1': the range must not decrease ('300' is above '0')", column: 13),
        ErrorCase(
            name: "not a number", kind: .screen, options: "--x dy=0..abc/1",
            message: "invalid axis 'dy=0..abc/1': 'abc' is not a number", column: 13),
        ErrorCase(
            name: "a parameter value the kind refuses", kind: .screen, options: "--x threshold=-10..10/5",
            message: "invalid axis 'threshold=-10..10/5': invalid value '-10' for 'threshold': expected a number >= 0",
            column: 13),
        ErrorCase(
            name: "a frame rate that does not divide 6000", kind: .screen,
            options: "--x dy=0..300/10 --y fps=30..70/10",
            message: "invalid axis 'fps=30..70/10': fps must be a whole number that divides 6000, not 70", column: 30),
        ErrorCase(
            name: "more values than an axis holds", kind: .screen, options: "--x dy=0..150000/1",
            message: "invalid axis 'dy=0..150000/1': it would hold 150,001 values; an axis holds at most 100,000",
            column: 13),
        ErrorCase(
            name: "a range as wide as a double reaches", kind: .screen, options: "--x dy=0..1e300/1",
            message:
                "invalid axis 'dy=0..1e300/1': it would hold more than 1,000,000 values; an axis holds at most 100,000",
            column: 13),
        ErrorCase(
            name: "a range whose width overflows to infinity", kind: .screen, options: "--x dy=-1e308..1e308/1",
            message:
                "invalid axis 'dy=-1e308..1e308/1': it would hold more than 1,000,000 values; an axis holds at most 100,000",
            column: 13),
        ErrorCase(
            name: "too many cells", kind: .screen, options: "--x dy=0..1000/0.1 --y velocity=0..1000/1",
            message: "10,011,001 cells are more than the limit of 250,000", column: 32),
        ErrorCase(
            name: "both axes alike", kind: .screen, options: "--x dy=0..300/10 --y dy=0..10/1",
            message: "both axes vary dy", column: 30),
        ErrorCase(
            name: "no translation", kind: .screen, options: "--x velocity=0..1000/100",
            message: "a sweep needs the release's dy: an axis '--x dy=LO..HI/STEP' or '--gesture fling dy=VALUE'",
            column: 13),
        ErrorCase(
            name: "a fling has no duration", kind: .screen, options: "--x dy=0..300/10 --gesture fling duration=1",
            message: "a fling has no duration: it is released at a velocity (use '--gesture drag')", column: 42),
        ErrorCase(
            name: "a drag has no velocity axis", kind: .screen,
            options: "--x dy=0..300/10 --y velocity=0..100/10 --gesture drag",
            message:
                "a drag's release velocity is its translation over its duration (vary duration, or use '--gesture fling')",
            column: 30),
        ErrorCase(
            name: "unknown gesture", kind: .screen, options: "--x dy=0..300/10 --gesture flick",
            message: "expected 'fling' or 'drag', got 'flick'", column: 36),
        ErrorCase(
            name: "unknown parameter", kind: .screen, options: "treshold=100 --x dy=0..300/10",
            message: "unknown parameter 'treshold' of kind 'screen'; did you mean 'threshold'?", column: 9),
        ErrorCase(
            name: "a gesture value among the settings", kind: .screen, options: "dy=100 --x threshold=0..300/10",
            message:
                "'dy' is a value of the gesture: vary it on an axis ('--x dy=LO..HI/STEP') or fix it after '--gesture fling'",
            column: 9),
        ErrorCase(
            name: "from on a kind without detents", kind: .screen, options: "--x dy=0..300/10 --from medium",
            message: "'--from' picks a sheet's detent; a screen has none", column: 33),
        ErrorCase(
            name: "from an unlisted detent", kind: .sheet, options: "--x dy=0..300/10 --from huge",
            message: "invalid value 'huge' for 'detent': expected one of 200, medium, large", column: 33),
        ErrorCase(
            name: "against an unknown parameter", kind: .modal, options: "--x dy=0..300/10 --against velocty=300",
            message: "unknown parameter 'velocty' of kind 'modal'; did you mean 'velocity'?", column: 36),
        ErrorCase(
            name: "a drag longer than settle's limit", kind: .screen, options: "--x dy=0..300/10 --y duration=1..20/1",
            message: "a drag's duration must be more than 0 and at most 10 s", column: 30),
        ErrorCase(
            name: "a screen height that leaves no room", kind: .screen, options: "--x screen-height=50..200/50",
            message: "invalid axis 'screen-height=50..200/50': screen-height 50 leaves no room inside the safe area",
            column: 13),
        ErrorCase(
            // Found by a generated mutant (issue 37): only the shell's tests held this refusal.
            name: "a file whose extension is no format's", kind: .screen, options: "--x dy=0..300/100 --to map.png",
            message: "sweep writes text, CSV, JSON or SVG: 'map.png' ends in '.png', not '.txt', '.text', '.csv', "
                + "'.json' or '.svg'",
            column: 32),
    ]

    @Test("errors", arguments: errors)
    func error(_ row: ErrorCase) {
        do {
            _ = try SweepTestSupport.plan(row.kind, row.options)
            Issue.record("no error")
        } catch let error as ScriptError {
            #expect(error.reason.message == row.message)
            #expect(error.location?.column == row.column, "column")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("axis values: rounded to their written decimals, lists, one value")
    func axisValues() throws {
        let tenths = try SweepTestSupport.plan(.screen, "--x dy=0..1/0.1")
        #expect(tenths.x.values == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(tenths.x.decimals == 1)
        let list = try SweepTestSupport.plan(.screen, "--x dy=0..300/100 --y velocity=0,500,1e3")
        #expect(list.y?.values == [0, 500, 1000])
        #expect(list.y?.isRange == false)
        let one = try SweepTestSupport.plan(.screen, "--x dy=120 --y velocity=0..1000/500")
        #expect(one.x.values == [120])
    }

    @Test("names: gesture first, param. for the parameter it hides, environment values")
    func names() throws {
        let gesture = try SweepTestSupport.plan(.modal, "--x dy=0..300/100 --y velocity=0..1000/500")
        #expect(gesture.y?.quantity == .velocity)
        let parameter = try SweepTestSupport.plan(.modal, "--x param.velocity=300..700/100 --gesture fling dy=50")
        #expect(parameter.x.quantity == .parameter("velocity"))
        let environment = try SweepTestSupport.plan(.sheet, "--x dy=0..300/100 --y screen-height=700..900/100")
        #expect(environment.y?.quantity == .environment(.screenHeight))
        let drag = try SweepTestSupport.plan(.screen, "--x dy=0..300/100 --y duration=0.1..0.5/0.1")
        #expect(drag.style == .drag)
    }

    @Test("the parameters of against are worded as changes")
    func againstWords() throws {
        let plan = try SweepTestSupport.plan(.screen, "--x dy=0..300/100 --against threshold=120 fps=30")
        #expect(plan.againstChanges.map(\.words) == ["threshold 120 instead of 140", "fps 30 instead of 60"])
    }

    @Test("a later profile parameter needs no code of its own: against passes any NAME=VALUE to the kind")
    func againstTakesAnyParameterTheKindAccepts() throws {
        // Words parameters (not numbers) go through the same path a future `profile=NAME` will.
        let plan = try SweepTestSupport.plan(.sheet, "--x dy=0..300/100 --against dismiss=disabled detents=200,large")
        #expect(
            plan.againstChanges.map(\.words) == [
                "dismiss disabled instead of enabled", "detents 200,large instead of 200,medium,large",
            ])
        let grid = SweepGrid.run(plan, workers: 2)
        #expect(grid.against?.contains { $0.outcome == .dismiss } == false)
    }

    @Test("the command prints back as written and parses to itself")
    func roundTrip() throws {
        let line =
            "sweep s threshold=120 --x dy=0..300/3 --y velocity=0,500 --from medium --gesture fling velocity=5 "
            + "--against dismiss=disabled fps=30 --format svg --to \"my map.svg\""
        let parser = Parser(vocabulary: Session.coreVocabulary)
        let command = try #require(try parser.parse(line))
        #expect(command.description == line)
        #expect(try parser.parse(command.description) == command)
    }
}

/// `sweep NAME` reads the live sheet's parameters and the world's environment and changes nothing.
struct SweepSessionTests {
    /// In the shell the settings change the sheet's copy as `set` would: a new list that drops
    /// the presentation detent makes its first detent the presentation detent (docs/decisions.md).
    @Test func settingsChangeTheCopyAsSetDoes() {
        var session = Session(origin: .commandLine)
        #expect(session.execute(LogicalLine("new sheet s detent=medium")).error == nil)
        let result = session.execute(LogicalLine("sweep s detents=300,large --x dy=0"))
        #expect(result.error == nil)
        #expect(result.output.hasPrefix("sheet 's': 1 flings from detent 300 over dy 0 pt"))
    }

    @Test func liveSheetAndWorldUntouched() throws {
        var session = Session(origin: .commandLine)
        for line in ["new sheet s detents=200,large dismiss-below=150", "set fps 30", "drag s 0 -60 hold", "step 3f"] {
            #expect(session.execute(LogicalLine(line)).error == nil, "\(line)")
        }
        let before = session.execute(LogicalLine("inspect s")).output
        let clock = session.world.now
        let result = session.execute(LogicalLine("sweep s --x dy=-400..200/50"))
        #expect(result.error == nil)
        #expect(
            result.output.hasPrefix(
                "sheet 's': 13 flings from detent 200 over dy -400..200/50 pt, at velocity 0 pt/s; "
                    + "detents=200,large, dismiss-below=150, fps=30\n"))
        // dismiss-below 150 from 200: a release past dy 50 dismisses.
        #expect(result.output.contains("    dismisses from dy > 50.00 (height < dismiss-below 150.0)\n"))
        #expect(session.execute(LogicalLine("inspect s")).output == before)
        #expect(session.world.now == clock)
        #expect(session.world.sheets.count == 1)
    }
}
