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

    /// `duration` in ticks at the current frame rate, at most one hour
    /// (`DurationLiteral.maximumTicks`); frames are checked here, where the rate is known.
    ///
    /// - Throws: `durationTooLong` naming the duration as written.
    func limited(_ duration: DurationLiteral) throws(ScriptError) -> Int64 {
        let ticks = duration.ticks(framesPerSecond: world.environment.clock.fps)
        guard ticks <= DurationLiteral.maximumTicks else { throw ScriptError(.durationTooLong("\(duration)"), at: nil) }
        return ticks
    }

    /// `step [DURATION]`: `Nf` goes to the N-th frame boundary after now; a time adds to the clock.
    mutating func step(_ duration: DurationLiteral, into result: inout CommandResult) throws {
        let clock = world.environment.clock
        let target: Int64
        switch duration {
        case .frames(let frames):
            _ = try limited(duration)
            target = Drive.frameStepTarget(frames: frames, from: world.now, clock: clock)
        case .ticks(let ticks):
            target = world.now + ticks
        }
        try advance(to: target, into: &result)
    }

    /// `settle [NAME] [max DURATION]`: frame by frame until nothing animates (on NAME, if given).
    mutating func settle(_ name: String?, limit: Int64, into result: inout CommandResult) throws {
        let only = try name.map { (name) throws(WorldError) in try world.index(of: name) }
        guard samplesEveryFrame else {
            // The world runs the frames; their records are emitted together, as the frames' own
            // records would have been one after the other.
            var records: [Record] = []
            defer { emit(records, into: &result) }
            try world.settle(only: only, limit: limit, into: &records)
            return
        }
        var settling = Drive.Settling(only: only, limit: limit, from: world)
        while let stop = settling.next(in: &world) { try advance(to: stop, into: &result) }
        if settling.overran { throw WorldError.stillMoving(limit: limit, moving: world.movingValues(only: only)) }
    }

    /// Moves the clock to `tick`; while recording or plotting, stops at every frame to sample.
    ///
    /// - Throws: `durationTooLong` for a move of more than one hour, whatever asked for it.
    mutating func advance(to tick: Int64, into result: inout CommandResult) throws {
        guard tick - world.now <= Drive.longestTicks else {
            throw ScriptError(.durationTooLong(DurationLiteral.ticks(tick - world.now).description), at: nil)
        }
        guard samplesEveryFrame else {
            emit(world.advance(to: tick), into: &result)
            return
        }
        while let stop = world.nextStop(toward: tick) {
            emit(world.advance(to: stop), into: &result)
            if world.environment.clock.isFrame(world.now) {
                try sampleFrame(into: &result)
                try streamOutput(&result)
            }
        }
    }

    /// Whether something samples every frame (`record`, `plot`, `film`, `view`'s frames), so
    /// time moves one frame at a time.
    var samplesEveryFrame: Bool {
        recording != nil || plotting != nil || filming != nil || timedFilming != nil || frameSamples != nil
    }
}
