/// A machine that answers each kind of event in a method of its own; `route(_:in:)` is the one
/// dispatch every kind shares.
///
/// A kind without a backdrop or buttons keeps the defaults, which change nothing (the World
/// refuses `tap NAME backdrop` and `press` for it before an event is made).
protocol EventRouting: Machine {
    /// The clock as the machine last heard it (an event, or `clockAdvanced`).
    var now: Int64 { get set }

    mutating func present(animated: Bool, at tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func touchBegan(at point: Point, tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func touchMoved(to point: Point, tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func touchEnded(at tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func escape(at tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func buttonPressed(_ button: String, at tick: Int64, in environment: Environment) -> [Occurrence]
    mutating func frameTicked(at tick: Int64, in environment: Environment) -> [Occurrence]
}

extension EventRouting {
    /// Moves the machine's clock to the event's tick and hands the event to its method.
    @inline(__always)
    mutating func route(_ event: Event, in environment: Environment) -> [Occurrence] {
        now = max(now, event.tick)
        switch event {
        case .presentationRequested(let animated, let tick):
            return present(animated: animated, at: tick, in: environment)
        case .touchBegan(let point, let tick):
            return touchBegan(at: point, tick: tick, in: environment)
        case .touchMoved(let point, let tick):
            return touchMoved(to: point, tick: tick, in: environment)
        case .touchEnded(let tick):
            return touchEnded(at: tick, in: environment)
        case .escapeRequested(let tick):
            return escape(at: tick, in: environment)
        case .backdropTapped(let tick):
            return backdropTapped(at: tick, in: environment)
        case .buttonPressed(let button, let tick):
            return buttonPressed(button, at: tick, in: environment)
        case .frameTicked(let tick):
            return frameTicked(at: tick, in: environment)
        }
    }

    /// Between frames only the clock moves: readouts that depend on now read at `tick`.
    mutating func advanceClock(to tick: Int64) {
        now = max(now, tick)
    }

    /// No backdrop: nothing happens.
    mutating func backdropTapped(at tick: Int64, in environment: Environment) -> [Occurrence] { [] }

    /// No buttons: nothing happens.
    mutating func buttonPressed(_ button: String, at tick: Int64, in environment: Environment) -> [Occurrence] {
        []
    }
}
