/// A kind whose whole content follows one vertical drag (`screen`, `modal`): where it takes a
/// touch, when the drag begins, when `armed` changes and what a lift does, written once
/// (docs/models.md#shared-rules: Touches, Armed).
protocol VerticalDragging: AnimatedMachine, HoldsFinger {
    var phase: Phase { get set }
    var armed: Bool { get set }
    /// A parameter changed mid-drag: `armed` waits for the next event to be re-evaluated.
    var armedReviewPending: Bool { get set }
    /// The drag begins on the first sample this far from touch-down (the seed's `minimumDistance`).
    var minimumDragDistance: Double { get }

    /// Where the content is drawn, as of the last rendered frame.
    func contentRectangle(in environment: Environment) -> Rectangle
    /// The seed's `onChanged` (or `.updating`): what one sample of a begun drag changes.
    mutating func follow(_ session: DragSession, at tick: Int64, in environment: Environment)
    /// Whether a release at `tick` would dismiss (allocation-free, for `armed`).
    func releaseDismisses(_ session: DragSession, at tick: Int64, in environment: Environment) -> Bool
    /// The finger lifted after a drag began: the seed's `onEnded`.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence]
}

extension VerticalDragging {
    mutating func touchBegan(at point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        guard case .none = finger else { return [] }
        finger = .touchingDown(
            at: point, tick: tick, accepted: phase.takesTouches && contentRectangle(in: environment).contains(point))
        return IgnoredInput.touchDown(at: point, phase: phase, content: contentRectangle(in: environment))
            .map { [.ignored($0)] } ?? []
    }

    mutating func touchMoved(to point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        withTrackedSession { machine, session in
            let began = session.move(to: point, at: tick, beginningAt: machine.minimumDragDistance)
            var occurrences: [Occurrence] = []
            if began {
                occurrences.append(.transitioned(from: machine.phase, to: .dragging, cause: nil))
                machine.phase = .dragging
            }
            if session.hasBegun {
                machine.follow(session, at: tick, in: environment)
                if let change = machine.updateArmed(session, at: tick, in: environment) { occurrences.append(change) }
            }
            return occurrences
        }
    }

    mutating func touchEnded(at tick: Int64, in environment: Environment) -> [Occurrence] {
        let lifted = finger
        finger = .none
        if case .tracking(let session) = lifted, !session.hasBegun {
            return [.ignored(.liftedBeforeBegin(session, minimumDistance: minimumDragDistance))]
        }
        guard case .tracking(let session) = lifted, session.hasBegun, phase == .dragging else { return [] }
        return release(session, at: tick, in: environment)
    }

    /// Re-evaluates `armed` with the release rule as a release at `tick` would see it.
    mutating func updateArmed(_ session: DragSession, at tick: Int64, in environment: Environment) -> Occurrence? {
        let wouldDismiss = releaseDismisses(session, at: tick, in: environment)
        guard wouldDismiss != armed else { return nil }
        armed = wouldDismiss
        return wouldDismiss ? .armed : .disarmed
    }

    /// The finger now: `max(dy, 0)` and the velocity a release now would see; 0 with no drag.
    var liveReadout: FingerReadout {
        guard let session = finger.begunSession else { return .zero }
        return FingerReadout(translation: max(session.dy, 0), velocity: session.velocity(at: now))
    }

    /// The event after a `set` re-evaluates `armed` (a sample, a frame) or resets it (a release):
    /// nothing else waits (docs/decisions.md#timing-of-changes).
    mutating func applyArmedReview() -> [Occurrence] {
        armedReviewPending = false
        return []
    }
}
