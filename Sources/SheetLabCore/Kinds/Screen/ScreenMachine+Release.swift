/// The release rule: the seed's `DragToDismissScreenMath.shouldDismiss` and what `onEnded` does.
extension ScreenMachine {
    /// The seed's `value.predictedEndTranslation.height`: the raw dy plus a quarter of the velocity.
    static func seedPredicted(dy: Double, velocity: Double) -> Double {
        Projection.swiftUIPredicted(translation: dy, velocity: velocity)
    }

    /// `translation > 0 && (translation >= threshold || predicted >= fling-factor * threshold)`,
    /// both sides of each comparison rounded to 1e-6. Allocation-free, for `armed`.
    public static func shouldDismiss(translation: Double, predicted: Double, parameters: ScreenParameters) -> Bool {
        let rounded = DecimalFormat.roundedForComparison
        let translation = rounded(translation)
        guard translation > 0 else { return false }
        return translation >= rounded(parameters.threshold)
            || rounded(predicted) >= rounded(parameters.flingFactor * parameters.threshold)
    }

    /// The same rule as the comparisons it made in order (short-circuits respected) and the one
    /// that decided.
    public static func releaseComparisons(translation: Double, predicted: Double, parameters: ScreenParameters)
        -> (reason: Decision.Reason, comparisons: [Decision.Step])
    {
        let rounded = DecimalFormat.roundedForComparison
        let t = rounded(translation)
        guard t > 0 else {
            let moved = Comparison(.translation, t, .notGreater, 0, .zero)
            return (.comparison(moved), [.comparison(moved)])
        }
        let moved = Comparison(.translation, t, .greater, 0, .zero)
        let far = Comparison.atLeast(.translation, t, rounded(parameters.threshold), .threshold)
        if far.relation == .greaterOrEqual { return (.comparison(far), [.comparison(moved), .comparison(far)]) }
        let fling = Comparison.atLeast(
            .predicted, rounded(predicted), rounded(parameters.flingFactor * parameters.threshold),
            .flingLimit(factor: parameters.flingFactor, threshold: rounded(parameters.threshold)))
        let reason: Decision.Reason = fling.relation == .greaterOrEqual ? .comparison(fling) : .neither(far, fling)
        return (reason, [.comparison(moved), .comparison(far), .comparison(fling)])
    }

    /// The seed's `onEnded`: dismiss from the release translation, or hand the offset to
    /// `settledOffset` and spring it back.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        if let written = parameters.written { return releaseWritten(written, session, at: tick, in: environment) }
        armed = false
        let velocity = session.velocity(at: tick)
        let translation = max(session.dy, 0)
        releaseReadout = FingerReadout(translation: translation, velocity: velocity)
        let predicted = Self.seedPredicted(dy: session.dy, velocity: velocity)
        let (reason, comparisons) = Self.releaseComparisons(
            translation: translation, predicted: predicted, parameters: parameters)
        let cause = TransitionCause.release(reason)
        // The gesture state resets without animation when the gesture ends.
        live = 0
        if Self.shouldDismiss(translation: translation, predicted: predicted, parameters: parameters) {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: reason, source: .screenRelease,
                comparisons: comparisons,
                otherMotionSetting: .screenDismiss(
                    offset: translation, target: exitTarget(in: environment), reduceMotion: environment.reduceMotion),
                readout: releaseReadout)
            return dismiss(from: translation, cause: cause, at: tick, in: environment)
        }
        // "Takes over from the gesture state, which resets without animating."
        settled = translation
        applyModels(animation: nil, change: 0, at: tick, in: environment)
        let change = newChange()
        phaseChange = change
        settled = 0
        applyModels(
            animation: environment.reduceMotion ? nil : Self.cancelSpring(environment), change: change,
            at: tick, in: environment)
        let settles = contentIsRunning(change: change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: settles ? .cancel : .cancelNothingToMoveBack, reason: reason,
            source: .screenRelease, comparisons: comparisons,
            otherMotionSetting: translation > 0 ? .screenCancel(reduceMotion: environment.reduceMotion) : nil,
            readout: releaseReadout)
        let next: Phase = settles ? .cancelling : .idle
        defer { phase = next }
        return [.transitioned(from: phase, to: next, cause: cause)]
    }

    /// The seed's cancel spring, `spring(duration: 0.4, bounce: 0.2)`, on the environment's model.
    static func cancelSpring(_ environment: Environment) -> Animation {
        .spring(
            Spring(duration: 0.4, bounce: 0.2), model: environment.springModel,
            spelling: "spring(duration: 0.4, bounce: 0.2)")
    }
}
