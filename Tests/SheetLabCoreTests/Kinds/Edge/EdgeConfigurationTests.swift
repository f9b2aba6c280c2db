import Foundation
import Testing

@testable import SheetLabCore

/// The EdgeSwipeBack options beyond docs/models.md's table (seed README, Configuration): haptics,
/// cancel and commit timing, commit effects, the arm transition, reduce motion, `fades-in`,
/// `tracks-vertically` and `should-begin`. Default screen 402 x 874, left edge, start (14, 437).
struct EdgeConfigurationTests {
    // MARK: - Parameters

    struct TextCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: String
        /// The value read back as a user would type it; nil when refused.
        let readBack: String?
        var testDescription: String { "\(name)=\(value)" }
    }

    @Test(arguments: [
        TextCase(name: "tracks-vertically", value: "false", readBack: "false"),
        TextCase(name: "tracks-vertically", value: "no", readBack: nil),
        TextCase(name: "arm-haptic", value: "impact(heavy)", readBack: "impact(heavy)"),
        TextCase(name: "arm-haptic", value: "impact(hard)", readBack: nil),
        TextCase(name: "arm-haptic", value: "heavy", readBack: nil),
        TextCase(name: "disarm-haptic", value: "selection", readBack: "selection"),
        TextCase(name: "disarm-haptic", value: "none", readBack: "none"),
        TextCase(name: "disarm-haptic", value: "nil", readBack: nil),
        TextCase(
            name: "cancel-timing", value: "spring(response: 0.45, dampingRatio: 0.6)",
            readBack: "spring(response: 0.45, dampingRatio: 0.6)"),
        TextCase(
            name: "cancel-timing", value: "spring(response:0.45,dampingRatio:0.6)",
            readBack: "spring(response: 0.45, dampingRatio: 0.6)"),
        TextCase(name: "cancel-timing", value: "ease-out(0.3)", readBack: "ease-out(0.3)"),
        TextCase(name: "cancel-timing", value: "ease-in-out( 0.25 )", readBack: "ease-in-out(0.25)"),
        TextCase(name: "cancel-timing", value: "linear(1e-1)", readBack: "linear(0.1)"),
        TextCase(name: "cancel-timing", value: "linear(0)", readBack: nil),
        TextCase(name: "cancel-timing", value: "linear(-1)", readBack: nil),
        TextCase(name: "cancel-timing", value: "linear(0.001)", readBack: "linear(0.001)"),
        TextCase(name: "cancel-timing", value: "linear(0.0009)", readBack: nil),
        TextCase(name: "cancel-timing", value: "ease-out(3600)", readBack: "ease-out(3600)"),
        TextCase(name: "cancel-timing", value: "ease-out(3601)", readBack: nil),
        TextCase(
            name: "cancel-timing", value: "spring(response: 0.3, dampingRatio: 1000)",
            readBack: "spring(response: 0.3, dampingRatio: 1000)"),
        TextCase(name: "cancel-timing", value: "spring(response: 0.3, dampingRatio: 1e-300)", readBack: nil),
        TextCase(name: "cancel-timing", value: "ease-out(nan)", readBack: nil),
        TextCase(name: "cancel-timing", value: "ease-out", readBack: nil),
        TextCase(name: "cancel-timing", value: "easeOut(duration: 0.15)", readBack: nil),
        TextCase(name: "cancel-timing", value: "spring(response: 0.3)", readBack: nil),
        TextCase(name: "cancel-timing", value: "spring(dampingRatio: 0.5, response: 0.3)", readBack: nil),
        TextCase(name: "cancel-timing", value: "spring(response: 0.3, dampingRatio: 0)", readBack: nil),
        TextCase(name: "cancel-timing", value: "bounce(0.3)", readBack: nil),
        TextCase(name: "commit-effect", value: "collapse", readBack: "collapse"),
        TextCase(name: "commit-effect", value: "shrink", readBack: nil),
        TextCase(name: "commit-timing", value: "linear(0.2)", readBack: "linear(0.2)"),
        TextCase(name: "arm-transition", value: "0", readBack: "0"),
        TextCase(name: "arm-transition", value: "-0.1", readBack: nil),
        TextCase(name: "arm-transition", value: "3601", readBack: nil),
        TextCase(name: "armed-icon-scale", value: "1.3", readBack: "1.3"),
        TextCase(name: "armed-icon-scale", value: "inf", readBack: nil),
        TextCase(name: "respects-reduce-motion", value: "false", readBack: "false"),
        TextCase(name: "fades-in", value: "false", readBack: "false"),
        TextCase(name: "should-begin", value: "false", readBack: "false"),
        TextCase(name: "should-begin", value: "0", readBack: nil),
    ])
    func newParametersParseOrRefuse(_ example: TextCase) {
        var parameters = EdgeParameters()
        do {
            try parameters.set(example.name, to: example.value)
            #expect(parameters.text(of: example.name) == example.readBack)
        } catch {
            #expect(example.readBack == nil, "refused: \(error)")
        }
    }

    /// The README's defaults, read back as `help edge` lists them.
    @Test func defaultsAreTheReadmes() {
        let table = Dictionary(uniqueKeysWithValues: EdgeParameters.table.map { ($0.name, $0.defaultValue) })
        let parameters = EdgeParameters()
        let expected: [(String, String)] = [
            ("tracks-vertically", "true"), ("arm-haptic", "impact(light)"), ("disarm-haptic", "none"),
            ("cancel-timing", "spring(response: 0.32, dampingRatio: 0.82)"), ("commit-effect", "fade"),
            ("commit-timing", "ease-out(0.15)"), ("arm-transition", "0.15"), ("armed-icon-scale", "1.12"),
            ("respects-reduce-motion", "true"), ("fades-in", "true"), ("should-begin", "true"),
        ]
        for (name, value) in expected {
            #expect(table[name] == value, "\(name) in the table")
            #expect(parameters.text(of: name) == value, "\(name) of a fresh EdgeParameters")
        }
    }

    // MARK: - Haptics

    struct HapticCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let arming: [String]
        let disarming: [String]
        let haptics: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        HapticCase(
            name: "defaults: impact(light) on arming, none on disarming", parameters: [],
            arming: ["idle -> dragging", "armed", "haptic impact(light)"], disarming: ["disarmed"], haptics: 1),
        HapticCase(
            name: "impact(medium) and selection",
            parameters: [("arm-haptic", "impact(medium)"), ("disarm-haptic", "selection")],
            arming: ["idle -> dragging", "armed", "haptic impact(medium)"],
            disarming: ["disarmed", "haptic selection"],
            haptics: 2),
        HapticCase(
            name: "no arm haptic, impact(rigid) on disarming",
            parameters: [("arm-haptic", "none"), ("disarm-haptic", "impact(rigid)")],
            arming: ["idle -> dragging", "armed"], disarming: ["disarmed", "haptic impact(rigid)"], haptics: 1),
        HapticCase(
            name: "impact(heavy) both ways",
            parameters: [("arm-haptic", "impact(heavy)"), ("disarm-haptic", "impact(heavy)")],
            arming: ["idle -> dragging", "armed", "haptic impact(heavy)"],
            disarming: ["disarmed", "haptic impact(heavy)"],
            haptics: 2),
        HapticCase(
            name: "impact(soft) on arming", parameters: [("arm-haptic", "impact(soft)")],
            arming: ["idle -> dragging", "armed", "haptic impact(soft)"], disarming: ["disarmed"], haptics: 1),
    ])
    func hapticsPlayOnCrossingTheThreshold(_ example: HapticCase) throws {
        var rig = try EdgeRig(example.parameters)
        #expect(Lines.all(try rig.drag(dx: 100, dy: 0, over: 0.5, hold: true)) == example.arming)
        #expect(Lines.all(try rig.move(dx: -40, dy: 0, over: 0.5)) == example.disarming)
        #expect(rig.integer(.haptics) == example.haptics)
        // A release resets armed silently: no disarm haptic.
        try rig.move(dx: 40, dy: 0, over: 0.5)
        let before = rig.integer(.haptics)
        #expect(Lines.all(try rig.release()).allSatisfy { !$0.hasPrefix("haptic") })
        #expect(rig.integer(.haptics) == before)
    }

    // MARK: - Cancel timing

    /// An analytic spring from `start` to 0, at rest, after `t` s (docs/motion.md, analytic, underdamped).
    static func analyticSpring(response: Double, dampingRatio z: Double, from start: Double, after t: Double) -> Double
    {
        let omega = 2 * Double.pi / response
        let lambda = z * omega
        let damped = omega * (1 - z * z).squareRoot()
        return start * exp(-lambda * t) * (cos(damped * t) + lambda / damped * sin(damped * t))
    }

    struct CancelCase: CustomTestStringConvertible, Sendable {
        let name: String
        var parameters: [(String, String)] = []
        var reduceMotion = false
        let animation: String
        /// Frames after the release (a frame: 60 pt over 1 s ends at tick 6000) and progress then.
        let frames: Int
        let progress: Double
        let tolerance: Double
        /// The frame after the release on which `cancelling -> idle` prints.
        let idleFrame: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        CancelCase(
            name: "linear(0.3): 0.75 x (1 - 0.1 / 0.3) after 6 frames, removed on frame 19",
            parameters: [("cancel-timing", "linear(0.3)")], animation: "linear(duration: 0.3)", frames: 6,
            progress: 0.5,
            tolerance: 1e-9, idleFrame: 19),
        CancelCase(
            name: "ease-out(0.4): 0.75 x (1 - easeOut(0.25)), easeOut(0.25) = 0.37814",
            parameters: [("cancel-timing", "ease-out(0.4)")], animation: "easeOut(duration: 0.4)", frames: 6,
            progress: 0.75 * (1 - 0.37814), tolerance: 1e-5, idleFrame: 25),
        CancelCase(
            name: "ease-in-out(0.2): 0.75 x (1 - easeInOut(0.75)), easeInOut(0.75) = 0.87084",
            parameters: [("cancel-timing", "ease-in-out(0.2)")], animation: "easeInOut(duration: 0.2)", frames: 9,
            progress: 0.75 * (1 - 0.87084), tolerance: 1e-5, idleFrame: 13),
        CancelCase(
            name: "spring(response: 0.45, dampingRatio: 0.6), analytic",
            parameters: [("cancel-timing", "spring(response: 0.45, dampingRatio: 0.6)")],
            animation: "spring(response: 0.45, dampingRatio: 0.6)", frames: 15,
            progress: analyticSpring(response: 0.45, dampingRatio: 0.6, from: 0.75, after: 0.25), tolerance: 1e-9,
            idleFrame: 48),
        CancelCase(
            name: "reduce motion: the default spring becomes easeOut(duration: 0.2)", reduceMotion: true,
            animation: "easeOut(duration: 0.2)", frames: 12, progress: 0, tolerance: 1e-12, idleFrame: 13),
        CancelCase(
            name: "reduce motion keeps a linear cancel", parameters: [("cancel-timing", "linear(0.3)")],
            reduceMotion: true, animation: "linear(duration: 0.3)", frames: 6, progress: 0.5, tolerance: 1e-9,
            idleFrame: 19),
        CancelCase(
            name: "respects-reduce-motion false keeps the default spring under reduce motion",
            parameters: [("respects-reduce-motion", "false")], reduceMotion: true,
            animation: "spring(response: 0.32, dampingRatio: 0.82)", frames: 6,
            progress: analyticSpring(response: 0.32, dampingRatio: 0.82, from: 0.75, after: 0.1), tolerance: 1e-9,
            idleFrame: 28),
    ])
    func cancelTimingRetractsTheIndicator(_ example: CancelCase) throws {
        var rig = try EdgeRig(example.parameters) { $0.reduceMotion = example.reduceMotion }
        try rig.drag(dx: 60, dy: 0, over: 1)
        #expect(rig.world.now == 6000)
        #expect(rig.phase == .cancelling)
        #expect(rig.word(.animation) == example.animation)
        rig.step(frames: example.frames)
        #expect(abs(rig.number(.progress) - example.progress) <= example.tolerance)
        var frame = example.frames
        while rig.phase == .cancelling, frame < 600 {
            rig.step(frames: 1)
            frame += 1
        }
        #expect(frame == example.idleFrame)
        #expect(rig.number(.progress) == 0)
    }

    struct MotionNoteCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let reduceMotion: Bool
        let otherMotion: String?
        let readings: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        MotionNoteCase(
            name: "default spring, reduce motion off", parameters: [], reduceMotion: false,
            otherMotion:
                "reduce motion on: easeOut(duration: 0.2) instead of spring(response: 0.32, dampingRatio: 0.82)",
            readings: []),
        MotionNoteCase(
            name: "a curve cancels alike under either setting", parameters: [("cancel-timing", "ease-out(0.3)")],
            reduceMotion: false, otherMotion: nil, readings: []),
        MotionNoteCase(
            name: "springs kept", parameters: [("respects-reduce-motion", "false")], reduceMotion: true,
            otherMotion: nil,
            readings: [
                "respects-reduce-motion false: cancel-timing spring(response: 0.32, dampingRatio: 0.82) runs under "
                    + "reduce motion too"
            ]),
    ])
    func explainSaysWhatReduceMotionChanges(_ example: MotionNoteCase) throws {
        var rig = try EdgeRig(example.parameters) { $0.reduceMotion = example.reduceMotion }
        try rig.drag(dx: 60, dy: 0, over: 1)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.otherMotionSetting == example.otherMotion)
        #expect(decision.text.readings == example.readings)
    }

    // MARK: - Commit effects

    struct CommitCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        /// What the release prints.
        let release: [String]
        /// Frames after the release, and the indicator then (80 pt over 1 s: progress 1).
        let frames: Int
        let width: Double
        let height: Double
        let opacity: Double
        /// The frame after the release on which the commit ends (0: at the release), and what it prints.
        let endFrame: Int
        let end: [String]
        var testDescription: String { name }
    }

    static let released = ["dragging -> committing (release: translation 80.0 >= trigger 80.0)"]

    @Test(arguments: [
        CommitCase(
            name: "fade, linear(0.2), after-commit: opacity x f, f = 0.5 after 0.1 s",
            parameters: [("commit-timing", "linear(0.2)"), ("action-timing", "after-commit")], release: released,
            frames: 6, width: 34, height: 168, opacity: 0.5, endFrame: 13,
            end: ["action dismiss", "committing -> dismissed"]),
        CommitCase(
            name: "collapse, linear(0.2), after-commit: size x f",
            parameters: [
                ("commit-effect", "collapse"), ("commit-timing", "linear(0.2)"), ("action-timing", "after-commit"),
            ], release: released, frames: 6, width: 17, height: 84, opacity: 1, endFrame: 13,
            end: ["action dismiss", "committing -> dismissed"]),
        CommitCase(
            name: "expand, linear(0.2), after-commit: size x (2 - f)",
            parameters: [
                ("commit-effect", "expand"), ("commit-timing", "linear(0.2)"), ("action-timing", "after-commit"),
            ], release: released, frames: 6, width: 51, height: 252, opacity: 1, endFrame: 13,
            end: ["action dismiss", "committing -> dismissed"]),
        CommitCase(
            name: "collapse, default easeOut(duration: 0.15): nothing left on frame 9, removed on frame 10",
            parameters: [("commit-effect", "collapse"), ("action", "custom")],
            release: released + ["action custom"], frames: 9, width: 0, height: 0, opacity: 1, endFrame: 10,
            end: ["committing -> idle"]),
        CommitCase(
            name: "none, after-commit: the action and the end at the release",
            parameters: [("commit-effect", "none"), ("action-timing", "after-commit")],
            release: released + ["action dismiss", "committing -> dismissed"], frames: 0, width: 0, height: 134.4,
            opacity: 0, endFrame: 0, end: []),
        CommitCase(
            name: "none, stack 2: pops at once, ends idle", parameters: [("commit-effect", "none"), ("stack", "2")],
            release: released + ["action pop", "committing -> idle"], frames: 0, width: 0, height: 134.4, opacity: 0,
            endFrame: 0, end: []),
    ])
    func commitEffectsDrawAndEnd(_ example: CommitCase) throws {
        var rig = try EdgeRig(example.parameters)
        let released = try rig.drag(dx: 80, dy: 0, over: 1)
        #expect(rig.world.now == 6000)
        #expect(Lines.all(released).suffix(example.release.count) == example.release[...])
        rig.step(frames: example.frames)
        #expect(abs(rig.number(.bubbleWidth) - example.width) < 1e-9)
        #expect(abs(rig.number(.bubbleHeight) - example.height) < 1e-9)
        #expect(abs(rig.number(.bubbleOpacity) - example.opacity) < 1e-9)
        guard example.endFrame > 0 else {
            #expect(rig.phase != .committing)
            return
        }
        var frame = example.frames
        var end: [Record] = []
        while rig.phase == .committing, frame < 600 {
            end = rig.step(frames: 1)
            frame += 1
        }
        #expect(frame == example.endFrame)
        #expect(Lines.all(end) == example.end)
        #expect(rig.integer(.actions) == 1)
        #expect(rig.number(.bubbleWidth) == 0)
    }

    @Test func anUnderdampedCollapseNeverDrawsANegativeSize() throws {
        var rig = try EdgeRig([
            ("commit-effect", "collapse"), ("commit-timing", "spring(response: 0.3, dampingRatio: 0.3)"),
        ])
        try rig.drag(dx: 80, dy: 0, over: 1)
        var lowest = Double.infinity
        var sawZero = false
        while rig.phase == .committing {
            rig.step(frames: 1)
            if rig.phase == .committing {
                lowest = min(lowest, rig.number(.bubbleWidth))
                sawZero = sawZero || rig.number(.bubbleWidth) == 0
            }
        }
        #expect(lowest == 0)
        #expect(sawZero)  // the spring swings past 0: the size holds at 0 there
    }

    @Test(arguments: [
        ("fade", ["bubble-opacity"]), ("collapse", ["bubble-width", "bubble-height"]),
        ("expand", ["bubble-width", "bubble-height"]),
    ])
    func settleNamesTheFieldsTheEffectMoves(_ effect: String, _ names: [String]) throws {
        var rig = try EdgeRig([("commit-effect", effect)])
        try rig.drag(dx: 80, dy: 0, over: 0.5, hold: true)
        #expect(rig.machine.movingValues == ["icon-scale"])  // armed on the last sample
        try rig.release()
        #expect(rig.machine.movingValues == names + ["icon-scale"])
        rig.step(frames: 10)
        #expect(rig.machine.movingValues == [])
    }

    // MARK: - Arm transition

    /// easeInOut(0.75) = 0.87084 (docs/motion.md#timing-curves).
    static let easeInOutAt075 = 0.87084

    struct LookCase: CustomTestStringConvertible, Sendable {
        let name: String
        var parameters: [(String, String)] = []
        /// What happens after arming at 100 pt held (1 s; icon at armed-icon-scale).
        let then: Then
        let armedColor: Bool
        let iconScale: Double
        let tolerance: Double
        var testDescription: String { name }

        enum Then: Sendable {
            /// Back to 79.5 pt (disarmed on the last sample), then `frames` frames.
            case disarm(frames: Int)
            /// Release (commit), then `frames` frames.
            case commit(frames: Int)
            case escape
            case disable(frames: Int)
            case setScale(String)
        }
    }

    @Test(arguments: [
        LookCase(
            name: "disarming eases the icon back: 1.12 - 0.12 x easeInOut(0.75)",
            parameters: [("arm-transition", "0.2")],
            then: .disarm(frames: 9), armedColor: false, iconScale: 1.12 - 0.12 * easeInOutAt075, tolerance: 1e-5),
        LookCase(
            name: "the default transition ends in 0.15 s", then: .disarm(frames: 9), armedColor: false, iconScale: 1,
            tolerance: 1e-12),
        LookCase(
            name: "arm-transition 0 jumps back", parameters: [("arm-transition", "0")], then: .disarm(frames: 0),
            armedColor: false, iconScale: 1, tolerance: 0),
        LookCase(
            name: "a commit keeps the armed look while it runs", then: .commit(frames: 9), armedColor: true,
            iconScale: 1.12, tolerance: 1e-12),
        LookCase(
            name: "the end of the commit drops the look at once", then: .commit(frames: 10), armedColor: false,
            iconScale: 1, tolerance: 0),
        LookCase(name: "escape drops the look at once", then: .escape, armedColor: false, iconScale: 1, tolerance: 0),
        LookCase(
            // docs/decisions.md#timing-of-changes: the drag is cancelled at the next frame, 9 frames before the
            // reading.
            name: "enabled false mid-drag eases the look back with the cancel", parameters: [("arm-transition", "0.2")],
            then: .disable(frames: 10), armedColor: false, iconScale: 1.12 - 0.12 * easeInOutAt075, tolerance: 1e-5),
        LookCase(
            name: "a live armed-icon-scale moves the icon at once", then: .setScale("0.9"), armedColor: true,
            iconScale: 0.9, tolerance: 0),
    ])
    func armTransitionShapesTheArmedLook(_ example: LookCase) throws {
        var rig = try EdgeRig(example.parameters)
        try rig.drag(dx: 100, dy: 0, over: 1, hold: true)
        #expect(rig.word(.armedColor) == "true")
        #expect(rig.number(.iconScale) == 1.12)
        switch example.then {
        case .disarm(let frames):
            #expect(Lines.all(try rig.move(dx: -20.5, dy: 0, over: 0.5)) == ["disarmed"])
            rig.step(frames: frames)
        case .commit(let frames):
            try rig.release()
            #expect(rig.word(.armed) == "false")
            rig.step(frames: frames)
        case .escape:
            try rig.escape()
        case .disable(let frames):
            try rig.set("enabled", "false")
            rig.step(frames: frames)
        case .setScale(let value):
            try rig.set("armed-icon-scale", value)
        }
        #expect(rig.word(.armedColor) == String(example.armedColor))
        #expect(abs(rig.number(.iconScale) - example.iconScale) <= example.tolerance)
    }

    @Test func theIconRisesOnTheEaseInOutCurve() throws {
        var rig = try EdgeRig([("arm-transition", "0.2"), ("armed-icon-scale", "1.5")])
        try rig.drag(dx: 80, dy: 0, over: 1, hold: true)  // armed on the last sample, a frame
        var scales: [Double] = []
        for _ in 0..<13 {
            rig.step(frames: 1)
            scales.append(rig.number(.iconScale))
        }
        #expect(abs(scales[8] - (1 + 0.5 * Self.easeInOutAt075)) < 1e-5)  // 0.15 of 0.2 s
        #expect(abs(scales[5] - 1.25) < 1e-12)  // easeInOut is symmetric: half way at 0.1 s
        #expect(scales[11] == 1.5)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(rig.word(.animation) == "none")  // icon-scale is read on its own
    }

    // MARK: - tracks-vertically, fades-in, should-begin

    @Test(arguments: [
        (true, 400.0, -30.0, 370.0, -600.0, 70.0), (false, 400.0, -30.0, 400.0, -600.0, 400.0),
        (false, 30.0, 40.0, 70.0, 400.0, 70.0), (false, 860.0, -40.0, 832.0, -600.0, 832.0),
    ])
    func anchorFollowsTheFingerOnlyWhenTracking(
        _ tracks: Bool, _ startY: Double, _ dy: Double, _ begun: Double, _ moved: Double, _ after: Double
    ) throws {
        var rig = try EdgeRig([("tracks-vertically", String(tracks))])
        try rig.drag(dx: 60, dy: dy, over: 0.5, from: Point(x: 14, y: startY), hold: true)
        #expect(rig.phase == .dragging)
        #expect(rig.number(.anchorY) == begun, "begun, tracks \(tracks) from \(startY)")
        try rig.move(dx: 0, dy: moved, over: 0.5, hold: false)
        #expect(rig.number(.anchorY) == after, "moved, tracks \(tracks) from \(startY)")
    }

    @Test(arguments: [
        ("fades in, a quarter of the way", true, 20.0, 0.25), ("fades in, past the trigger", true, 120.0, 1.0),
        ("no fade-in, a quarter of the way", false, 20.0, 1.0), ("no fade-in, a hair past 0", false, 0.5, 1.0),
    ])
    func fadesInSetsTheOpacityWhileDragging(_ name: String, _ fadesIn: Bool, _ dx: Double, _ opacity: Double) throws {
        var rig = try EdgeRig([("fades-in", String(fadesIn))])
        #expect(rig.number(.bubbleOpacity) == 0, "\(name): at rest")
        // Past the 10 pt begin distance first, then back to dx.
        try rig.drag(dx: 12, dy: 0, over: 0.2, hold: true)
        try rig.move(dx: dx - 12, dy: 0, over: 0.5)
        #expect(rig.number(.bubbleOpacity) == opacity, "\(name)")
    }

    @Test func noFadeInStillTakesTheCommitFadeAndClampsTheUndershoot() throws {
        var rig = try EdgeRig([("fades-in", "false")])
        try rig.drag(dx: 80, dy: 0, over: 1)
        rig.step(frames: 1)
        #expect(abs(rig.number(.bubbleOpacity) - rig.machine.fade.presented) < 1e-12)
        try rig.settle()
        try rig.present()
        try rig.drag(dx: 40, dy: 0, over: 0.5)
        var sawUndershoot = false
        while rig.phase == .cancelling {
            rig.step(frames: 1)
            if rig.number(.progress) < 0 {
                sawUndershoot = true
                #expect(rig.number(.bubbleOpacity) == 0)
            }
        }
        #expect(sawUndershoot)
    }

    struct BeginCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let lines: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        BeginCase(
            name: "should-begin false: the touch fails", parameters: [("should-begin", "false")],
            lines: ["ignored touch: should-begin false, so the gesture failed as it would begin"]),
        BeginCase(
            name: "should-begin true: the default",
            parameters: [("should-begin", "true")],
            lines: [
                "idle -> dragging", "armed", "haptic impact(light)",
                "dragging -> committing (release: translation 100.0 >= trigger 80.0)", "action dismiss",
            ]),
    ])
    func shouldBeginGuardsTheSwipe(_ example: BeginCase) throws {
        var rig = try EdgeRig(example.parameters)
        #expect(Lines.all(try rig.drag(dx: 100, dy: 0, over: 1)) == example.lines)
    }

    @Test func shouldBeginIsAskedWhenTheDragWouldBegin() throws {
        var rig = try EdgeRig([("should-begin", "false")])
        try rig.touchDown(Point(x: 14, y: 437))
        try rig.set("should-begin", "true")  // before the 10 pt sample: read live
        #expect(Lines.all(try rig.touchMove(Point(x: 30, y: 437))) == ["idle -> dragging"])
        #expect(try rig.set("should-begin", "false").isEmpty)  // a running drag goes on
        rig.step(frames: 5)
        try rig.touchMove(Point(x: 110, y: 437))
        #expect(rig.phase == .dragging)
        try rig.release()
        #expect(rig.phase == .committing)
    }

    @Test(arguments: [
        ("should-begin false: escape acts", [("should-begin", "false")], 1),
        ("enabled false: escape is ignored", [("enabled", "false")], 0),
        ("both false: escape is ignored", [("should-begin", "false"), ("enabled", "false")], 0),
    ])
    func escapeIgnoresShouldBeginButNotEnabled(_ name: String, _ parameters: [(String, String)], _ actions: Int) throws
    {
        var rig = try EdgeRig(parameters)
        try rig.escape()
        #expect(rig.integer(.actions) == actions, "\(name)")
        if actions == 1 {
            #expect(
                rig.machine.lastDecision?.text.readings == [VerdictText.reading(.shouldBeginEscape)],
                "\(name): explain names it")
        }
    }
}
