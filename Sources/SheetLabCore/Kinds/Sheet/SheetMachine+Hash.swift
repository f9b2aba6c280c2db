/// `SheetMachine`'s hash: its parameters, numbers, flags, drawn values and finger through one
/// `StateDigest`, the rest (stage, last decision, a peer panel's drag, positions and
/// transition) through `Hasher` as before (`ModalMachine+Hash.swift` says why). A test lists the
/// stored properties by reflection; another holds `hashNormalized` equal to hashing a changed copy.
extension SheetMachine {
    public func hash(into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: 0, normalized: false)
    }

    /// The hash of the machine shifted by `ticks` and normalised, read from this one
    /// (`ModalMachine+Hash.swift` says why; a test holds it equal to hashing a changed copy).
    @inline(__always)
    public func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: ticks, normalized: true)
    }

    // Inlined into the witnesses: a call made the `hashNormalized` witness copy the whole machine.
    @inline(__always)
    private func hashFields(into hasher: inout Hasher, shiftedBy ticks: Int64, normalized: Bool) {
        // `normalizeForComparison()`: changes renumbered from the base, the grab and haptics dropped.
        let offset = normalized ? ChangeNumbering.base - nextChange : 0
        var digest = StateDigest()
        parameters.digest(into: &digest)
        digest.combine(selected)
        digest.number(dragOffset)
        digest.number(contentOffset)
        drawnOffset.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        if let grabbedAt, !normalized {
            digest.combine(1 as UInt64)
            digest.number(grabbedAt)
        } else {
            digest.combine(0 as UInt64)
        }
        digest.combine(wasPresented)
        if let leaving {
            digest.combine(1 as UInt64)
            digest.number(leaving.height)
            digest.number(leaving.progress)
            digest.number(leaving.dragProgress)
        } else {
            digest.combine(0 as UInt64)
        }
        digest.number(restHeight)
        height.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        move.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        backdrop.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        digest.combine(isPresented)
        digest.combine(dismissCount)
        digest.combine(normalized ? 0 : hapticCount)
        digest.combine(armed)
        digest.number(normalized ? 0 : releaseReadout.translation)
        digest.number(normalized ? 0 : releaseReadout.velocity)
        digest.combine(detentChangePending)
        digest.combine(armedReviewPending)
        digest.combine(now + ticks)
        digest.combine(normalized ? ChangeNumbering.base : nextChange)
        // `forEachDrawnValue` shifts and renumbers the panel's top only for a peer library.
        if parameters.profile.isPeerLibrary {
            top.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        } else {
            top.digest(into: &digest)
        }
        digest.number(panelDismissedTop)
        digest.combine(pendingDismissalCallbacks.count)
        for callback in pendingDismissalCallbacks { digest.combine(callback) }
        digest.combine(panelMoveOrigin)
        finger.digest(into: &digest, shiftedBy: ticks)
        hasher.combine(digest.value)
        hasher.combine(normalized ? stage.renumbered(by: offset) : stage)
        hasher.combine(normalized ? nil : lastDecision)
        hasher.combine(panelDrag)
        hasher.combine(panelPositions)
        hasher.combine(panelTransition)
    }
}

extension SheetMachine.Stage {
    /// The stage with its change renumbered by `offset`, as `normalizeForComparison()` renumbers it.
    func renumbered(by offset: Int) -> Self {
        switch self {
        case .presenting(let change): .presenting(change: ChangeNumbering.renumbered(change, by: offset))
        case .settling(let change): .settling(change: ChangeNumbering.renumbered(change, by: offset))
        case .cancelling(let change): .cancelling(change: ChangeNumbering.renumbered(change, by: offset))
        case .committing(let change): .committing(change: ChangeNumbering.renumbered(change, by: offset))
        case .dismissed, .idle, .dragging: self
        }
    }
}

extension SheetParameters {
    /// Folds every stored property into `digest`; a peer panel's configuration by its own hash
    /// (the detents, the background and an absent panel through the digest: a `hashValue` is a
    /// whole SipHash, and three of them were about 4% of a sheet's transition).
    func digest(into digest: inout StateDigest) {
        digest.combine(case: profile)
        digest.combine(detents.count)
        for detent in detents { detent.digest(into: &digest) }
        digest.combine(presentationDetent)
        digest.number(dismissBelow)
        digest.number(flingDistance)
        digest.combine(case: dismiss)
        switch background {
        case .none:
            digest.combine(0 as UInt64)
        case .through(let detent):
            digest.combine(1 as UInt64)
            detent.digest(into: &digest)
        }
        digest.number(backdrop)
        digest.number(minDistance)
        digest.number(height)
        digest.number(dismissOffset)
        digest.combine(actions)
        if let panel {
            digest.combine(1 as UInt64)
            digest.combine(panel.hashValue)
        } else {
            digest.combine(0 as UInt64)
        }
    }
}

extension SheetDetent {
    /// Folds the size (its case, then its number) and the spelling into `digest`.
    func digest(into digest: inout StateDigest) {
        switch size {
        case .height(let points):
            digest.combine(0 as UInt64)
            digest.number(points)
        case .fraction(let fraction):
            digest.combine(1 as UInt64)
            digest.number(fraction)
        case .medium:
            digest.combine(2 as UInt64)
        case .large:
            digest.combine(3 as UInt64)
        }
        digest.combine(spelling)
    }
}
