import Foundation
import Testing

@testable import SheetLabCore

typealias EdgeRig = KindRig<EdgeMachine>

/// One gesture on an `edge` (default screen 402 x 874, left edge, default start (14, 437)).
struct EdgeGestureCase: CustomTestStringConvertible, Sendable {
    let name: String
    var parameters: [(String, String)] = []
    var rtl = false
    var from: Point? = nil
    let dx: Double
    var dy: Double = 0
    /// Over `seconds`, or at `speed` pt/s when given.
    var seconds: Double = 1.5
    var speed: Double? = nil
    /// Everything the trace prints from touch-down to the end of the release's animation.
    let lines: [String]
    var testDescription: String { name }
}

struct EdgeMachineTests {
    static let commitDismiss = ["action dismiss", "committing -> dismissed"]

    static let gestures: [EdgeGestureCase] = [
        EdgeGestureCase(
            name: "touch at x=29 (hit width 28) never begins", from: Point(x: 29, y: 437), dx: 120,
            lines: ["ignored touch-down at 29.0,437.0: 29.0 from the edge > hit-width 28.0"]),
        EdgeGestureCase(
            name: "touch at x=28 begins", from: Point(x: 28, y: 437), dx: 120,
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: translation 120.0 >= trigger 80.0)",
            ] + commitDismiss),
        EdgeGestureCase(
            name: "a vertical swipe never begins", dx: 0, dy: 120,
            lines: [Self.failed("more vertical than horizontal (dx 0.0, dy 10.7)")]),
        EdgeGestureCase(
            name: "a mostly vertical swipe never begins", dx: 100, dy: 101,
            lines: [Self.failed("more vertical than horizontal (dx 7.8, dy 7.9)")]),
        EdgeGestureCase(
            name: "a swipe toward the edge never begins", from: Point(x: 20, y: 437), dx: -15,
            lines: [Self.failed("toward the left edge (dx -10.0, dy 0.0)")]),
        EdgeGestureCase(
            name: "80 pt commits", dx: 80,
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: translation 80.0 >= trigger 80.0)",
            ] + commitDismiss),
        EdgeGestureCase(
            name: "79 pt cancels", dx: 79,
            lines: [
                "idle -> dragging",
                "dragging -> cancelling (release: translation 79.0 < trigger 80.0 and velocity 52.7 <= velocity threshold 900.0)",
                "cancelling -> idle",
            ]),
        EdgeGestureCase(
            name: "a 40 pt fling at 1000 pt/s commits", dx: 40, speed: 1000,
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: velocity 1000.0 > velocity threshold 900.0 and translation 40.0 >= min-fling 32.0)",
            ] + commitDismiss),
        EdgeGestureCase(
            name: "a 30 pt fling at 1000 pt/s cancels", dx: 30, speed: 1000,
            lines: [
                "idle -> dragging",
                "dragging -> cancelling (release: translation 30.0 < trigger 80.0 and translation 30.0 < min-fling 32.0)",
                "cancelling -> idle",
            ]),
        EdgeGestureCase(
            name: "RTL: leading is the right edge", rtl: true, from: Point(x: 388, y: 437), dx: -80,
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: translation 80.0 >= trigger 80.0)",
            ] + commitDismiss),
        EdgeGestureCase(
            name: "RTL: the left edge does not take leading", rtl: true, dx: 120,
            lines: [Self.failed("toward the right edge (dx 10.7, dy 0.0)")]),
        EdgeGestureCase(
            name: "RTL: trailing is the left edge", parameters: [("edge", "trailing")], rtl: true, dx: 80,
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: translation 80.0 >= trigger 80.0)",
            ] + commitDismiss),
        EdgeGestureCase(
            name: "edge=right takes the right edge in LTR", parameters: [("edge", "right")],
            from: Point(x: 390, y: 437),
            dx: -80,
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: translation 80.0 >= trigger 80.0)",
            ] + commitDismiss),
    ]

    /// The line of a touch whose first 10 pt went the wrong way.
    static func failed(_ way: String) -> String {
        "ignored touch: when it was 10.0 pt from its touch-down it had gone \(way), so the gesture failed"
    }

    @Test(arguments: gestures)
    func gestureDecides(_ example: EdgeGestureCase) throws {
        var rig = try EdgeRig(example.parameters) { if example.rtl { $0.layoutDirection = .rightToLeft } }
        let start = rig.records.count
        if let speed = example.speed {
            try rig.fling(dx: example.dx, dy: example.dy, at: speed, from: example.from)
        } else {
            try rig.drag(dx: example.dx, dy: example.dy, over: example.seconds, from: example.from)
        }
        try rig.settle()
        #expect(Lines.all(Array(rig.records[start...])) == example.lines)
    }

    @Test func defaultStartFollowsTheEdge() throws {
        #expect(try EdgeRig().world.defaultDragStart(sheet: "s") == Point(x: 14, y: 437))
        let rtl = try EdgeRig { $0.layoutDirection = .rightToLeft }
        #expect(try rtl.world.defaultDragStart(sheet: "s") == Point(x: 388, y: 437))
    }

    @Test func aFlingBackTowardTheEdgeCancelsEvenPast80() throws {
        var rig = try EdgeRig()
        try rig.drag(dx: 250, dy: 0, over: 1, hold: true)
        #expect(rig.word(.armed) == "true")
        let back = try rig.move(dx: -150, dy: 0, over: 0.15, hold: false)
        #expect(abs(rig.number(.releaseTranslation) - 100) < 1e-9)
        #expect(rig.number(.translation) == 0)
        #expect(
            Lines.all(back) == [
                "disarmed",
                "dragging -> cancelling (release: velocity toward the edge 1000.0 > velocity threshold 900.0)",
            ])
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.outcome == "cancel")
        #expect(decision.text.comparisons.contains("translation 100.0 >= trigger 80.0"))
        #expect(rig.integer(.actions) == 0)
    }

    struct CurveCase: CustomTestStringConvertible, Sendable {
        let curve: String
        let dx: Double
        let progress: Double
        var testDescription: String { "\(curve) at drag-progress \(dx / 80)" }
    }

    @Test(arguments: [
        CurveCase(curve: "rubber", dx: 160, progress: 1 + 0.18 / 1.18),
        CurveCase(curve: "rubber", dx: 40, progress: 0.5),
        CurveCase(curve: "linear", dx: 160, progress: 2),
        CurveCase(curve: "ease-out", dx: 40, progress: 0.75),
        CurveCase(curve: "ease-out", dx: 160, progress: 1 + 0.18 / 1.18),
    ])
    func progressFollowsTheCurve(_ example: CurveCase) throws {
        var rig = try EdgeRig([("curve", example.curve)])
        try rig.drag(dx: example.dx, dy: 0, over: 1, hold: true)
        #expect(abs(rig.number(.dragProgress) - example.dx / 80) < 1e-12)
        #expect(abs(rig.number(.progress) - example.progress) < 1e-12)
        #expect(abs(rig.number(.bubbleWidth) - 34 * example.progress) < 1e-9)
        #expect(abs(rig.number(.bubbleHeight) - 168 * (0.8 + 0.2 * min(example.progress, 1))) < 1e-9)
        #expect(abs(rig.number(.bubbleOpacity) - min(example.progress, 1)) < 1e-12)
        #expect(rig.number(.offset) == 0)
    }

    @Test func rubberProgressAtDragProgress2Is1153() throws {
        var rig = try EdgeRig()
        try rig.drag(dx: 160, dy: 0, over: 1, hold: true)
        #expect(DecimalFormat.format(rig.number(.progress), decimals: 3) == "1.153")
    }

    @Test func armHapticFiresOncePerEntryIntoArmed() throws {
        var rig = try EdgeRig()
        #expect(
            Lines.all(try rig.drag(dx: 100, dy: 0, over: 1, hold: true)) == [
                "idle -> dragging", "armed", "haptic impact(light)",
            ])
        #expect(Lines.all(try rig.move(dx: 10, dy: 0, over: 1)) == [])
        #expect(Lines.all(try rig.move(dx: -50, dy: 0, over: 1)) == ["disarmed"])
        #expect(Lines.all(try rig.move(dx: 50, dy: 0, over: 1)) == ["armed", "haptic impact(light)"])
        #expect(rig.integer(.haptics) == 2)
    }

    @Test func anchorFollowsTheFingerInsideTheSafeArea() throws {
        var rig = try EdgeRig()
        #expect(rig.number(.anchorY) == 437)
        try rig.drag(dx: 60, dy: -400, over: 1, from: Point(x: 14, y: 500), hold: true)
        #expect(rig.phase == .idle)  // mostly vertical: never began
        try rig.release()
        try rig.drag(dx: 60, dy: -30, over: 1, from: Point(x: 14, y: 80), hold: true)
        #expect(rig.number(.anchorY) == 70)  // clamp(50, 62 + 8, 874 - 34 - 8)
        try rig.move(dx: 0, dy: 800, over: 1, hold: false)
        #expect(rig.number(.anchorY) == 832)
    }

    // MARK: - Actions

    @Test func stack3PopsTwiceThenDismisses() throws {
        var rig = try EdgeRig([("stack", "3")])
        var readings: [String] = []
        for _ in 0..<3 {
            #expect(rig.word(.action) == (rig.integer(.stack) > 1 ? "pop" : "dismiss"))
            try rig.drag(dx: 100, dy: 0, over: 1)
            try rig.settle()
            readings.append(
                "\(rig.phase.rawValue) stack \(rig.integer(.stack)) pops \(rig.integer(.pops)) "
                    + "actions \(rig.integer(.actions)) dismissed \(rig.integer(.dismissed))")
        }
        #expect(
            readings == [
                "idle stack 2 pops 1 actions 1 dismissed 0", "idle stack 1 pops 2 actions 2 dismissed 0",
                "dismissed stack 1 pops 2 actions 3 dismissed 1",
            ])
        #expect(Lines.callbacks(rig.records) == ["action pop", "action pop", "action dismiss"])
        #expect(rig.word(.presented) == "false")
    }

    @Test func popAtTheRootPopsNothingAndSaysWhy() throws {
        var rig = try EdgeRig([("action", "pop")])
        try rig.drag(dx: 100, dy: 0, over: 1)
        try rig.settle()
        #expect(Lines.transitions(rig.records).last == "committing -> idle")
        #expect(rig.integer(.actions) == 1)
        #expect(rig.integer(.pops) == 0)
        #expect(rig.integer(.stack) == 1)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.outcome == "commit (pop)")
        #expect(decision.text.comparisons.contains("stack 1 is the root: pop pops nothing"))
        #expect(decision.text.quirks.count == 1)
        #expect(decision.text.quirks[0].hasPrefix("pop with stack 1 pops nothing"))
    }

    @Test func customActionFiresAndEndsIdle() throws {
        var rig = try EdgeRig([("action", "custom")])
        try rig.drag(dx: 100, dy: 0, over: 1)
        try rig.settle()
        #expect(Lines.callbacks(rig.records) == ["action custom"])
        #expect(rig.phase == .idle)
        #expect(rig.word(.action) == "custom")
    }

    @Test func afterCommitFiresTheActionWhenTheFadeEnds() throws {
        var rig = try EdgeRig([("action-timing", "after-commit")])
        let released = try rig.drag(dx: 100, dy: 0, over: 1)
        #expect(rig.world.now == 6000)
        #expect(Lines.callbacks(released).isEmpty)
        #expect(rig.word(.presented) == "true")
        #expect(rig.word(.animation) == "easeOut(duration: 0.15)")
        let held = rig.number(.progress)
        #expect(Lines.all(rig.step(frames: 8)).isEmpty)
        #expect(rig.number(.progress) == held)  // progress holds its release value
        #expect(rig.number(.bubbleOpacity) > 0 && rig.number(.bubbleOpacity) < 0.05)
        #expect(Lines.all(rig.step(frames: 1)).isEmpty)  // 0.15 s: the curve ends, not yet removed
        #expect(rig.number(.bubbleOpacity) == 0)
        #expect(rig.phase == .committing)
        let end = rig.step(frames: 1)
        #expect(rig.world.now == 7000)
        #expect(Lines.all(end) == ["action dismiss", "committing -> dismissed"])
        #expect(end.allSatisfy { $0.tick == 7000 })
        #expect(rig.number(.progress) == 0)
        #expect(rig.number(.bubbleOpacity) == 0)
        #expect(rig.integer(.dismissed) == 1)
    }

    @Test func immediatelyFiresOnRelease() throws {
        var rig = try EdgeRig([("stack", "2")])
        let released = try rig.drag(dx: 100, dy: 0, over: 1)
        #expect(Lines.callbacks(released) == ["action pop"])
        #expect(rig.phase == .committing)
        #expect(rig.integer(.stack) == 1)
        #expect(Lines.all(rig.step(frames: 10)) == ["committing -> idle"])
    }

    // MARK: - Cancel

    /// The analytic spring(response: 0.32, dampingRatio: 0.82) from `start` to 0, at rest, after `t` s.
    static func analyticCancel(from start: Double, after t: Double) -> Double {
        let omega = 2 * Double.pi / 0.32
        let lambda = 0.82 * omega
        let damped = omega * (1 - 0.82 * 0.82).squareRoot()
        return start * exp(-lambda * t) * (cos(damped * t) + lambda / damped * sin(damped * t))
    }

    @Test(arguments: SpringModel.allCases)
    func cancelSpringIsAlwaysAnalytic(_ springs: SpringModel) throws {
        var rig = try EdgeRig { $0.springModel = springs }
        try rig.drag(dx: 60, dy: 0, over: 1)
        #expect(rig.phase == .cancelling)
        #expect(rig.word(.animation) == "spring(response: 0.32, dampingRatio: 0.82)")
        for frame in 1...12 {
            rig.step(frames: 1)
            #expect(abs(rig.number(.progress) - Self.analyticCancel(from: 0.75, after: Double(frame) / 60)) < 1e-9)
        }
        try rig.settle()
        #expect(rig.phase == .idle)
        #expect(rig.number(.progress) == 0)
    }

    @Test func reduceMotionCancelsWithAnEaseOut() throws {
        var rig = try EdgeRig { $0.reduceMotion = true }
        try rig.drag(dx: 60, dy: 0, over: 1)
        #expect(rig.word(.animation) == "easeOut(duration: 0.2)")
        #expect(
            rig.machine.lastDecision?.text.otherMotionSetting
                == "reduce motion off: spring(response: 0.32, dampingRatio: 0.82) instead of easeOut(duration: 0.2)"
        )
        try rig.settle()
        #expect(rig.world.now == 6000 + 1300)
    }

    enum FreezeEnd: String, CaseIterable, Sendable {
        case dragBegins = "the new drag begins"
        case lifts = "the touch lifts first"
        case fails = "the touch fails (vertical)"
        case outside = "a touch outside the hit area"
    }

    @Test(arguments: FreezeEnd.allCases)
    func touchDuringCancellingFreezesProgress(_ end: FreezeEnd) throws {
        var rig = try EdgeRig()
        try rig.drag(dx: 60, dy: 0, over: 1)
        rig.step(frames: 3)
        let frozen = rig.number(.progress)
        #expect(frozen > 0 && frozen < 0.75)
        try rig.touchDown(Point(x: end == .outside ? 40 : 14, y: 437))
        rig.step(frames: 5)
        #expect(rig.phase == .cancelling)
        if end == .outside {
            #expect(rig.number(.progress) < frozen)
            return
        }
        #expect(rig.number(.progress) == frozen)
        #expect(rig.word(.animation) == "none")
        switch end {
        case .dragBegins:
            let moved = try rig.touchMove(Point(x: 34, y: 437))
            #expect(Lines.all(moved) == ["cancelling -> dragging"])
            #expect(rig.number(.progress) == 0.25)
            try rig.release()
            try rig.settle()
            #expect(rig.phase == .idle)
        case .lifts, .fails:
            if end == .fails {
                #expect(
                    Lines.all(try rig.touchMove(Point(x: 14, y: 460))) == [
                        Self.failed("more vertical than horizontal (dx 0.0, dy 23.0)")
                    ])
            } else {
                #expect(
                    Lines.all(try rig.release()) == [
                        "ignored touch: lifted 0.0 pt from its touch-down, under min-distance 10.0, so no drag began"
                    ])
            }
            #expect(rig.word(.animation) == "spring(response: 0.32, dampingRatio: 0.82)")
            let resumedAt = rig.world.now
            rig.step(frames: 2)
            let elapsed = Time.seconds(rig.world.now - resumedAt)
            #expect(abs(rig.number(.progress) - Self.analyticCancel(from: frozen, after: elapsed)) < 1e-9)
            if end == .fails { try rig.release() }
            try rig.settle()
            #expect(Lines.transitions(rig.records).last == "cancelling -> idle")
        case .outside:
            break
        }
    }

    // MARK: - enabled, escape, live parameters

    @Test func disablingMidDragCancelsTheDrag() throws {
        var rig = try EdgeRig()
        try rig.drag(dx: 100, dy: 0, over: 1, hold: true)
        // docs/decisions.md#timing-of-changes: the drag is cancelled at the next event, naming its cause.
        #expect(try rig.set("enabled", "false").isEmpty)
        #expect(rig.phase == .dragging)
        let disabled = rig.step()
        #expect(Lines.all(disabled) == ["dragging -> cancelling (set enabled)"])
        #expect(disabled.first?.event == "parameterChanged")
        #expect(rig.word(.armed) == "false")
        #expect(rig.number(.translation) == 0, "a cancelled finger reads 0")
        #expect(try rig.release().isEmpty)
        try rig.settle()
        #expect(rig.phase == .idle)
        #expect(rig.integer(.actions) == 0)
        try rig.drag(dx: 100, dy: 0, over: 1)
        #expect(rig.phase == .idle)
        #expect(Lines.all(try rig.escape()) == ["ignored escape: enabled false"])
        #expect(rig.machine.lastDecision?.text.outcome == "ignored")
    }

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let setup: String
        let lines: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        EscapeCase(
            name: "escape from idle dismisses", parameters: [], setup: "idle",
            lines: ["idle -> committing (escape)", "action dismiss", "committing -> dismissed"]),
        EscapeCase(
            name: "escape from idle with stack 2 pops", parameters: [("stack", "2")], setup: "idle",
            lines: ["idle -> committing (escape)", "action pop", "committing -> idle"]),
        EscapeCase(
            name: "escape during a drag", parameters: [], setup: "dragging",
            lines: ["dragging -> committing (escape)", "action dismiss", "committing -> dismissed"]),
        EscapeCase(
            name: "escape while cancelling", parameters: [("action", "custom")], setup: "cancelling",
            lines: ["cancelling -> committing (escape)", "action custom", "committing -> idle"]),
        EscapeCase(
            name: "escape with pop at the root", parameters: [("action", "pop")], setup: "idle",
            lines: ["idle -> committing (escape)", "action pop", "committing -> idle"]),
        EscapeCase(
            name: "escape while committing is ignored", parameters: [], setup: "committing",
            lines: ["ignored escape: no escape while committing (hit-testing false)"]),
        EscapeCase(
            name: "escape with enabled=false is ignored", parameters: [("enabled", "false")], setup: "idle",
            lines: ["ignored escape: enabled false"]),
    ])
    func escapeFiresTheActionWithoutIndicator(_ example: EscapeCase) throws {
        var rig = try EdgeRig(example.parameters)
        switch example.setup {
        case "dragging": try rig.drag(dx: 60, dy: 0, over: 1, hold: true)
        case "cancelling":
            try rig.drag(dx: 60, dy: 0, over: 1)
            rig.step(frames: 2)
        case "committing": try rig.drag(dx: 100, dy: 0, over: 1)
        default: break
        }
        let actionsBefore = rig.integer(.actions)
        let escaped = try rig.escape()
        #expect(Lines.all(escaped) == example.lines)
        if !example.lines.allSatisfy({ $0.hasPrefix("ignored ") }) {
            #expect(rig.number(.progress) == 0)
            #expect(rig.number(.bubbleOpacity) == 0)
            #expect(rig.word(.animation) == "none")
            #expect(rig.integer(.actions) == actionsBefore + 1)
            #expect(rig.machine.lastDecision?.text.reason == "escape")
        }
        if example.setup == "dragging" { #expect(try rig.release().isEmpty) }
        #expect(rig.integer(.dismissed) <= 1)
    }

    @Test func popAtTheRootByEscapeCountsActionsNotPops() throws {
        var rig = try EdgeRig([("action", "pop")])
        try rig.escape()
        #expect(rig.integer(.actions) == 1)
        #expect(rig.integer(.pops) == 0)
    }

    @Test func setStackSetsTheDepthAndPresentRestoresIt() throws {
        var rig = try EdgeRig([("stack", "3")])
        #expect(rig.word(.action) == "pop")
        try rig.set("stack", "1")
        #expect(rig.integer(.stack) == 1)
        #expect(rig.word(.action) == "dismiss")
        try rig.set("stack", "3")
        try rig.drag(dx: 100, dy: 0, over: 1)
        try rig.settle()
        try rig.escape()
        try rig.escape()
        #expect(rig.phase == .dismissed)
        #expect(rig.integer(.stack) == 1)
        #expect(rig.integer(.dismissed) == 1)
        let presented = try rig.present()
        #expect(Lines.transitions(presented) == ["dismissed -> idle"])
        #expect(rig.integer(.stack) == 3)
        #expect(rig.integer(.dismissed) == 0)
        #expect(rig.integer(.pops) == 2)  // other counters go on
        #expect(rig.integer(.actions) == 3)
        #expect(rig.word(.presented) == "true")
        let animated = try EdgeRig(animated: true)
        #expect(animated.phase == .idle)  // no presentation of its own
    }

    @Test func theEdgeIsFixedAtTouchDown() throws {
        var rig = try EdgeRig()
        try rig.drag(dx: 30, dy: 0, over: 0.5, hold: true)
        rig.world.setEnvironment { $0.layoutDirection = .rightToLeft }
        try rig.move(dx: 60, dy: 0, over: 1, hold: false)
        #expect(rig.machine.lastDecision?.text.reason == "translation 90.0 >= trigger 80.0")
    }

    // MARK: - Parameters

    struct ParameterCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: String
        let readBack: String?
        var testDescription: String { "\(name)=\(value)" }
    }

    @Test(arguments: [
        ParameterCase(name: "edge", value: "trailing", readBack: "trailing"),
        ParameterCase(name: "edge", value: "top", readBack: nil),
        ParameterCase(name: "hit-width", value: "32", readBack: "32"),
        ParameterCase(name: "hit-width", value: "-1", readBack: nil),
        ParameterCase(name: "trigger", value: "90", readBack: "90"),
        ParameterCase(name: "trigger", value: "0", readBack: nil),
        ParameterCase(name: "trigger", value: "nan", readBack: nil),
        ParameterCase(name: "velocity", value: "1200.5", readBack: "1200.5"),
        ParameterCase(name: "min-fling", value: "inf", readBack: nil),
        ParameterCase(name: "curve", value: "ease-out", readBack: "ease-out"),
        ParameterCase(name: "curve", value: "easeOut", readBack: nil),
        ParameterCase(name: "overshoot", value: "0.35", readBack: "0.35"),
        ParameterCase(name: "action", value: "custom", readBack: "custom"),
        ParameterCase(name: "action", value: "close", readBack: nil),
        ParameterCase(name: "stack", value: "4", readBack: "4"),
        ParameterCase(name: "stack", value: "0", readBack: nil),
        ParameterCase(name: "stack", value: "2.5", readBack: nil),
        ParameterCase(name: "action-timing", value: "after-commit", readBack: "after-commit"),
        ParameterCase(name: "action-timing", value: "later", readBack: nil),
        ParameterCase(name: "enabled", value: "false", readBack: "false"),
        ParameterCase(name: "enabled", value: "no", readBack: nil),
        ParameterCase(name: "vertical-padding", value: "12", readBack: "12"),
        ParameterCase(name: "bubble-width", value: "46", readBack: "46"),
        ParameterCase(name: "bubble-height", value: "-220", readBack: nil),
        ParameterCase(name: "height-growth", value: "1.5", readBack: nil),
        ParameterCase(name: "height-growth", value: "0.5", readBack: "0.5"),
    ])
    func parametersParseOrRefuse(_ example: ParameterCase) {
        var parameters = EdgeParameters()
        do {
            try parameters.set(example.name, to: example.value)
            #expect(parameters.text(of: example.name) == example.readBack)
        } catch {
            #expect(example.readBack == nil, "refused: \(error)")
        }
    }

    @Test func parameterTableListsModelsOrder() {
        #expect(
            EdgeParameters.seedTable.map(\.name) == [
                "edge", "hit-width", "trigger", "velocity", "min-fling", "curve", "overshoot", "action", "stack",
                "action-timing", "enabled", "vertical-padding", "bubble-width", "bubble-height", "height-growth",
                "tracks-vertically", "arm-haptic", "disarm-haptic", "cancel-timing", "commit-effect", "commit-timing",
                "arm-transition", "armed-icon-scale", "respects-reduce-motion", "fades-in", "should-begin",
            ])
        // Then `profile` and what only `profile=android` reads (issue 17).
        #expect(
            EdgeMachine.parameterTable.map(\.name).dropFirst(EdgeParameters.seedTable.count) == [
                "profile", "linear-distance", "max-distance", "non-linear-factor", "trigger-threshold", "switch-delta",
                "hide-duration-max", "hide-duration-min", "cancel-duration", "density", "design",
            ])
        #expect(EdgeMachine().parameterInfo.map(\.name) == EdgeParameters.seedTable.map(\.name) + ["profile"])
        var machine = EdgeMachine()
        #expect(throws: ParameterError.unknownParameter(name: "detents", kind: .edge)) {
            try machine.setParameter("detents", to: "medium", at: 0, in: Environment())
        }
    }

    @Test func fieldsOfOtherKindsDoNotApply() {
        let machine = EdgeMachine()
        for field in Field.allCases {
            #expect((machine.value(of: field, in: Environment()) != nil) == field.applies(to: .edge), "\(field)")
        }
    }

    // MARK: - Exhaustive phase x event

    static func startingStates() throws -> [(String, EdgeMachine)] {
        var states: [(String, EdgeMachine)] = [("never presented", EdgeMachine())]
        let variants: [[(String, String)]] = [
            [], [("stack", "2")], [("action-timing", "after-commit")], [("action", "pop")],
            [("commit-effect", "none")], [("commit-effect", "none"), ("stack", "2")],
            [("commit-effect", "collapse"), ("commit-timing", "spring(response: 0.3, dampingRatio: 0.3)")],
            [("commit-effect", "expand"), ("action-timing", "after-commit")], [("should-begin", "false")],
            [("cancel-timing", "linear(0.3)"), ("respects-reduce-motion", "false"), ("disarm-haptic", "selection")],
            [("tracks-vertically", "false"), ("fades-in", "false"), ("arm-transition", "0")],
        ]
        for variant in variants {
            let label = variant.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
            let idle = try EdgeRig(variant)
            states.append(("idle \(label)", idle.machine))
            var dragging = idle
            try dragging.drag(dx: 100, dy: 0, over: 1, hold: true)
            states.append(("dragging \(label)", dragging.machine))
            var cancelling = idle
            try cancelling.drag(dx: 60, dy: 0, over: 1)
            cancelling.step(frames: 2)
            states.append(("cancelling \(label)", cancelling.machine))
            try cancelling.touchDown(Point(x: 14, y: 437))
            states.append(("cancelling frozen \(label)", cancelling.machine))
            var committing = idle
            try committing.drag(dx: 100, dy: 0, over: 1)
            states.append(("committing \(label)", committing.machine))
            try committing.settle()
            states.append(("after commit \(label)", committing.machine))
        }
        var disabled = try EdgeRig([("enabled", "false")])
        states.append(("idle enabled=false", disabled.machine))
        try disabled.drag(dx: 100, dy: 0, over: 1, hold: true)
        states.append(("idle enabled=false, touch down", disabled.machine))
        return states
    }

    @Test func everyPhaseTakesEveryEventPairSafely() throws {
        let environment = Environment()
        let checker = InvariantChecker<EdgeMachine>(
            table: EdgeMachine.transitionTable, environment: environment,
            fingerIsDown: { if case .tracking = $0.finger { true } else { false } },
            dismissedCount: { $0.dismissCount })
        var failures: [String] = []
        var pairs = 0
        for (label, start) in try Self.startingStates() {
            let tick = start.now + 7
            let inside = start.defaultDragStart(in: environment)
            let checked = checker.checkEveryEventPair(
                from: start, label: label, at: tick, inside: inside, outside: Point(x: 201, y: 437))
            failures += checked.failures
            pairs += checked.pairs
            // Live parameter changes from every state.
            for (name, value) in [
                ("enabled", "false"), ("stack", "1"), ("edge", "right"), ("action", "dismiss"),
                ("commit-effect", "none"), ("should-begin", "false"), ("armed-icon-scale", "2"),
            ] {
                var machine = start
                let occurrences = try machine.setParameter(name, to: value, at: tick, in: environment)
                for case .transitioned(let from, let to, _) in occurrences
                where !EdgeMachine.transitionTable.contains(where: {
                    $0.from == from && $0.to == to && $0.event == "parameterChanged"
                }) {
                    failures.append("\(label) / set \(name): \(from) -> \(to) is not in the table")
                }
                failures += checker.apply(nil, named: "set \(name), settle", to: &machine, label: label)
            }
        }
        #expect(pairs > 3000)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
