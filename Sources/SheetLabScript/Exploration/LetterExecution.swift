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

    /// The arrays the letters of a search reuse, one pair per job: a letter that started with
    /// fresh arrays allocated one or two (a sixth of explore's allocations).
    struct RecordBuffers {
        /// The records of the current letter's own event (`escape`, `release`, `present`, a
        /// touch-down).
        var records: [Record] = []
        /// The records of one instant the clock moves through (`advance(to:world:monitor:instant:)`).
        var instant: [Record] = []
    }

    /// Runs `command` on the first sheet, reporting every instant to `monitor`. Returns the records
    /// of the command's own event (`escape`, `release`, `present`, a touch-down); those of the
    /// instants the clock moves through go to the monitor only (keeping them cost allocations and
    /// copies on every letter, and no check needs them).
    static func run(
        _ command: Command, on world: inout World, monitor: inout InvariantMonitor
    ) throws(Failure) -> [Record] {
        var buffers = RecordBuffers()
        try run(command, on: &world, monitor: &monitor, buffers: &buffers)
        return buffers.records
    }

    /// `run(_:on:monitor:)` leaving the command's own records in `buffers.records` (emptied first).
    static func run(
        _ command: Command, on world: inout World, monitor: inout InvariantMonitor, buffers: inout RecordBuffers
    ) throws(Failure) {
        let decoded = Letter.decode(command)
        guard case .command = decoded.letter else {
            return try run(decoded.letter, sheet: decoded.sheet, on: &world, monitor: &monitor, buffers: &buffers)
        }
        buffers.records.removeAll(keepingCapacity: true)
        let observed: Bool?
        do {
            observed = try perform(command, on: &world, buffers: &buffers)
        } catch {
            throw .rejected
        }
        guard let observed else { throw .rejected }
        if !observed { monitor.observe(buffers.records, in: &world) }
    }

    /// `run(_:on:monitor:buffers:)` of a command decoded (`Letter.decode`) into `letter` and `sheet`,
    /// any letter but `.command`.
    static func run(
        _ letter: Letter, sheet: String?, on world: inout World, monitor: inout InvariantMonitor,
        buffers: inout RecordBuffers
    ) throws(Failure) {
        if !buffers.records.isEmpty { buffers.records.removeAll(keepingCapacity: true) }
        if case .settle(let limit) = letter {
            return try settle(
                sheet, limit: limit.ticks(framesPerSecond: world.environment.clock.fps), world: &world,
                monitor: &monitor, instant: &buffers.instant)
        }
        // Every other letter fails only with a `WorldError`: caught as one type, a rejected letter
        // (a third of them) allocates no boxed error and casts none.
        let observed: Bool?
        do {
            observed = try perform(letter, sheet: sheet, on: &world, monitor: &monitor, buffers: &buffers)
        } catch {
            throw .rejected
        }
        guard let observed else { throw .rejected }
        if !observed { monitor.observe(buffers.records, in: &world) }
    }

    /// `run` of every letter but `settle`, appending the command's own records to `buffers.records`:
    /// whether the monitor has seen every instant already (the clock moved); nil for a command that
    /// is not a letter.
    private static func perform(
        _ letter: Letter, sheet: String?, on world: inout World, monitor: inout InvariantMonitor,
        buffers: inout RecordBuffers
    ) throws(WorldError) -> Bool? {
        // Every letter but the environment's and `step` names its sheet (`Letter.decode`).
        let name = sheet ?? ""
        switch letter {
        case .present(let animated):
            try world.present(name: name, animated: animated, into: &buffers.records)
            return false
        case .drag(let displacement, let duration, let start, let hold):
            let from = try world.dragStart(start.map(Point.init), sheet: name)
            let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
            try moveFinger(
                name, by: displacement, over: ticks, from: from, hold: hold, world: &world, monitor: &monitor,
                buffers: &buffers)
            return true
        case .move(let displacement, let duration):
            let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
            try moveFinger(
                name, by: displacement, over: ticks, from: nil, hold: true, world: &world, monitor: &monitor,
                buffers: &buffers)
            return true
        case .fling(let displacement, let velocity, let start):
            let from = try world.dragStart(start.map(Point.init), sheet: name)
            try moveFinger(
                name, by: displacement, over: Drive.flingTicks(by: Point(displacement), velocity: velocity),
                from: from, hold: false, world: &world, monitor: &monitor, buffers: &buffers)
            return true
        case .release:
            try world.touchUp(sheet: name, into: &buffers.records)
            return false
        case .escape:
            try world.escape(sheet: name, into: &buffers.records)
            return false
        case .tapBackdrop:
            try world.tapBackdrop(sheet: name, into: &buffers.records)
            return false
        case .reduceMotion(let on):
            world.setEnvironment { $0.reduceMotion = on }
            return false
        case .layout(let direction):
            world.setEnvironment { $0.layoutDirection = direction }
            return false
        case .step(let duration):
            let clock = world.environment.clock
            let target: Int64
            switch duration {
            case .frames(let frames): target = Drive.frameStepTarget(frames: frames, from: world.now, clock: clock)
            case .ticks(let ticks): target = world.now + ticks
            }
            advance(to: target, world: &world, monitor: &monitor, instant: &buffers.instant)
            return true
        case .settle, .command:
            return nil
        }
    }

    /// `run` of a command no `Letter` holds, appending its records to `buffers.records`: whether
    /// the monitor has seen them already (never); nil for a command that is not a letter.
    private static func perform(
        _ command: Command, on world: inout World, buffers: inout RecordBuffers
    ) throws(WorldError) -> Bool? {
        switch command {
        case .press(let name, let button):
            try world.press(sheet: name, button: button, into: &buffers.records)
            return false
        case .setParameter(let name, let assignment):
            buffers.records += try world.setParameter(sheet: name, parameter: assignment.name, to: assignment.written)
            return false
        default:
            return nil
        }
    }

    /// Moves the finger (touching down first at `start`, if given) and the clock to the motion's
    /// end; the touch-down's records go to `buffers.records`.
    private static func moveFinger(
        _ name: String, by displacement: Coordinates, over ticks: Int64, from start: Point?, hold: Bool,
        world: inout World, monitor: inout InvariantMonitor, buffers: inout RecordBuffers
    ) throws(WorldError) {
        let end = try world.beginMotion(
            sheet: name, by: Point(x: displacement.x, y: displacement.y), over: max(ticks, 1), touchingDownAt: start,
            hold: hold, into: &buffers.records)
        if !buffers.records.isEmpty || start != nil { monitor.observe(buffers.records, in: &world) }
        advance(to: end, world: &world, monitor: &monitor, instant: &buffers.instant)
    }

    /// Moves the clock to `tick` instant by instant; `instant` holds each instant's records in turn
    /// (one array for all of them: most instants report nothing, and the rest a line or two).
    private static func advance(
        to tick: Int64, world: inout World, monitor: inout InvariantMonitor, instant: inout [Record]
    ) {
        while let stop = world.nextStop(toward: tick) {
            // Most instants report nothing: emptying an empty array still cost about 80 instructions.
            if !instant.isEmpty { instant.removeAll(keepingCapacity: true) }
            world.advance(to: stop, into: &instant)
            monitor.observe(instant, in: &world)
        }
    }

    private static func settle(
        _ name: String?, limit: Int64, world: inout World, monitor: inout InvariantMonitor, instant: inout [Record]
    ) throws(Failure) {
        let only: Int?
        do {
            only = try name.map { (name) throws(WorldError) in try world.index(of: name) }
        } catch {
            throw .rejected
        }
        var settling = Drive.Settling(only: only, limit: limit, from: world)
        while let stop = settling.next(in: &world) {
            advance(to: stop, world: &world, monitor: &monitor, instant: &instant)
        }
        if settling.overran { throw .timedOut }
    }
}
