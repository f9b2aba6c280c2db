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
        var records: [Record] = []
        do {
            switch command {
            case .present(let name, let animated):
                records = try world.present(name: name, animated: animated)
            case .drag(let name, let displacement, let duration, let start, let hold):
                let from = try start.map { Point(x: $0.x, y: $0.y) } ?? world.defaultDragStart(sheet: name)
                let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
                return try moveFinger(
                    name, by: displacement, over: ticks, from: from, hold: hold, world: &world, monitor: &monitor)
            case .move(let name, let displacement, let duration):
                let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
                return try moveFinger(
                    name, by: displacement, over: ticks, from: nil, hold: true, world: &world, monitor: &monitor)
            case .fling(let name, let displacement, let velocity, let start):
                let from = try start.map { Point(x: $0.x, y: $0.y) } ?? world.defaultDragStart(sheet: name)
                return try moveFinger(
                    name, by: displacement, over: flingTicks(displacement, velocity: velocity), from: from,
                    hold: false, world: &world, monitor: &monitor)
            case .release(let name):
                records = try world.touchUp(sheet: name)
            case .escape(let name):
                records = try world.escape(sheet: name)
            case .tapBackdrop(let name):
                records = try world.tapBackdrop(sheet: name)
            case .press(let name, let button):
                records = try world.press(sheet: name, button: button)
            case .setParameter(let name, let assignment):
                records = try world.setParameter(sheet: name, parameter: assignment.name, to: assignment.written)
            case .setEnvironment(.reduceMotion(let on)):
                world.setEnvironment { $0.reduceMotion = on }
            case .setEnvironment(.layout(let direction)):
                world.setEnvironment { $0.layoutDirection = direction }
            case .step(let duration):
                let clock = world.environment.clock
                let target: Int64
                switch duration {
                case .frames(let frames): target = clock.lastFrame(atOrBefore: world.now) + frames * clock.ticksPerFrame
                case .ticks(let ticks): target = world.now + ticks
                }
                advance(to: target, world: &world, monitor: &monitor)
                return []
            case .settle(let name, let limit):
                return try settle(
                    name, limit: limit.ticks(framesPerSecond: world.environment.clock.fps), world: &world,
                    monitor: &monitor)
            default:
                throw Failure.rejected
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .rejected
        }
        monitor.observe(records, in: world)
        return records
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
        if !touch.isEmpty || start != nil { monitor.observe(touch, in: world) }
        advance(to: end, world: &world, monitor: &monitor)
        return touch
    }

    private static func advance(to tick: Int64, world: inout World, monitor: inout InvariantMonitor) {
        while world.now < tick {
            let instant = world.advance(to: min(world.nextFrameTick, tick))
            monitor.observe(instant, in: world)
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
        while world.isMoving(only: only) {
            let frame = world.nextFrameTick
            guard frame <= deadline else {
                if world.now < deadline { advance(to: deadline, world: &world, monitor: &monitor) }
                throw .timedOut
            }
            advance(to: frame, world: &world, monitor: &monitor)
        }
        return []
    }
}
