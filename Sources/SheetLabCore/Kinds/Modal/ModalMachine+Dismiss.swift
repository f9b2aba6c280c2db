/// Presentation, escape, the backdrop tap and the seed's `dismiss()`.
extension ModalMachine {
    /// The seed's `withAnimation(.spring()) { showCustomModal = true }`: the modal enters from
    /// +height by `.move(edge: .bottom)` and the backdrop fades in. A fresh view: `dragOffset` 0.
    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase == .dismissed else { return [] }
        wasPresented = true
        dragOffset = 0
        armed = false
        dismissedCount = 0
        isPresented = true
        drawnOffset = AnimatedValue(0)
        if case .tracking = finger { finger = .ignored }
        let presentation =
            parameters.written.map { $0.design.animation(.present, in: environment) }
            ?? Self.animation(.defaultSpring, in: environment)
        if animated {
            transition = AnimatedValue(parameters.height)
            drawnBackdrop = AnimatedValue(0)
            let change = newChange()
            phaseChange = change
            applyModels(animation: presentation, change: change, at: tick)
            phase = isRunning(change: change) ? .presenting : .idle
        } else {
            transition = AnimatedValue(0)
            drawnBackdrop = AnimatedValue(parameters.backdrop)
            phase = .idle
        }
        return [.transitioned(from: .dismissed, to: phase, cause: nil)]
    }

    /// Escape (not in the seed; docs/models.md#modal routes it to `dismiss()`). During a drag the gesture is
    /// cancelled first: no `onEnded`, so `dragOffset` stays until the dismiss animates it to 0.
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let written = parameters.written { return requestWritten(written, .escape, at: tick, in: environment) }
        guard phase.takesTouches else {
            lastDecision = ignoredDecision(.escape, at: tick)
            return [.ignored(.whileHidden(.escape, phase: phase))]
        }
        let comparisons = cancelGesture(at: tick) + [dismissalStep]
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: .dismiss, reason: .escape, source: .modalEscape(parameters.variant),
            comparisons: comparisons, quirks: keptOffsetQuirk(),
            otherMotionSetting: .modal(dismissal.animation, reduceMotion: environment.reduceMotion),
            readout: releaseReadout)
        return dismiss(with: dismissalAnimation(in: environment), cause: .escape, at: tick)
    }

    /// How the modal's own dismissal goes (release, escape, Close): `CustomModalContent.dismiss()`,
    /// or for the modifier its `onDismiss`, the host's `withAnimation(.spring()) { isPresented = false }`.
    struct Dismissal {
        var animation: SeedAnimation
        /// Whether the dismissal sets `dragOffset` to 0 (`dismiss()` does; the host's closure cannot).
        var resetsOffset: Bool
    }

    var dismissal: Dismissal {
        if let written = parameters.written {
            return Dismissal(animation: .defaultSpring, resetsOffset: !written.design.declares(.leavesFromKeptOffset))
        }
        return switch parameters.variant {
        case .content: Dismissal(animation: .dismissSpring, resetsOffset: true)
        case .modifier: Dismissal(animation: .defaultSpring, resetsOffset: false)
        }
    }

    /// The dismissal's animation (reduce motion: `easeOut(duration: 0.2)`).
    func dismissalAnimation(in environment: Environment) -> Animation {
        Self.animation(dismissal.animation, in: environment)
    }

    /// What the dismissal does, for `explain`.
    var dismissalStep: Decision.Step {
        .modalDismissal(resetsOffset: dismissal.resetsOffset, offset: DecimalFormat.roundedForComparison(dragOffset))
    }

    /// The modifier's dismissal leaves `dragOffset` where the drag left it, so the modal leaves
    /// from there; said when it bites.
    func keptOffsetQuirk() -> [Decision.Quirk] {
        let offset = DecimalFormat.roundedForComparison(dragOffset)
        guard !dismissal.resetsOffset, offset > 0 else { return [] }
        return [.modalKeptOffset(offset: offset)]
    }

    /// The Close button: `CustomModalContent`'s `Button("Close") { dismiss() }`, or for the modifier
    /// the host's Close calling the same closure as its `onDismiss`. During a drag the finger is
    /// still down: the button is a second finger, and the dismissal hides the modal, whose drag is
    /// cancelled without `onEnded` (docs/models.md: a view that stops taking touches cancels its gesture).
    mutating func closePressed(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else {
            lastDecision = Decision(
                trigger: .press, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                source: .pressWhileHidden, comparisons: [.pressWhileHidden(button: "close")])
            return [.ignored(.pressWhileHidden("close", phase: phase))]
        }
        var comparisons = cancelGesture(at: tick)
        if !comparisons.isEmpty { comparisons.append(.secondFinger) }
        comparisons.append(dismissalStep)
        // Like an escape: the readout of the drag it cancelled, 0 with none.
        lastDecision = Decision(
            trigger: .press, tick: tick, outcome: .dismiss, reason: .closeButton(parameters.variant),
            source: .modalClose(parameters.variant), comparisons: comparisons, quirks: keptOffsetQuirk(),
            otherMotionSetting: .modal(dismissal.animation, reduceMotion: environment.reduceMotion),
            readout: releaseReadout)
        return dismiss(with: dismissalAnimation(in: environment), cause: .press("close"), at: tick)
    }

    /// The seed's backdrop `.onTapGesture { closeModal() }`: `withAnimation(.spring())`. During a
    /// drag it acts like an escape: the drag is cancelled, then the tap rule.
    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let written = parameters.written { return requestWritten(written, .backdropTap, at: tick, in: environment) }
        guard phase.takesTouches else {
            lastDecision = ignoredDecision(.backdropTap, at: tick)
            return [.ignored(.whileHidden(.backdropTap, phase: phase))]
        }
        let comparisons = cancelGesture(at: tick) + [.closeModal]
        lastDecision = Decision(
            trigger: .backdropTap, tick: tick, outcome: .dismiss, reason: .backdropTap, source: .modalBackdropTap,
            comparisons: comparisons, quirks: keptOffsetQuirk(),
            otherMotionSetting: .modal(.defaultSpring, reduceMotion: environment.reduceMotion),
            readout: releaseReadout)
        return dismiss(with: Self.animation(.defaultSpring, in: environment), cause: .backdropTap, at: tick)
    }

    /// Cancels a finger on the modal (it stops taking touches) and keeps the readout the escape or
    /// tap decided with (0 with no drag); returns what `explain` should say.
    mutating func cancelGesture(at tick: Int64) -> [Decision.Step] {
        armed = false
        releaseReadout = .zero
        guard case .tracking(let session) = finger else { return [] }
        finger = .ignored
        guard session.hasBegun else { return [] }
        releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: session.velocity(at: tick))
        return [.dragOffsetStays(DecimalFormat.roundedForComparison(dragOffset))]
    }

    func ignoredDecision(_ trigger: Decision.Trigger, at tick: Int64) -> Decision {
        Decision(
            trigger: trigger, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
            source: .modalRequestWhileHidden)
    }

    /// One `withAnimation(animation)` that sets the binding false and `dragOffset` to 0 (not for the
    /// modifier, whose host cannot reach it): onDismiss fires at once; the modal leaves by
    /// `.move(edge: .bottom)` while its offset springs to 0 and the backdrop fades; `committing`
    /// until every animation of that change is removed.
    mutating func dismiss(with animation: Animation?, cause: TransitionCause, at tick: Int64) -> [Occurrence] {
        guard phase.takesTouches else { return [] }
        var occurrences: [Occurrence] = [.transitioned(from: phase, to: .committing, cause: cause)]
        phase = .committing
        armed = false
        isPresented = false
        if dismissedCount == 0 {
            dismissedCount = 1
            occurrences.append(.callbackFired("onDismiss"))
        }
        let change = newChange()
        phaseChange = change
        // docs/models.md: every dismissal of the content variant sets dragOffset to 0; the modifier's
        // `@State dragOffset` is out of the host's reach, so none of its dismissals touches it.
        if dismissal.resetsOffset { dragOffset = 0 }
        applyModels(animation: animation, change: change, at: tick)
        if !isRunning(change: change) {
            occurrences.append(.transitioned(from: .committing, to: .dismissed, cause: nil))
            phase = .dismissed
        }
        return occurrences
    }
}
