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

        var flingText: String {
            ComparisonWording.compare(
                "predicted", predicted, holds: ">", fails: "<=", "fling-distance", flingDistance, passed: isFling)
        }
        var offsetText: String {
            ComparisonWording.compare(
                "offset", offset, holds: ">", fails: "<=", "dismiss-offset", dismissOffset, passed: isFar)
        }
        /// The comparison that decided: the seed's `||` tests the prediction first.
        var reason: String {
            if isFling { return flingText }
            if isFar { return offsetText }
            return "\(flingText), \(offsetText)"
        }
    }

    static let offsetFlingQuirk =
        "the seed calls predictedEndTranslation.height a velocity (let velocity = "
        + "value.predictedEndTranslation.height; velocity > 200 dismisses)"

    /// The quirk of a drag that began while the spring back ran.
    static func lastOffsetQuirk(grabbedAt drawn: Double) -> String {
        "lastOffset is set to 0 at every release, so this drag, begun during the spring back with the sheet "
            + "drawn at offset \(ComparisonText.points(drawn)), set offset from its own translation "
            + "(offset = max(0, translation + 0)) while the spring back went on decaying on top"
    }

    /// The quirk of leaving from a kept offset.
    static func keptOffsetQuirk(_ offset: Double) -> String {
        "the seed does not reset offset when it dismisses (only onChange(of: isPresented) does, on presentation), "
            + "so the sheet leaves from offset \(ComparisonText.points(offset)) and moves down by its height from there"
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
        var comparisons = [rule.flingText, rule.offsetText]
        let drawn = DecimalFormat.roundedForComparison(drawnOffset.presented)
        if drawn != rule.offset {
            comparisons.append(
                "drawn offset \(ComparisonText.points(drawn)) (the rule reads the seed's offset "
                    + "\(ComparisonText.points(rule.offset)))")
        }
        var quirks: [String] = []
        if rule.isFling { quirks.append(Self.offsetFlingQuirk) }
        if let grabbedAt { quirks.append(Self.lastOffsetQuirk(grabbedAt: grabbedAt)) }
        grabbedAt = nil
        let source = profile.releaseSource
        let releaseComparisons = comparisons
        let releaseQuirks = quirks
        let notes = decisionNotes
        let reason = Deferred { rule.reason }
        if rule.wouldDismiss {
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: "dismiss", reason: reason, source: source,
                details: {
                    Decision.Details(
                        comparisons: releaseComparisons,
                        quirks: releaseQuirks + notes.leaveQuirks(in: environment),
                        otherMotionSetting: notes.otherMotionNote(in: environment),
                        readings: [])
                })
            lastDecision?.readout = releaseReadout
            return leave(from: .dragging, cause: .release(reason), at: tick, in: environment)
        }
        contentOffset = 0
        let change = newChange()
        // `withAnimation(.spring())`: not the ZStack's animation (isPresented does not change).
        drawnOffset.set(0, animation: Self.springBack(in: environment), change: change, at: tick)
        let springsBack = isRunning(change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: springsBack ? "spring back" : "stay (offset already 0)",
            reason: reason, source: source,
            details: {
                Decision.Details(
                    comparisons: releaseComparisons,
                    quirks: releaseQuirks,
                    otherMotionSetting: springsBack ? notes.otherMotionNote(in: environment) : nil,
                    readings: [])
            })
        lastDecision?.readout = releaseReadout
        stage = springsBack ? .cancelling(change: change) : .idle
        return [.transitioned(from: .dragging, to: stage.phase, cause: .release(reason))]
    }
}
