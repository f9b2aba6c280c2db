/// Finger velocity along one axis: the least-squares slope over the last 100 ms (motion.md, Gestures).
///
/// A pause of 50 ms or more since the last sample that moved gives 0 (a pause kills a fling).
/// SwiftUI's own filter is not public; this is sheetlab's documented simplification.
public struct VelocityTracker: Sendable, Hashable {
    /// One sample: a position along the axis at a tick.
    public struct Sample: Sendable, Hashable {
        public var tick: Int64
        public var position: Double
    }

    /// The window the slope is fitted over: 100 ms.
    public static let windowTicks: Int64 = 600
    /// A sample that moved this long ago or longer means the finger paused: 50 ms.
    public static let pauseTicks: Int64 = 300

    /// Samples from touch-down on, oldest first; old ones are dropped once outside the window.
    public private(set) var samples: [Sample] = []
    /// The tick of the last sample whose position differed from the one before it.
    private var lastMovedTick: Int64?
    /// Whether the first sample is the touch-down point (never replaced).
    private var firstIsTouchDown = false

    public init() {}

    /// Forgets every sample (a new touch).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        lastMovedTick = nil
        firstIsTouchDown = false
    }

    /// Adds a sample. A sample less than 1 tick after the previous one replaces it, unless the
    /// previous one is the touch-down point.
    public mutating func add(position: Double, at tick: Int64, isTouchDown: Bool = false) {
        if let last = samples.last, last.tick == tick, !(samples.count == 1 && firstIsTouchDown) {
            samples.removeLast()
        }
        if isTouchDown {
            samples.removeAll(keepingCapacity: true)
            firstIsTouchDown = true
        }
        if let previous = samples.last, previous.position != position {
            lastMovedTick = tick
        } else if samples.isEmpty {
            lastMovedTick = nil
        }
        samples.append(Sample(tick: tick, position: position))
        dropStaleSamples(before: tick - Self.windowTicks)
    }

    /// Velocity in points per second as a release at `now` would see it.
    public func velocity(at now: Int64) -> Double {
        guard samples.count >= 2, let moved = lastMovedTick, now - moved < Self.pauseTicks else { return 0 }
        let windowStart = now - Self.windowTicks
        var first = samples.count
        while first > 0 && samples[first - 1].tick >= windowStart { first -= 1 }
        if samples.count - first < 2 { first = samples.count - 2 }
        let newest = samples[samples.count - 1].tick
        var count = 0.0
        var sumT = 0.0
        var sumX = 0.0
        for index in first..<samples.count {
            count += 1
            sumT += Double(samples[index].tick - newest)
            sumX += samples[index].position
        }
        let meanT = sumT / count
        let meanX = sumX / count
        var covariance = 0.0
        var variance = 0.0
        for index in first..<samples.count {
            let t = Double(samples[index].tick - newest) - meanT
            covariance += t * (samples[index].position - meanX)
            variance += t * t
        }
        guard variance > 0 else { return 0 }
        return covariance / variance * Double(Time.ticksPerSecond)
    }

    /// Moves every sample by `delta` ticks (the explorer compares states relative to now).
    public mutating func shiftTime(by delta: Int64) {
        for index in samples.indices { samples[index].tick += delta }
        if let moved = lastMovedTick { lastMovedTick = moved + delta }
    }

    /// Drops samples older than `tick`, keeping at least the last two.
    private mutating func dropStaleSamples(before tick: Int64) {
        var drop = 0
        while drop < samples.count - 2 && samples[drop].tick < tick { drop += 1 }
        if drop > 0 {
            samples.removeFirst(drop)
            firstIsTouchDown = false
        }
    }
}
