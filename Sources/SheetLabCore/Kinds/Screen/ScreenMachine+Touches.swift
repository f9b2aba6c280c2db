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

    /// `(W/2, T + 20)`, moved with the drawn offset (docs/models.md#screen).
    public func defaultDragStart(in environment: Environment) -> Point {
        Point(
            x: environment.screenWidth / 2,
            y: environment.safeAreaTop + 20 + drawnOffset.presented + transition.presented)
    }

    var minimumDragDistance: Double { parameters.minDistance }

    /// The seed's `.updating($liveOffset) { state = max(translation.height, 0) }`.
    mutating func follow(_ session: DragSession, at tick: Int64, in environment: Environment) {
        if let written = parameters.written {
            live = written.design.contentOffset(forDrag: session.dy, screenHeight: environment.screenHeight)
            return applyModels(animation: nil, change: 0, at: tick, in: environment)
        }
        live = max(session.dy, 0)
        applyModels(animation: nil, change: 0, at: tick, in: environment)
    }

    // Inlined into `updateArmed`: a call there copied the whole machine to the stack
    // first, at every sample and every frame of a drag.
    @inline(__always)
    func releaseDismisses(_ session: DragSession, at tick: Int64, in environment: Environment) -> Bool {
        if let written = parameters.written {
            let readings = WrittenScreenDesign.readings(
                translation: session.dy, velocity: session.velocity(at: tick), offset: live, in: environment)
            return written.design.releaseOutcome(with: readings) == .dismiss
        }
        return Self.shouldDismiss(
            translation: max(session.dy, 0),
            predicted: Self.seedPredicted(dy: session.dy, velocity: session.velocity(at: tick)),
            parameters: parameters)
    }
}
