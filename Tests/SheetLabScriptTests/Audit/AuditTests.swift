import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

/// One configuration audited, with the verdict each check must reach and why the seed calls for it.
struct AuditCase: CustomTestStringConvertible, Sendable {
    let name: String
    let kind: Kind
    var words: [String] = []
    var assumptions: [AuditAssumption] = []
    /// The verdicts, in `AuditCheck` order, as the report writes them (`pass, assumed`).
    let verdicts: [String]
    /// Text each named check's reason must contain (its numbers).
    var reasons: [AuditCheck: String] = [:]
    var testDescription: String { name }
}

/// Depth for `callback-once` in these tests: the seed behaviours the toggle check reports show by
/// depth 2, and every other check ignores the depth. The committed scenarios audit at depth 6.
private let testDepth = 3

/// The escape's verdict for a design whose seed has no escape action (the modal, the sheet seeds, the edge).
let hostEscape = "pass, assuming the host adds .accessibilityAction(.escape)"

/// The audits, the verdicts they must reach, in check order: escape, non-drag-path,
/// reduce-motion, reduce-motion-toggle, callback-once, touch-during-exit, rtl,
/// refused-dismiss-feedback, hit-area.
let auditCases: [AuditCase] = [
    AuditCase(
        // DragToDismissScreen: ".accessibilityAction(.escape) { dismiss(from: 0) }"; the page has no
        // control but the drag ("Pull down to close"); "With Reduce Motion on, the page does not
        // scale and leaves at once".
        name: "screen defaults", kind: .screen,
        verdicts: ["pass", "fail", "pass", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [
            .nonDragPath:
                "screen: dismiss is reachable only by dragging (a held drag of 140.0 pt down); add a close button",
            .reduceMotion: "no spring, scale or movement on 5 paths under reduce motion",
        ]),
    AuditCase(
        name: "screen with a close button assumed", kind: .screen, assumptions: [.closeButton],
        verdicts: ["pass", "pass, assumed", "pass", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [.nonDragPath: "dismiss by the host's close button (assumed)"]),
    AuditCase(
        // The tutorial's backdrop `.onTapGesture { closeModal() }` and its `Button("Close")`.
        name: "modal defaults", kind: .modal,
        verdicts: [hostEscape, "pass", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [
            .nonDragPath: "dismiss by a backdrop tap and a press of close",
            .reduceMotion: "up to 300.0 pt in 0.217 s (offset, animated presentation)",
        ]),
    AuditCase(
        name: "modal as the reusable modifier", kind: .modal, words: ["variant=modifier"],
        verdicts: [hostEscape, "pass", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."]),
    AuditCase(
        // MultiHeightBottomSheet: the detents change only by the drag's `.onEnded` snap.
        name: "sheet defaults", kind: .sheet,
        verdicts: [hostEscape, "fail", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [
            .nonDragPath:
                "detent medium and detent large are reachable only by dragging (a held drag of 120.0 pt up and "
                + "a held drag of 420.0 pt up)"
        ]),
    AuditCase(
        name: "sheet with one detent", kind: .sheet, words: ["detents=medium"],
        verdicts: [hostEscape, "pass", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."]),
    AuditCase(
        // interactiveDismissDisabled: escape and the backdrop tap are refused without a word.
        name: "sheet with dismiss disabled", kind: .sheet, words: ["dismiss=disabled"],
        verdicts: [hostEscape, "fail", "warn", "warn", "pass", "n.a.", "n.a.", "warn", "n.a."],
        reasons: [
            .escape: "ignored while idle, dragging and settling: dismiss disabled",
            .refusedDismissFeedback: "escape and a backdrop tap are ignored silently (dismiss disabled)",
        ]),
    AuditCase(
        name: "sheet with one detent and dismiss disabled", kind: .sheet,
        words: ["detents=medium", "dismiss=disabled"],
        verdicts: [hostEscape, "n.a.", "warn", "warn", "pass", "n.a.", "n.a.", "warn", "n.a."]),
    AuditCase(
        // presentationBackgroundInteraction(.enabled(upThrough:)): the tap passes through, so only
        // the drag dismisses.
        name: "sheet whose backdrop passes taps through", kind: .sheet,
        words: ["detents=200", "background=through:200"],
        verdicts: [hostEscape, "fail", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [.nonDragPath: "sheet: dismiss is reachable only by dragging (a held drag of 110.0 pt down)"]),
    AuditCase(
        // ActionBottomSheet: every action button and Cancel dismiss; no drag gesture.
        name: "action sheet", kind: .sheet, words: ["profile=action"],
        verdicts: [hostEscape, "pass", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [.nonDragPath: "a press of action 1, a press of action 2, a press of action 3 and a press of cancel"]),
    AuditCase(
        name: "filter sheet", kind: .sheet, words: ["profile=filter"],
        verdicts: [hostEscape, "pass", "warn", "warn", "pass", "pass", "n.a.", "n.a.", "n.a."],
        reasons: [.nonDragPath: "dismiss by a backdrop tap, a press of done and a press of apply"]),
    AuditCase(
        // EdgeSwipeBack: the swipe is the only control; "Respects Reduce Motion" replaces springs,
        // not the armed icon scale; edgeHitWidth 28.
        name: "edge defaults", kind: .edge,
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [
            .nonDragPath: "edge: the edge action (dismiss) is reachable only by dragging (a held drag of 80.0 pt "
                + "away from the edge); add a back button",
            .reduceMotion: "icon-scale scales 1.000 -> 1.120 in 0.183 s",
            .rightToLeft: "from the right commits, from the left does nothing",
            .hitArea: "up to 28.00 pt from the left edge (the whole screen height): under Apple's 44 pt minimum hit "
                + "target, meets WCAG 2.5.8's 24 px",
        ]),
    AuditCase(
        name: "edge with a back button assumed", kind: .edge, assumptions: [.backButton],
        verdicts: [hostEscape, "pass, assumed", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"]),
    AuditCase(
        name: "edge with a still icon", kind: .edge, words: ["armed-icon-scale=1"],
        verdicts: [hostEscape, "fail", "warn", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [.reduceMotion: "edge still moves on 1 of 5 paths, up to 4.3 pt in 0.217 s (bubble-width"]),
    AuditCase(
        name: "edge keeping its springs", kind: .edge, words: ["respects-reduce-motion=false", "armed-icon-scale=1"],
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [
            .reduceMotion: "spring(response: 0.32, dampingRatio: 0.82) runs (cancel (a held drag of 10.0 pt away "
                + "from the edge)); respects-reduce-motion=false keeps the springs"
        ]),
    AuditCase(
        // isEnabled: false, the unsaved-changes guard: no swipe, no escape.
        name: "edge disabled", kind: .edge, words: ["enabled=false"],
        verdicts: [hostEscape, "n.a.", "pass", "n.a.", "pass", "n.a.", "n.a.", "warn", "n.a."],
        reasons: [
            .escape: "ignored while idle: enabled false",
            .refusedDismissFeedback: "escape is ignored silently (enabled false)",
        ]),
    AuditCase(
        // shouldBegin false fails the swipe but, unlike isEnabled, leaves the escape working.
        name: "edge whose swipe never begins", kind: .edge, words: ["should-begin=false"],
        verdicts: [hostEscape, "n.a.", "pass", "n.a.", "pass", "n.a.", "n.a.", "n.a.", "n.a."],
        reasons: [
            .escape: "the edge action once after an escape from idle",
            .hitArea: "no touch begins the swipe, even at the edge (should-begin=false)",
        ]),
    AuditCase(
        name: "edge in a right-to-left layout", kind: .edge, words: ["layout=rtl"],
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [.hitArea: "up to 28.00 pt from the right edge"]),
    AuditCase(
        name: "edge on the physical right", kind: .edge, words: ["edge=right"],
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [.rightToLeft: "edge=right under rtl: from the right commits, from the left does nothing"]),
    AuditCase(
        name: "edge on the trailing side", kind: .edge, words: ["edge=trailing"],
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [.rightToLeft: "from the right does nothing, from the left commits"]),
    AuditCase(
        name: "edge with a wide hit area", kind: .edge, words: ["hit-width=50"],
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "pass"],
        reasons: [.hitArea: "up to 50.00 pt from the left edge"]),
    AuditCase(
        // Exactly Apple's 44 pt: at least the minimum, so it passes.
        name: "edge with a hit area of exactly 44 pt", kind: .edge, words: ["hit-width=44"],
        verdicts: [
            "pass, assuming the host adds .accessibilityAction(.escape)", "fail", "fail", "warn", "pass", "pass",
            "pass", "n.a.", "pass",
        ],
        reasons: [
            .hitArea: "up to 44.00 pt from the left edge (the whole screen height): at least Apple's 44 pt and "
                + "WCAG 2.5.8's 24 px"
        ]),
    AuditCase(
        // Exactly WCAG's 24 px: under Apple's 44 pt, but it meets WCAG.
        name: "edge with a hit area of exactly 24 pt", kind: .edge, words: ["hit-width=24"],
        verdicts: [
            "pass, assuming the host adds .accessibilityAction(.escape)", "fail", "fail", "warn", "pass", "pass",
            "pass", "n.a.", "warn",
        ],
        reasons: [
            .hitArea: "up to 24.00 pt from the left edge (the whole screen height): under Apple's 44 pt minimum hit "
                + "target, meets WCAG 2.5.8's 24 px"
        ]),
    AuditCase(
        name: "edge with a narrow hit area", kind: .edge, words: ["hit-width=20.5"],
        verdicts: [hostEscape, "fail", "fail", "warn", "pass", "pass", "pass", "n.a.", "warn"],
        reasons: [
            .hitArea: "up to 20.50 pt from the left edge (the whole screen height): under Apple's 44 pt "
                + "minimum hit target, and under WCAG 2.5.8's 24 px"
        ]),
]

/// Runs an audit case.
func audit(_ testCase: AuditCase) throws -> AuditReport {
    let subject = try AuditSubject.make(kind: testCase.kind, words: testCase.words, assumptions: testCase.assumptions)
    return Auditor(subject: subject, explorationDepth: testDepth).run()
}

@Test("each audit reaches the verdicts its seed calls for", arguments: auditCases)
func auditVerdicts(_ testCase: AuditCase) throws {
    let report = try audit(testCase)
    #expect(report.results.map(\.check) == AuditCheck.allCases, "\(testCase.name)")
    #expect(report.results.map(\.verdictText) == testCase.verdicts, "\(testCase.name)")
    for (check, text) in testCase.reasons {
        let reason = report.results.first { $0.check == check }?.reason ?? ""
        #expect(reason.contains(text), "\(testCase.name) \(check.rawValue): \(reason)")
    }
    #expect(report.exitStatus == (testCase.verdicts.contains("fail") ? 1 : 0), "\(testCase.name)")
}

@Test("every evidence scenario replays as written, its expects holding", arguments: auditCases)
func auditEvidenceReplays(_ testCase: AuditCase) throws {
    let report = try audit(testCase)
    for result in report.results {
        let path = result.evidence.fileName
        #expect(path == "\(testCase.kind.rawValue)-\(result.check.rawValue).scenario")
        let replay = try TranscriptReplay.replay(
            bytes: Array(result.evidence.scenario.utf8), path: path, files: NoFileAccess())
        #expect(replay.error == nil, "\(testCase.name) \(path): \(replay.error.map { "\($0.0)" } ?? "")")
        #expect(!replay.expectationFailed, "\(testCase.name) \(path): \(replay.diagnostics)")
        let diff = replay.transcript.diff(outputs: replay.outputs, path: path)
        #expect(diff.isEmpty, "\(testCase.name) \(path)\n\(diff)")
        #expect(
            result.evidence.scenario.contains("\n> expect "),
            "\(testCase.name) \(path) shows its behaviour with expect lines")
    }
}

@Test("the same audit gives the same report and evidence, byte for byte")
func auditIsDeterministic() throws {
    let first = try audit(auditCases[0])
    let second = try audit(auditCases[0])
    #expect(first == second)
    #expect(first.json == second.json)
}

@Test("each kind offers its single-pointer actions through one query")
func singlePointerActions() throws {
    let cases: [(String, Kind, [String], [SinglePointerAction])] = [
        ("screen", .screen, [], []),
        ("edge", .edge, [], []),
        ("modal", .modal, [], [.backdropTap, .button("close")]),
        ("modal modifier", .modal, ["variant=modifier"], [.backdropTap, .button("close")]),
        ("sheet", .sheet, [], [.backdropTap]),
        ("custom sheet", .sheet, ["profile=custom"], [.backdropTap]),
        (
            "action sheet", .sheet, ["profile=action"],
            [.backdropTap, .button("action 1"), .button("action 2"), .button("action 3"), .button("cancel")]
        ),
        (
            "filter sheet", .sheet, ["profile=filter"],
            [.backdropTap, .button("reset"), .button("done"), .button("apply")]
        ),
    ]
    for (name, kind, words, expected) in cases {
        let machine = try kind.makeMachine(
            configuredBy: words.map { word in
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                return ParameterSetting(name: parts[0], value: parts[1])
            })
        #expect(machine.singlePointerActions == expected, "\(name)")
    }
}

@Test("audit words: parameters as one set, environment values, and the errors")
func auditSubjectWords() throws {
    let subject = try AuditSubject.make(
        kind: .sheet, words: ["detent=large", "detents=200,large", "layout=rtl"], assumptions: [])
    #expect(subject.settingWords == ["detent=large", "detents=200,large", "layout=rtl"])
    #expect(subject.environment.layoutDirection == .rightToLeft)
    let failures: [(String, [String], String)] = [
        (
            "unknown parameter", ["treshold=1"],
            "unknown parameter 'treshold' of kind 'screen'; did you mean 'threshold'?"
        ),
        (
            "reduce motion", ["reduce-motion=on"],
            "reduce-motion is not a setting of audit: the reduce-motion checks turn it on and off"
        ),
        ("bad layout", ["layout=up"], "layout is ltr or rtl, not 'up'"),
        ("not an assignment", ["threshold"], "expected PARAM=VALUE, got 'threshold'"),
        ("twice", ["threshold=1", "threshold=2"], "parameter 'threshold' given twice"),
    ]
    for (name, words, message) in failures {
        #expect(throws: ScriptError.self, "\(name)") {
            try AuditSubject.make(kind: .screen, words: words, assumptions: [])
        }
        do {
            _ = try AuditSubject.make(kind: .screen, words: words, assumptions: [])
        } catch {
            #expect(error.reason.message == message, "\(name)")
        }
    }
}

@Test("the shell's audit of a live sheet leaves the sheet and the world untouched")
func shellAuditLeavesTheSheetAlone() throws {
    var session = Session(origin: .file("a.scenario"))
    for line in ["new sheet page detents=200,medium", "drag page 0 -100 hold", "set page.dismiss disabled"] {
        #expect(session.execute(LogicalLine(line)).error == nil, "\(line)")
    }
    let before = (
        session.world.now, session.world.sheets[0].machine.phase, session.loggedCount, session.world.sheets[0].finger
    )
    let result = session.execute(LogicalLine("audit page --depth 2"))
    #expect(result.error == nil)
    #expect(!result.expectationFailed, "a failing check does not fail a script")
    #expect(result.output.hasPrefix("audit sheet (detents=200,medium, dismiss=disabled): 9 checks:"))
    let after = (
        session.world.now, session.world.sheets[0].machine.phase, session.loggedCount, session.world.sheets[0].finger
    )
    #expect(before.0 == after.0 && before.1 == after.1 && before.2 == after.2 && before.3 == after.3)
    // The live audit is the command line's audit of the same parameters, named after the sheet.
    let subject = try AuditSubject.make(
        kind: .sheet, words: ["detents=200,medium", "dismiss=disabled"], assumptions: [], sheet: "page")
    #expect(result.output == Auditor(subject: subject, explorationDepth: 2).run().text)
}

@Test("the shell's audit reads the world's environment, reduce motion aside")
func shellAuditReadsTheEnvironment() throws {
    var session = Session(origin: .file("a.scenario"))
    for line in ["set layout rtl", "set reduce-motion on", "new edge e"] {
        #expect(session.execute(LogicalLine(line)).error == nil, "\(line)")
    }
    let result = session.execute(LogicalLine("audit e --depth 1 --format json"))
    #expect(result.output.contains("\"settings\": [\"layout=rtl\"]"))
    #expect(result.output.contains("from the right edge"))
}

@Test("exploring to depth 6, as sheetlab audit does, reaches the verdicts of depth 3")
func auditVerdictsDoNotDependOnTheDepth() throws {
    let subject = try AuditSubject.make(kind: .edge, words: [], assumptions: [])
    let shallow = Auditor(subject: subject, explorationDepth: 3).run()
    let deep = Auditor(subject: subject, explorationDepth: Auditor.defaultExplorationDepth).run()
    #expect(deep.results.map(\.verdictText) == shallow.results.map(\.verdictText))
    let states = deep.results.first { $0.check == .callbackOnce }?.reason ?? ""
    #expect(states.contains("over 15,942 states and 67,315 transitions to depth 6"), "\(states)")
}

/// The report names an evidence file only when it was written (`--evidence DIR`), in every format.
@Test("evidence is named only when written")
func evidenceNamedOnlyWhenWritten() throws {
    var report = try audit(AuditCase(name: "screen", kind: .screen, verdicts: []))
    for format in AuditFormat.allCases {
        #expect(!format.render(report).contains("screen-escape.scenario"), "\(format)")
    }
    #expect(report.json.contains("\"evidence\": null"))
    report.evidenceWritten = true
    for format in AuditFormat.allCases {
        #expect(format.render(report).contains("screen-escape.scenario"), "\(format)")
    }
    #expect(report.text.contains("\n      evidence: screen-escape.scenario\n"))
}

/// The escape's rule cites each design's own source, and the pass states the host's escape action
/// where the seed has none.
@Test(
    "the escape rule is cited per design",
    arguments: [
        ("screen", [String](), "the screen seed's .accessibilityAction(.escape) { dismiss(from: 0) }", "pass"),
        (
            "modal", [], "the modal seed has no escape action; docs/models.md#modal routes it to the seed's dismissal",
            hostEscape
        ),
        ("sheet", [], "sheetlab: the accessibility escape calls the seed's dismiss()", hostEscape),
        (
            "sheet", ["profile=floatingpanel"],
            "scenee/FloatingPanel Sources/Controller.swift accessibilityPerformEscape",
            "pass"
        ),
        ("edge", [], "sheetlab: the accessibility escape performs the edge action without the indicator", hostEscape),
    ])
func escapeRulePerDesign(_ kind: String, _ words: [String], _ source: String, _ verdict: String) throws {
    let report = try audit(AuditCase(name: kind, kind: try #require(Kind(rawValue: kind)), words: words, verdicts: []))
    let escape = try #require(report.results.first)
    #expect(escape.rule.citation == AuditCheck.escape.rule.citation + "; " + source, "\(kind) \(words)")
    #expect(escape.verdictText == verdict, "\(kind) \(words)")
    #expect(escape.evidence.scenario.contains("\n# verdict: \(verdict): "), "\(kind) \(words)")
}
