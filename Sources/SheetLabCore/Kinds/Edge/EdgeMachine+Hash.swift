/// `EdgeMachine`'s hash: its parameters, numbers, flags and drawn values through one
/// `StateDigest`, the rest (stage, finger, last decision, back tracking) through `Hasher` as before
/// (`ModalMachine+Hash.swift` says why). A test lists the stored properties by reflection.
extension EdgeMachine {
    public func hash(into hasher: inout Hasher) {
        var digest = StateDigest()
        parameters.digest(into: &digest)
        progress.digest(into: &digest)
        fade.digest(into: &digest)
        iconScale.digest(into: &digest)
        digest.combine(armedColor)
        if let anchorY {
            digest.combine(1 as UInt64)
            digest.number(anchorY)
        } else {
            digest.combine(0 as UInt64)
        }
        digest.combine(stack)
        digest.combine(pops)
        digest.combine(actions)
        digest.combine(haptics)
        digest.combine(dismissCount)
        digest.combine(isPresented)
        digest.combine(armed)
        digest.number(releaseReadout.translation)
        digest.number(releaseReadout.velocity)
        digest.combine(indicatorSide.rawValue)
        digest.combine(disablePending)
        digest.combine(armedReviewPending)
        digest.combine(now)
        digest.combine(nextChange)
        hasher.combine(digest.value)
        hasher.combine(stage)
        hasher.combine(finger)
        hasher.combine(lastDecision)
        hasher.combine(backTracking)
    }
}

extension EdgeParameters {
    /// Folds every stored property into `digest`; the enums with payloads by their own hash.
    func digest(into digest: inout StateDigest) {
        digest.combine(edge.rawValue)
        digest.number(hitWidth)
        digest.number(trigger)
        digest.number(velocity)
        digest.number(minFling)
        digest.combine(curve.rawValue)
        digest.number(overshoot)
        digest.combine(action.rawValue)
        digest.combine(stack)
        digest.combine(actionTiming.rawValue)
        digest.combine(enabled)
        digest.number(verticalPadding)
        digest.number(bubbleWidth)
        digest.number(bubbleHeight)
        digest.number(heightGrowth)
        digest.combine(tracksVertically)
        digest.combine(armHaptic.hashValue)
        digest.combine(disarmHaptic.hashValue)
        digest.combine(cancelTiming.hashValue)
        digest.combine(commitEffect.rawValue)
        digest.combine(commitTiming.hashValue)
        digest.number(armTransition)
        digest.number(armedIconScale)
        digest.combine(respectsReduceMotion)
        digest.combine(fadesIn)
        digest.combine(shouldBegin)
        digest.combine(predictiveBack.hashValue)
    }
}
