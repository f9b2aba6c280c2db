import SheetLabCore

extension Session {
    /// Moves the finger linearly (`drag`, `move`, `fling`), touching down at `start` when given.
    mutating func moveFinger(
        _ name: String, by displacement: Coordinates, over ticks: Int64, from start: Point?, hold: Bool,
        into result: inout CommandResult
    ) throws {
        let (records, endTick) = try world.beginMotion(
            sheet: name, by: Point(x: displacement.x, y: displacement.y), over: max(ticks, 1),
            touchingDownAt: start, hold: hold)
        emit(records, into: &result)
        try advance(to: endTick, into: &result)
    }

    /// `step [DURATION]`: `Nf` goes to the N-th frame boundary after now; a time adds to the clock.
    mutating func step(_ duration: DurationLiteral, into result: inout CommandResult) throws {
        let clock = world.environment.clock
        let target: Int64
        switch duration {
        case .frames(let frames):
            target = clock.lastFrame(atOrBefore: world.now) + frames * clock.ticksPerFrame
        case .ticks(let ticks):
            target = world.now + ticks
        }
        try advance(to: target, into: &result)
    }

    /// `settle [NAME] [max DURATION]`: frame by frame until nothing animates (on NAME, if given).
    mutating func settle(_ name: String?, limit: Int64, into result: inout CommandResult) throws {
        let only = try name.map { (name) throws(WorldError) in try world.index(of: name) }
        let deadline = world.now + limit
        while world.isMoving(only: only) {
            let frame = world.nextFrameTick
            guard frame <= deadline else {
                if world.now < deadline { try advance(to: deadline, into: &result) }
                throw WorldError.stillMoving(limit: limit, moving: world.movingValues(only: only))
            }
            try advance(to: frame, into: &result)
        }
    }

    /// Moves the clock to `tick`; while recording or plotting, stops at every frame to sample.
    mutating func advance(to tick: Int64, into result: inout CommandResult) throws {
        guard recording != nil || plotting != nil || filming != nil || timedFilming != nil else {
            emit(world.advance(to: tick), into: &result)
            return
        }
        while world.now < tick {
            let next = min(world.nextFrameTick, tick)
            emit(world.advance(to: next), into: &result)
            if world.environment.clock.isFrame(world.now) { try sampleFrame() }
        }
    }
}
