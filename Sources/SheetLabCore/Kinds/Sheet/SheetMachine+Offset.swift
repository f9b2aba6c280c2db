/// The custom profile's release: the seed's `CustomBottomSheet` `DragGesture().onEnded`.
extension SheetMachine {
    /// The seed's `lastOffset`: set to 0 at every release and never to anything else, so always 0.
    static let lastOffset = 0.0

    /// The numbers `onEnded` compares, rounded to 1e-6 (docs/models.md#shared-rules, Comparisons).
    struct OffsetReleaseRule: Sendable, Hashable {
        /// `value.predictedEndTranslation.height`, which the seed names `velocity`.
        var predicted: Double
        var flingDistance: Double
        /// The seed's `offset` state (not the drawn offset).
        var offset: Double
        var dismissOffset: Double

        /// `velocity > 200`.
        var isFling: Bool { predicted > flingDistance }
        /// `offset > 150`.
        var isFar: Bool { offset > dismissOffset }
        var wouldDismiss: Bool { isFling || isFar }

        var fling: Comparison { .greater(.predicted, predicted, flingDistance, .flingDistance) }
        var far: Comparison { .greater(.offset, offset, dismissOffset, .dismissOffset) }
        /// The comparison that decided: the seed's `||` tests the prediction first.
        var reason: Decision.Reason {
            if isFling { return .comparison(fling) }
            if isFar { return .comparison(far) }
            return .neither(fling, far)
        }
    }

    /// The spring back, `withAnimation(.spring()) { offset = 0 }`; `easeOut(duration: 0.2)` under
    /// reduce motion (docs/models.md#sheet).
    static func springBack(in environment: Environment) -> Animation {
        environment.reduceMotion
            ? reducedAnimation : .spring(.spring(), model: environment.springModel, spelling: "spring()")
    }

    /// The rule's inputs for a release at `tick`.
    func offsetRule(_ session: DragSession, at tick: Int64) -> OffsetReleaseRule {
        let predicted = Projection.swiftUIPredicted(translation: session.dy, velocity: session.velocity(at: tick))
        return OffsetReleaseRule(
            predicted: DecimalFormat.roundedForComparison(predicted),
            flingDistance: DecimalFormat.roundedForComparison(parameters.flingDistance),
            offset: DecimalFormat.roundedForComparison(contentOffset),
            dismissOffset: DecimalFormat.roundedForComparison(parameters.dismissOffset))
    }

    /// `if velocity > 200 || offset > 150 { withAnimation(.spring()) { isPresented = false } }
    /// else { withAnimation(.spring()) { offset = 0 } }; lastOffset = 0`.
    mutating func releaseOffset(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        releaseReadout = FingerReadout(translation: session.dy, velocity: session.velocity(at: tick))
        armed = false
        let rule = offsetRule(session, at: tick)
        var comparisons: [Decision.Step] = [.comparison(rule.fling), .comparison(rule.far)]
        let drawn = DecimalFormat.roundedForComparison(drawnOffset.presented)
        if drawn != rule.offset { comparisons.append(.drawnOffset(drawn, offset: rule.offset)) }
        var quirks: [Decision.Quirk] = []
        if rule.isFling { quirks.append(.offsetPredictedCalledVelocity) }
        if let grabbedAt { quirks.append(.lastOffset(grabbedAt: grabbedAt)) }
        grabbedAt = nil
        let source = Decision.Source.sheetRelease(parameters.profile)
        let notes = decisionNotes
        let reason = rule.reason
        if rule.wouldDismiss {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: .dismiss, reason: reason, source: source,
                comparisons: comparisons, quirks: quirks + notes.leaveQuirks(),
                otherMotionSetting: notes.otherMotionNote(in: environment), readout: releaseReadout)
            return leave(from: .dragging, cause: .release(reason), at: tick, in: environment)
        }
        contentOffset = 0
        let change = newChange()
        // `withAnimation(.spring())`: not the ZStack's animation (isPresented does not change).
        drawnOffset.set(0, animation: Self.springBack(in: environment), change: change, at: tick)
        let springsBack = isRunning(change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: springsBack ? .springBack : .stayAtZero, reason: reason,
            source: source, comparisons: comparisons, quirks: quirks,
            otherMotionSetting: springsBack ? notes.otherMotionNote(in: environment) : nil, readout: releaseReadout)
        stage = springsBack ? .cancelling(change: change) : .idle
        return [.transitioned(from: .dragging, to: stage.phase, cause: .release(reason))]
    }
}
