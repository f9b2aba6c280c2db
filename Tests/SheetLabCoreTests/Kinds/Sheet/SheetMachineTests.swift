import Testing

@testable import SheetLabCore

typealias SheetRig = KindRig<SheetMachine>

/// One release of the `sheet` on the default 874 pt screen (detents 200, medium 437, large 786.6).
struct SheetReleaseCase: CustomTestStringConvertible, Sendable {
    let name: String
    let parameters: [(String, String)]
    /// A drag of `dy` over `seconds`, or a fling at `speed` when given.
    let dy: Double
    let seconds: Double
    var speed: Double? = nil
    /// Transition lines and callbacks after `new`, through `settle`.
    let lines: [String]
    let detent: String
    let dismissed: Int
    var testDescription: String { name }
}

struct SheetMachineTests {
    static let releases: [SheetReleaseCase] = [
        SheetReleaseCase(
            name: "slow drag from medium (437) to 300 settles to 200", parameters: [("detent", "medium")], dy: 137,
            seconds: 1,
            lines: [
                "idle -> dragging", "dragging -> settling (release: nearest detent 200 at distance 100.0)",
                "settling -> idle",
            ], detent: "200", dismissed: 0),
        SheetReleaseCase(
            name: "release at height 80 (under 100) dismisses", parameters: [], dy: 120, seconds: 1,
            lines: [
                "idle -> dragging", "dragging -> committing (release: height 80.0 < dismiss-below 100.0)", "onDismiss",
                "committing -> dismissed",
            ], detent: "200", dismissed: 1),
        SheetReleaseCase(
            name: "release at height exactly 100 snaps back", parameters: [], dy: 100, seconds: 1,
            lines: [
                "idle -> dragging",
                "dragging -> idle (release: nearest detent 200 at distance 100.0 is the current detent)",
            ], detent: "200", dismissed: 0),
        SheetReleaseCase(
            name: "flick predicting 600 dismisses from 200", parameters: [], dy: 100, seconds: 0, speed: 2000,
            lines: [
                "idle -> dragging", "dragging -> committing (release: predicted 600.0 > fling-distance 500.0)",
                "onDismiss", "committing -> dismissed",
            ], detent: "200", dismissed: 1),
        SheetReleaseCase(
            name: "flick predicting 600 dismisses from medium", parameters: [("detent", "medium")], dy: 100,
            seconds: 0, speed: 2000,
            lines: [
                "idle -> dragging", "dragging -> committing (release: predicted 600.0 > fling-distance 500.0)",
                "onDismiss", "committing -> dismissed",
            ], detent: "medium", dismissed: 1),
        SheetReleaseCase(
            name: "flick predicting 600 dismisses from large", parameters: [("detent", "large")], dy: 100,
            seconds: 0, speed: 2000,
            lines: [
                "idle -> dragging", "dragging -> committing (release: predicted 600.0 > fling-distance 500.0)",
                "onDismiss", "committing -> dismissed",
            ], detent: "large", dismissed: 1),
        SheetReleaseCase(
            name: "prediction of exactly 500 does not dismiss", parameters: [("detent", "medium")], dy: 100,
            seconds: 0, speed: 1600,
            lines: [
                "idle -> dragging",
                "dragging -> idle (release: nearest detent medium at distance 100.0 is the current detent)",
            ], detent: "medium", dismissed: 0),
        SheetReleaseCase(
            name: "releasing near the same detent jumps back", parameters: [("detent", "medium")], dy: 30, seconds: 1,
            lines: [
                "idle -> dragging",
                "dragging -> idle (release: nearest detent medium at distance 30.0 is the current detent)",
            ], detent: "medium", dismissed: 0),
        SheetReleaseCase(
            name: "flick up from medium settles to large", parameters: [("detent", "medium")], dy: -200, seconds: 0,
            speed: 2000,
            lines: [
                "idle -> dragging", "dragging -> settling (release: nearest detent large at distance 149.6)",
                "settling -> idle",
            ], detent: "large", dismissed: 0),
    ]

    @Test(arguments: releases)
    func releaseDecides(_ example: SheetReleaseCase) throws {
        var rig = try SheetRig(example.parameters)
        let start = rig.records.count
        if let speed = example.speed {
            try rig.fling(dx: 0, dy: example.dy, at: speed)
        } else {
            try rig.drag(dx: 0, dy: example.dy, over: example.seconds)
        }
        try rig.settle()
        let lines = Lines.all(Array(rig.records[start...])).filter { $0 != "armed" && $0 != "disarmed" }
        #expect(lines == example.lines)
        #expect(rig.word(.detent) == example.detent)
        #expect(rig.integer(.dismissed) == example.dismissed)
        #expect(rig.machine.lastDecision?.text.source == "seed MultiHeightBottomSheet.dragGesture.onEnded")
    }

    @Test func slowDragFromMediumRecordsEveryDistance() throws {
        var rig = try SheetRig([("detent", "medium")])
        try rig.drag(dx: 0, dy: 137, over: 1)
        var decision = try #require(rig.machine.lastDecision)
        let readout = try #require(decision.readout)
        #expect(readout.translation == 137)
        #expect(isApproximatelyEqual(readout.velocity, 137, tolerance: 1e-9))
        decision.readout = nil
        #expect(
            decision.words
                == DecisionWords(
                    trigger: .release, tick: 6000, outcome: "snap to 200",
                    reason: "nearest detent 200 at distance 100.0",
                    comparisons: [
                        "height 300.0 >= dismiss-below 100.0", "predicted 171.3 <= fling-distance 500.0",
                        "distance to 200: |200.0 - 300.0| = 100.0", "distance to medium: |437.0 - 300.0| = 137.0",
                        "distance to large: |786.6 - 300.0| = 486.6",
                    ],
                    source: "seed MultiHeightBottomSheet.dragGesture.onEnded",
                    otherMotionSetting:
                        "reduce motion on: easeOut(duration: 0.2) instead of spring(response: 0.3, dampingFraction: 0.8)"
                ))
        #expect(rig.phase == .settling)
        #expect(rig.word(.animation) == "spring(response: 0.3, dampingFraction: 0.8)")
        try rig.settle()
        #expect(abs(rig.number(.height) - 200) < 1e-9)
    }

    @Test func releasingNearTheSameDetentJumpsBackWithoutAnimation() throws {
        var rig = try SheetRig([("detent", "medium")])
        try rig.drag(dx: 0, dy: 30, over: 1, hold: true)
        #expect(abs(rig.number(.height) - 407) < 1e-9)
        let lifted = try rig.release()
        #expect(Lines.transitions(lifted).count == 1)
        #expect(rig.phase == .idle)
        #expect(rig.number(.height) == 437)
        #expect(rig.word(.animation) == "none")
        #expect(rig.machine.movingValues.isEmpty)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.outcome == "snap back to medium (no animation)")
        #expect(decision.text.quirks.count == 1)
        #expect(decision.text.quirks[0].hasPrefix("sheet snapping back to the same detent without animation"))
        #expect(decision.text.otherMotionSetting == nil)
    }

    @Test func flickDecisionNamesTheSeedsVelocityMisnomer() throws {
        var rig = try SheetRig()
        try rig.fling(dx: 0, dy: 100, at: 2000)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.reason == "predicted 600.0 > fling-distance 500.0")
        #expect(
            decision.text.comparisons.prefix(2) == [
                "height 100.0 >= dismiss-below 100.0", "predicted 600.0 > fling-distance 500.0",
            ])
        #expect(decision.text.quirks.contains { $0.hasPrefix("the seed calls predictedEndTranslation a velocity") })
    }

    // MARK: - dismiss=disabled

    enum Attempt: String, CaseIterable, Sendable {
        case lowDrag = "drag to height 50"
        case flick = "flick predicting 600"
        case backdropTap = "backdrop tap"
        case escape = "escape"
        case escapeDuringDrag = "escape during a drag"
        case tapDuringDrag = "backdrop tap during a drag"
    }

    @Test(arguments: Attempt.allCases)
    func disabledNeverDismisses(_ attempt: Attempt) throws {
        var rig = try SheetRig([("dismiss", "disabled")])
        switch attempt {
        case .lowDrag: try rig.drag(dx: 0, dy: 150, over: 1)
        case .flick: try rig.fling(dx: 0, dy: 100, at: 2000)
        case .backdropTap: try rig.tapBackdrop()
        case .escape: try rig.escape()
        case .escapeDuringDrag:
            try rig.drag(dx: 0, dy: 150, over: 1, hold: true)
            try rig.escape()
            #expect(rig.phase == .dragging)
            try rig.release()
        case .tapDuringDrag:
            try rig.drag(dx: 0, dy: 150, over: 1, hold: true)
            try rig.tapBackdrop()
            #expect(rig.phase == .dragging)
            try rig.release()
        }
        try rig.settle()
        #expect(rig.phase == .idle)
        #expect(rig.integer(.dismissed) == 0)
        #expect(rig.word(.presented) == "true")
        #expect(!Lines.all(rig.records).contains("onDismiss"))
        #expect(!Lines.all(rig.records).contains("armed"))
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.reason.hasPrefix("dismiss disabled"))
    }

    // MARK: - background=through:DETENT

    struct ThroughCase: CustomTestStringConvertible, Sendable {
        let detent: String
        let backdrop: Double
        let dismisses: Bool
        var testDescription: String { "background=through:medium, tap at \(detent)" }
    }

    @Test(arguments: [
        ThroughCase(detent: "200", backdrop: 0, dismisses: false),
        ThroughCase(detent: "medium", backdrop: 0, dismisses: false),
        ThroughCase(detent: "large", backdrop: 0.3, dismisses: true),
    ])
    func backgroundThroughLetsTapsPass(_ example: ThroughCase) throws {
        var rig = try SheetRig([("background", "through:medium"), ("detent", example.detent)])
        #expect(rig.number(.backdrop) == example.backdrop)
        let tapped = try rig.tapBackdrop()
        let decision = try #require(rig.machine.lastDecision)
        if example.dismisses {
            #expect(Lines.all(tapped) == ["idle -> committing (backdrop tap)", "onDismiss"])
            #expect(decision.text.outcome == "dismiss")
        } else {
            #expect(tapped.isEmpty)
            #expect(decision.text.outcome == "passes through (no dismiss)")
            #expect(decision.text.reason.hasPrefix("selected \(example.detent) "))
            #expect(rig.phase == .idle)
        }
    }

    @Test func backdropDimsWithTheDetentSpringWhenLeavingThePassThroughRange() throws {
        var rig = try SheetRig([("background", "through:medium"), ("detent", "medium")])
        try rig.drag(dx: 0, dy: -320, over: 1)
        #expect(rig.word(.detent) == "large")
        rig.step(frames: 3)
        let midway = rig.number(.backdrop)
        #expect(midway > 0 && midway < 0.3)
        try rig.settle()
        #expect(rig.number(.backdrop) == 0.3)
    }

    // MARK: - Escape and leaving

    @Test func escapeDuringADragLeavesWithTheStaleOffset() throws {
        var rig = try SheetRig([("detent", "medium")])
        try rig.drag(dx: 0, dy: 137, over: 1, hold: true)
        let escaped = try rig.escape()
        #expect(Lines.all(escaped) == ["dragging -> committing (escape)", "onDismiss"])
        #expect(rig.word(.presented) == "false")
        #expect(rig.word(.hitTesting) == "false")
        #expect(rig.word(.animation) == "spring(response: 0.3, dampingFraction: 0.8)")
        let decision = try #require(rig.machine.lastDecision)
        #expect(
            decision.text.comparisons == [
                "drag cancelled without onEnded: offset stays -137.0 (height frozen at 300.0)"
            ])
        #expect(try rig.release().isEmpty)
        try rig.settle()
        #expect(Lines.transitions(rig.records).last == "committing -> dismissed")
        #expect(abs(rig.number(.height) - 300) < 1e-9)
        #expect(abs(rig.number(.offset) - 437) < 1e-9)  // 437 - 300 + the move by its own height 300
        #expect(abs(rig.number(.dragProgress) - 137.0 / 337.0) < 1e-12)
        #expect(rig.integer(.dismissed) == 1)
    }

    @Test func backdropTapDuringADragCancelsItThenDismisses() throws {
        var rig = try SheetRig([("detent", "medium")])
        try rig.drag(dx: 0, dy: 50, over: 1, hold: true)
        #expect(Lines.all(try rig.tapBackdrop()) == ["dragging -> committing (backdrop tap)", "onDismiss"])
        #expect(try rig.release().isEmpty)
        try rig.settle()
        #expect(rig.phase == .dismissed)
        #expect(abs(rig.number(.height) - 387) < 1e-9)
    }

    @Test func aDragGrabsASettlingSheetAndTheSpringKeepsRunning() throws {
        var rig = try SheetRig()
        try rig.set("detent", "large")
        rig.step(frames: 3)
        let drawn = rig.number(.height)
        #expect(drawn > 200 && drawn < 786.6)
        try rig.touchDown(try rig.world.defaultDragStart(sheet: "s"))
        #expect(rig.phase == .settling)
        let begun = try rig.move(dx: 0, dy: 20, over: 1.0 / 60)
        #expect(Lines.transitions(begun) == ["settling -> dragging"])
        // The settle spring keeps running under the finger.
        #expect(rig.word(.animation) == "spring(response: 0.3, dampingFraction: 0.8)")
        try rig.settle()
        #expect(rig.phase == .dragging)
        #expect(abs(rig.number(.height) - 766.6) < 1e-6)  // large 786.6 - 20
        try rig.release()
        #expect(rig.phase == .idle)  // nearest is large, the current detent: jump back
        #expect(abs(rig.number(.height) - 786.6) < 1e-9)
    }

    @Test func escapeAndTapsAreIgnoredWhileTakingNoTouches() throws {
        var rig = try SheetRig(animated: true)
        #expect(rig.phase == .presenting)
        #expect(Lines.all(try rig.escape()) == ["ignored escape: no escape while presenting (hit-testing false)"])
        #expect(
            Lines.all(try rig.tapBackdrop()) == [
                "ignored backdrop tap: no backdrop tap while presenting (hit-testing false)"
            ])
        try rig.settle()
        try rig.escape()
        #expect(rig.phase == .committing)
        #expect(Lines.all(try rig.escape()) == ["ignored escape: no escape while committing (hit-testing false)"])
        #expect(
            Lines.all(try rig.tapBackdrop()) == [
                "ignored backdrop tap: no backdrop tap while committing (hit-testing false)"
            ])
        try rig.settle()
        #expect(rig.phase == .dismissed)
        #expect(Lines.all(try rig.escape()) == ["ignored escape: no escape while dismissed (hit-testing false)"])
        #expect(rig.integer(.dismissed) == 1)
    }

    @Test func presentationEntersFromItsHeightAndRePresentationResetsTheCount() throws {
        var rig = try SheetRig([("detent", "medium")], animated: true)
        #expect(Lines.transitions(rig.records) == ["dismissed -> presenting"])
        #expect(rig.number(.offset) == 437)
        #expect(rig.number(.backdrop) == 0)
        #expect(rig.word(.hitTesting) == "false")
        try rig.settle()
        #expect(Lines.transitions(rig.records).last == "presenting -> idle")
        #expect(rig.number(.offset) == 0)
        #expect(rig.number(.backdrop) == 0.3)
        try rig.fling(dx: 0, dy: 100, at: 2000)
        try rig.settle()
        #expect(rig.integer(.dismissed) == 1)
        try rig.set("detent", "large")
        try rig.present()
        #expect(rig.phase == .idle)
        #expect(rig.integer(.dismissed) == 0)
        #expect(rig.word(.detent) == "large")
        #expect(abs(rig.number(.height) - 786.6) < 1e-9)
        #expect(rig.number(.offset) == 0)
    }

    @Test func reduceMotionTurnsEverySpringIntoAnEaseOut() throws {
        var rig = try SheetRig([("detent", "medium")], animated: true) { $0.reduceMotion = true }
        #expect(rig.word(.animation) == "easeOut(duration: 0.2)")
        try rig.settle()
        #expect(rig.world.now == 1300)  // removed on the first frame after 0.2 s
        try rig.drag(dx: 0, dy: -300, over: 1)
        #expect(rig.word(.animation) == "easeOut(duration: 0.2)")
        #expect(
            rig.machine.lastDecision?.text.otherMotionSetting
                == "reduce motion off: spring(response: 0.3, dampingFraction: 0.8) instead of easeOut(duration: 0.2)"
        )
    }

    // MARK: - Layout

    struct LayoutCase: CustomTestStringConvertible, Sendable {
        let detent: String
        let top: Double
        let bottom: Double
        var testDescription: String { "\(detent): \(top) to \(bottom)" }
    }

    @Test(arguments: [
        LayoutCase(detent: "200", top: 640, bottom: 840),
        LayoutCase(detent: "medium", top: 403, bottom: 840),
        LayoutCase(detent: "large", top: 57.7, bottom: 844.3),
        LayoutCase(detent: "778", top: 62, bottom: 840),
        LayoutCase(detent: "30", top: 810, bottom: 840),
    ])
    func sheetSitsAtTheContainerBottomOrCentredWhenTaller(_ example: LayoutCase) throws {
        var rig = try SheetRig([("detents", "200,medium,large,778,30"), ("detent", example.detent)])
        let frame = rig.machine.contentRectangle(in: rig.world.environment)
        #expect(abs(frame.minY - example.top) < 1e-9)
        #expect(abs(frame.maxY - example.bottom) < 1e-9)
        let start = try rig.world.defaultDragStart(sheet: "s")
        let inset = example.bottom - example.top < 40 ? (example.bottom - example.top) / 2 : 20
        #expect(abs(start.y - (example.top + inset)) < 1e-9)
        #expect(start.x == 201)
        // A touch above the sheet is ignored for its whole life.
        try rig.drag(dx: 0, dy: 300, over: 1, from: Point(x: 201, y: example.top - 1))
        #expect(rig.phase == .idle)
    }

    // MARK: - Live parameters

    @Test func setDetentAnimatesLikeADetentChange() throws {
        var rig = try SheetRig()
        // docs/decisions.md#timing-of-changes: nothing happens at the `set`; the next event (a frame)
        // selects the detent, starts the spring and prints the transition, naming its cause.
        #expect(try rig.set("detent", "large").isEmpty)
        #expect(rig.word(.detent) == "200")
        #expect(rig.machine.hasPendingChange)
        let changed = rig.step()
        #expect(Lines.all(changed) == ["idle -> settling (set detent)"])
        #expect(changed.first?.event == "parameterChanged")
        #expect(rig.word(.detent) == "large")
        #expect(rig.number(.height) == 200)  // drawn: the spring starts at this frame
        #expect(rig.word(.animation) == "spring(response: 0.3, dampingFraction: 0.8)")
        try rig.settle()
        #expect(Lines.transitions(rig.records).last == "settling -> idle")
        #expect(abs(rig.number(.height) - 786.6) < 1e-9)
        #expect(try rig.set("detent", "large").isEmpty)
    }

    @Test func setDetentDuringADragAnimatesUnderTheFinger() throws {
        var rig = try SheetRig()
        try rig.drag(dx: 0, dy: -50, over: 1, hold: true)
        #expect(try rig.set("detent", "medium").isEmpty)
        #expect(rig.phase == .dragging)
        try rig.settle()
        #expect(abs(rig.number(.height) - 487) < 1e-6)
        try rig.release()
        #expect(rig.phase == .idle)  // nearest is medium, the current one: the jump back quirk
        #expect(rig.number(.height) == 437)
    }

    @Test func newDetentListKeepsOrReplacesTheSelection() throws {
        var rig = try SheetRig([("detent", "medium")])
        try rig.set("detents", "medium,large")
        #expect(rig.word(.detent) == "medium")
        try rig.set("detents", "300,large")
        #expect(rig.word(.detent) == "300")
        #expect(rig.number(.height) == 300)  // jumps, no animation
        #expect(rig.word(.animation) == "none")
    }

    @Test func backgroundChangeJumpsTheBackdrop() throws {
        var rig = try SheetRig([("detent", "medium")])
        #expect(rig.number(.backdrop) == 0.3)
        try rig.set("background", "through:large")
        #expect(rig.number(.backdrop) == 0)
        try rig.set("backdrop", "0.5")
        try rig.set("background", "none")
        #expect(rig.number(.backdrop) == 0.5)
    }

    // MARK: - Parameters

    struct ParameterCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: String
        /// The value read back, or nil when the value is an error.
        let readBack: String?
        var testDescription: String { "\(name)=\(value)" }
    }

    @Test(arguments: [
        ParameterCase(name: "detents", value: "200,medium,large", readBack: "200,medium,large"),
        ParameterCase(name: "detents", value: "40%,large", readBack: "40%,large"),
        ParameterCase(name: "detents", value: "medium,50%", readBack: "medium,50%"),
        ParameterCase(name: "detents", value: "120.5", readBack: "120.5"),
        ParameterCase(name: "detents", value: "medium,medium", readBack: nil),
        ParameterCase(name: "detents", value: "200,200.0", readBack: nil),
        ParameterCase(name: "detents", value: "40%,40.0%", readBack: nil),
        ParameterCase(name: "detents", value: "huge", readBack: nil),
        ParameterCase(name: "detents", value: "-5", readBack: nil),
        ParameterCase(name: "detents", value: "nan", readBack: nil),
        ParameterCase(name: "detents", value: "inf", readBack: nil),
        ParameterCase(name: "detents", value: "", readBack: nil),
        ParameterCase(name: "detents", value: "200,", readBack: nil),
        ParameterCase(name: "detents", value: "120%", readBack: nil),
        ParameterCase(name: "detent", value: "medium", readBack: "medium"),
        ParameterCase(name: "detent", value: "200.0", readBack: "200"),
        ParameterCase(name: "detent", value: "50%", readBack: nil),
        ParameterCase(name: "detent", value: "small", readBack: nil),
        ParameterCase(name: "dismiss-below", value: "0", readBack: "0"),
        ParameterCase(name: "dismiss-below", value: "-1", readBack: nil),
        ParameterCase(name: "dismiss-below", value: "NaN", readBack: nil),
        ParameterCase(name: "fling-distance", value: "1e3", readBack: "1000"),
        ParameterCase(name: "fling-distance", value: "fast", readBack: nil),
        ParameterCase(name: "dismiss", value: "disabled", readBack: "disabled"),
        ParameterCase(name: "dismiss", value: "off", readBack: nil),
        ParameterCase(name: "background", value: "through:medium", readBack: "through:medium"),
        ParameterCase(name: "background", value: "through:40%", readBack: "through:40%"),
        ParameterCase(name: "background", value: "none", readBack: "none"),
        ParameterCase(name: "background", value: "through:", readBack: nil),
        ParameterCase(name: "background", value: "through:huge", readBack: nil),
        ParameterCase(name: "background", value: "enabled", readBack: nil),
        ParameterCase(name: "backdrop", value: "0.5", readBack: "0.5"),
        ParameterCase(name: "backdrop", value: "1.5", readBack: nil),
        ParameterCase(name: "min-distance", value: "-3", readBack: nil),
    ])
    func parametersParseOrRefuse(_ example: ParameterCase) {
        var parameters = SheetParameters()
        do {
            try parameters.set(example.name, to: example.value)
            #expect(parameters.text(of: example.name) == example.readBack)
        } catch {
            #expect(example.readBack == nil, "refused: \(error)")
        }
    }

    @Test func detentIsWrittenAsInTheList() throws {
        let rig = try SheetRig([("detents", "200,40.0%,large"), ("detent", "40%")])
        #expect(rig.word(.detent) == "40.0%")
        #expect(abs(rig.number(.height) - 349.6) < 1e-9)
    }

    @Test func unknownParameterIsRefused() {
        var machine = SheetMachine()
        #expect(throws: ParameterError.unknownParameter(name: "threshold", kind: .sheet)) {
            try machine.setParameter("threshold", to: "1", at: 0, in: Environment())
        }
        // The seed's parameters first, in docs/models.md order, then the peer libraries' own.
        #expect(
            SheetMachine.parameterTable.prefix(12).map(\.name) == [
                "profile", "detents", "detent", "dismiss-below", "fling-distance", "dismiss", "background", "backdrop",
                "min-distance", "height", "dismiss-offset", "actions",
            ])
        let names = SheetMachine.parameterTable.map(\.name)
        #expect(Set(names).count == names.count)
        for profile in SheetProfile.all {
            #expect(profile.parameterTable.allSatisfy { names.contains($0.name) }, "\(profile.name)")
        }
        #expect(
            machine.parameterInfo.map(\.name) == [
                "profile", "detents", "detent", "dismiss-below", "fling-distance", "dismiss", "background", "backdrop",
                "min-distance",
            ])
    }

    // MARK: - Armed and fields

    @Test func armedFollowsTheReleaseRuleWhileDragging() throws {
        var rig = try SheetRig()
        let held = try rig.drag(dx: 0, dy: 120, over: 1, hold: true)
        #expect(Lines.all(held).contains("armed"))
        #expect(rig.word(.armed) == "true")
        let back = try rig.move(dx: 0, dy: -40, over: 1)
        #expect(Lines.all(back).contains("disarmed"))
        #expect(rig.word(.armed) == "false")
        #expect(abs(rig.number(.translation) - 80) < 1e-9)
        #expect(abs(rig.number(.dragProgress) - 0.8) < 1e-9)
        #expect(abs(rig.number(.progress) - 0.8) < 1e-9)
        #expect(abs(rig.number(.offset) - 80) < 1e-9)
        #expect(rig.integer(.haptics) == 0)
    }

    @Test func fieldsOfOtherKindsDoNotApply() {
        let machine = SheetMachine()
        for field in Field.allCases {
            #expect((machine.value(of: field, in: Environment()) != nil) == field.applies(to: .sheet), "\(field)")
        }
    }

    // MARK: - Exhaustive phase x event

    /// Named starting states: a phase reached with some parameters.
    static func startingStates() throws -> [(String, SheetMachine)] {
        var states: [(String, SheetMachine)] = [("never presented", SheetMachine())]
        for variant in [[], [("dismiss", "disabled")], [("background", "through:large")]] as [[(String, String)]] {
            let label = variant.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
            var idle = try SheetRig(variant + [("detent", "medium")])
            states.append(("idle \(label)", idle.machine))
            states.append(("presenting \(label)", try SheetRig(variant, animated: true).machine))
            var dragging = idle
            try dragging.drag(dx: 0, dy: 137, over: 1, hold: true)
            states.append(("dragging \(label)", dragging.machine))
            var settling = idle
            try settling.drag(dx: 0, dy: 137, over: 1)
            states.append(("settling \(label)", settling.machine))
            var grabbed = settling
            try grabbed.touchDown(try grabbed.world.defaultDragStart(sheet: "s"))
            states.append(("settling with a touch \(label)", grabbed.machine))
            try idle.escape()
            states.append(("committing \(label)", idle.machine))
            try idle.settle()
            states.append(("dismissed \(label)", idle.machine))
        }
        return states
    }

    @Test func everyPhaseTakesEveryEventPairSafely() throws {
        let environment = Environment()
        let checker = InvariantChecker<SheetMachine>(
            table: SheetMachine.transitionTable, environment: environment,
            fingerIsDown: { if case .tracking = $0.finger { true } else { false } },
            dismissedCount: { $0.dismissCount })
        var failures: [String] = []
        var pairs = 0
        for (label, start) in try Self.startingStates() {
            let tick = start.now + 7
            let inside = start.defaultDragStart(in: environment)
            let checked = checker.checkEveryEventPair(
                from: start, label: label, at: tick, inside: inside, outside: Point(x: 201, y: 20))
            failures += checked.failures
            pairs += checked.pairs
        }
        #expect(pairs > 2000)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func everyDeclaredRuleIsDistinct() {
        let names = SheetMachine.transitionTable.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
