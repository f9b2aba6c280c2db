/// `AnimatedValue`'s hash through a `StateDigest` of all its fields: `explore` hashes every
/// state it reaches, and the drawn values were most of a machine's hash (SipHash on each of some
/// fifty fields). Equality stays the synthesized one; `digest(into:)` of each type here reads
/// every stored property that its `==` compares (a test lists them by reflection).
extension AnimatedValue {
    public func hash(into hasher: inout Hasher) {
        var stateDigest = StateDigest()
        digest(into: &stateDigest)
        hasher.combine(stateDigest.value)
    }

    /// Folds every stored property into `digest`; as `shiftTime(by: ticks)` and then
    /// `renumberChanges(by: offset)` would leave them, without changing a copy (which copied the
    /// arrays of changes and curves on every state `explore` keys).
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64 = 0, renumberedBy offset: Int = 0) {
        digest.number(model)
        // The words the spelling and changes folded in when a value at rest held them empty (`springRecord`
        // is nil exactly when `spring` is), so equal states keep their digests.
        if let spring, let springRecord {
            digest.combine(1 as UInt64)
            spring.digest(into: &digest, shiftedBy: ticks)
            digest.combine(springRecord.spelling)
            digest.combine(springRecord.changes.count)
            for completion in springRecord.changes {
                digest.combine(ChangeNumbering.renumbered(completion.change, by: offset))
                digest.combine(completion.startTick + ticks)
                digest.combine(completion.logicalTicks)
            }
        } else {
            // A value at rest: the words `combine` folds in for the spelling "" (no word of bytes,
            // then the length 0) and for no change (a count of 0), without opening anything.
            digest.combine(0 as UInt64)
            digest.combine(0 as UInt64)
            digest.combine(0 as Int)
            digest.combine(0 as Int)
        }
        digest.combine(curves.count)
        for curve in curves { curve.digest(into: &digest, shiftedBy: ticks, renumberedBy: offset) }
        digest.number(presentedOffset)
        digest.combine(lastRenderedTick.map { $0 + ticks })
    }
}

extension SpringMotion {
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64) {
        switch integrator {
        case .fluid(let state):
            digest.combine(1 as UInt64)
            digest.number(state.delta)
            digest.number(state.offset)
            digest.number(state.velocity)
            digest.number(state.force)
            digest.number(state.ownTime)
            digest.number(state.stiffness)
            digest.number(state.damping)
        case .analytic(let motion):
            digest.combine(2 as UInt64)
            motion.digest(into: &digest)
        case .library(let state):
            digest.combine(3 as UInt64)
            state.spring.digest(into: &digest)
            digest.number(state.delta)
            digest.number(state.offset)
            digest.number(state.velocity)
            digest.combine(state.stepped)
        }
        digest.combine(originTick + ticks)
        digest.number(remainingOffset)
    }
}

extension AnalyticSpringMotion {
    func digest(into digest: inout StateDigest) {
        digest.number(delta)
        digest.number(initialVelocity)
        digest.number(naturalFrequency)
        digest.number(decayRate)
        switch regime {
        case .underdamped(let dampedFrequency, let sineCoefficient):
            digest.combine(1 as UInt64)
            digest.number(dampedFrequency)
            digest.number(sineCoefficient)
        case .critical(let linearCoefficient):
            digest.combine(2 as UInt64)
            digest.number(linearCoefficient)
        case .overdamped(let slowRoot, let fastRoot, let slowCoefficient, let fastCoefficient):
            digest.combine(3 as UInt64)
            digest.number(slowRoot)
            digest.number(fastRoot)
            digest.number(slowCoefficient)
            digest.number(fastCoefficient)
        case .instantaneous:
            digest.combine(4 as UInt64)
        }
    }
}

extension LibrarySpring {
    func digest(into digest: inout StateDigest) {
        switch self {
        case .uikit(let spring, let initialVelocity):
            digest.combine(1 as UInt64)
            digest.number(spring.response)
            digest.number(spring.dampingRatio)
            digest.number(initialVelocity)
        case .numeric(let numeric):
            digest.combine(2 as UInt64)
            digest.number(numeric.dampingRatio)
            digest.number(numeric.angularFrequency)
            digest.number(numeric.initialVelocity)
            digest.combine(numeric.frameTicks)
            digest.number(numeric.displayScale)
        case .reanimated(let reanimated):
            digest.combine(3 as UInt64)
            digest.number(reanimated.mass)
            digest.number(reanimated.stiffness)
            digest.number(reanimated.damping)
            digest.number(reanimated.initialVelocity)
            digest.combine(reanimated.overshootClamping)
            digest.number(reanimated.restDisplacementThreshold)
            digest.number(reanimated.restSpeedThreshold)
        }
    }
}

extension CurveLayer {
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64, renumberedBy offset: Int) {
        switch curve {
        case .bezier(let timing):
            digest.combine(1 as UInt64)
            digest.number(timing.x1)
            digest.number(timing.y1)
            digest.number(timing.x2)
            digest.number(timing.y2)
        case .quinticOut:
            digest.combine(2 as UInt64)
        case .dampedSpring(let dampingRatio):
            digest.combine(3 as UInt64)
            digest.number(dampingRatio)
        }
        digest.combine(startTick + ticks)
        digest.combine(durationTicks)
        digest.number(delta)
        digest.combine(ChangeNumbering.renumbered(change, by: offset))
        digest.combine(spelling)
    }
}
