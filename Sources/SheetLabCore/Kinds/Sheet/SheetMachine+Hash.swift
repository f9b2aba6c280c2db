/// `SheetMachine`'s hash: its parameters, numbers, flags and drawn values through one
/// `StateDigest`, the rest (stage, finger, last decision, a peer panel's drag, positions and
/// transition) through `Hasher` as before (`ModalMachine+Hash.swift` says why). A test lists the
/// stored properties by reflection.
extension SheetMachine {
    public func hash(into hasher: inout Hasher) {
        var digest = StateDigest()
        parameters.digest(into: &digest)
        digest.combine(selected)
        digest.number(dragOffset)
        digest.number(contentOffset)
        drawnOffset.digest(into: &digest)
        if let grabbedAt {
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
        height.digest(into: &digest)
        move.digest(into: &digest)
        backdrop.digest(into: &digest)
        digest.combine(isPresented)
        digest.combine(dismissCount)
        digest.combine(hapticCount)
        digest.combine(armed)
        digest.number(releaseReadout.translation)
        digest.number(releaseReadout.velocity)
        digest.combine(detentChangePending)
        digest.combine(armedReviewPending)
        digest.combine(now)
        digest.combine(nextChange)
        top.digest(into: &digest)
        digest.number(panelDismissedTop)
        digest.combine(pendingDismissalCallbacks.count)
        for callback in pendingDismissalCallbacks { digest.combine(callback) }
        digest.combine(panelMoveOrigin)
        hasher.combine(digest.value)
        hasher.combine(stage)
        hasher.combine(finger)
        hasher.combine(lastDecision)
        hasher.combine(panelDrag)
        hasher.combine(panelPositions)
        hasher.combine(panelTransition)
    }
}

extension SheetParameters {
    /// Folds every stored property into `digest`; the detents and a panel's configuration by their
    /// own hash.
    func digest(into digest: inout StateDigest) {
        digest.combine(profile.rawValue)
        digest.combine(detents.hashValue)
        digest.combine(presentationDetent)
        digest.number(dismissBelow)
        digest.number(flingDistance)
        digest.combine(dismiss.rawValue)
        digest.combine(background.hashValue)
        digest.number(backdrop)
        digest.number(minDistance)
        digest.number(height)
        digest.number(dismissOffset)
        digest.combine(actions)
        digest.combine(panel.hashValue)
    }
}
