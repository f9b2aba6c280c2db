import SheetLabCore
import Testing

@testable import SheetLabScript

/// A `screen` whose onDismiss fires twice (and whose `dismissed` field counts every firing): the
/// planted bug the explorer must find.
private struct DoubleFiringScreen: Machine {
    static let kind = Kind.screen
    static var parameterTable: [ParameterInfo] { ScreenMachine.parameterTable }
    static var transitionTable: [TransitionRule] { ScreenMachine.transitionTable }
    var inner = ScreenMachine()
    var firings = 0

    var phase: Phase { inner.phase }
    var lastDecision: Decision? { inner.lastDecision }
    var movingValues: [String] { inner.movingValues }

    func defaultDragStart(in environment: Environment) -> Point { inner.defaultDragStart(in: environment) }

    mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        try inner.setParameter(name, to: value, at: tick, in: environment)
    }

    func parameterText(_ name: String) -> String? { inner.parameterText(name) }

    mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        if case .presentationRequested = event, inner.phase == .dismissed { firings = 0 }
        var occurrences: [Occurrence] = []
        for occurrence in inner.handle(event, in: environment) {
            occurrences.append(occurrence)
            if occurrence == .callbackFired("onDismiss") {
                occurrences.append(occurrence)
                firings += 2
            }
        }
        return occurrences
    }

    func value(of field: Field, in environment: Environment) -> FieldValue? {
        field == .dismissed ? .integer(firings) : inner.value(of: field, in: environment)
    }

    mutating func clockAdvanced(to tick: Int64) { inner.clockAdvanced(to: tick) }

    var hasPendingChange: Bool { inner.hasPendingChange }

    mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] {
        inner.applyPendingChanges(at: tick, in: environment)
    }

    mutating func shiftTime(by ticks: Int64) { inner.shiftTime(by: ticks) }

    mutating func normalizeForComparison() { inner.normalizeForComparison() }
}

struct ExplorerTests {
    /// One kind explored to a small depth, and what it must report.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var kind: Kind
        var depth: Int
        /// Invariants reported as violations.
        var violations: [Invariant]
        /// Known seed behaviours reported, by id.
        var known: [String]
        /// The sheet's creation parameters (`profile=custom`).
        var parameters: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "screen: only the reduce-motion carry-over", kind: .screen, depth: 3, violations: [],
            known: ["reduce-motion-next-event"]),
        Case(
            name: "modal: only the reduce-motion carry-over", kind: .modal, depth: 3, violations: [],
            known: ["reduce-motion-next-event"]),
        Case(
            name: "sheet: only the reduce-motion carry-over", kind: .sheet, depth: 3, violations: [],
            known: ["reduce-motion-next-event"]),
        Case(
            name: "edge: the cancel spring's undershoot and the carry-over", kind: .edge, depth: 3, violations: [],
            known: ["edge-cancel-undershoot", "reduce-motion-next-event"]),
        Case(
            name: "sheet profile=custom: only the carry-over", kind: .sheet, depth: 3, violations: [],
            known: ["reduce-motion-next-event"], parameters: ["profile=custom"]),
        Case(
            name: "sheet profile=action: only the carry-over", kind: .sheet, depth: 3, violations: [],
            known: ["reduce-motion-next-event"], parameters: ["profile=action"]),
        Case(
            name: "sheet profile=filter: only the carry-over", kind: .sheet, depth: 3, violations: [],
            known: ["reduce-motion-next-event"], parameters: ["profile=filter"]),
        Case(
            name: "modal variant=modifier: only the carry-over", kind: .modal, depth: 3, violations: [],
            known: ["reduce-motion-next-event"], parameters: ["variant=modifier"]),
    ]

    @Test(arguments: cases)
    func kindsReportWhatTheSpecAllows(_ row: Case) throws {
        let parameters = try Explorer.assignments(row.parameters, for: row.kind)
        let report = Explorer(kind: row.kind, depth: row.depth, parameters: parameters).run()
        #expect(report.violations.map(\.invariant) == row.violations, "\(row.name): violations")
        #expect(report.knownBehaviours.compactMap(\.known?.id).sorted() == row.known.sorted(), "\(row.name): known")
        for finding in report.findings {
            #expect(finding.reproduced, "\(row.name): \(finding.fileName) replays with a failing expect")
            let file = try ScriptFile.parse(finding.scenario)
            guard case .transcript(let transcript) = file else {
                Issue.record("\(row.name): \(finding.fileName) is not a transcript")
                continue
            }
            #expect(transcript.entries.map(\.command.text) == finding.commands, "\(row.name): commands")
        }
        #expect(report.states > 0 && report.transitions > 0, "\(row.name): searched")
        #expect(report.levels.map(\.states).reduce(0, +) == report.states, "\(row.name): levels add up")
    }

    /// An edge created with non-default parameters (`explore edge PARAM=VALUE ...`), and what it reports.
    struct ConfiguredCase: CustomTestStringConvertible, Sendable {
        var name: String
        var parameters: [String]
        var depth: Int
        var known: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        ConfiguredCase(
            name: "collapse, after-commit, springs kept under reduce motion: only the undershoot",
            parameters: ["commit-effect=collapse", "action-timing=after-commit", "respects-reduce-motion=false"],
            depth: 3, known: ["edge-cancel-undershoot"]),
        ConfiguredCase(
            name: "an ease-in-out cancel neither undershoots nor springs",
            parameters: ["cancel-timing=ease-in-out(0.5)"],
            depth: 3, known: []),
        ConfiguredCase(
            name: "a spring commit under reduce motion carries over like the cancel's",
            parameters: ["cancel-timing=linear(0.3)", "commit-timing=spring(response:0.3,dampingRatio:0.5)"], depth: 3,
            known: ["reduce-motion-next-event"]),
        ConfiguredCase(
            name: "no commit effect, after-commit: the action fires at once",
            parameters: [
                "commit-effect=none", "action-timing=after-commit", "cancel-timing=linear(0.3)",
            ], depth: 3, known: []),
        ConfiguredCase(
            name: "should-begin false: no drag ever begins", parameters: ["should-begin=false"], depth: 3, known: []),
    ])
    func configuredEdgesReportWhatTheReadmeAllows(_ row: ConfiguredCase) throws {
        let parameters = try Explorer.assignments(row.parameters, for: .edge)
        let report = Explorer(kind: .edge, depth: row.depth, parameters: parameters).run()
        #expect(report.violations.isEmpty, "\(row.name): \(report.violations.map(\.message))")
        #expect(report.knownBehaviours.compactMap(\.known?.id).sorted() == row.known.sorted(), "\(row.name): known")
        #expect(report.parameters == row.parameters)
        for finding in report.findings {
            #expect(finding.reproduced, "\(row.name): \(finding.fileName) replays with a failing expect")
            #expect(finding.commands.first == "new edge s " + row.parameters.joined(separator: " "))
        }
    }

    @Test func shouldBeginFalseKeepsEveryDragFromBeginning() throws {
        let parameters = try Explorer.assignments(["should-begin=false"], for: .edge)
        let report = Explorer(kind: .edge, depth: 3, parameters: parameters).run()
        let defaults = Explorer(kind: .edge, depth: 3).run()
        #expect(report.states < defaults.states)
        #expect(report.text(seconds: 1, folder: "out").hasPrefix("explore edge should-begin=false: depth 3, "))
    }

    struct RefusedCase: CustomTestStringConvertible, Sendable {
        var words: [String]
        var message: String
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        RefusedCase(words: ["commit-effect"], message: "expected PARAM=VALUE, got 'commit-effect'"),
        RefusedCase(words: ["=none"], message: "expected PARAM=VALUE, got '=none'"),
        RefusedCase(
            words: ["commit-efect=none"],
            message: "unknown parameter 'commit-efect' of kind 'edge'; did you mean 'commit-effect'?"),
        RefusedCase(
            words: ["disarm-haptic=impact(hard)"],
            message:
                "invalid value 'impact(hard)' for 'disarm-haptic': expected 'impact(light)', 'impact(medium)', "
                + "'impact(heavy)', 'impact(soft)', 'impact(rigid)', 'selection' or 'none'; did you mean 'impact(heavy)'?"
        ),
        RefusedCase(
            words: ["arm-transition=-0.1"], message: "invalid value '-0.1' for 'arm-transition': expected a number >= 0"
        ),
        RefusedCase(words: ["fades-in=true", "fades-in=false"], message: "parameter 'fades-in' given twice"),
    ])
    func explorationParametersAreCheckedAsNewChecksThem(_ row: RefusedCase) {
        do {
            _ = try Explorer.assignments(row.words, for: .edge)
            Issue.record("accepted \(row.words)")
        } catch {
            #expect(error.reason.message == row.message)
        }
    }

    @Test func aPlantedDoubleOnDismissIsFoundWithAFailingScenario() throws {
        let report = Explorer(kind: .screen, depth: 2) { DoubleFiringScreen() }.run()
        let finding = try #require(report.violations.first { $0.invariant == .dismissOnce })
        #expect(finding.known == nil)
        #expect(finding.reproduced)
        #expect(finding.depth == 2)
        #expect(finding.commands.first == "new screen s")
        #expect(finding.commands.last == "expect s.dismissed <= 1")
        #expect(finding.fileName == "screen-dismiss-once.scenario")
        #expect(finding.scenario.contains("s: onDismiss\n"))
    }

    /// A profile's letters are its own: an action sheet is pressed, never dragged past one try.
    @Test func aProfileBringsItsLettersAndNamesItsFindings() throws {
        let parameters = try Explorer.assignments(["profile=action", "actions=2"], for: .sheet)
        let explorer = Explorer(kind: .sheet, depth: 2, parameters: parameters)
        let letters = explorer.alphabet.map(\.description)
        #expect(letters.suffix(3) == ["press s action 1", "press s action 2", "press s cancel"])
        #expect(letters.filter { $0.hasPrefix("drag ") } == ["drag s 0 60"])
        let report = explorer.run()
        #expect(report.parameters == ["profile=action", "actions=2"])
        let finding = try #require(report.findings.first)
        #expect(finding.fileName.hasPrefix("sheet-action-"))
        #expect(finding.commands.first?.hasPrefix("new sheet s profile=action actions=2") == true)
        #expect(throws: ScriptError.self) { try Explorer.assignments(["profile=action", "detents=200"], for: .sheet) }
    }

    @Test func theSameSearchGivesTheSameReport() {
        let first = Explorer(kind: .edge, depth: 3).run()
        let second = Explorer(kind: .edge, depth: 3).run()
        #expect(first == second)
    }

    /// Springs the `animation` field may name, and spellings that are not springs.
    @Test(arguments: [
        ("spring(response: 0.3, dampingFraction: 0.8)", true), ("easeIn(duration: 0.25) + spring()", true),
        ("smooth(duration: 0.35)", true), ("easeOut(duration: 0.2)", false), ("none", false),
        ("easeIn(duration: 0.25) + easeOut(duration: 0.2)", false),
    ])
    func springNames(_ animation: String, _ isSpring: Bool) {
        #expect(InvariantMonitor.namesSpring(animation) == isSpring, "\(animation)")
    }

    /// A cut letter replays the instants the search saw (the explorer's own check of `truncated`).
    @Test func aViolationInsideASettleIsCutToTheFrameItHappened() throws {
        let report = Explorer(kind: .edge, depth: 2).run()
        let finding = try #require(report.findings.first { $0.invariant == .progressInRange })
        #expect(finding.reproduced)
        #expect(finding.commands.contains { $0.hasPrefix("step ") && $0.hasSuffix("f") })
    }
}
