/// `ModalMachine`'s hash: its numbers, flags, drawn values and finger through one `StateDigest`,
/// the last decision through `Hasher` as before. `explore` hashes every state it reaches; SipHash
/// on each field, and on each enum's name, was most of it. Equality stays the synthesized one; a
/// test lists the stored properties by reflection, so one added later fails until it is read here.
extension ModalMachine {
    public func hash(into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: 0, normalized: false)
    }

    /// The hash of the machine shifted by `ticks` and normalised, read from this one: what
    /// `shiftTime(by:)` and `normalizeForComparison()` change, changed on the way (a test holds it
    /// equal to hashing a changed copy, which `explore` did for every state it reached).
    @inline(__always)
    public func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: ticks, normalized: true)
    }

    // Inlined into the witnesses, as the sheet's is: a call made the `hashNormalized` witness copy
    // the whole machine to the stack first, for every state `explore` keyed.
    @inline(__always)
    private func hashFields(into hasher: inout Hasher, shiftedBy ticks: Int64, normalized: Bool) {
        // `normalizeCommonState()`: the change counter restarts at the base, every change moves with it.
        let offset = normalized ? ChangeNumbering.base - nextChange : 0
        var digest = StateDigest()
        digest.combine(case: parameters.variant)
        digest.number(parameters.threshold)
        digest.number(parameters.velocity)
        digest.number(parameters.height)
        digest.number(parameters.backdrop)
        digest.number(parameters.minDistance)
        // A design file is fixed at creation: only whether there is one tells states apart.
        digest.combine(parameters.written != nil)
        digest.combine(case: phase)
        digest.combine(armed)
        digest.combine(dismissedCount)
        digest.combine(isPresented)
        digest.number(dragOffset)
        drawnOffset.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        transition.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        drawnBackdrop.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        digest.number(normalized ? 0 : releaseReadout.translation)
        digest.number(normalized ? 0 : releaseReadout.velocity)
        digest.combine(armedReviewPending)
        digest.combine(ChangeNumbering.renumbered(phaseChange, by: offset))
        digest.combine(normalized ? ChangeNumbering.base : nextChange)
        digest.combine(now + ticks)
        digest.combine(wasPresented)
        finger.digest(into: &digest, shiftedBy: ticks)
        hasher.combine(digest.value)
        hasher.combine(normalized ? nil : lastDecision)
    }
}
