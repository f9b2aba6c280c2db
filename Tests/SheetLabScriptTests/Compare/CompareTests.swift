import SheetLabCore
import Testing

@testable import SheetLabScript

/// `compare`: one gesture on a fresh sheet of each profile, read and checked before it runs, and
/// the rows it prints (issue 17).
struct CompareTests {
    /// Runs `line` (a `compare` command) in a fresh session and returns its output.
    static func run(_ line: String) throws(ScriptError) -> String {
        var session = Session(origin: .file("compare.scenario"))
        let result = session.execute(LogicalLine(line))
        if let error = result.error { throw error }
        return result.output
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let line: String
        let message: String
        /// The 1-based column of the word at fault.
        let column: Int
        var testDescription: String { name }
    }

    static let errors = [
        ErrorCase(
            name: "an unknown profile", line: "compare floatingpanl -- tap backdrop",
            message: "expected 'multi-height', 'custom', 'action', 'filter', 'floatingpanel', 'material', 'panmodal', "
                + "'gorhom' or 'seed', got 'floatingpanl'; did you mean 'floatingpanel'?", column: 9),
        ErrorCase(
            name: "a profile twice", line: "compare gorhom gorhom -- tap backdrop",
            message: "profile 'gorhom' given twice", column: 16),
        ErrorCase(
            name: "a parameter no profile compared reads", line: "compare seed gorhom peek-height=100 -- tap backdrop",
            message: "no profile compared reads 'peek-height'", column: 21),
        ErrorCase(
            name: "a held drag", line: "compare seed -- drag 0 100 hold",
            message: "a compared gesture ends with the finger lifted: drop 'hold'", column: 17),
        ErrorCase(
            name: "not a gesture", line: "compare seed -- step 1s",
            message: "expected 'drag', 'fling', 'tap' or 'escape', got 'step'", column: 17),
    ]

    @Test("errors name the word at fault", arguments: errors)
    func error(_ row: ErrorCase) {
        do {
            let output = try Self.run(row.line)
            Issue.record("\(row.name): no error, printed \(output)")
        } catch {
            #expect(error.reason.message == row.message, "\(row.name)")
            #expect(error.location?.column == row.column, "\(row.name): column")
        }
    }

    /// The same flick on three libraries: each decides by its own rule (numbers from their sources).
    @Test func aFlickDownDecidesByEachLibrarysRule() throws {
        let plan = try ComparePlan.make(
            CompareCommand(
                profiles: ["floatingpanel", "panmodal", "gorhom"].map { CompareCommand.Word($0) },
                gesture: ["fling", "0", "150", "at", "2000"].map { CompareCommand.Word($0) }),
            environment: Environment())
        let rows = plan.run()
        #expect(rows.map(\.profile) == ["floatingpanel", "panmodal", "gorhom"])
        #expect(rows.map(\.decision) == ["move to tip", "dismiss", "dismiss"])
        #expect(rows.map(\.phase) == [.idle, .dismissed, .dismissed])
        #expect(rows[0].position == "tip")
        #expect(rows[1].callbacks == ["panModalWillDismiss()", "panModalDidDismiss()"])
        #expect(rows[2].callbacks == ["onAnimate(0, -1)", "onChange(-1)", "onClose()", "onDismiss()"])
        #expect(rows.allSatisfy { $0.restTicks != nil }, "every sheet rests within 10 s")
    }

    /// A fling longer than the hour every command keeps (`Drive.longestTicks`) is an error row, as
    /// the shell's `fling` is an error, not a fling of 30,000 s.
    @Test func aFlingLongerThanAnHourIsAnErrorRow() throws {
        let plan = try ComparePlan.make(
            CompareCommand(
                profiles: [CompareCommand.Word("custom")],
                gesture: ["fling", "0", "300", "at", "0.01"].map { CompareCommand.Word($0) }),
            environment: Environment())
        let rows = plan.run()
        #expect(rows.map(\.decision) == ["error"])
        #expect(rows.map(\.rule) == ["the fling takes 30000 s (300 pt at 0.01 pt/s), longer than the limit of 1 hour"])
    }

    /// CSV: a header and one row per profile, the columns in the documented order.
    @Test func csvHasOneRowPerProfile() throws {
        let output = try Self.run("compare seed material --format csv -- tap backdrop")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[0] == "profile,start,start-height,decision,phase,position,height,rest,rule,source,callbacks")
        #expect(lines[1].hasPrefix("seed,200,200.0,dismiss,dismissed,,"))
        #expect(lines[2].hasPrefix("material,collapsed,648.0,dismiss,dismissed,,"))
    }

    /// JSON: the gesture, the settings and one object per profile.
    @Test func jsonNamesTheGestureAndEachProfile() throws {
        let output = try Self.run("compare panmodal reduce-motion=on --format json -- escape")
        #expect(output.hasPrefix("{\"gesture\": \"escape\", \"settings\": [\"reduce-motion=on\"], \"profiles\": [\n"))
        #expect(output.contains("\"profile\": \"panmodal\""))
        #expect(output.contains("\"decision\": \"ignored\""))
        #expect(output.hasSuffix("\n]}\n"))
    }

    /// A parameter goes to every profile that reads it, and only those.
    @Test func aParameterSetsOnlyTheProfilesThatReadIt() throws {
        let output = try Self.run("compare seed gorhom enable-pan-down-to-close=false -- fling 0 150 at 2000")
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("seed ") || $0.hasPrefix("gorhom ") }
        #expect(rows.count == 2)
        #expect(rows[0].contains("dismiss"))
        #expect(!rows[1].contains("dismissed"), "gorhom cannot close with enable-pan-down-to-close=false")
    }
}
