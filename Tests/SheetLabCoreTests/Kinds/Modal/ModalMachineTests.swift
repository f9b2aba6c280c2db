import Testing

@testable import SheetLabCore

/// `modal` (docs/models.md; seed: swipe-to-dismiss-tutorial.txt). Default screen 402 x 874, T/B 62/34,
/// C 778; the 300 pt modal rests with its top at 301, so the default drag start is (201, 321).
struct ModalMachineTests {
    typealias Rig = KindRig<ModalMachine>

    static let start = Point(x: 201, y: 321)

    // MARK: - The release rule

    struct ReleaseCase: CustomTestStringConvertible, Sendable {
        var name: String
        var dy: Double
        var seconds: Double
        /// Ticks held still before lifting (300 or more: no velocity).
        var pause: Int64
        var phase: Phase
        var cause: String
        var testDescription: String { name }
    }

    static let releaseCases: [ReleaseCase] = [
        ReleaseCase(
            name: "dy 100 held still cancels", dy: 100, seconds: 0.25, pause: 300, phase: .cancelling,
            cause: "release: dy 100.0 <= threshold 100.0, release velocity 0.0 <= velocity 500.0"),
        ReleaseCase(
            name: "dy 100.1 held still dismisses", dy: 100.1, seconds: 0.25, pause: 300, phase: .committing,
            cause: "release: dy 100.1 > threshold 100.0"),
        ReleaseCase(
            name: "velocity 500 cancels (dy 50 over 0.1 s)", dy: 50, seconds: 0.1, pause: 0, phase: .cancelling,
            cause: "release: dy 50.0 <= threshold 100.0, release velocity 500.0 <= velocity 500.0"),
        ReleaseCase(
            name: "velocity 501 dismisses (dy 50.1 over 0.1 s)", dy: 50.1, seconds: 0.1, pause: 0, phase: .committing,
            cause: "release: release velocity 501.0 > velocity 500.0"),
        ReleaseCase(
            name: "an upward drag cancels with nothing to move back", dy: -60, seconds: 0.25, pause: 0, phase: .idle,
            cause: "release: dy -60.0 <= threshold 100.0, release velocity -240.0 <= velocity 500.0"),
    ]

    @Test(arguments: releaseCases)
    func releaseRule(_ row: ReleaseCase) throws {
        var rig = try Rig()
        try rig.drag(dy: row.dy, over: row.seconds, hold: true)
        rig.advance(to: rig.now + row.pause)
        let mark = rig.mark
        try rig.release()
        #expect(rig.phase == row.phase)
        #expect(
            rig.occurrences(since: mark).first?
                .transitionWords == TransitionWords(from: .dragging, to: row.phase, cause: row.cause))
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.reason == String(row.cause.dropFirst("release: ".count)))
        #expect(decision.text.source == "seed CustomModalContent DragGesture.onEnded")
        if row.phase == .committing {
            #expect(rig.callbackCount() == 1, "onDismiss at once")
            #expect(rig.bool(.presented) == false)
            #expect(rig.text(.animation) == "spring(response: 0.4, dampingFraction: 0.8)")
        } else if row.phase == .cancelling {
            #expect(rig.text(.animation) == "spring(response: 0.3, dampingFraction: 0.6)")
        }
    }

    @Test func releaseDecisionRecordsEveryComparisonMade() throws {
        var rig = try Rig()
        try rig.drag(dy: 50, over: 0.1)
        var decision = try #require(rig.machine.lastDecision)
        #expect(decision.readout?.translation == 50)
        #expect(isApproximatelyEqual(decision.readout?.velocity ?? 0, 500, tolerance: 1e-9))
        decision.readout = nil
        #expect(
            decision.words
                == DecisionWords(
                    trigger: .release, tick: 600, outcome: "cancel",
                    reason: "dy 50.0 <= threshold 100.0, release velocity 500.0 <= velocity 500.0",
                    comparisons: ["dy 50.0 <= threshold 100.0", "release velocity 500.0 <= velocity 500.0"],
                    source: "seed CustomModalContent DragGesture.onEnded",
                    otherMotionSetting:
                        "reduce motion on: easeOut(duration: 0.2) instead of spring(response: 0.3, dampingFraction: 0.6)"
                ))
        try rig.settle()
        try rig.drag(dy: 150, over: 1)
        #expect(rig.machine.lastDecision?.text.comparisons == ["dy 150.0 > threshold 100.0"], "|| short-circuits")
    }

    // MARK: - The seed quirk: dragOffset only updates while dy > 0

    @Test func aFingerJumpingAboveTheStartLeavesTheOffsetAtTheLastPositiveSample() throws {
        var rig = try Rig()
        try rig.touchDown(Self.start)
        rig.advance(to: 100)
        try rig.touchMove(Point(x: 201, y: Self.start.y + 50))
        #expect(rig.phase == .dragging)
        #expect(rig.number(.offset) == 50)
        rig.advance(to: 200)
        try rig.touchMove(Point(x: 201, y: Self.start.y - 20))
        #expect(rig.number(.offset) == 50, "the seed only updates dragOffset while dy > 0")
        #expect(rig.number(.translation) == 0)
        #expect(rig.number(.dragProgress) == 0.5)
        #expect(rig.number(.progress) == 0.5)
        rig.advance(to: 600)
        try rig.release()
        #expect(rig.phase == .cancelling)
        let decision = try #require(rig.machine.lastDecision)
        #expect(
            decision.text.quirks == [
                "modal offset kept when dragging back above the start: dy -20.0 <= 0, so dragOffset stayed 50.0 "
                    + "(the seed updates it only while dy > 0)"
            ])
        #expect(decision.text.reason == "dy -20.0 <= threshold 100.0, release velocity 0.0 <= velocity 500.0")
        try rig.settle()
        #expect(rig.number(.offset) == 0)
    }

    @Test func noQuirkWhenTheFingerEndsBelowTheStart() throws {
        var rig = try Rig()
        try rig.drag(dy: 60, over: 1)
        #expect(rig.machine.lastDecision?.text.quirks == [])
    }

    @Test func cancelSpringOvershootsAboveRestButProgressStaysClamped() throws {
        var rig = try Rig()
        try rig.drag(dy: 80, over: 1)
        var lowest = Double.infinity
        while rig.phase == .cancelling {
            rig.step()
            lowest = min(lowest, rig.number(.offset))
            #expect(rig.number(.progress) >= 0)
        }
        // spring(response: 0.3, dampingFraction: 0.6) overshoots about 9.5 %: about -7.6 pt from 80.
        #expect(lowest < -6 && lowest > -9, "lowest \(lowest)")
        #expect(rig.phase == .idle)
    }

    // MARK: - Backdrop tap and escape

    @Test func backdropTapDismissesWithOnDismissAtOnce() throws {
        var rig = try Rig()
        let mark = rig.mark
        try rig.tapBackdrop()
        #expect(
            rig.occurrences(since: mark) == [
                .transitioned(from: .idle, to: .committing, cause: .backdropTap), .callbackFired("onDismiss"),
            ])
        #expect(rig.bool(.presented) == false)
        #expect(rig.number(.dismissed) == 1)
        #expect(rig.text(.animation) == "spring()")
        #expect(rig.machine.movingValues == ["offset", "backdrop"])
        #expect(
            rig.machine.lastDecision?.text.source
                == "seed CustomSwipeToDismissView backdrop .onTapGesture { closeModal() }")
        rig.step()
        #expect(rig.number(.backdrop) < 0.4 && rig.number(.backdrop) > 0)
        #expect(rig.number(.offset) > 0, "leaving by .move(edge: .bottom)")
        try rig.settle()
        #expect(rig.phase == .dismissed)
        #expect(rig.occurrences().last == .transitioned(from: .committing, to: .dismissed, cause: nil))
        #expect(rig.number(.offset) == 300)
        #expect(rig.number(.backdrop) == 0)
        try rig.tapBackdrop()
        try rig.escape()
        #expect(rig.callbackCount() == 1)
    }

    struct DismissCase: CustomTestStringConvertible, Sendable {
        enum Trigger: Sendable { case escape, backdropTap }
        var name: String
        var trigger: Trigger
        var from: Phase
        var spelling: String
        var testDescription: String { name }
    }

    static let dismissCases: [DismissCase] = [
        DismissCase(
            name: "escape while idle", trigger: .escape, from: .idle,
            spelling: "spring(response: 0.4, dampingFraction: 0.8)"),
        DismissCase(
            name: "escape while dragging", trigger: .escape, from: .dragging,
            spelling: "spring(response: 0.4, dampingFraction: 0.8)"),
        // dragOffset is already 0 while cancelling: the dismiss starts nothing on the offset, whose
        // cancel spring runs on beside the move.
        DismissCase(
            name: "escape while cancelling", trigger: .escape, from: .cancelling,
            spelling: "spring(response: 0.3, dampingFraction: 0.6) + spring(response: 0.4, dampingFraction: 0.8)"),
        DismissCase(name: "backdrop tap while idle", trigger: .backdropTap, from: .idle, spelling: "spring()"),
        DismissCase(name: "backdrop tap while dragging", trigger: .backdropTap, from: .dragging, spelling: "spring()"),
        DismissCase(
            name: "backdrop tap while cancelling", trigger: .backdropTap, from: .cancelling,
            spelling: "spring(response: 0.3, dampingFraction: 0.6) + spring()"),
    ]

    @Test(arguments: dismissCases)
    func escapeAndBackdropTapDismissExactlyOnce(_ row: DismissCase) throws {
        var rig = try Rig()
        switch row.from {
        case .dragging: try rig.drag(dy: 80, hold: true)
        case .cancelling:
            try rig.drag(dy: 80, over: 1)
            rig.step()
        default: break
        }
        #expect(rig.phase == row.from)
        let mark = rig.mark
        switch row.trigger {
        case .escape: try rig.escape()
        case .backdropTap: try rig.tapBackdrop()
        }
        let cause: TransitionCause = row.trigger == .escape ? .escape : .backdropTap
        #expect(
            rig.occurrences(since: mark) == [
                .transitioned(from: row.from, to: .committing, cause: cause), .callbackFired("onDismiss"),
            ])
        #expect(rig.text(.animation) == row.spelling)
        if row.from == .dragging {
            #expect(rig.number(.offset) == 80, "no onEnded: dragOffset stays, then animates to 0")
            #expect(rig.number(.releaseTranslation) == 80, "kept at the cancel")
            #expect(rig.number(.translation) == 0, "the cancelled finger reads 0")
            #expect(
                rig.machine.lastDecision?.text.comparisons.first
                    == "the drag is cancelled: no onEnded, dragOffset 80.0 stays")
            try rig.move(dy: 100, hold: false)  // the cancelled finger moves on and lifts: nothing
        }
        try rig.settle()
        try rig.escape()
        try rig.tapBackdrop()
        #expect(rig.phase == .dismissed)
        #expect(rig.callbackCount() == 1)
        #expect(rig.number(.dismissed) == 1)
        #expect(rig.number(.offset) == 300)
    }

    @Test func offsetWhileLeavingIsTheDrawnOffsetPlusTheMove() throws {
        var rig = try Rig()
        try rig.drag(dy: 80, hold: true)
        try rig.escape()
        rig.step()
        let machine = rig.machine
        #expect(machine.drawnOffset.presented < 80 && machine.drawnOffset.presented > 0)
        #expect(machine.transition.presented > 0 && machine.transition.presented < 300)
        #expect(rig.number(.offset) == machine.drawnOffset.presented + machine.transition.presented)
        #expect(rig.number(.progress) == machine.drawnOffset.presented / 100, "progress leaves the move out")
    }

    // MARK: - Presentation

    @Test func animatedPresentationEntersFromItsHeightWithTheBackdropFadingIn() throws {
        var rig = try Rig(animated: true)
        #expect(rig.occurrences() == [.transitioned(from: .dismissed, to: .presenting, cause: nil)])
        #expect(rig.number(.offset) == 300)
        #expect(rig.number(.backdrop) == 0)
        #expect(rig.text(.animation) == "spring()")
        #expect(rig.bool(.hitTesting) == false)
        #expect(rig.machine.defaultDragStart(in: rig.environment) == Point(x: 201, y: 621))
        rig.step()
        #expect(rig.number(.offset) < 300 && rig.number(.offset) > 0)
        #expect(rig.number(.backdrop) > 0 && rig.number(.backdrop) < 0.4)
        try rig.settle()
        #expect(rig.occurrences().last == .transitioned(from: .presenting, to: .idle, cause: nil))
        #expect(rig.number(.offset) == 0)
        #expect(rig.number(.backdrop) == 0.4)
        #expect(rig.text(.animation) == "none")
    }

    @Test func presentationWithoutAnimationIsIdleAtOnce() throws {
        let rig = try Rig()
        #expect(rig.occurrences() == [.transitioned(from: .dismissed, to: .idle, cause: nil)])
        #expect(rig.number(.backdrop) == 0.4)
        #expect(rig.number(.offset) == 0)
        #expect(rig.machine.defaultDragStart(in: rig.environment) == Self.start)
    }

    @Test func rePresentationStartsAFreshPresentation() throws {
        var rig = try Rig()
        try rig.drag(dy: 150)
        try rig.settle()
        let mark = rig.mark
        try rig.present(animated: true)
        #expect(rig.occurrences(since: mark) == [.transitioned(from: .dismissed, to: .presenting, cause: nil)])
        #expect(rig.number(.dismissed) == 0)
        #expect(rig.bool(.presented) == true)
        #expect(rig.number(.offset) == 300)
        #expect(rig.number(.translation) == 0)
        try rig.settle()
        try rig.tapBackdrop()
        #expect(rig.number(.dismissed) == 1)
        #expect(rig.callbackCount() == 2, "one per presentation")
    }

    // MARK: - Reduce motion: every spring becomes easeOut(duration: 0.2)

    struct ReduceMotionCase: CustomTestStringConvertible, Sendable {
        enum Action: Sendable { case present, cancel, releaseDismiss, escape, backdropTap }
        var name: String
        var action: Action
        var phase: Phase
        var testDescription: String { name }
    }

    static let reduceMotionCases: [ReduceMotionCase] = [
        ReduceMotionCase(name: "animated presentation", action: .present, phase: .presenting),
        ReduceMotionCase(name: "cancel", action: .cancel, phase: .cancelling),
        ReduceMotionCase(name: "release dismiss", action: .releaseDismiss, phase: .committing),
        ReduceMotionCase(name: "escape", action: .escape, phase: .committing),
        ReduceMotionCase(name: "backdrop tap", action: .backdropTap, phase: .committing),
    ]

    @Test(arguments: reduceMotionCases)
    func reduceMotionTurnsEverySpringIntoEaseOut(_ row: ReduceMotionCase) throws {
        var rig = try Rig(animated: row.action == .present) { $0.reduceMotion = true }
        switch row.action {
        case .present: break
        case .cancel: try rig.drag(dy: 60, over: 1)
        case .releaseDismiss: try rig.drag(dy: 150, over: 1)
        case .escape: try rig.escape()
        case .backdropTap: try rig.tapBackdrop()
        }
        #expect(rig.phase == row.phase)
        #expect(rig.text(.animation) == "easeOut(duration: 0.2)")
        let started = rig.now
        try rig.settle()
        // An easeOut(duration: 0.2) started on a frame is removed on the 13th frame after.
        #expect(rig.now == started + 1300)
        if let otherSetting = rig.machine.lastDecision?.text.otherMotionSetting {
            #expect(otherSetting.hasPrefix("reduce motion off: spring("))
        }
    }

    // MARK: - Beginning a drag and touching outside

    struct TouchCase: CustomTestStringConvertible, Sendable {
        var name: String
        var from: Point
        var dy: Double
        var begins: Bool
        var testDescription: String { name }
    }

    static let touchCases: [TouchCase] = [
        TouchCase(name: "9.9 pt never begins", from: start, dy: 9.9, begins: false),
        TouchCase(name: "10 pt begins (DragGesture's default)", from: start, dy: 10, begins: true),
        TouchCase(name: "left of the 16 pt padding is outside", from: Point(x: 15.9, y: 400), dy: 100, begins: false),
        TouchCase(name: "on the padding edge is inside", from: Point(x: 16, y: 400), dy: 100, begins: true),
        TouchCase(name: "above the modal is outside", from: Point(x: 201, y: 300.9), dy: 100, begins: false),
        TouchCase(name: "the bottom edge is inside", from: Point(x: 201, y: 601), dy: 100, begins: true),
    ]

    @Test(arguments: touchCases)
    func touchesBeginOnlyOnTheModal(_ row: TouchCase) throws {
        var rig = try Rig()
        try rig.drag(dy: row.dy, from: row.from, hold: true)
        #expect(rig.phase == (row.begins ? .dragging : .idle))
        #expect(rig.number(.offset) == (row.begins ? row.dy : 0))
    }

    @Test func armedFollowsTheRuleAtSamplesAndFrames() throws {
        var rig = try Rig()
        try rig.drag(dy: 60, over: 0.1, hold: true)  // 600 pt/s > 500
        #expect(rig.bool(.armed) == true)
        rig.step(frames: 3)
        #expect(rig.bool(.armed) == false, "a 50 ms pause kills the fling")
        #expect(rig.records.last { $0.occurrence == .disarmed }?.event == "frameTicked")
        try rig.move(dy: 41, over: 1)  // dy 101 > 100
        #expect(rig.bool(.armed) == true)
        try rig.release()
        #expect(rig.bool(.armed) == false)
        #expect(rig.phase == .committing)
    }

    @Test func aNewDragDuringCancellingTakesOverTheOffset() throws {
        var rig = try Rig()
        try rig.drag(dy: 80, over: 1)
        rig.step(frames: 2)
        try rig.drag(dy: 30, over: 0.1, hold: true)
        #expect(rig.phase == .dragging)
        #expect(rig.machine.dragOffset == 30)
        #expect(rig.machine.movingValues == ["offset"], "the cancel spring decays under the finger")
    }

    // MARK: - Parameters

    struct BadParameter: CustomTestStringConvertible, Sendable {
        var name: String
        var value: String
        var error: ParameterError
        var testDescription: String { "\(name)=\(value)" }
    }

    static let badParameters: [BadParameter] = [
        BadParameter(
            name: "threshold", value: "nan",
            error: .invalidValue(name: "threshold", value: "nan", expected: "a number > 0")),
        BadParameter(
            name: "threshold", value: "0", error: .invalidValue(name: "threshold", value: "0", expected: "a number > 0")
        ),
        BadParameter(
            name: "threshold", value: "-5",
            error: .invalidValue(name: "threshold", value: "-5", expected: "a number > 0")),
        BadParameter(
            name: "velocity", value: "-1",
            error: .invalidValue(name: "velocity", value: "-1", expected: "a number >= 0")),
        BadParameter(
            name: "velocity", value: "infinity",
            error: .invalidValue(name: "velocity", value: "infinity", expected: "a number >= 0")),
        BadParameter(
            name: "height", value: "-300",
            error: .invalidValue(name: "height", value: "-300", expected: "a number >= 0")),
        BadParameter(
            name: "height", value: "tall",
            error: .invalidValue(name: "height", value: "tall", expected: "a number >= 0")),
        BadParameter(
            name: "backdrop", value: "1.01",
            error: .invalidValue(name: "backdrop", value: "1.01", expected: "a number from 0 to 1")),
        BadParameter(
            name: "min-distance", value: "-10",
            error: .invalidValue(name: "min-distance", value: "-10", expected: "a number >= 0")),
        BadParameter(name: "shrink", value: "0.1", error: .unknownParameter(name: "shrink", kind: .modal)),
        BadParameter(name: "Threshold", value: "100", error: .unknownParameter(name: "Threshold", kind: .modal)),
    ]

    @Test(arguments: badParameters)
    func invalidParametersAreRefused(_ row: BadParameter) {
        var machine = ModalMachine()
        #expect(throws: row.error) { try machine.setParameter(row.name, to: row.value, at: 0, in: Environment()) }
        #expect(machine.parameters == ModalParameters(), "nothing changed")
    }

    @Test func parameterTableListsEveryParameterWithItsDefault() throws {
        #expect(
            ModalMachine.parameterTable.map(\.name) == [
                "variant", "threshold", "velocity", "height", "backdrop", "min-distance", "design",
            ])
        var parameters = ModalParameters()
        // `design` has no default: a modal without one follows the seed.
        for info in ModalMachine.parameterTable where info.name != "design" {
            #expect(parameters.text(of: info.name) == info.defaultValue, "\(info.name)")
            try parameters.set(info.name, to: info.defaultValue)
        }
        #expect(parameters == ModalParameters())
    }

    @Test func liveHeightAndBackdropChangesJumpWithoutAnimation() throws {
        var rig = try Rig()
        try rig.set("height", "200")
        #expect(rig.machine.restingTop(in: rig.environment) == 351)
        #expect(rig.machine.defaultDragStart(in: rig.environment) == Point(x: 201, y: 371))
        try rig.set("backdrop", "0.6")
        #expect(rig.number(.backdrop) == 0.6)
        #expect(rig.machine.movingValues.isEmpty)
        try rig.set("height", "30")
        #expect(rig.machine.defaultDragStart(in: rig.environment).y == 62 + 374 + 15, "half the height under 40 pt")
        try rig.tapBackdrop()
        try rig.settle()
        #expect(rig.number(.offset) == 30, "leaves by its own (new) height")
    }

    @Test func liveThresholdChangeDecidesTheNextRelease() throws {
        var rig = try Rig()
        try rig.drag(dy: 80, over: 1, hold: true)
        #expect(rig.number(.dragProgress) == 0.8)
        try rig.set("threshold", "70")
        #expect(rig.number(.progress) == 1)
        rig.advance(to: rig.now + 300)
        try rig.release()
        #expect(rig.machine.lastDecision?.text.reason == "dy 80.0 > threshold 70.0")
    }

    @Test func liveHeightChangeWhileLeavingKeepsTheRunningAnimation() throws {
        var rig = try Rig()
        try rig.tapBackdrop()
        rig.step(frames: 3)
        try rig.set("height", "500")
        #expect(rig.phase == .committing)
        try rig.settle()
        #expect(rig.number(.offset) == 500)
    }

    // MARK: - Exhaustive phase x event

    static func machinesInEveryPhase(_ environment: Environment, base: ModalMachine = ModalMachine()) -> [(
        String, ModalMachine
    )] {
        func run(_ events: [Event]) -> ModalMachine {
            var machine = base
            for event in events { _ = machine.handle(event, in: environment) }
            return machine
        }
        let present = Event.presentationRequested(animated: false, at: 0)
        let down = Event.touchBegan(start, at: 0)
        let frames = (1...40).map { Event.frameTicked(at: Int64($0) * 100) }
        return [
            ("never presented", base),
            ("presenting", run([.presentationRequested(animated: true, at: 0)])),
            ("idle", run([present])),
            ("idle with a finger down", run([present, down])),
            ("dragging", run([present, down, .touchMoved(Point(x: 201, y: 381), at: 50)])),
            (
                "dragging above the start",
                run([
                    present, down, .touchMoved(Point(x: 201, y: 381), at: 50),
                    .touchMoved(Point(x: 201, y: 300), at: 60),
                ])
            ),
            (
                "cancelling",
                run([
                    present, down, .touchMoved(Point(x: 201, y: 381), at: 50), .touchEnded(at: 900),
                    .frameTicked(at: 1000),
                ])
            ),
            ("committing", run([present, .backdropTapped(at: 0)])),
            ("dismissed", run([present, .escapeRequested(at: 0)] + frames)),
        ]
    }

    @Test(arguments: [false, true])
    func exhaustivePhaseByEventPairs(reduceMotion: Bool) {
        var environment = Environment()
        environment.reduceMotion = reduceMotion
        let result = PhaseEventAudit.run(
            starts: Self.machinesInEveryPhase(environment), table: ModalMachine.transitionTable,
            environment: environment
        ) { machine in
            if machine.phase == .dragging && machine.finger.begunSession == nil { return "dragging without a touch" }
            if machine.isPresented != (machine.dismissedCount == 0 && machine.phase != .dismissed) {
                return "presented \(machine.isPresented) with dismissed \(machine.dismissedCount) in \(machine.phase)"
            }
            return nil
        }
        #expect(result.phasesSeen == [.dismissed, .presenting, .idle, .dragging, .cancelling, .committing])
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
    }
}
