/// Presentation, escape, the backdrop tap and the seed's `dismiss()`.
extension ModalMachine {
    /// The seed's `withAnimation(.spring()) { showCustomModal = true }`: the modal enters from
    /// +height by `.move(edge: .bottom)` and the backdrop fades in. A fresh view: `dragOffset` 0.
    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase == .dismissed else { return [] }
        dragOffset = 0
        armed = false
        dismissedCount = 0
        isPresented = true
        drawnOffset = AnimatedValue(0)
        if case .tracking = finger { finger = .ignored }
        if animated {
            transition = AnimatedValue(parameters.height)
            drawnBackdrop = AnimatedValue(0)
            let change = makeChange()
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

    /// Escape (not in the seed; models.md routes it to `dismiss()`). During a drag the gesture is
    /// cancelled first: no `onEnded`, so `dragOffset` stays until the dismiss animates it to 0.
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else {
            lastDecision = ignoredDecision(.escape, at: tick)
            return []
        }
        let comparisons = cancelGesture(at: tick) + ["dismiss(): binding false and dragOffset 0"]
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: "dismiss", reason: "escape", comparisons: comparisons,
            source: "seed CustomModalContent.dismiss() (the seed has no escape action; models.md routes it there)",
            otherMotionSetting: Self.motionAlternative(to: Self.dismissSpelling, in: environment))
        lastDecision?.readout = releaseReadout
        return dismiss(
            with: Self.animation(
                Spring(response: 0.4, dampingFraction: 0.8), spelling: Self.dismissSpelling, in: environment),
            cause: "escape", at: tick)
    }

    /// The seed's backdrop `.onTapGesture { closeModal() }`: `withAnimation(.spring())`. During a
    /// drag it acts like an escape: the drag is cancelled, then the tap rule.
    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase.takesTouches else {
            lastDecision = ignoredDecision(.backdropTap, at: tick)
            return []
        }
        let comparisons = cancelGesture(at: tick) + ["closeModal(): binding false with spring()"]
        lastDecision = Decision(
            trigger: .backdropTap, tick: tick, outcome: "dismiss", reason: "backdrop tap", comparisons: comparisons,
            source: "seed CustomSwipeToDismissView backdrop .onTapGesture { closeModal() }",
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
            source: "models.md: no escape or backdrop tap while presenting, committing or dismissed")
    }

    /// One `withAnimation(animation)` that sets the binding false and `dragOffset` to 0: onDismiss
    /// fires at once; the modal leaves by `.move(edge: .bottom)` while its offset springs to 0 and the
    /// backdrop fades; `committing` until every animation of that change is removed.
    mutating func dismiss(with animation: Animation, cause: String, at tick: Int64) -> [Occurrence] {
        guard phase.takesTouches else { return [] }
        var occurrences: [Occurrence] = [.transitioned(from: phase, to: .committing, cause: cause)]
        phase = .committing
        armed = false
        isPresented = false
        if dismissedCount == 0 {
            dismissedCount = 1
            occurrences.append(.callbackFired("onDismiss"))
        }
        let change = makeChange()
        phaseChange = change
        dragOffset = 0
        applyModels(animation: animation, change: change, at: tick)
        if !isRunning(change: change) {
            occurrences.append(.transitioned(from: .committing, to: .dismissed, cause: nil))
            phase = .dismissed
        }
        return occurrences
    }
}
