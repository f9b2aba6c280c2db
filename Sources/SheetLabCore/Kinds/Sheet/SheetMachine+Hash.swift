/// `SheetMachine`'s hash: its parameters, numbers, flags, drawn values and finger through one
/// `StateDigest`, the stage and last decision through `Hasher` (`ModalMachine+Hash.swift` says why). A test lists the
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
        digest.number(dragOffset)
        digest.number(contentOffset)
        drawnOffset.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        if let grabbedAt, !normalized {
            digest.combine(1 as UInt64)
            digest.number(grabbedAt)
        } else {
            digest.combine(0 as UInt64)
        }
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
        digest.combine(detentChangePending)
        digestLifecycle(into: &digest, shiftedBy: ticks, normalized: normalized)
        hasher.combine(digest.value)
        hashLifecycle(into: &hasher, changeOffset: offset, normalized: normalized)
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
