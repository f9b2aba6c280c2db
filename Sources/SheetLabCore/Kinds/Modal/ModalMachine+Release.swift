/// The release rule: the seed's `onEnded` in `CustomModalContent`.
extension ModalMachine {
    /// What the seed's `onEnded` decides, with the comparisons it made in order.
    public struct ReleaseVerdict: Sendable, Hashable {
        public var dismisses: Bool
        /// The decisive comparison, as the transition's cause prints it after `release: `.
        public var reason: String
        /// Every comparison the seed's `||` evaluated (short-circuit respected).
        public var comparisons: [String]
    }

    /// The seed spelling of the cancel spring.
    static let cancelSpelling = "spring(response: 0.3, dampingFraction: 0.6)"
    /// The seed spelling of `dismiss()`'s spring.
    static let dismissSpelling = "spring(response: 0.4, dampingFraction: 0.8)"

    /// `value.translation.height > threshold || value.velocity.height > velocity`, both sides of
    /// each comparison rounded to 1e-6. Allocation-free, for `armed`.
    public static func shouldDismiss(dy: Double, velocity: Double, parameters: ModalParameters) -> Bool {
        let rounded = DecimalFormat.roundedForComparison
        return rounded(dy) > rounded(parameters.threshold) || rounded(velocity) > rounded(parameters.velocity)
    }

    /// The same rule with its reasons spelled out for `explain`.
    public static func releaseVerdict(dy: Double, velocity: Double, parameters: ModalParameters) -> ReleaseVerdict {
        let rounded = DecimalFormat.roundedForComparison
        let d = rounded(dy)
        let threshold = rounded(parameters.threshold)
        let (dText, thresholdText) = ComparisonText.pair(d, threshold)
        if d > threshold {
            let reason = "dy \(dText) > threshold \(thresholdText)"
            return ReleaseVerdict(dismisses: true, reason: reason, comparisons: [reason])
        }
        let missed = "dy \(dText) <= threshold \(thresholdText)"
        let v = rounded(velocity)
        let limit = rounded(parameters.velocity)
        let (vText, limitText) = ComparisonText.pair(v, limit)
        if v > limit {
            let reason = "release velocity \(vText) > velocity \(limitText)"
            return ReleaseVerdict(dismisses: true, reason: reason, comparisons: [missed, reason])
        }
        let slow = "release velocity \(vText) <= velocity \(limitText)"
        return ReleaseVerdict(dismisses: false, reason: "\(missed), \(slow)", comparisons: [missed, slow])
    }

    /// The seed's `onEnded`: `dismiss()`, or spring `dragOffset` back to zero.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence] {
        armed = false
        let velocity = session.velocity(at: tick)
        releaseReadout = FingerReadout(translation: max(session.dy, 0), velocity: velocity)
        // The reason (shared by the cause and the decision), the comparisons, the quirks and the
        // other-setting line are built when printed or read by `explain` (a drag in `explore` ends
        // in a release, and `armed` is checked against one), from the offset now.
        let dy = session.dy
        let parameters = parameters
        let dismisses = Self.shouldDismiss(dy: dy, velocity: velocity, parameters: parameters)
        let reason = Deferred { Self.releaseVerdict(dy: dy, velocity: velocity, parameters: parameters).reason }
        let cause = TransitionCause.release(reason)
        let offset = dragOffset
        let source =
            parameters.variant == .content
            ? "seed CustomModalContent DragGesture.onEnded" : "seed SwipeToDismissModifier DragGesture.onEnded"
        if dismisses {
            let dismissal = dismissal
            lastDecision = Decision(
                trigger: .release, tick: tick, outcome: "dismiss", reason: reason, source: source,
                details: {
                    Decision.Details(
                        comparisons: Self.releaseVerdict(dy: dy, velocity: velocity, parameters: parameters)
                            .comparisons,
                        quirks: Self.staleOffsetQuirk(dy: dy, offset: offset)
                            + Self.keptOffsetQuirk(dismissal, offset: offset),
                        otherMotionSetting: Self.motionAlternative(to: dismissal.spelling, in: environment),
                        readings: [])
                })
            lastDecision?.readout = releaseReadout
            return dismiss(with: dismissalAnimation(in: environment), cause: cause, at: tick)
        }
        let change = newChange()
        phaseChange = change
        dragOffset = 0
        let (cancel, cancelSpelling) =
            parameters.variant == .content
            ? (Spring(response: 0.3, dampingFraction: 0.6), Self.cancelSpelling) : (Spring.spring(), "spring()")
        applyModels(
            animation: Self.animation(cancel, spelling: cancelSpelling, in: environment), change: change, at: tick)
        let springsBack = isRunning(change: change)
        lastDecision = Decision(
            trigger: .release, tick: tick, outcome: springsBack ? "cancel" : "cancel (nothing to move back)",
            reason: reason, source: source,
            details: {
                Decision.Details(
                    comparisons: Self.releaseVerdict(dy: dy, velocity: velocity, parameters: parameters).comparisons,
                    quirks: Self.staleOffsetQuirk(dy: dy, offset: offset),
                    otherMotionSetting: springsBack ? Self.motionAlternative(to: cancelSpelling, in: environment) : nil,
                    readings: [])
            })
        lastDecision?.readout = releaseReadout
        let next: Phase = springsBack ? .cancelling : .idle
        defer { phase = next }
        return [.transitioned(from: phase, to: next, cause: cause)]
    }

    /// The seed quirk when it bit: `dragOffset` kept from an earlier sample because the finger is
    /// now at or above its start (`onChanged` only updates while dy > 0).
    static func staleOffsetQuirk(dy: Double, offset dragOffset: Double) -> [String] {
        let rounded = DecimalFormat.roundedForComparison
        guard rounded(dy) <= 0, rounded(dragOffset) > 0 else { return [] }
        return [
            "modal offset kept when dragging back above the start: dy \(ComparisonText.points(rounded(dy))) <= 0, "
                + "so dragOffset stayed \(ComparisonText.points(rounded(dragOffset))) (the seed updates it only while dy > 0)"
        ]
    }
}
