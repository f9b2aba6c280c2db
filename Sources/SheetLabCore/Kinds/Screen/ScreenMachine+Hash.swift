/// `ScreenMachine`'s hash: its numbers, flags and drawn values through one `StateDigest`, the
/// rest (the last decision, the finger) through `Hasher` as before (`ModalMachine+Hash.swift` says
/// why). A test lists the stored properties by reflection.
extension ScreenMachine {
    public func hash(into hasher: inout Hasher) {
        var digest = StateDigest()
        digest.number(parameters.threshold)
        digest.number(parameters.minDistance)
        digest.number(parameters.flingFactor)
        digest.number(parameters.shrink)
        digest.number(parameters.fade)
        digest.combine(phase.rawValue)
        digest.combine(armed)
        digest.combine(dismissedCount)
        digest.combine(isPresented)
        digest.number(live)
        digest.number(settled)
        drawnOffset.digest(into: &digest)
        drawnScale.digest(into: &digest)
        drawnOpacity.digest(into: &digest)
        transition.digest(into: &digest)
        digest.number(releaseReadout.translation)
        digest.number(releaseReadout.velocity)
        digest.combine(armedReviewPending)
        digest.combine(phaseChange)
        digest.combine(nextChange)
        digest.combine(now)
        hasher.combine(digest.value)
        hasher.combine(lastDecision)
        hasher.combine(finger)
    }
}
