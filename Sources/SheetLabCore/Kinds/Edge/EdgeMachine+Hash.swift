/// `EdgeMachine`'s hash: its parameters, numbers, flags, drawn values and finger through one
/// `StateDigest`, the rest (stage, last decision, back tracking) through `Hasher` as before
/// (`ModalMachine+Hash.swift` says why). A test lists the stored properties by reflection.
extension EdgeMachine {
    public func hash(into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: 0, normalized: false)
    }

    /// The hash of the machine shifted by `ticks` and normalised, read from this one
    /// (`ModalMachine+Hash.swift` says why; a test holds it equal to hashing a changed copy).
    @inline(__always)
    public func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: ticks, normalized: true)
    }

    // Inlined into the witnesses, as the sheet's is: a call made the `hashNormalized` witness copy
    // the whole machine to the stack first, for every state `explore` keyed.
    @inline(__always)
    private func hashFields(into hasher: inout Hasher, shiftedBy ticks: Int64, normalized: Bool) {
        // `normalizeForComparison()`: changes renumbered from the base, uncounted counters at 0.
        let offset = normalized ? ChangeNumbering.base - nextChange : 0
        var digest = StateDigest()
        parameters.digest(into: &digest)
        progress.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        fade.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        iconScale.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        digest.combine(armedColor)
        if let anchorY {
            digest.combine(1 as UInt64)
            digest.number(anchorY)
        } else {
            digest.combine(0 as UInt64)
        }
        digest.combine(stack)
        digest.combine(normalized ? 0 : pops)
        digest.combine(normalized ? 0 : actions)
        digest.combine(normalized ? 0 : haptics)
        digest.combine(dismissCount)
        digest.combine(isPresented)
        digest.combine(armed)
        digest.number(normalized ? 0 : releaseReadout.translation)
        digest.number(normalized ? 0 : releaseReadout.velocity)
        digest.combine(case: indicatorSide)
        digest.combine(disablePending)
        digest.combine(armedReviewPending)
        digest.combine(now + ticks)
        digest.combine(normalized ? ChangeNumbering.base : nextChange)
        finger.digest(into: &digest, shiftedBy: ticks)
        hasher.combine(digest.value)
        switch stage {
        case .cancelling(.some(let change)) where normalized:
            hasher.combine(Stage.cancelling(change: ChangeNumbering.renumbered(change, by: offset)))
        case .committing(var commit) where normalized:
            commit.change = ChangeNumbering.renumbered(commit.change, by: offset)
            hasher.combine(Stage.committing(commit))
        default:
            hasher.combine(stage)
        }
        hasher.combine(normalized ? nil : lastDecision)
        hasher.combine(backTracking)
    }
}

extension EdgeMachine.Finger {
    /// Folds the finger into `digest`, its ticks as `shiftTime(by: ticks)` would leave them,
    /// without copying it.
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64) {
        switch self {
        case .none:
            digest.combine(1 as UInt64)
        case .ignored:
            digest.combine(2 as UInt64)
        case .tracking(let session, let edge):
            digest.combine(3 as UInt64)
            digest.combine(case: edge)
            session.digest(into: &digest, shiftedBy: ticks)
        }
    }
}

extension EdgeParameters {
    /// Folds every stored property into `digest`.
    func digest(into digest: inout StateDigest) {
        digest.combine(case: edge)
        digest.number(hitWidth)
        digest.number(trigger)
        digest.number(velocity)
        digest.number(minFling)
        digest.combine(case: curve)
        digest.number(overshoot)
        digest.combine(case: action)
        digest.combine(stack)
        digest.combine(case: actionTiming)
        digest.combine(enabled)
        digest.number(verticalPadding)
        digest.number(bubbleWidth)
        digest.number(bubbleHeight)
        digest.number(heightGrowth)
        digest.combine(tracksVertically)
        armHaptic.digest(into: &digest)
        disarmHaptic.digest(into: &digest)
        cancelTiming.digest(into: &digest)
        digest.combine(case: commitEffect)
        commitTiming.digest(into: &digest)
        digest.number(armTransition)
        digest.number(armedIconScale)
        digest.combine(respectsReduceMotion)
        digest.combine(fadesIn)
        digest.combine(shouldBegin)
        if let predictiveBack {
            digest.combine(1 as UInt64)
            predictiveBack.digest(into: &digest)
        } else {
            digest.combine(0 as UInt64)
        }
        // A design file is fixed at creation: only whether there is one tells states apart.
        digest.combine(written != nil)
    }
}

extension EdgeHaptic {
    func digest(into digest: inout StateDigest) {
        switch self {
        case .impact(let style):
            digest.combine(1 as UInt64)
            digest.combine(case: style)
        case .selection: digest.combine(2 as UInt64)
        case .none: digest.combine(3 as UInt64)
        }
    }
}

extension EdgeTiming {
    func digest(into digest: inout StateDigest) {
        switch self {
        case .spring(let response, let dampingRatio):
            digest.combine(1 as UInt64)
            digest.number(response)
            digest.number(dampingRatio)
        case .easeOut(let duration):
            digest.combine(2 as UInt64)
            digest.number(duration)
        case .easeInOut(let duration):
            digest.combine(3 as UInt64)
            digest.number(duration)
        case .linear(let duration):
            digest.combine(4 as UInt64)
            digest.number(duration)
        }
    }
}

extension PredictiveBack {
    func digest(into digest: inout StateDigest) {
        digest.number(linearDistance)
        if let maxDistance {
            digest.combine(1 as UInt64)
            digest.number(maxDistance)
        } else {
            digest.combine(0 as UInt64)
        }
        digest.number(nonLinearFactor)
        digest.number(triggerThreshold)
        digest.number(switchDelta)
        digest.number(hideDurationMax)
        digest.number(hideDurationMin)
        digest.number(cancelDuration)
        digest.number(density)
    }
}
