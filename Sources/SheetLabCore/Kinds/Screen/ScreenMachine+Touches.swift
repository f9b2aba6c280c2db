/// Touches: where the page takes them, when its drag begins, and `armed`.
extension ScreenMachine {
    /// Where the page is drawn (as of the last rendered frame): the whole screen, moved down by
    /// the drawn offset (presentation transition included) and scaled about its centre.
    public func contentRectangle(in environment: Environment) -> Rectangle {
        let offset = drawnOffset.presented + transition.presented
        let scale = drawnScale.presented
        let halfWidth = environment.screenWidth / 2 * scale
        let halfHeight = environment.screenHeight / 2 * scale
        let centreY = environment.screenHeight / 2 + offset
        return Rectangle(
            minX: environment.screenWidth / 2 - halfWidth, minY: centreY - halfHeight,
            maxX: environment.screenWidth / 2 + halfWidth, maxY: centreY + halfHeight)
    }

    /// `(W/2, T + 20)`, moved with the drawn offset (models.md, `screen`).
    public func defaultDragStart(in environment: Environment) -> Point {
        Point(
            x: environment.screenWidth / 2,
            y: environment.safeAreaTop + 20 + drawnOffset.presented + transition.presented)
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
        // The seed's `.updating($liveOffset) { state = max(translation.height, 0) }`.
        live = max(session.dy, 0)
        applyModels(animation: nil, change: 0, at: tick, in: environment)
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
        let velocity = session.velocity(at: tick)
        let wouldDismiss = Self.shouldDismiss(
            translation: max(session.dy, 0), predicted: Self.seedPredicted(dy: session.dy, velocity: velocity),
            parameters: parameters)
        guard wouldDismiss != armed else { return nil }
        armed = wouldDismiss
        return wouldDismiss ? .armed : .disarmed
    }
}
