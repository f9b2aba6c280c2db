/// Presentation, escape and the seed's `dismiss(from:)`.
extension ScreenMachine {
    /// Where the exit animation takes `settledOffset`: the seed's `max(screenHeight, threshold * 4)`,
    /// `screenHeight` being the page's own height in the safe-area container (778 by default).
    public func exitTarget(in environment: Environment) -> Double {
        // A design file's screen leaves by the container's height.
        if parameters.written != nil { return environment.containerHeight }
        return max(environment.containerHeight, parameters.threshold * 4)
    }

    /// The demo's presentation: `withAnimation(reduceMotion ? nil : .smooth(duration: 0.35))` with
    /// `.transition(.move(edge: .bottom))`, so the page enters from +C. A fresh view: its state
    /// starts at rest and `isDismissing` false.
    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard phase == .dismissed else { return [] }
        live = 0
        settled = 0
        armed = false
        dismissedCount = 0
        isPresented = true
        drawnOffset = AnimatedValue(0)
        drawnScale = AnimatedValue(1)
        drawnOpacity = AnimatedValue(1)
        if case .tracking = finger { finger = .ignored }
        let presentation: Animation? =
            if let written = parameters.written {
                written.design.animation(.present, in: environment)
            } else {
                environment.reduceMotion
                    ? nil
                    : .spring(
                        .smooth(duration: 0.35), model: environment.springModel, spelling: "smooth(duration: 0.35)")
            }
        if animated, let presentation {
            transition = AnimatedValue(environment.containerHeight)
            let change = newChange()
            phaseChange = change
            transition.set(0, animation: presentation, change: change, at: tick)
            phase = transition.isRunning(change: change) ? .presenting : .idle
        } else {
            transition = AnimatedValue(0)
            phase = .idle
        }
        return [.transitioned(from: .dismissed, to: phase, cause: nil)]
    }

    /// The seed's `.accessibilityAction(.escape) { dismiss(from: 0) }`. During a drag the gesture
    /// is cancelled first (the live offset drops to 0 at once; no release decision is made).
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let written = parameters.written { return requestWritten(written, .escape, at: tick, in: environment) }
        guard phase.takesTouches else {
            lastDecision = Decision(
                trigger: .escape, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                source: .screenHitTesting)
            return [.ignored(.whileHidden(.escape, phase: phase))]
        }
        var comparisons: [Decision.Step] = []
        // An escape with no drag decides with a readout of 0 (docs/decisions.md#readouts).
        releaseReadout = .zero
        if case .tracking(let session) = finger {
            if session.hasBegun {
                releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: session.velocity(at: tick))
                comparisons.append(.liveOffsetDropped(DecimalFormat.roundedForComparison(live)))
            }
            finger = .ignored
        }
        armed = false
        live = 0
        applyModels(animation: nil, change: 0, at: tick, in: environment)
        comparisons.append(.dismissFromZero)
        lastDecision = Decision(
            trigger: .escape, tick: tick, outcome: .dismiss, reason: .escape, source: .screenEscape,
            comparisons: comparisons,
            otherMotionSetting: .screenDismiss(
                offset: 0, target: exitTarget(in: environment), reduceMotion: environment.reduceMotion),
            readout: releaseReadout)
        return dismiss(from: 0, cause: .escape, at: tick, in: environment)
    }

    /// The seed's `dismiss(from:)`, guarded by `isDismissing` (a second call does nothing).
    mutating func dismiss(from offset: Double, cause: TransitionCause, at tick: Int64, in environment: Environment)
        -> [Occurrence]
    {
        guard phase != .committing && phase != .dismissed else { return [] }
        var occurrences: [Occurrence] = [.transitioned(from: phase, to: .committing, cause: cause)]
        phase = .committing
        let exit: Animation? =
            if let written = parameters.written {
                written.design.animation(.dismiss, in: environment)
            } else {
                environment.reduceMotion ? nil : .curve(.easeIn, seconds: 0.25, spelling: "easeIn(duration: 0.25)")
            }
        guard let exit else {
            // `if reduceMotion { onDismiss(); return }`: settledOffset is left as it is.
            applyModels(animation: nil, change: 0, at: tick, in: environment)
            fireOnDismiss(into: &occurrences)
            return occurrences
        }
        settled = offset
        applyModels(animation: nil, change: 0, at: tick, in: environment)
        let change = newChange()
        phaseChange = change
        settled = exitTarget(in: environment)
        applyModels(animation: exit, change: change, at: tick, in: environment)
        // Nothing to animate (already at the target): the completion runs at once.
        if contentIsLogicallyComplete(change: change) { fireOnDismiss(into: &occurrences) }
        return occurrences
    }

    /// onDismiss (the demo sets `isOpen = false`, removing the view), then `dismissed`.
    mutating func fireOnDismiss(into occurrences: inout [Occurrence]) {
        if dismissedCount == 0 {
            dismissedCount += 1
            isPresented = false
            occurrences.append(.callbackFired("onDismiss"))
        }
        occurrences.append(.transitioned(from: .committing, to: .dismissed, cause: nil))
        phase = .dismissed
    }
}
