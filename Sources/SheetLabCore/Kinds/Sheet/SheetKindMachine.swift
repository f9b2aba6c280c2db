/// A machine of the `sheet` kind: one of the seed's sheets (`SheetMachine`) or a peer library's
/// (`PanelSheetMachine`). The `profile` chosen at creation decides which (`Kind.makeMachine(configuredBy:)`).
public protocol SheetKindMachine: Machine {
    /// The design the sheet follows.
    var profile: SheetProfile { get }

    /// The detents the picture marks: the multi-height sheet's; the seed's defaults for the others.
    var detents: [SheetDetent] { get }

    /// The sheet's rectangle as drawn at the last rendered frame.
    func contentRectangle(in environment: Environment) -> Rectangle
}

extension SheetKindMachine {
    /// 20 pt below the sheet's top (half its height when under 40 pt), centred horizontally.
    public func defaultDragStart(in environment: Environment) -> Point {
        let rectangle = contentRectangle(in: environment)
        let inset = rectangle.height < 40 ? rectangle.height / 2 : 20
        return Point(x: environment.screenWidth / 2, y: rectangle.minY + inset)
    }
}

/// What both sheet machines keep and do alike: the stage, presentation and dismissal counts,
/// `armed`, the finger's lift, the fields and hash of that state (docs/models.md#sheet).
protocol SheetLifecycle: SheetKindMachine, AnimatedMachine, HoldsFinger {
    var stage: SheetStage { get set }
    /// Index of the selected detent (the seed's `currentDetent`) or position.
    var selected: Int { get set }
    /// Whether the sheet was ever presented: the profile is chosen before that, never after.
    var wasPresented: Bool { get set }
    var isPresented: Bool { get set }
    var dismissCount: Int { get set }
    var hapticCount: Int { get set }
    var armed: Bool { get set }
    /// A parameter changed mid-drag: `armed` waits for the next event to be re-evaluated.
    var armedReviewPending: Bool { get set }
    /// A finger lifted before its drag began, and the rule by which it had not begun.
    func liftedBeforeBegin(_ session: DragSession) -> IgnoredInput

    /// The finger lifted after a drag began: the profile's release rule.
    mutating func release(_ session: DragSession, at tick: Int64, in environment: Environment) -> [Occurrence]
}

extension SheetLifecycle {
    mutating func touchEnded(at tick: Int64, in environment: Environment) -> [Occurrence] {
        liftFinger(at: tick, in: environment)
    }

    /// The finger lifts: a begun drag is released; any other finger ends with nothing.
    mutating func liftFinger(at tick: Int64, in environment: Environment) -> [Occurrence] {
        switch finger {
        case .none:
            return []
        case .ignored:
            finger = .none
            return []
        case .tracking(let session):
            finger = .none
            guard session.hasBegun else {
                return [.ignored(liftedBeforeBegin(session))]
            }
            return release(session, at: tick, in: environment)
        }
    }

    /// Sets `armed` to what a release would now decide, reporting a change.
    mutating func setArmed(_ nowArmed: Bool, into occurrences: inout [Occurrence]) {
        guard nowArmed != armed else { return }
        armed = nowArmed
        occurrences.append(nowArmed ? .armed : .disarmed)
    }

    /// Whether the stage rests (`idle` or `dismissed`) with no finger down; `isAtRest` when nothing animates too.
    @inline(__always)
    var restsWithoutFinger: Bool {
        guard stage == .idle || stage == .dismissed, case .none = finger else { return false }
        return true
    }

    /// The finger now: dy and the velocity a release now would see; 0 with no drag.
    @inline(__always)
    var liveReadout: FingerReadout {
        guard let session = finger.begunSession else { return .zero }
        return FingerReadout(translation: session.dy, velocity: session.velocity(at: now))
    }

    /// The fields both sheets read alike; nil for the fields each reads its own way.
    @inline(__always)
    func lifecycleValue(of field: Field) -> FieldValue? {
        switch field {
        case .phase: return .word(stage.phase.rawValue)
        case .armed: return .bool(armed)
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .scale, .opacity: return .number(1)
        case .hitTesting: return .bool(stage.phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissCount)
        case .haptics: return .integer(hapticCount)
        default: return nil
        }
    }

    /// `Machine.normalizeForComparison()` for the state both sheets keep; returns the change offset.
    mutating func normalizeLifecycle() -> Int {
        let offset = normalizeCommonState()
        hapticCount = 0
        stage = stage.renumbered(by: offset)
        return offset
    }

    /// Folds the state both sheets keep into `digest`, as `shiftTime(by: ticks)` and, when
    /// `normalized`, `normalizeForComparison()` would leave it.
    @inline(__always)
    func digestLifecycle(into digest: inout StateDigest, shiftedBy ticks: Int64, normalized: Bool) {
        digest.combine(selected)
        digest.combine(wasPresented)
        digest.combine(isPresented)
        digest.combine(dismissCount)
        digest.combine(normalized ? 0 : hapticCount)
        digest.combine(armed)
        digest.number(normalized ? 0 : releaseReadout.translation)
        digest.number(normalized ? 0 : releaseReadout.velocity)
        digest.combine(armedReviewPending)
        digest.combine(now + ticks)
        digest.combine(normalized ? ChangeNumbering.base : nextChange)
        finger.digest(into: &digest, shiftedBy: ticks)
    }

    /// Hashes what the digest does not hold: the stage (renumbered when `normalized`) and the
    /// last decision (dropped when `normalized`).
    @inline(__always)
    func hashLifecycle(into hasher: inout Hasher, changeOffset offset: Int, normalized: Bool) {
        hasher.combine(normalized ? stage.renumbered(by: offset) : stage)
        hasher.combine(normalized ? nil : lastDecision)
    }
}
