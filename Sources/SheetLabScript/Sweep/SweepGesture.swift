import SheetLabCore

/// How a sweep's finger reaches the release a cell asks for.
public enum SweepGestureStyle: String, Sendable, Hashable, CaseIterable {
    /// The finger reaches the translation moving at exactly the asked velocity (`--gesture fling`).
    case fling
    /// A constant-speed drag of the translation over a duration, as `drag NAME 0 DY over D` is.
    case drag
}

/// One cell's gesture: where the finger is released, how fast, and the path that gets it there.
///
/// Translation and velocity are along the kind's axis: y down for `screen`, `modal` and `sheet`;
/// x away from the edge for `edge`. The finger starts at the kind's default drag start.
public struct SweepGesture: Sendable, Hashable {
    public var style: SweepGestureStyle
    /// Translation at release, pt.
    public var translation: Double
    /// `fling`: the velocity the tracker measures at release, pt/s.
    public var velocity: Double
    /// `drag`: how long the drag lasts, ticks (at least 1).
    public var durationTicks: Int64

    public init(style: SweepGestureStyle, translation: Double, velocity: Double = 0, durationTicks: Int64 = 1500) {
        self.style = style
        self.translation = translation
        self.velocity = velocity
        self.durationTicks = max(durationTicks, 1)
    }

    /// The way a fling reaches translation d at velocity v: the finger moves to `approach`, then
    /// moves at exactly v for `lastTicks` ticks and lifts at d (`approach = d - v * lastTicks`).
    public struct FlingPath: Sendable, Hashable {
        /// Where along the axis the last, constant-velocity segment starts, pt from touch-down.
        public var approach: Double
        /// How long the last segment lasts, ticks: the tracker's whole window when it fits.
        public var lastTicks: Int64
        /// Whether the finger rests a window's length at `approach` first: then nothing before
        /// the last segment falls inside the window the release is measured over.
        public var rests: Bool
    }

    /// How long the finger takes to reach the approach point: the 0.25 s of a default `drag`.
    public static let approachTicks: Int64 = 1500

    /// The path of a fling to translation `d` at velocity `v`.
    ///
    /// The velocity tracker fits a line to the samples of the last 100 ms (docs/motion.md#gestures).
    /// Every sample in that window lies on the last segment, a line of slope exactly `v` through
    /// (release, d), so the fit is `v` to rounding; no duration has to be rounded to a tick.
    /// Normally the last segment fills the whole window, starting `v / 10` before d (from the
    /// other side of touch-down when that is where it must come from: a release at rest-side of
    /// the start still moving away). When `v / 10` would overshoot the start in the direction of
    /// travel, the finger instead rests at (almost) the touch-down point for a window's length,
    /// then flicks: the segment lasts `floor(d / v)` ticks and starts less than `v / 6000` pt from
    /// the start. With `v` 0 the finger holds still at d for the window (a pause reads 0).
    public static func flingPath(translation d: Double, velocity v: Double) -> FlingPath {
        let window = VelocityTracker.windowTicks
        let ticksPerSecond = Double(Time.ticksPerSecond)
        var lastTicks = window
        if v != 0, d != 0, (d > 0) == (v > 0), abs(v) * Double(window) / ticksPerSecond > abs(d) {
            lastTicks = max(1, Int64((abs(d) * ticksPerSecond / abs(v)).rounded(.down)))
        }
        let approach = d - v * Double(lastTicks) / ticksPerSecond
        return FlingPath(approach: approach, lastTicks: lastTicks, rests: lastTicks < window)
    }

    /// Performs the gesture on the sheet called `name`, releasing at the end; returns the
    /// release tick.
    public func perform(on world: inout World, sheet name: String) throws(WorldError) -> Int64 {
        let start = try world.defaultDragStart(sheet: name)
        let machine = try world.machine(named: name)
        let direction = Self.axisDirection(of: machine, start: start, in: world.environment)
        func along(_ distance: Double) -> Point {
            Point(x: direction.x * distance, y: direction.y * distance)
        }
        switch style {
        case .drag:
            _ = try world.drag(
                sheet: name, by: along(translation), over: durationTicks, touchingDownAt: start, hold: false)
        case .fling:
            let path = Self.flingPath(translation: translation, velocity: velocity)
            _ = try world.touchDown(sheet: name, at: start)
            if path.approach != 0 {
                _ = try world.drag(
                    sheet: name, by: along(path.approach), over: Self.approachTicks, touchingDownAt: nil, hold: true)
            }
            if path.rests {
                _ = world.advance(to: world.now + VelocityTracker.windowTicks)
                let index = try world.index(of: name)
                if let finger = world.sheets[index].finger {
                    // A sample where the finger rests: the fitted line starts at it.
                    _ = try world.touchMove(sheet: name, to: finger)
                }
            }
            _ = try world.drag(
                sheet: name, by: along(translation - path.approach), over: path.lastTicks, touchingDownAt: nil,
                hold: false)
        }
        return world.now
    }

    /// The unit vector of the kind's gesture axis: down, or away from the edge the finger starts at.
    static func axisDirection(of machine: any Machine, start: Point, in environment: Environment) -> Point {
        guard type(of: machine).kind == .edge else { return Point(x: 0, y: 1) }
        return Point(x: start.x <= environment.screenWidth / 2 ? 1 : -1, y: 0)
    }
}
