/// Touches: where the modal takes them, when its drag begins, the seed's `onChanged`, and `armed`.
extension ModalMachine {
    /// The modal's resting top: centred in the safe-area container, `T + (C - height) / 2` (301).
    public func restingTop(in environment: Environment) -> Double {
        environment.safeAreaTop + (environment.containerHeight - parameters.height) / 2
    }

    /// Where the modal is drawn (as of the last rendered frame): x in [16, W - 16] (the seed's
    /// `.padding(.horizontal)`), y from its drawn top for `height`.
    public func contentRectangle(in environment: Environment) -> Rectangle {
        let top = restingTop(in: environment) + drawnOffset.presented + transition.presented
        return Rectangle(minX: 16, minY: top, maxX: environment.screenWidth - 16, maxY: top + parameters.height)
    }

    /// 20 pt below the drawn top (half the height when under 40 pt), centred (models.md, Touches).
    public func defaultDragStart(in environment: Environment) -> Point {
        let rectangle = contentRectangle(in: environment)
        let below = parameters.height < 40 ? parameters.height / 2 : 20
        return Point(x: environment.screenWidth / 2, y: rectangle.minY + below)
    }

    mutating func touchBegan(at point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        guard case .none = finger else { return [] }
        finger = .touchingDown(
            at: point, tick: tick, accepted: phase.takesTouches && contentRectangle(in: environment).contains(point))
        return IgnoredInput.touchDown(at: point, phase: phase, content: contentRectangle(in: environment))
            .map { [.ignored($0)] } ?? []
    }

    mutating func touchMoved(to point: Point, tick: Int64, in environment: Environment) -> [Occurrence] {
        guard let (session, began) = finger.move(to: point, at: tick, minimumDistance: parameters.minDistance) else {
            return []
        }
        var occurrences: [Occurrence] = []
        if began {
            occurrences.append(.transitioned(from: phase, to: .dragging, cause: nil))
            phase = .dragging
        }
        guard session.hasBegun else { return occurrences }
        // The seed's `onChanged`: `if value.translation.height > 0 { dragOffset = value.translation }`.
        if DecimalFormat.roundedForComparison(session.dy) > 0 {
            dragOffset = session.dy
            applyModels(animation: nil, change: 0, at: tick)
        }
        if let change = updateArmed(session, at: tick) { occurrences.append(change) }
        return occurrences
    }

    mutating func touchEnded(at tick: Int64, in environment: Environment) -> [Occurrence] {
        let lifted = finger
        finger = .none
        if case .tracking(let session) = lifted, !session.hasBegun {
            return [.ignored(.liftedBeforeBegin(session, minimumDistance: parameters.minDistance))]
        }
        guard case .tracking(let session) = lifted, session.hasBegun, phase == .dragging else { return [] }
        return release(session, at: tick, in: environment)
    }

    /// Re-evaluates `armed` with the release rule as a release at `tick` would see it.
    mutating func updateArmed(_ session: DragSession, at tick: Int64) -> Occurrence? {
        let wouldDismiss = Self.shouldDismiss(
            dy: session.dy, velocity: session.velocity(at: tick), parameters: parameters)
        guard wouldDismiss != armed else { return nil }
        armed = wouldDismiss
        return wouldDismiss ? .armed : .disarmed
    }
}
