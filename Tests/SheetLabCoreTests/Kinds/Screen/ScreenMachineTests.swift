import Testing

@testable import SheetLabCore

/// `screen` (docs/models.md; seed DragToDismissScreen). Default screen 402 x 874, T/B 62/34, C 778,
/// 60 fps (100 ticks a frame); the default drag start is (201, 82).
struct ScreenMachineTests {
    typealias Rig = KindRig<ScreenMachine>

    static let start = Point(x: 201, y: 82)
    static let flingLimitReason = "fling-factor 2 x threshold 140.0 = 280.0"

    /// A finger that touches down at (201, 82) at tick 0, jumps to `firstDy` at tick 1000 (the drag
    /// begins) and then moves `stepDy` every 100 ticks for `steps` samples: a constant velocity of
    /// `stepDy * 60` pt/s over the last 100 ms. Lifts at the last sample.
    static func rawFling(_ rig: inout Rig, firstDy: Double, stepDy: Double, steps: Int) throws {
        try rig.touchDown(start)
        rig.advance(to: 1000)
        try rig.touchMove(Point(x: 201, y: start.y + firstDy))
        for index in 1...steps {
            rig.advance(to: 1000 + 100 * Int64(index))
            try rig.touchMove(Point(x: 201, y: start.y + firstDy + stepDy * Double(index)))
        }
        try rig.release()
    }

    // MARK: - The release rule

    struct ReleaseCase: CustomTestStringConvertible, Sendable {
        var name: String
        var dy: Double
        /// Ticks held still before lifting (300 or more: no velocity).
        var pause: Int64
        var phase: Phase
        var cause: String
        var testDescription: String { name }
    }

    static let releaseCases: [ReleaseCase] = [
        ReleaseCase(
            name: "140.0 held still dismisses", dy: 140, pause: 300, phase: .committing,
            cause: "release: translation 140.0 >= threshold 140.0"),
        ReleaseCase(
            name: "139.9 with no velocity cancels", dy: 139.9, pause: 300, phase: .cancelling,
            cause: "release: translation 139.9 < threshold 140.0, predicted 139.9 < \(flingLimitReason)"),
        ReleaseCase(
            name: "139.95 held still cancels; both sides widen to differ", dy: 139.95, pause: 300, phase: .cancelling,
            cause: "release: translation 139.95 < threshold 140.00, predicted 140.0 < \(flingLimitReason)"),
        ReleaseCase(
            name: "139.9 at 559.6 pt/s still cancels: predicted 279.8", dy: 139.9, pause: 0, phase: .cancelling,
            cause: "release: translation 139.9 < threshold 140.0, predicted 279.8 < \(flingLimitReason)"),
        ReleaseCase(
            name: "140.0 released on the move dismisses by translation", dy: 140, pause: 0, phase: .committing,
            cause: "release: translation 140.0 >= threshold 140.0"),
        ReleaseCase(
            name: "100 over 0.25 s cancels (predicted 200)", dy: 100, pause: 0, phase: .cancelling,
            cause: "release: translation 100.0 < threshold 140.0, predicted 200.0 < \(flingLimitReason)"),
        ReleaseCase(
            name: "upward-only drag changes nothing", dy: -60, pause: 0, phase: .idle,
            cause: "release: translation 0.0 is not > 0"),
    ]

    @Test(arguments: releaseCases)
    func releaseRule(_ row: ReleaseCase) throws {
        var rig = try Rig()
        try rig.drag(dy: row.dy, hold: true)
        rig.advance(to: rig.now + row.pause)
        let mark = rig.mark
        try rig.release()
        #expect(rig.phase == row.phase)
        #expect(
            rig.occurrences(since: mark).first?
                .transitionWords == TransitionWords(from: .dragging, to: row.phase, cause: row.cause))
        #expect(rig.machine.lastDecision?.text.reason == String(row.cause.dropFirst("release: ".count)))
        #expect(rig.bool(.armed) == false)
    }

    struct FlingCase: CustomTestStringConvertible, Sendable {
        var name: String
        var firstDy: Double
        var phase: Phase
        var decision: DecisionWords
        var testDescription: String { name }
    }

    static let flingCases: [FlingCase] = [
        FlingCase(
            name: "translation 100 at 720 pt/s dismisses: predicted exactly 280", firstDy: 28, phase: .committing,
            decision: DecisionWords(
                trigger: .release, tick: 1600, outcome: "dismiss",
                reason: "predicted 280.0 >= \(flingLimitReason)",
                comparisons: [
                    "translation 100.0 > 0", "translation 100.0 < threshold 140.0",
                    "predicted 280.0 >= \(flingLimitReason)",
                ],
                source: "seed DragToDismissScreenMath.shouldDismiss",
                otherMotionSetting: "reduce motion on: onDismiss at once, no exit animation, and the page never scales")
        ),
        FlingCase(
            name: "translation 106 at 720 pt/s dismisses: predicted 286", firstDy: 34, phase: .committing,
            decision: DecisionWords(
                trigger: .release, tick: 1600, outcome: "dismiss",
                reason: "predicted 286.0 >= \(flingLimitReason)",
                comparisons: [
                    "translation 106.0 > 0", "translation 106.0 < threshold 140.0",
                    "predicted 286.0 >= \(flingLimitReason)",
                ],
                source: "seed DragToDismissScreenMath.shouldDismiss",
                otherMotionSetting: "reduce motion on: onDismiss at once, no exit animation, and the page never scales")
        ),
        FlingCase(
            name: "translation 99.9 at 720 pt/s cancels: predicted 279.9", firstDy: 27.9, phase: .cancelling,
            decision: DecisionWords(
                trigger: .release, tick: 1600, outcome: "cancel",
                reason: "translation 99.9 < threshold 140.0, predicted 279.9 < \(flingLimitReason)",
                comparisons: [
                    "translation 99.9 > 0", "translation 99.9 < threshold 140.0",
                    "predicted 279.9 < \(flingLimitReason)",
                ],
                source: "seed DragToDismissScreenMath.shouldDismiss",
                otherMotionSetting: "reduce motion on: settledOffset jumps back to 0 without animation (idle at once)")),
    ]

    @Test(arguments: flingCases)
    func flingRule(_ row: FlingCase) throws {
        var rig = try Rig()
        try Self.rawFling(&rig, firstDy: row.firstDy, stepDy: 12, steps: 6)
        #expect(rig.phase == row.phase)
        var decision = rig.machine.lastDecision
        #expect(decision?.readout == FingerReadout(translation: row.firstDy + 72, velocity: 720))
        decision?.readout = nil
        #expect(decision?.words == row.decision)
        #expect(isApproximatelyEqual(rig.number(.releaseVelocity), 720, tolerance: 1e-9), "kept at release")
        #expect(isApproximatelyEqual(rig.number(.releasePredicted), row.firstDy + 72 + 180, tolerance: 1e-9))
        #expect(rig.number(.velocity) == 0, "no finger down")
    }

    // MARK: - Beginning a drag

    struct BeginCase: CustomTestStringConvertible, Sendable {
        var name: String
        var dx: Double
        var dy: Double
        var begins: Bool
        var testDescription: String { name }
    }

    static let beginCases: [BeginCase] = [
        BeginCase(name: "15 pt down never begins", dx: 0, dy: 15, begins: false),
        BeginCase(name: "15.999 pt down never begins", dx: 0, dy: 15.999, begins: false),
        BeginCase(name: "16 pt down begins", dx: 0, dy: 16, begins: true),
        BeginCase(name: "12,12 diagonal (16.97 pt) begins", dx: 12, dy: 12, begins: true),
        BeginCase(name: "15 pt up never begins", dx: 0, dy: -15, begins: false),
    ]

    @Test(arguments: beginCases)
    func minimumDistance(_ row: BeginCase) throws {
        var rig = try Rig()
        let mark = rig.mark
        try rig.drag(dx: row.dx, dy: row.dy, hold: true)
        #expect(rig.phase == (row.begins ? .dragging : .idle))
        #expect(rig.number(.translation) == (row.begins ? max(row.dy, 0) : 0))
        #expect(rig.number(.offset) == (row.begins ? max(row.dy, 0) : 0))
        if !row.begins {
            #expect(rig.number(.velocity) == 0)
            try rig.release()
            let distance = DecimalFormat.format((row.dx * row.dx + row.dy * row.dy).squareRoot(), decimals: 1)
            let occurrences = rig.occurrences(since: mark)
            #expect(occurrences.count == 1, "nothing happened but the ignored lift")
            #expect(
                occurrences.first?.ignoredReason
                    == "touch: lifted \(distance) pt from its touch-down, under min-distance 16.0, so no drag began")
            #expect(
                occurrences.first?.ignoredRule
                    == "DragGesture(minimumDistance:) begins on the first sample at least that far from touch-down; "
                    + "until then nothing moves")
            #expect(rig.machine.lastDecision == nil)
        }
    }

    // MARK: - Escape

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        var name: String
        var phase: Phase
        var testDescription: String { name }
    }

    static let escapeCases: [EscapeCase] = [
        EscapeCase(name: "escape while idle", phase: .idle),
        EscapeCase(name: "escape while dragging", phase: .dragging),
        EscapeCase(name: "escape while cancelling", phase: .cancelling),
    ]

    static func reach(_ phase: Phase, _ rig: inout Rig) throws {
        switch phase {
        case .dragging: try rig.drag(dy: 80, hold: true)
        case .cancelling:
            try rig.drag(dy: 80, over: 1)
            rig.step()
        default: break
        }
        #expect(rig.phase == phase)
    }

    @Test(arguments: escapeCases)
    func escapeDismissesExactlyOnce(_ row: EscapeCase) throws {
        // Under reduce motion a cancel is idle at once: there is no cancelling to escape from.
        for reduceMotion in row.phase == .cancelling ? [false] : [false, true] {
            var rig = try Rig { $0.reduceMotion = reduceMotion }
            try Self.reach(row.phase, &rig)
            let mark = rig.mark
            try rig.escape()
            #expect(
                rig.occurrences(since: mark).first == .transitioned(from: row.phase, to: .committing, cause: .escape))
            #expect(rig.machine.lastDecision?.text.reason == "escape")
            if row.phase == .dragging {
                #expect(rig.number(.releaseTranslation) == 80, "kept when the drag was cancelled")
                #expect(rig.number(.translation) == 0, "no finger on the page any more")
                #expect(rig.machine.lastDecision?.text.comparisons.first?.hasPrefix("the drag is cancelled") == true)
            }
            try rig.settle()
            try rig.escape()
            if row.phase == .dragging { try rig.move(dy: 40, hold: false) }  // the cancelled finger lifts
            try rig.settle()
            #expect(rig.phase == .dismissed)
            #expect(rig.callbackCount() == 1)
            #expect(rig.number(.dismissed) == 1)
            #expect(rig.bool(.presented) == false)
        }
    }

    @Test func escapeDuringADragDropsTheLiveOffsetThenEasesFromZero() throws {
        var rig = try Rig()
        try rig.drag(dy: 120, hold: true)
        try rig.escape()
        #expect(rig.number(.offset) == 0, "live drops to 0 at once; dismiss(from: 0)")
        #expect(rig.text(.animation) == "easeIn(duration: 0.25)")
        rig.step()
        let first = rig.number(.offset)
        #expect(first > 0 && first < 10)
        // The cancelled finger moves on and lifts: nothing.
        let mark = rig.mark
        try rig.move(dy: 200, hold: false)
        #expect(
            rig.occurrences(since: mark).allSatisfy {
                if case .transitioned(_, .dragging, _) = $0 { false } else { true }
            })
    }

    // MARK: - Reduce motion

    @Test func reduceMotionKeepsScaleAtOne() throws {
        var rig = try Rig { $0.reduceMotion = true }
        try rig.drag(dy: 100, hold: true)
        #expect(rig.number(.scale) == 1)
        #expect(isApproximatelyEqual(rig.number(.opacity), 1 - 0.3 * 100 / 140, tolerance: 1e-12))
        #expect(isApproximatelyEqual(rig.number(.progress), 100.0 / 140, tolerance: 1e-12))
    }

    @Test func reduceMotionCancelJumpsToIdle() throws {
        var rig = try Rig { $0.reduceMotion = true }
        try rig.drag(dy: 100, over: 1)
        #expect(
            rig.occurrences().last?.transitionWords
                == TransitionWords(
                    from: .dragging, to: .idle,
                    cause: "release: translation 100.0 < threshold 140.0, predicted 125.0 < \(Self.flingLimitReason)"))
        #expect(rig.number(.offset) == 0)
        #expect(rig.machine.movingValues.isEmpty)
        #expect(
            rig.machine.lastDecision?.text.otherMotionSetting
                == "reduce motion off: settledOffset springs back to 0 with spring(duration: 0.4, bounce: 0.2) (cancelling)"
        )
    }

    @Test func reduceMotionDismissFiresOnDismissAtOnce() throws {
        var rig = try Rig { $0.reduceMotion = true }
        try rig.drag(dy: 200, hold: true)
        let mark = rig.mark
        try rig.release()
        #expect(
            rig.occurrences(since: mark) == [
                .transitioned(
                    from: .dragging, to: .committing,
                    cause: .release(.comparison(Comparison(.translation, 200, .greaterOrEqual, 140, .threshold)))),
                .callbackFired("onDismiss"),
                .transitioned(from: .committing, to: .dismissed, cause: nil),
            ])
        #expect(rig.records[mark...].allSatisfy { $0.tick == 1500 })
        #expect(rig.machine.movingValues.isEmpty)
    }

    @Test func reduceMotionPresentsAtOnceEvenWhenAnimated() throws {
        let rig = try Rig(animated: true) { $0.reduceMotion = true }
        #expect(rig.occurrences() == [.transitioned(from: .dismissed, to: .idle, cause: nil)])
        #expect(rig.number(.offset) == 0)
    }

    // MARK: - The exit animation

    @Test func onDismissFiresOnTheSixteenthFrameAfterRelease() throws {
        var rig = try Rig()
        try rig.drag(dy: 200)
        #expect(rig.now == 1500)
        #expect(rig.phase == .committing)
        #expect(rig.text(.animation) == "easeIn(duration: 0.25)")
        #expect(rig.bool(.hitTesting) == false)
        for frame in 1...15 {
            rig.step()
            #expect(rig.phase == .committing, "frame \(frame)")
            #expect(rig.callbackCount() == 0, "frame \(frame)")
        }
        #expect(rig.number(.offset) == 778, "the curve ends on its last frame (elapsed == duration)")
        let mark = rig.mark
        rig.step()
        #expect(rig.now == 3100)
        #expect(
            rig.occurrences(since: mark) == [
                .callbackFired("onDismiss"), .transitioned(from: .committing, to: .dismissed, cause: nil),
            ])
        #expect(rig.number(.dismissed) == 1)
        #expect(rig.number(.offset) == 778)
        #expect(rig.text(.animation) == "none")
    }

    @Test func exitTargetIsTheLargerOfContainerAndFourThresholds() throws {
        var machine = ScreenMachine()
        #expect(machine.exitTarget(in: Environment()) == 778)
        _ = try machine.setParameter("threshold", to: "200", at: 0, in: Environment())
        #expect(machine.exitTarget(in: Environment()) == 800)
    }

    @Test func easeInOffsetAtTheFirstFrames() throws {
        var rig = try Rig()
        try rig.drag(dy: 200)
        rig.step()
        // easeIn at 100/1500 of the way, from 200 to 778.
        let expected = 200 + 578 * TimingCurve.easeIn.value(at: 1.0 / 15)
        #expect(isApproximatelyEqual(rig.number(.offset), expected, tolerance: 1e-9))
        #expect(isApproximatelyEqual(rig.number(.scale), 0.9, tolerance: 1e-12), "scale model already at 0.9")
    }

    // MARK: - Hit testing and exactly once

    @Test func hitTestingIsFalseWhileCommittingAndItsTouchesAreIgnored() throws {
        var rig = try Rig()
        try rig.drag(dy: 200)
        #expect(rig.bool(.hitTesting) == false)
        let mark = rig.mark
        try rig.drag(dy: 300, over: 0.1, hold: true)
        rig.step(frames: 20)
        try rig.move(dy: 100, hold: false)
        #expect(rig.callbackCount() == 1)
        let transitions = rig.occurrences(since: mark).filter { if case .transitioned = $0 { true } else { false } }
        #expect(transitions == [.transitioned(from: .committing, to: .dismissed, cause: nil)])
    }

    @Test func aSecondReleaseOrEscapeNeverFiresOnDismissAgain() throws {
        var rig = try Rig()
        try rig.drag(dy: 200)
        let mark = rig.mark
        try rig.escape()
        #expect(rig.occurrences(since: mark) == [.ignored(.whileHidden(.escape, phase: .committing))])
        #expect(rig.machine.lastDecision?.text.outcome == "ignored")
        #expect(rig.machine.lastDecision?.text.reason == "hit-testing false while committing")
        try rig.drag(dy: 250)
        try rig.settle()
        try rig.escape()
        try rig.drag(dy: 250)
        #expect(rig.callbackCount() == 1)
        #expect(rig.number(.dismissed) == 1)
        #expect(rig.machine.lastDecision?.text.reason == "hit-testing false while dismissed")
    }

    @Test func aTouchThatBeganWhilePresentingIsIgnoredForItsWholeLife() throws {
        var rig = try Rig(animated: true)
        #expect(rig.bool(.hitTesting) == false)
        try rig.touchDown(Self.start)
        try rig.settle()
        #expect(rig.phase == .idle)
        try rig.move(dy: 200, hold: false)
        #expect(rig.phase == .idle)
        #expect(rig.number(.translation) == 0)
    }

    // MARK: - Armed

    @Test func armedFollowsTheReleaseRuleAtSamplesAndFrames() throws {
        var rig = try Rig()
        try rig.drag(dy: 100, over: 0.1, hold: true)  // 1000 pt/s: predicted 350
        #expect(rig.bool(.armed) == true)
        let armedRecord = try #require(rig.records.first { $0.occurrence == .armed })
        #expect(armedRecord.event == "touchMoved")
        rig.step(frames: 3)
        #expect(rig.bool(.armed) == false, "a 50 ms pause kills the fling")
        let disarmed = try #require(rig.records.last { $0.occurrence == .disarmed })
        #expect(disarmed.event == "frameTicked")
        #expect(disarmed.tick == 900)
        try rig.move(dy: 50, over: 1)  // translation 150 >= 140
        #expect(rig.bool(.armed) == true)
        let mark = rig.mark
        try rig.release()
        #expect(rig.bool(.armed) == false)
        #expect(!rig.occurrences(since: mark).contains(.disarmed), "leaving dragging resets armed silently")
    }

    // MARK: - Presentation

    @Test func animatedPresentationEntersFromTheContainerHeight() throws {
        var rig = try Rig(animated: true)
        #expect(rig.occurrences() == [.transitioned(from: .dismissed, to: .presenting, cause: nil)])
        #expect(rig.number(.offset) == 778)
        #expect(rig.number(.progress) == 0, "progress leaves the presentation transition out")
        #expect(rig.text(.animation) == "smooth(duration: 0.35)")
        #expect(rig.bool(.hitTesting) == false)
        #expect(rig.machine.movingValues == ["offset"])
        rig.step()
        let first = rig.number(.offset)
        #expect(first > 0 && first < 778)
        #expect(rig.machine.defaultDragStart(in: rig.environment) == Point(x: 201, y: 82 + first))
        try rig.settle()
        #expect(rig.phase == .idle)
        #expect(rig.occurrences().last == .transitioned(from: .presenting, to: .idle, cause: nil))
        #expect(rig.number(.offset) == 0)
        #expect(rig.text(.animation) == "none")
    }

    @Test func rePresentationStartsAFreshPresentation() throws {
        var rig = try Rig()
        try rig.drag(dy: 200)
        try rig.settle()
        #expect(rig.number(.dismissed) == 1)
        let mark = rig.mark
        try rig.present()
        #expect(rig.occurrences(since: mark) == [.transitioned(from: .dismissed, to: .idle, cause: nil)])
        #expect(rig.number(.dismissed) == 0)
        #expect(rig.bool(.presented) == true)
        #expect(rig.number(.offset) == 0)
        #expect(rig.number(.scale) == 1)
        #expect(rig.number(.opacity) == 1)
        #expect(rig.number(.translation) == 0)
        try rig.escape()
        try rig.settle()
        #expect(rig.number(.dismissed) == 1)
        #expect(rig.callbackCount() == 2, "one per presentation")
    }

    @Test func neverPresentedMachineIsDismissedWithNothingShown() {
        let machine = ScreenMachine()
        let environment = Environment()
        #expect(machine.phase == .dismissed)
        #expect(machine.value(of: .presented, in: environment) == .bool(false))
        #expect(machine.value(of: .dismissed, in: environment) == .integer(0))
        #expect(machine.value(of: .backdrop, in: environment) == nil)
        #expect(machine.value(of: .height, in: environment) == nil)
        #expect(machine.value(of: .haptics, in: environment) == .integer(0))
    }

    // MARK: - The animation field

    enum SpellingSetup: Sendable { case rest, presenting, cancelling, committing, escapeWhileCancelling }

    struct SpellingCase: CustomTestStringConvertible, Sendable {
        var name: String
        var setup: SpellingSetup
        var spelling: String
        var testDescription: String { name }
    }

    static let spellingCases: [SpellingCase] = [
        SpellingCase(name: "at rest", setup: .rest, spelling: "none"),
        SpellingCase(name: "presenting", setup: .presenting, spelling: "smooth(duration: 0.35)"),
        SpellingCase(name: "cancelling", setup: .cancelling, spelling: "spring(duration: 0.4, bounce: 0.2)"),
        SpellingCase(name: "committing", setup: .committing, spelling: "easeIn(duration: 0.25)"),
        SpellingCase(
            name: "escape while cancelling combines the curve", setup: .escapeWhileCancelling,
            spelling: "spring(duration: 0.4, bounce: 0.2) + easeIn(duration: 0.25)"),
    ]

    @Test(arguments: spellingCases)
    func animationField(_ row: SpellingCase) throws {
        var rig = try Rig(animated: row.setup == .presenting)
        switch row.setup {
        case .cancelling: try rig.drag(dy: 100, over: 1)
        case .committing: try rig.drag(dy: 200)
        case .escapeWhileCancelling:
            try rig.drag(dy: 100, over: 1)
            rig.step(frames: 2)
            try rig.escape()
            rig.step()
        case .rest, .presenting: break
        }
        #expect(rig.text(.animation) == row.spelling)
    }

    @Test func escapeWhileCancellingCombinesTheCurveWithTheSpring() throws {
        var rig = try Rig()
        try rig.drag(dy: 100, over: 1)
        rig.step(frames: 2)
        let before = rig.number(.offset)
        try rig.escape()
        #expect(
            isApproximatelyEqual(rig.number(.offset), before, tolerance: 1e-9), "nothing jumps: settled was already 0")
        try rig.settle()
        #expect(rig.phase == .dismissed)
        #expect(rig.number(.offset) == 778)
        #expect(rig.callbackCount() == 1)
    }

    // MARK: - Cancelling

    @Test func cancelSpringsBackFromTheReleaseTranslation() throws {
        var rig = try Rig()
        try rig.drag(dy: 100, over: 1)
        #expect(rig.phase == .cancelling)
        #expect(rig.number(.offset) == 100, "settled takes over from the gesture state without a jump")
        rig.step(frames: 6)
        // spring(duration: 0.4, bounce: 0.2) fluid reaches 0.542760 of the way at 0.1 s.
        #expect(isApproximatelyEqual(rig.number(.offset), 100 * (1 - 0.542760), tolerance: 1e-4))
        try rig.settle()
        #expect(rig.phase == .idle)
        #expect(rig.number(.offset) == 0)
        #expect(rig.number(.scale) == 1)
    }

    @Test func aNewDragDuringCancellingRidesOnTheDecayingSpring() throws {
        var rig = try Rig()
        try rig.drag(dy: 100, over: 1)
        rig.step(frames: 3)
        let drawn = rig.number(.offset)
        try rig.drag(dy: 30, over: 0.1, hold: true)
        #expect(rig.phase == .dragging)
        #expect(rig.records.contains { $0.occurrence == .transitioned(from: .cancelling, to: .dragging, cause: nil) })
        #expect(rig.number(.translation) == 30)
        #expect(rig.machine.movingValues.contains("offset"), "the cancel spring still runs under the finger")
        #expect(drawn > 0)
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
            error: .invalidValue(name: "threshold", value: "nan", expected: "a number >= 0")),
        BadParameter(
            name: "threshold", value: "NaN",
            error: .invalidValue(name: "threshold", value: "NaN", expected: "a number >= 0")),
        BadParameter(
            name: "threshold", value: "inf",
            error: .invalidValue(name: "threshold", value: "inf", expected: "a number >= 0")),
        BadParameter(
            name: "threshold", value: "-1",
            error: .invalidValue(name: "threshold", value: "-1", expected: "a number >= 0")),
        BadParameter(
            name: "threshold", value: "1e400",
            error: .invalidValue(name: "threshold", value: "1e400", expected: "a number >= 0")),
        BadParameter(
            name: "threshold", value: "0x10",
            error: .invalidValue(name: "threshold", value: "0x10", expected: "a number >= 0")),
        BadParameter(
            name: "min-distance", value: "-0.5",
            error: .invalidValue(name: "min-distance", value: "-0.5", expected: "a number >= 0")),
        BadParameter(
            name: "fling-factor", value: "two",
            error: .invalidValue(name: "fling-factor", value: "two", expected: "a number >= 0")),
        BadParameter(
            name: "shrink", value: "1.5",
            error: .invalidValue(name: "shrink", value: "1.5", expected: "a number from 0 to 1")),
        BadParameter(
            name: "fade", value: "-0.1",
            error: .invalidValue(name: "fade", value: "-0.1", expected: "a number from 0 to 1")),
        BadParameter(name: "height", value: "300", error: .unknownParameter(name: "height", kind: .screen)),
        BadParameter(name: "", value: "1", error: .unknownParameter(name: "", kind: .screen)),
    ]

    @Test(arguments: badParameters)
    func invalidParametersAreRefused(_ row: BadParameter) {
        var machine = ScreenMachine()
        #expect(throws: row.error) { try machine.setParameter(row.name, to: row.value, at: 0, in: Environment()) }
        #expect(machine.parameters == ScreenParameters(), "nothing changed")
    }

    @Test func parameterTableListsEveryParameterWithItsDefault() throws {
        #expect(
            ScreenMachine.parameterTable.map(\.name) == [
                "threshold", "min-distance", "fling-factor", "shrink", "fade", "design",
            ])
        var parameters = ScreenParameters()
        // `design` has no default: a screen without one follows the seed.
        for info in ScreenMachine.parameterTable where info.name != "design" {
            #expect(parameters.text(of: info.name) == info.defaultValue, "\(info.name)")
            try parameters.set(info.name, to: info.defaultValue)
        }
        #expect(parameters == ScreenParameters())
        try parameters.set("threshold", to: "1e3")
        #expect(parameters.threshold == 1000)
    }

    @Test func liveThresholdChangeJumpsProgressAndDecidesTheNextRelease() throws {
        var rig = try Rig()
        try rig.drag(dy: 100, over: 1, hold: true)
        #expect(isApproximatelyEqual(rig.number(.scale), 1 - 0.1 * 100 / 140, tolerance: 1e-12))
        try rig.set("threshold", "100")
        #expect(rig.number(.scale) == 0.9, "derived values jump")
        #expect(rig.number(.progress) == 1)
        #expect(rig.number(.dragProgress) == 1)
        #expect(rig.machine.movingValues.isEmpty, "without animation")
        rig.advance(to: rig.now + 300)
        try rig.release()
        #expect(rig.phase == .committing)
        #expect(rig.machine.lastDecision?.text.reason == "translation 100.0 >= threshold 100.0")
    }

    @Test func liveMinDistanceChangeAppliesToTheNextSample() throws {
        var rig = try Rig()
        try rig.drag(dy: 10, hold: true)
        #expect(rig.phase == .idle)
        try rig.set("min-distance", "10")
        try rig.move(dy: 0.5)
        #expect(rig.phase == .dragging)
        #expect(rig.number(.translation) == 10.5)
    }

    @Test func zeroThresholdUsesTheSeedGuard() throws {
        var rig = try Rig(
            machine: ScreenMachine(
                parameters: {
                    var p = ScreenParameters()
                    p.threshold = 0
                    return p
                }()))
        try rig.drag(dy: 20, over: 1, hold: true)
        #expect(rig.number(.progress) == 1)
        #expect(rig.number(.dragProgress) == 1)
        #expect(rig.number(.scale) == 0.9)
        rig.advance(to: rig.now + 300)
        try rig.release()
        #expect(rig.machine.lastDecision?.text.reason == "translation 20.0 >= threshold 0.0")
        #expect(rig.machine.exitTarget(in: rig.environment) == 778)
    }

    // MARK: - Drawn values

    @Test func offsetScaleOpacityFollowTheSeedWhileDragging() throws {
        var rig = try Rig()
        try rig.drag(dy: 70, over: 1, hold: true)
        #expect(rig.number(.offset) == 70)
        #expect(isApproximatelyEqual(rig.number(.scale), 0.95, tolerance: 1e-12))
        #expect(isApproximatelyEqual(rig.number(.opacity), 0.85, tolerance: 1e-12))
        #expect(rig.number(.progress) == 0.5)
        #expect(rig.number(.dragProgress) == 0.5)
        try rig.move(dy: -100, over: 0.25)
        #expect(rig.number(.offset) == 0, "live = max(dy, 0)")
        #expect(rig.number(.translation) == 0)
        #expect(rig.phase == .dragging)
    }

    @Test func contentRectangleFollowsTheDrawnPage() throws {
        var rig = try Rig()
        try rig.drag(dy: 100, over: 1)
        let rectangle = rig.machine.contentRectangle(in: rig.environment)
        #expect(rectangle.minY > 0, "the page is drawn lower while it springs back")
        let mark = rig.mark
        try rig.drag(dy: 100, over: 0.5, from: Point(x: 201, y: 10), hold: true)
        #expect(
            rig.occurrences(since: mark).allSatisfy {
                $0 != .transitioned(from: .cancelling, to: .dragging, cause: nil)
            })
    }

    // MARK: - Exhaustive phase x event

    /// Machines in every phase, reached through real events.
    static func machinesInEveryPhase(_ environment: Environment) -> [(String, ScreenMachine)] {
        func run(_ events: [Event]) -> ScreenMachine {
            var machine = ScreenMachine()
            for event in events { _ = machine.handle(event, in: environment) }
            return machine
        }
        let present = Event.presentationRequested(animated: false, at: 0)
        let frames = (1...20).map { Event.frameTicked(at: Int64($0) * 100) }
        return [
            ("never presented", ScreenMachine()),
            ("presenting", run([.presentationRequested(animated: true, at: 0)])),
            ("idle", run([present])),
            ("idle with a finger down", run([present, .touchBegan(Point(x: 201, y: 82), at: 0)])),
            (
                "dragging",
                run([present, .touchBegan(Point(x: 201, y: 82), at: 0), .touchMoved(Point(x: 201, y: 182), at: 50)])
            ),
            (
                "cancelling",
                run([
                    present, .touchBegan(Point(x: 201, y: 82), at: 0), .touchMoved(Point(x: 201, y: 182), at: 50),
                    .touchEnded(at: 900), .frameTicked(at: 1000),
                ])
            ),
            (
                "committing",
                run([
                    present, .touchBegan(Point(x: 201, y: 82), at: 0), .touchMoved(Point(x: 201, y: 382), at: 50),
                    .touchEnded(at: 50),
                ])
            ),
            (
                "dismissed",
                run(
                    [
                        present, .touchBegan(Point(x: 201, y: 82), at: 0), .touchMoved(Point(x: 201, y: 382), at: 50),
                        .touchEnded(at: 50),
                    ]
                        + frames)
            ),
        ]
    }

    @Test(arguments: [false, true])
    func exhaustivePhaseByEventPairs(reduceMotion: Bool) {
        var environment = Environment()
        environment.reduceMotion = reduceMotion
        let result = PhaseEventAudit.run(
            starts: Self.machinesInEveryPhase(environment), table: ScreenMachine.transitionTable,
            environment: environment
        ) { machine in
            machine.phase == .dragging && machine.finger.begunSession == nil ? "dragging without a touch" : nil
        }
        // Under reduce motion nothing animates: presenting, cancelling and committing never last.
        let expected: Set<Phase> =
            reduceMotion
            ? [.dismissed, .idle, .dragging] : [.dismissed, .presenting, .idle, .dragging, .cancelling, .committing]
        #expect(result.phasesSeen == expected)
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
    }
}

extension ScreenMachineTests {
    @Test func turningReduceMotionOnMidDragFlattensTheScaleAtTheNextFrame() throws {
        var rig = try Rig()
        try rig.drag(dy: 70, over: 1, hold: true)
        #expect(isApproximatelyEqual(rig.number(.scale), 0.95, tolerance: 1e-12))
        rig.world.setEnvironment { $0.reduceMotion = true }
        rig.step()
        #expect(rig.number(.scale) == 1)
        #expect(rig.machine.movingValues.isEmpty, "a jump, not an animation")
    }
}
