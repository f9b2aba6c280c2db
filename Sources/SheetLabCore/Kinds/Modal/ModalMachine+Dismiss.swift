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
        if animated {
            transition = AnimatedValue(parameters.height)
            drawnBackdrop = AnimatedValue(0)
            let change = newChange()
            phaseChange = change
            applyModels(
                animation: Self.animation(.spring(), spelling: "spring()", in: environment), change: change, at: tick)
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
        guard phase.takesTouches else {
            lastDecision = ignoredDecision(.escape, at: tick)
            return [.ignored(.whileHidden(.escape, phase: phase))]
        }
        let dismissal = dismissal
        let comparisons = cancelGesture(at: tick) + [dismissalLine]
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: "dismiss", reason: "escape", comparisons: comparisons,
            source: "\(dismissal.source) (the seed has no escape action; docs/models.md#modal routes it there)",
            quirks: keptOffsetQuirk(),
            otherMotionSetting: Self.motionAlternative(to: dismissal.spelling, in: environment))
        lastDecision?.readout = releaseReadout
        return dismiss(with: dismissalAnimation(in: environment), cause: "escape", at: tick)
    }

    /// How the modal's own dismissal goes (release, escape, Close): `CustomModalContent.dismiss()`,
    /// or for the modifier its `onDismiss`, the host's `withAnimation(.spring()) { isPresented = false }`.
    struct Dismissal {
        var spring: Spring
        var spelling: String
        /// Whether the dismissal sets `dragOffset` to 0 (`dismiss()` does; the host's closure cannot).
        var resetsOffset: Bool
        var source: String
    }

    var dismissal: Dismissal {
        switch parameters.variant {
        case .content:
            Dismissal(
                spring: Spring(response: 0.4, dampingFraction: 0.8), spelling: Self.dismissSpelling, resetsOffset: true,
                source: "seed CustomModalContent.dismiss()")
        case .modifier:
            Dismissal(
                spring: .spring(), spelling: "spring()", resetsOffset: false,
                source: "seed SwipeToDismissModifier onDismiss(), the host's withAnimation(.spring()) "
                    + "{ isPresented = false }")
        }
    }

    /// The dismissal's animation (reduce motion: `easeOut(duration: 0.2)`).
    func dismissalAnimation(in environment: Environment) -> Animation {
        let dismissal = dismissal
        return Self.animation(dismissal.spring, spelling: dismissal.spelling, in: environment)
    }

    /// What the dismissal does, for `explain`.
    var dismissalLine: String {
        dismissal.resetsOffset
            ? "dismiss(): binding false and dragOffset 0"
            : "onDismiss(): binding false; dragOffset stays "
                + ComparisonText.points(DecimalFormat.roundedForComparison(dragOffset))
    }

    /// The modifier's dismissal leaves `dragOffset` where the drag left it, so the modal leaves
    /// from there; said when it bites.
    func keptOffsetQuirk() -> [String] {
        Self.keptOffsetQuirk(dismissal, offset: dragOffset)
    }

    /// `keptOffsetQuirk()` of a modal whose dismissal is `dismissal` and whose offset is `dragOffset`.
    static func keptOffsetQuirk(_ dismissal: Dismissal, offset dragOffset: Double) -> [String] {
        guard !dismissal.resetsOffset, DecimalFormat.roundedForComparison(dragOffset) > 0 else { return [] }
        return [
            "the modifier's onDismiss (the host's withAnimation(.spring()) { isPresented = false }) does not reset "
                + "dragOffset, so the modal leaves from offset "
                + "\(ComparisonText.points(DecimalFormat.roundedForComparison(dragOffset))) and moves down by its height"
        ]
    }

    /// The Close button: `CustomModalContent`'s `Button("Close") { dismiss() }`, or for the modifier
    /// the host's Close calling the same closure as its `onDismiss`. During a drag the finger is
    /// still down: the button is a second finger, and the dismissal hides the modal, whose drag is
    /// cancelled without `onEnded` (docs/models.md: a view that stops taking touches cancels its gesture).
    mutating func closePressed(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else {
            lastDecision = Decision(
                trigger: .press, tick: tick, outcome: "ignored", reason: "hit-testing false while \(phase.rawValue)",
                comparisons: ["close: a view that takes no touches takes no button press"],
                source: "docs/models.md#shared-rules: no touches while presenting, committing or dismissed")
            return [.ignored(.pressWhileHidden("close", phase: phase))]
        }
        let dismissal = dismissal
        var comparisons = cancelGesture(at: tick)
        if !comparisons.isEmpty {
            comparisons.append(
                "the finger is still down: the button is a second finger; the dragging finger is ignored until it lifts"
            )
        }
        comparisons.append(dismissalLine)
        let source =
            parameters.variant == .content
            ? "seed CustomModalContent Button(\"Close\") { dismiss() }"
            : "seed SwipeToDismissModifier usage: the Close button \"you should provide in the UI\" calls the "
                + "host's withAnimation(.spring()) { isPresented = false }"
        lastDecision = Decision(
            trigger: .press, tick: tick, outcome: "dismiss",
            reason: parameters.variant == .content
                ? "the Close button calls dismiss()" : "the Close button calls the host's dismissal",
            comparisons: comparisons,
            source: source, quirks: keptOffsetQuirk(),
            otherMotionSetting: Self.motionAlternative(to: dismissal.spelling, in: environment))
        // Like an escape: the readout of the drag it cancelled, 0 with none.
        lastDecision?.readout = releaseReadout
        return dismiss(with: dismissalAnimation(in: environment), cause: "press close", at: tick)
    }

    /// The seed's backdrop `.onTapGesture { closeModal() }`: `withAnimation(.spring())`. During a
    /// drag it acts like an escape: the drag is cancelled, then the tap rule.
    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else {
            lastDecision = ignoredDecision(.backdropTap, at: tick)
            return [.ignored(.whileHidden(.backdropTap, phase: phase))]
        }
        let comparisons = cancelGesture(at: tick) + ["closeModal(): binding false with spring()"]
        lastDecision = Decision(
            trigger: .backdropTap, tick: tick, outcome: "dismiss", reason: "backdrop tap", comparisons: comparisons,
            source: "seed CustomSwipeToDismissView backdrop .onTapGesture { closeModal() }", quirks: keptOffsetQuirk(),
            otherMotionSetting: Self.motionAlternative(to: "spring()", in: environment))
        lastDecision?.readout = releaseReadout
        return dismiss(
            with: Self.animation(.spring(), spelling: "spring()", in: environment), cause: "backdrop tap", at: tick)
    }

    /// Cancels a finger on the modal (it stops taking touches) and keeps the readout the escape or
    /// tap decided with (0 with no drag); returns what `explain` should say.
    mutating func cancelGesture(at tick: Int64) -> [String] {
        armed = false
        releaseReadout = .zero
        guard case .tracking(let session) = finger else { return [] }
        finger = .ignored
        guard session.hasBegun else { return [] }
        releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: session.velocity(at: tick))
        return [
            "the drag is cancelled: no onEnded, dragOffset \(ComparisonText.points(DecimalFormat.roundedForComparison(dragOffset))) stays"
        ]
    }

    func ignoredDecision(_ trigger: Decision.Trigger, at tick: Int64) -> Decision {
        Decision(
            trigger: trigger, tick: tick, outcome: "ignored", reason: "hit-testing false while \(phase.rawValue)",
            source: "docs/models.md#shared-rules: no escape or backdrop tap while presenting, committing or dismissed")
    }

    /// One `withAnimation(animation)` that sets the binding false and `dragOffset` to 0 (not for the
    /// modifier, whose host cannot reach it): onDismiss fires at once; the modal leaves by
    /// `.move(edge: .bottom)` while its offset springs to 0 and the backdrop fades; `committing`
    /// until every animation of that change is removed.
    mutating func dismiss(with animation: Animation, cause: TransitionCause, at tick: Int64) -> [Occurrence] {
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
