/// The release rule: the seed's `DragToDismissScreenMath.shouldDismiss` and what `onEnded` does.
extension ScreenMachine {
    /// What the seed's `shouldDismiss` decides, with the comparisons it made in order.
    public struct ReleaseVerdict: Sendable, Hashable {
        public var dismisses: Bool
        /// The decisive comparison, as the transition's cause prints it after `release: `.
        public var reason: String
        /// Every comparison the seed's `guard` and `||` evaluated (short-circuits respected).
        public var comparisons: [String]
    }

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

    /// The same rule with its reasons spelled out for `explain`; without `listing`, the reason
    /// alone (`comparisons` empty): a release's decision lists them only when `explain` reads it.
    public static func releaseVerdict(
        translation: Double, predicted: Double, parameters: ScreenParameters, listing: Bool = true
    ) -> ReleaseVerdict {
        let rounded = DecimalFormat.roundedForComparison
        let t = rounded(translation)
        let threshold = rounded(parameters.threshold)
        let limit = rounded(parameters.flingFactor * parameters.threshold)
        let p = rounded(predicted)
        guard t > 0 else {
            let reason = "translation \(ComparisonText.pair(t, 0).0) is not > 0"
            return ReleaseVerdict(dismisses: false, reason: reason, comparisons: listing ? [reason] : [])
        }
        var comparisons = listing ? ["translation \(ComparisonText.pair(t, 0).0) > 0"] : []
        let (tText, thresholdText) = ComparisonText.pair(t, threshold)
        if t >= threshold {
            let reason = "translation \(tText) >= threshold \(thresholdText)"
            if listing { comparisons.append(reason) }
            return ReleaseVerdict(dismisses: true, reason: reason, comparisons: comparisons)
        }
        let missed = "translation \(tText) < threshold \(thresholdText)"
        if listing { comparisons.append(missed) }
        let (pText, limitText) = ComparisonText.pair(p, limit)
        let limitTerm =
            "fling-factor \(ComparisonText.plain(parameters.flingFactor)) x threshold"
            + " \(ComparisonText.points(threshold)) = \(limitText)"
        if p >= limit {
            let reason = "predicted \(pText) >= \(limitTerm)"
            if listing { comparisons.append(reason) }
            return ReleaseVerdict(dismisses: true, reason: reason, comparisons: comparisons)
        }
        let short = "predicted \(pText) < \(limitTerm)"
        if listing { comparisons.append(short) }
        return ReleaseVerdict(dismisses: false, reason: "\(missed), \(short)", comparisons: comparisons)
    }

    /// The seed's `onEnded`: dismiss from the release translation, or hand the offset to
    /// `settledOffset` and spring it back.
    ///
    /// The reason (shared by the cause and the decision), the comparisons and the other-setting
    /// line are built when printed or read by `explain` (a drag in `explore` ends in a release,
    /// and `armed` is checked against one).
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        armed = false
        let velocity = session.velocity(at: tick)
        let translation = max(session.dy, 0)
        releaseReadout = FingerReadout(translation: translation, velocity: velocity)
        let predicted = Self.seedPredicted(dy: session.dy, velocity: velocity)
        let parameters = parameters
        let dismisses = Self.shouldDismiss(translation: translation, predicted: predicted, parameters: parameters)
        let reason = Deferred {
            Self.releaseVerdict(translation: translation, predicted: predicted, parameters: parameters, listing: false)
                .reason
        }
        let cause = TransitionCause.release(reason)
        // The gesture state resets without animation when the gesture ends.
        live = 0
        if dismisses {
            let target = exitTarget(in: environment)
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: "dismiss", reason: reason,
                source: "seed DragToDismissScreenMath.shouldDismiss",
                details: {
                    Decision.Details(
                        comparisons: Self.releaseVerdict(
                            translation: translation, predicted: predicted, parameters: parameters
                        ).comparisons, quirks: [],
                        otherMotionSetting: Self.dismissAlternative(from: translation, to: target, in: environment),
                        readings: [])
                })
            lastDecision?.readout = releaseReadout
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
            trigger: .release, tick: tick, outcome: settles ? "cancel" : "cancel (nothing to move back)",
            reason: reason, source: "seed DragToDismissScreenMath.shouldDismiss",
            details: {
                Decision.Details(
                    comparisons: Self.releaseVerdict(
                        translation: translation, predicted: predicted, parameters: parameters
                    ).comparisons, quirks: [],
                    otherMotionSetting: translation > 0 ? Self.cancelAlternative(in: environment) : nil, readings: [])
            })
        lastDecision?.readout = releaseReadout
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

    static func cancelAlternative(in environment: Environment) -> String {
        environment.reduceMotion
            ? "reduce motion off: settledOffset springs back to 0 with spring(duration: 0.4, bounce: 0.2) (cancelling)"
            : "reduce motion on: settledOffset jumps back to 0 without animation (idle at once)"
    }

    /// The other reduce-motion setting's dismissal from `offset`, the page easing to `target`
    /// (`exitTarget(in:)`).
    static func dismissAlternative(from offset: Double, to target: Double, in environment: Environment) -> String {
        environment.reduceMotion
            ? "reduce motion off: the page eases from \(ComparisonText.points(offset)) to \(ComparisonText.points(target)) "
                + "with easeIn(duration: 0.25); onDismiss when logically complete"
            : "reduce motion on: onDismiss at once, no exit animation, and the page never scales"
    }
}
