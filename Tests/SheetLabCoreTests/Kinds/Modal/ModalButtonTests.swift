import Testing

@testable import SheetLabCore

/// The modal's Close button and the `SwipeToDismissModifier` variant (issue 20; seed:
/// swipe-to-dismiss-tutorial.txt). The 300 pt modal rests with its top at 301.
struct ModalButtonTests {
    typealias Rig = KindRig<ModalMachine>

    static func modifier() throws -> ModalMachine {
        var machine = ModalMachine()
        _ = try machine.setParameter("variant", to: "modifier", at: 0, in: Environment())
        return machine
    }

    // MARK: - Close

    /// Where Close is pressed, and what follows.
    enum CloseMoment: String, CaseIterable, Sendable {
        case idle = "from idle"
        case dragging = "during a drag, the finger still down"
        case cancelling = "during the cancel spring"
        case leaving = "while leaving (a second press)"
    }

    struct CloseCase: CustomTestStringConvertible, Sendable {
        let moment: CloseMoment
        let variant: String
        /// What the press prints.
        let occurrences: [Occurrence]
        /// The drawn offset the modal leaves from (the move adds 300 on top).
        let restingOffset: Double
        var testDescription: String { "\(variant) \(moment.rawValue)" }
    }

    static let closeCases: [CloseCase] = [
        CloseCase(
            moment: .idle, variant: "content",
            occurrences: [
                .transitioned(from: .idle, to: .committing, cause: .press("close")), .callbackFired("onDismiss"),
            ],
            restingOffset: 0),
        CloseCase(
            moment: .dragging, variant: "content",
            occurrences: [
                .transitioned(from: .dragging, to: .committing, cause: .press("close")), .callbackFired("onDismiss"),
            ], restingOffset: 0),
        CloseCase(
            moment: .cancelling, variant: "content",
            occurrences: [
                .transitioned(from: .cancelling, to: .committing, cause: .press("close")), .callbackFired("onDismiss"),
            ], restingOffset: 0),
        CloseCase(
            moment: .leaving, variant: "content",
            occurrences: [.ignored(.pressWhileHidden("close", phase: .committing))], restingOffset: 0),
        CloseCase(
            moment: .idle, variant: "modifier",
            occurrences: [
                .transitioned(from: .idle, to: .committing, cause: .press("close")), .callbackFired("onDismiss"),
            ],
            restingOffset: 0),
        // The host's dismissal cannot reach the modifier's dragOffset: the modal leaves from 80.
        CloseCase(
            moment: .dragging, variant: "modifier",
            occurrences: [
                .transitioned(from: .dragging, to: .committing, cause: .press("close")), .callbackFired("onDismiss"),
            ], restingOffset: 80),
    ]

    @Test(arguments: closeCases)
    func closeDismissesOnce(_ example: CloseCase) throws {
        var rig = try Rig(machine: example.variant == "modifier" ? try Self.modifier() : ModalMachine())
        switch example.moment {
        case .idle: break
        case .dragging: try rig.drag(dy: 80, hold: true)
        case .cancelling:
            try rig.drag(dy: 60)
            rig.step(frames: 5)
            #expect(rig.phase == .cancelling)
        case .leaving: try rig.press("close")
        }
        let mark = rig.mark
        try rig.press("close")
        #expect(rig.occurrences(since: mark) == example.occurrences)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.trigger == .press)
        if example.moment == .dragging {
            #expect(decision.text.comparisons.contains { $0.hasPrefix("the finger is still down") })
            try rig.move(dy: 40, hold: false)
            #expect(
                rig.occurrences(since: mark).count == example.occurrences.count, "the cancelled finger moves nothing")
        }
        try rig.settle()
        #expect(rig.phase == .dismissed)
        #expect(rig.callbackCount() == 1)
        #expect(rig.number(.offset) == example.restingOffset + 300)
    }

    @Test func closeNamesTheSeedButton() throws {
        var content = try Rig()
        try content.press("close")
        #expect(content.machine.lastDecision?.text.source == "seed CustomModalContent Button(\"Close\") { dismiss() }")
        #expect(content.machine.lastDecision?.text.reason == "the Close button calls dismiss()")
        #expect(content.text(.animation) == "spring(response: 0.4, dampingFraction: 0.8)")
        var modifier = try Rig(machine: try Self.modifier())
        try modifier.press("close")
        #expect(modifier.machine.lastDecision?.text.reason == "the Close button calls the host's dismissal")
        #expect(modifier.text(.animation) == "spring()")
        #expect(ModalMachine().buttons == ["close"])
    }

    // MARK: - A cancelled upward drag

    /// What cancels a finger still down after it went up (above where it touched down).
    enum UpwardCancel: String, CaseIterable, Sendable {
        case close = "press close"
        case escape
        case backdropTap = "backdrop tap"
    }

    /// Close, escape or a backdrop tap during a held drag 60 pt up in 0.25 s (velocity -240): the
    /// readout they decide with reads the modal's translation, max(dy, 0) = 0, so release-predicted
    /// is 0 + 0.25 x -240 = -60, not -60 - 60.
    @Test(arguments: UpwardCancel.allCases)
    func cancellingAnUpwardDragReleasesNoTranslation(_ cancel: UpwardCancel) throws {
        var rig = try Rig()
        try rig.drag(dy: -60, hold: true)
        #expect(rig.phase == .dragging)
        switch cancel {
        case .close: try rig.press("close")
        case .escape: try rig.escape()
        case .backdropTap: try rig.tapBackdrop()
        }
        #expect(rig.phase == .committing)
        #expect(rig.number(.releaseTranslation) == 0)
        #expect(rig.number(.releaseVelocity) == -240)
        #expect(rig.number(.releasePredicted) == -60)
        #expect(rig.machine.lastDecision?.readout == FingerReadout(translation: 0, velocity: -240))
    }

    // MARK: - The modifier's release

    struct ModifierReleaseCase: CustomTestStringConvertible, Sendable {
        let name: String
        let dy: Double
        let seconds: Double
        let phase: Phase
        let cause: String
        let animation: String
        var testDescription: String { name }
    }

    static let modifierReleases: [ModifierReleaseCase] = [
        ModifierReleaseCase(
            name: "dy 100 at 100 pt/s springs back with spring()", dy: 100, seconds: 1, phase: .cancelling,
            cause: "release: dy 100.0 <= threshold 100.0, release velocity 100.0 <= velocity 300.0",
            animation: "spring()"),
        ModifierReleaseCase(
            name: "dy 100.1 dismisses", dy: 100.1, seconds: 1, phase: .committing,
            cause: "release: dy 100.1 > threshold 100.0", animation: "spring()"),
        ModifierReleaseCase(
            name: "velocity exactly 300 springs back", dy: 75, seconds: 0.25, phase: .cancelling,
            cause: "release: dy 75.0 <= threshold 100.0, release velocity 300.0 <= velocity 300.0",
            animation: "spring()"),
        ModifierReleaseCase(
            name: "velocity 301.2 dismisses", dy: 75.3, seconds: 0.25, phase: .committing,
            cause: "release: release velocity 301.2 > velocity 300.0", animation: "spring()"),
        ModifierReleaseCase(
            name: "velocity 400 (under the content's 500) dismisses", dy: 100, seconds: 0.25, phase: .committing,
            cause: "release: release velocity 400.0 > velocity 300.0", animation: "spring()"),
    ]

    @Test(arguments: modifierReleases)
    func modifierReleaseRule(_ example: ModifierReleaseCase) throws {
        var rig = try Rig(machine: try Self.modifier())
        try rig.drag(dy: example.dy, over: example.seconds)
        #expect(rig.phase == example.phase)
        #expect(
            rig.records.contains {
                $0.occurrence.transitionWords
                    == TransitionWords(from: .dragging, to: example.phase, cause: example.cause)
            })
        #expect(rig.text(.animation) == example.animation)
        #expect(rig.machine.lastDecision?.text.source == "seed SwipeToDismissModifier DragGesture.onEnded")
        if example.phase == .committing {
            // The host's withAnimation(.spring()) { isPresented = false } leaves dragOffset alone.
            try rig.settle()
            #expect(rig.number(.offset) == example.dy + 300)
        }
    }

    // MARK: - The variant parameter

    @Test func variantResetsTheOthersAndIsChosenBeforeThePresentation() throws {
        var parameters = ModalParameters()
        try parameters.set("threshold", to: "80")
        try parameters.set("variant", to: "modifier")
        #expect(parameters == ModalParameters(variant: .modifier))
        #expect(parameters.velocity == 300)
        #expect(parameters.threshold == 100)
        #expect(throws: ParameterError.invalidValue(name: "variant", value: "native", expected: "content or modifier"))
        {
            try parameters.set("variant", to: "native")
        }
        var rig = try Rig(machine: try Self.modifier())
        #expect(throws: WorldError.parameter(.fixedAtCreation(name: "variant"))) { try rig.set("variant", "content") }
        #expect(rig.machine.transitionRules == ModalMachine.modifierTransitionTable)
        #expect(
            ModalMachine.modifierTransitionTable.first { $0.name == "releaseCancels" }?.guardText
                == "otherwise: dragOffset springs to 0 with spring()")
    }
}

extension ModalButtonTests {
    @Test(arguments: [false, true])
    func modifierTakesEveryEventPairSafely(reduceMotion: Bool) throws {
        var environment = Environment()
        environment.reduceMotion = reduceMotion
        let result = PhaseEventAudit.run(
            starts: ModalMachineTests.machinesInEveryPhase(environment, base: try Self.modifier()),
            table: ModalMachine.modifierTransitionTable, environment: environment
        ) { machine in
            machine.phase == .dragging && machine.finger.begunSession == nil ? "dragging without a touch" : nil
        }
        #expect(result.phasesSeen == [.dismissed, .presenting, .idle, .dragging, .cancelling, .committing])
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
    }
}
