/// `ModalMachine`'s hash: its numbers, flags and drawn values through one `StateDigest`, the
/// rest (the last decision, the finger) through `Hasher` as before. `explore` hashes every state
/// it reaches; SipHash on each field, and on each enum's name, was most of it. Equality stays the
/// synthesized one; a test lists the stored properties by reflection, so one added later fails
/// until it is read here.
extension ModalMachine {
    public func hash(into hasher: inout Hasher) {
        var digest = StateDigest()
        digest.combine(parameters.variant.rawValue)
        digest.number(parameters.threshold)
        digest.number(parameters.velocity)
        digest.number(parameters.height)
        digest.number(parameters.backdrop)
        digest.number(parameters.minDistance)
        digest.combine(phase.rawValue)
        digest.combine(armed)
        digest.combine(dismissedCount)
        digest.combine(isPresented)
        digest.number(dragOffset)
        drawnOffset.digest(into: &digest)
        transition.digest(into: &digest)
        drawnBackdrop.digest(into: &digest)
        digest.number(releaseReadout.translation)
        digest.number(releaseReadout.velocity)
        digest.combine(armedReviewPending)
        digest.combine(phaseChange)
        digest.combine(nextChange)
        digest.combine(now)
        digest.combine(wasPresented)
        hasher.combine(digest.value)
        hasher.combine(lastDecision)
        hasher.combine(finger)
    }
}
