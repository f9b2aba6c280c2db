/// How a command drives a world through time, written once for the shell, explore, sweep, compare
/// and the tests: how long a gesture lasts, where the clock stops while a gesture or `settle` runs,
/// and the one-hour limit (docs/commands.md, `drag`, `fling`, `step`, `settle`; docs/motion.md, Time).
public enum Drive {
    /// The longest a command may move the clock or a gesture may last: one hour. No gesture or
    /// animation lasts anywhere near that; a longer one is a typo (a missing `ms`, say).
    public static let longestTicks: Int64 = 3600 * Time.ticksPerSecond

    /// `fling`'s duration: distance / velocity rounded to a tick, at least one (docs/commands.md,
    /// `fling`).
    ///
    /// - Throws: `flingTooLong` past `longestTicks` (`fling p 0 100 at 0.0001` would take
    ///   1,000,000 s; `at 1e-300` overflows), never a silent one-tick fling.
    public static func flingTicks(by displacement: Point, velocity: Double) throws(WorldError) -> Int64 {
        let distance = (displacement.x * displacement.x + displacement.y * displacement.y).squareRoot()
        let seconds = distance / velocity
        guard seconds <= Time.seconds(longestTicks), let ticks = Time.ticks(seconds: seconds) else {
            throw .flingTooLong(distance: distance, velocity: velocity)
        }
        return max(ticks, 1)
    }

    /// Where `step Nf` moves the clock: the `frames`-th frame boundary after the last one at or
    /// before `now` (docs/commands.md, `step`).
    public static func frameStepTarget(frames: Int64, from now: Int64, clock: FrameClock) -> Int64 {
        clock.lastFrame(atOrBefore: now) + frames * clock.ticksPerFrame
    }

    /// `settle`'s walk through time as a value: frame by frame while something animates, until a
    /// deadline. Each caller moves the clock to the ticks it names, looking at what it needs on
    /// the way (`World.settle`, a recording `Session`, explore's monitor).
    public struct Settling: Sendable {
        /// The sheet whose motion is awaited (its index), or nil for all.
        public let only: Int?
        /// How long the walk may take, in ticks.
        public let limit: Int64
        /// The tick the walk may not pass.
        let deadline: Int64
        /// Whether the walk reached its deadline with something still moving.
        public private(set) var overran = false

        /// A walk of at most `limit` ticks from `world`'s now.
        public init(only: Int?, limit: Int64, from world: World) {
            self.only = only
            self.limit = limit
            deadline = world.now + limit
        }

        /// The tick to move the clock to next: the next frame while something moves, else nil;
        /// the deadline when that frame would pass it, after which `overran` holds and the walk
        /// names no tick more (nor the deadline itself when the clock is there already).
        public mutating func next(in world: inout World) -> Int64? {
            guard !overran, world.isMovingInPlace(only: only) else { return nil }
            let frame = world.nextFrameTick
            guard frame > deadline else { return frame }
            overran = true
            return world.now < deadline ? deadline : nil
        }
    }
}

extension World {
    /// Where `drag` and `fling` touch down on a sheet: at `start`, else the sheet's default (an
    /// `if`, where `??` would throw an untyped error).
    public func dragStart(_ start: Point?, sheet name: String) throws(WorldError) -> Point {
        if let start { return start }
        return try defaultDragStart(sheet: name)
    }

    /// The next tick a caller that looks at every frame (a recording, explore's monitor) moves the
    /// clock to on its way to `end`: the next frame boundary, or `end` when it comes first; nil
    /// once the clock is there. `advance(to:)` to it delivers the same events in the same order as
    /// one `advance(to: end)`.
    public func nextStop(toward end: Int64) -> Int64? {
        guard now < end else { return nil }
        return min(nextFrameTick, end)
    }

    /// `beginMotion` and then `advance(to:)` its end: the whole of `drag`, `move` and `fling`.
    public mutating func drag(
        sheet name: String, by delta: Point, over duration: Int64, touchingDownAt start: Point?, hold: Bool
    ) throws(WorldError) -> [Record] {
        let (records, endTick) = try beginMotion(
            sheet: name, by: delta, over: duration, touchingDownAt: start, hold: hold)
        return records + advance(to: endTick)
    }

    /// Advances frame by frame until nothing animates (on `sheet` only, if given), at most
    /// `limit` ticks; past it, the clock stays at the limit and the error names what moves.
    public mutating func settle(sheet name: String?, limit: Int64) throws(WorldError) -> [Record] {
        let only = try name.map { (name) throws(WorldError) in try index(of: name) }
        var records: [Record] = []
        try settle(only: only, limit: limit, into: &records)
        return records
    }

    /// `settle(sheet:limit:)` of the sheet at index `only` (all if nil), appending the records to
    /// `records` as it goes: a settle past its limit keeps what happened before it stopped.
    public mutating func settle(only: Int?, limit: Int64, into records: inout [Record]) throws(WorldError) {
        var settling = Drive.Settling(only: only, limit: limit, from: self)
        defer { renderSkippedFrames() }
        while let stop = settling.next(in: &self) {
            // Frames leave a resting sheet's skipped frame for the end; the deadline, between two
            // frames, is a whole `advance`.
            if settling.overran {
                advance(to: stop, into: &records)
            } else {
                advanceFrames(to: stop, into: &records)
            }
        }
        if settling.overran { throw .stillMoving(limit: limit, moving: movingValues(only: only)) }
    }
}
