/// The release rule: the seed's `onEnded` in `CustomModalContent`.
extension ModalMachine {
    /// `value.translation.height > threshold || value.velocity.height > velocity`, both sides of
    /// each comparison rounded to 1e-6. Allocation-free, for `armed`.
    public static func shouldDismiss(dy: Double, velocity: Double, parameters: ModalParameters) -> Bool {
        let rounded = DecimalFormat.roundedForComparison
        return rounded(dy) > rounded(parameters.threshold) || rounded(velocity) > rounded(parameters.velocity)
    }

    /// The same rule as the comparisons the seed's `||` made (short-circuit respected) and the one
    /// that decided.
    public static func releaseComparisons(dy: Double, velocity: Double, parameters: ModalParameters)
        -> (reason: Decision.Reason, comparisons: [Decision.Step])
    {
        let rounded = DecimalFormat.roundedForComparison
        let far = Comparison.greater(.dy, rounded(dy), rounded(parameters.threshold), .threshold)
        if far.relation == .greater { return (.comparison(far), [.comparison(far)]) }
        let fast = Comparison.greater(.releaseVelocity, rounded(velocity), rounded(parameters.velocity), .velocity)
        let reason: Decision.Reason = fast.relation == .greater ? .comparison(fast) : .neither(far, fast)
        return (reason, [.comparison(far), .comparison(fast)])
    }

    /// The seed's `onEnded`: `dismiss()`, or spring `dragOffset` back to zero.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let written = parameters.written { return releaseWritten(written, session, at: tick, in: environment) }
        armed = false
        let velocity = session.velocity(at: tick)
        releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: velocity)
        let dy = session.dy
        let (reason, comparisons) = Self.releaseComparisons(dy: dy, velocity: velocity, parameters: parameters)
        let cause = TransitionCause.release(reason)
        let staleOffset = Self.staleOffsetQuirk(dy: dy, offset: dragOffset)
        if Self.shouldDismiss(dy: dy, velocity: velocity, parameters: parameters) {
            let dismissal = dismissal
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: reason,
                source: .modalRelease(parameters.variant), comparisons: comparisons,
                quirks: staleOffset + keptOffsetQuirk(),
                otherMotionSetting: .modal(dismissal.animation, reduceMotion: environment.reduceMotion),
                readout: releaseReadout)
            return dismiss(with: dismissalAnimation(in: environment), cause: cause, at: tick)
        }
        let change = newChange()
        phaseChange = change
        dragOffset = 0
        let cancel: SeedAnimation = parameters.variant == .content ? .cancelSpring : .defaultSpring
        applyModels(animation: Self.animation(cancel, in: environment), change: change, at: tick)
        let springsBack = isRunning(change: change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: springsBack ? .cancel : .cancelNothingToMoveBack, reason: reason,
            source: .modalRelease(parameters.variant), comparisons: comparisons, quirks: staleOffset,
            otherMotionSetting: springsBack ? .modal(cancel, reduceMotion: environment.reduceMotion) : nil,
            readout: releaseReadout)
        let next: Phase = springsBack ? .cancelling : .idle
        defer { phase = next }
        return [.transitioned(from: phase, to: next, cause: cause)]
    }

    /// The seed quirk when it bit: `dragOffset` kept from an earlier sample because the finger is
    /// now at or above its start (`onChanged` only updates while dy > 0).
    static func staleOffsetQuirk(dy: Double, offset dragOffset: Double) -> [Decision.Quirk] {
        let rounded = DecimalFormat.roundedForComparison
        guard rounded(dy) <= 0, rounded(dragOffset) > 0 else { return [] }
        return [.modalStaleOffset(dy: rounded(dy), offset: rounded(dragOffset))]
    }
}
