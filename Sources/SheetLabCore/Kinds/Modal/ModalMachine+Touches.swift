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

    /// 20 pt below the drawn top (half the height when under 40 pt), centred (docs/models.md#shared-rules, Touches).
    public func defaultDragStart(in environment: Environment) -> Point {
        let rectangle = contentRectangle(in: environment)
        let below = parameters.height < 40 ? parameters.height / 2 : 20
        return Point(x: environment.screenWidth / 2, y: rectangle.minY + below)
    }

    var minimumDragDistance: Double { parameters.minDistance }

    /// The seed's `onChanged`: `if value.translation.height > 0 { dragOffset = value.translation }`.
    mutating func follow(_ session: DragSession, at tick: Int64, in environment: Environment) {
        if let written = parameters.written { return followWritten(written, session, at: tick, in: environment) }
        guard DecimalFormat.roundedForComparison(session.dy) > 0 else { return }
        dragOffset = session.dy
        applyModels(animation: nil, change: 0, at: tick)
    }

    func releaseDismisses(_ session: DragSession, at tick: Int64, in environment: Environment) -> Bool {
        if let written = parameters.written {
            return written.design.releaseOutcome(
                with: readings(written, dy: session.dy, velocity: session.velocity(at: tick), in: environment))
                == .dismiss
        }
        return Self.shouldDismiss(dy: session.dy, velocity: session.velocity(at: tick), parameters: parameters)
    }
}
