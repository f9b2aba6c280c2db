/// One finger on a sheet, from touch-down to lift: samples, whether the drag began, velocity.
///
/// Translation is measured from the touch-down point, as `DragGesture.Value.translation` is;
/// the drag *begins* on the first sample whose straight-line distance from touch-down is at
/// least the minimum distance (docs/models.md#shared-rules, Touches). Until then nothing moves.
public struct DragSession: Sendable, Hashable {
    /// The axis velocity and prediction are measured along.
    public enum Axis: Sendable, Hashable {
        /// y, down positive (`screen`, `modal`, `sheet`).
        case vertical
        /// x times `direction`: +1 away from a left edge, -1 away from a right edge (`edge`).
        case horizontal(direction: Double)
    }

    public let axis: Axis
    public let start: Point
    public private(set) var startTick: Int64
    public private(set) var location: Point
    public private(set) var lastTick: Int64
    /// Whether the drag has begun (the begin test passed on some sample).
    public var hasBegun = false
    public private(set) var tracker = VelocityTracker()

    /// A finger touching down at `point`.
    public init(touchDownAt point: Point, tick: Int64, axis: Axis) {
        self.axis = axis
        start = point
        startTick = tick
        location = point
        lastTick = tick
        tracker.add(position: position(of: point), at: tick, isTouchDown: true)
    }

    /// Records a sample.
    public mutating func move(to point: Point, at tick: Int64) {
        location = point
        lastTick = tick
        tracker.add(position: position(of: point), at: tick)
    }

    /// Records a sample, and tells whether the drag began on it: it had not, and the
    /// straight-line distance from touch-down is at least `minimumDistance` (both sides rounded to
    /// 1e-6).
    mutating func move(to point: Point, at tick: Int64, beginningAt minimumDistance: Double) -> Bool {
        move(to: point, at: tick)
        let began =
            !hasBegun
            && DecimalFormat.roundedForComparison(distance) >= DecimalFormat.roundedForComparison(minimumDistance)
        if began { hasBegun = true }
        return began
    }

    /// Displacement from touch-down, x.
    public var dx: Double { location.x - start.x }
    /// Displacement from touch-down, y.
    public var dy: Double { location.y - start.y }
    /// Straight-line distance from touch-down.
    public var distance: Double { start.distance(to: location) }
    /// Displacement along the axis (for `edge`, away from the edge positive).
    public var axisDisplacement: Double { position(of: location) - position(of: start) }

    /// Velocity along the axis in pt/s, as a release at `now` would see it.
    public func velocity(at now: Int64) -> Double { tracker.velocity(at: now) }

    /// Moves every stored tick by `delta` (the explorer compares states relative to now).
    public mutating func shiftTime(by delta: Int64) {
        startTick += delta
        lastTick += delta
        tracker.shiftTime(by: delta)
    }

    /// Folds every stored property into `digest`, every tick as `shiftTime(by: ticks)` would
    /// leave it: the machines fingerprint the finger with their other fields, where `Hasher` cost a
    /// SipHash round per field and per sample.
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64) {
        switch axis {
        case .vertical:
            digest.combine(1 as UInt64)
        case .horizontal(let direction):
            digest.combine(2 as UInt64)
            digest.number(direction)
        }
        digest.number(start.x)
        digest.number(start.y)
        digest.combine(startTick + ticks)
        digest.number(location.x)
        digest.number(location.y)
        digest.combine(lastTick + ticks)
        digest.combine(hasBegun)
        tracker.digest(into: &digest, shiftedBy: ticks)
    }

    private func position(of point: Point) -> Double {
        switch axis {
        case .vertical: point.y
        case .horizontal(let direction): point.x * direction
        }
    }
}
