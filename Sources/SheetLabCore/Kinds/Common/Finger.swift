/// The one finger a sheet may have down (the World refuses a second).
enum Finger: Sendable, Hashable {
    /// No finger down.
    case none
    /// A finger that touched down where or when the content takes no touches, or whose gesture
    /// was cancelled (escape, backdrop tap): ignored until it lifts.
    case ignored
    /// A finger on the content; its drag may not have begun yet.
    case tracking(DragSession)

    /// The session when the drag has begun.
    var begunSession: DragSession? {
        if case .tracking(let session) = self, session.hasBegun { return session }
        return nil
    }
}

extension Finger {
    /// A finger touching down on a vertical kind: tracked when the content takes touches at that
    /// point, otherwise ignored for its whole life (docs/models.md#shared-rules, Touches).
    static func touchingDown(at point: Point, tick: Int64, accepted: Bool) -> Finger {
        accepted ? .tracking(DragSession(touchDownAt: point, tick: tick, axis: .vertical)) : .ignored
    }

    /// The tracked session, moved out (`consume`) with the finger left `.none`; nil, and the finger
    /// unchanged, when none is tracked. Only `withTrackedSession` calls it, and puts the session back.
    fileprivate mutating func takeTracked() -> DragSession? {
        switch consume self {
        case .tracking(let session):
            self = .none
            return session
        case let other:
            self = other
            return nil
        }
    }
}

/// A machine with one `Finger`, which lends the finger's drag session to its rules in place.
protocol HoldsFinger {
    var finger: Finger { get set }
}

extension HoldsFinger {
    /// Runs `body` with the machine and the tracked session, then puts the session back unless
    /// `body` set the finger itself (to `.ignored`, say); returns [] when no session is tracked.
    ///
    /// The session is lent, not copied: while `body` runs the finger reads `.none`, so the
    /// session's sample buffer stays uniquely referenced as it moves, and no exit from `body` can
    /// drop the finger.
    mutating func withTrackedSession(_ body: (inout Self, inout DragSession) -> [Occurrence]) -> [Occurrence] {
        guard var session = finger.takeTracked() else { return [] }
        let occurrences = body(&self, &session)
        if case .none = finger { finger = .tracking(consume session) }
        return occurrences
    }
}

extension Finger {
    /// Folds the finger into `digest`, its ticks as `shiftTime(by: ticks)` would leave them,
    /// without copying it.
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64) {
        switch self {
        case .none:
            digest.combine(1 as UInt64)
        case .ignored:
            digest.combine(2 as UInt64)
        case .tracking(let session):
            digest.combine(3 as UInt64)
            session.digest(into: &digest, shiftedBy: ticks)
        }
    }
}
