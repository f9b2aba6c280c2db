/// `ScreenMachine`'s hash: its numbers, flags, drawn values and finger through one `StateDigest`,
/// the last decision through `Hasher` as before (`ModalMachine+Hash.swift` says
/// why, and why `hashNormalized` reads this machine instead of changing a copy). A test lists the
/// stored properties by reflection.
extension ScreenMachine {
    public func hash(into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: 0, normalized: false)
    }

    @inline(__always)
    public func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: ticks, normalized: true)
    }

    // Inlined into the witnesses, as the sheet's is: a call made the `hashNormalized` witness copy
    // the whole machine to the stack first, for every state `explore` keyed.
    @inline(__always)
    private func hashFields(into hasher: inout Hasher, shiftedBy ticks: Int64, normalized: Bool) {
        let offset = normalized ? ChangeNumbering.base - nextChange : 0
        var digest = StateDigest()
        digest.number(parameters.threshold)
        digest.number(parameters.minDistance)
        digest.number(parameters.flingFactor)
        digest.number(parameters.shrink)
        digest.number(parameters.fade)
        // A design file is fixed at creation: only whether there is one tells states apart.
        digest.combine(parameters.written != nil)
        digest.combine(case: phase)
        digest.combine(armed)
        digest.combine(dismissedCount)
        digest.combine(isPresented)
        digest.number(live)
        digest.number(settled)
        drawnOffset.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        drawnScale.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        drawnOpacity.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        transition.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        digest.number(normalized ? 0 : releaseReadout.translation)
        digest.number(normalized ? 0 : releaseReadout.velocity)
        digest.combine(armedReviewPending)
        digest.combine(ChangeNumbering.renumbered(phaseChange, by: offset))
        digest.combine(normalized ? ChangeNumbering.base : nextChange)
        digest.combine(now + ticks)
        finger.digest(into: &digest, shiftedBy: ticks)
        hasher.combine(digest.value)
        hasher.combine(normalized ? nil : lastDecision)
    }
}
