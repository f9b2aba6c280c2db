/// A peer library's sheet's frames at rest, time shifts, normalisation and hash (`ModalMachine+Hash.swift`
/// says why a kind hashes through one `StateDigest`; a test holds `hashNormalized` equal to hashing a
/// changed copy).
extension PanelSheetMachine {
    /// The top edge, the one drawn value.
    mutating func forEachDrawnValue(_ body: (inout AnimatedValue) -> Void) {
        body(&top)
    }

    mutating func shiftFingerTime(by ticks: Int64) {
        finger.shiftTime(by: ticks)
    }

    public var isAtRest: Bool { restsWithoutFinger && !top.isAnimating }

    public mutating func restingFrameTicked(at tick: Int64) {
        renderRestingFrame(at: tick)
        lastFrameTick = tick
    }

    public mutating func handleFrame(
        at tick: Int64, in environment: Environment, restsAfter: inout Bool
    ) -> [Occurrence] {
        renderFrame(at: tick, in: environment, restsAfter: &restsAfter)
    }

    public mutating func shiftTime(by ticks: Int64) {
        shiftCommonTime(by: ticks)
        lastFrameTick = lastFrameTick.map { $0 + ticks }
    }

    public mutating func normalizeForComparison() {
        _ = normalizeLifecycle()
    }

    public func hash(into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: 0, normalized: false)
    }

    public func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        hashFields(into: &hasher, shiftedBy: ticks, normalized: true)
    }

    private func hashFields(into hasher: inout Hasher, shiftedBy ticks: Int64, normalized: Bool) {
        let offset = normalized ? ChangeNumbering.base - nextChange : 0
        var digest = StateDigest()
        digest.combine(case: profileName)
        top.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset)
        digest.combine(lastFrameTick.map { $0 + ticks })
        digest.number(panelDismissedTop)
        digest.combine(pendingDismissalCallbacks.count)
        for callback in pendingDismissalCallbacks { digest.combine(callback) }
        digest.combine(panelMoveOrigin)
        digestLifecycle(into: &digest, shiftedBy: ticks, normalized: normalized)
        hasher.combine(digest.value)
        hashLifecycle(into: &hasher, changeOffset: offset, normalized: normalized)
        hasher.combine(configuration)
        hasher.combine(panelDrag)
        hasher.combine(panelPositions)
        hasher.combine(panelTransition)
        hasher.combine(heldDrag)
        hasher.combine(touchedDownOutside)
    }
}
