import SheetLabCore

/// Runs one letter on a World as the interpreter runs the same command (`Session`), stopping at
/// every instant the clock moves to (finger samples and frames) so the monitor checks each one.
///
/// Moving the clock in steps of at most one frame delivers the same events in the same order as
/// one `advance(to:)` (World delivers each instant's touches, then its frame), so the states match
/// the interpreter's; `Explorer` replays every finding through a real `Session` to confirm it.
enum LetterExecution {
    /// Why a letter did not run.
    enum Failure: Error {
        /// The command is an error in this state (finger misuse, `present` while shown, ...).
        case rejected
        /// `settle` ran out of time (the clock is left at its limit, as `settle` leaves it).
        case timedOut
    }

    /// Runs `command` on the first sheet, reporting every instant to `monitor`. Returns the records
    /// of the command's own event (`escape`, `release`, `present`, a touch-down); those of the
    /// instants the clock moves through go to the monitor only (keeping them cost allocations and
    /// copies on every letter, and no check needs them).
    static func run(
        _ command: Command, on world: inout World, monitor: inout InvariantMonitor
    ) throws(Failure) -> [Record] {
        if case .settle(let name, let limit) = command {
            return try settle(
                name, limit: limit.ticks(framesPerSecond: world.environment.clock.fps), world: &world,
                monitor: &monitor)
        }
        // Every other letter fails only with a `WorldError`: caught as one type, a rejected letter
        // (a third of them) allocates no boxed error and casts none.
        let outcome: (records: [Record], observed: Bool)?
        do {
            outcome = try perform(command, on: &world, monitor: &monitor)
        } catch {
            throw .rejected
        }
        guard let (records, observed) = outcome else { throw .rejected }
        if !observed { monitor.observe(records, in: &world) }
        return records
    }

    /// `run` of every letter but `settle`: the command's own records, and whether the monitor has
    /// seen every instant already (the clock moved); nil for a command that is not a letter.
    private static func perform(
        _ command: Command, on world: inout World, monitor: inout InvariantMonitor
    ) throws(WorldError) -> (records: [Record], observed: Bool)? {
        switch command {
        case .present(let name, let animated):
            return (try world.present(name: name, animated: animated), false)
        case .drag(let name, let displacement, let duration, let start, let hold):
            let from = try dragStart(start, of: name, in: world)
            let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
            let touch = try moveFinger(
                name, by: displacement, over: ticks, from: from, hold: hold, world: &world, monitor: &monitor)
            return (touch, true)
        case .move(let name, let displacement, let duration):
            let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
            let touch = try moveFinger(
                name, by: displacement, over: ticks, from: nil, hold: true, world: &world, monitor: &monitor)
            return (touch, true)
        case .fling(let name, let displacement, let velocity, let start):
            let from = try dragStart(start, of: name, in: world)
            let touch = try moveFinger(
                name, by: displacement, over: flingTicks(displacement, velocity: velocity), from: from,
                hold: false, world: &world, monitor: &monitor)
            return (touch, true)
        case .release(let name):
            return (try world.touchUp(sheet: name), false)
        case .escape(let name):
            return (try world.escape(sheet: name), false)
        case .tapBackdrop(let name):
            return (try world.tapBackdrop(sheet: name), false)
        case .press(let name, let button):
            return (try world.press(sheet: name, button: button), false)
        case .setParameter(let name, let assignment):
            return (try world.setParameter(sheet: name, parameter: assignment.name, to: assignment.written), false)
        case .setEnvironment(.reduceMotion(let on)):
            world.setEnvironment { $0.reduceMotion = on }
            return ([], false)
        case .setEnvironment(.layout(let direction)):
            world.setEnvironment { $0.layoutDirection = direction }
            return ([], false)
        case .step(let duration):
            let clock = world.environment.clock
            let target: Int64
            switch duration {
            case .frames(let frames): target = clock.lastFrame(atOrBefore: world.now) + frames * clock.ticksPerFrame
            case .ticks(let ticks): target = world.now + ticks
            }
            var instant: [Record] = []
            advance(to: target, world: &world, monitor: &monitor, instant: &instant)
            return ([], true)
        default:
            return nil
        }
    }

    /// Where `drag` and `fling` touch down on `name`: at `start`, else the sheet's default (an `if`,
    /// where `??` would throw an untyped error).
    private static func dragStart(_ start: Coordinates?, of name: String, in world: World) throws(WorldError) -> Point {
        if let start { return Point(x: start.x, y: start.y) }
        return try world.defaultDragStart(sheet: name)
    }

    /// `fling`'s duration: distance / velocity, rounded to a tick, at least 1 (as `Session` does).
    static func flingTicks(_ displacement: Coordinates, velocity: Double) -> Int64 {
        let distance = (displacement.x * displacement.x + displacement.y * displacement.y).squareRoot()
        return max(Time.ticks(seconds: distance / velocity) ?? 1, 1)
    }

    private static func moveFinger(
        _ name: String, by displacement: Coordinates, over ticks: Int64, from start: Point?, hold: Bool,
        world: inout World, monitor: inout InvariantMonitor
    ) throws(WorldError) -> [Record] {
        let (touch, end) = try world.beginMotion(
            sheet: name, by: Point(x: displacement.x, y: displacement.y), over: max(ticks, 1), touchingDownAt: start,
            hold: hold)
        if !touch.isEmpty || start != nil { monitor.observe(touch, in: &world) }
        var instant: [Record] = []
        advance(to: end, world: &world, monitor: &monitor, instant: &instant)
        return touch
    }

    /// Moves the clock to `tick` instant by instant; `instant` holds each instant's records in turn
    /// (one array for all of them: most instants report nothing, and the rest a line or two).
    private static func advance(
        to tick: Int64, world: inout World, monitor: inout InvariantMonitor, instant: inout [Record]
    ) {
        while world.now < tick {
            instant.removeAll(keepingCapacity: true)
            world.advance(to: min(world.nextFrameTick, tick), into: &instant)
            monitor.observe(instant, in: &world)
        }
    }

    private static func settle(
        _ name: String?, limit: Int64, world: inout World, monitor: inout InvariantMonitor
    ) throws(Failure) -> [Record] {
        let only: Int?
        do {
            only = try name.map { (name) throws(WorldError) in try world.index(of: name) }
        } catch {
            throw .rejected
        }
        let deadline = world.now + limit
        var instant: [Record] = []
        while world.isMoving(only: only) {
            let frame = world.nextFrameTick
            guard frame <= deadline else {
                if world.now < deadline { advance(to: deadline, world: &world, monitor: &monitor, instant: &instant) }
                throw .timedOut
            }
            advance(to: frame, world: &world, monitor: &monitor, instant: &instant)
        }
        return []
    }
}
