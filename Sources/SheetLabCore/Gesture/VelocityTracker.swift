/// Finger velocity along one axis: the least-squares slope over the last 100 ms (docs/motion.md#gestures).
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
    public var samples: [Sample] { Array(storage[firstLive...]) }
    /// The samples, with a prefix of dropped ones before `firstLive`: a drag adds one sample per
    /// frame and drops one, and moving the live ones down at every drop cost each sample about 90
    /// instructions; the prefix is cut off only once it is as long as the rest (`compact()`).
    private var storage: [Sample] = []
    /// The index in `storage` of the oldest sample still kept.
    private var firstLive = 0
    /// The tick of the last sample whose position differed from the one before it.
    private var lastMovedTick: Int64?
    /// Whether the first sample is the touch-down point (never replaced).
    private var firstIsTouchDown = false
    /// `slope(at:)` at the newest sample's tick, fitted when the sample was added: a drag reads its
    /// velocity at the sample's instant for `armed` and again at the frame of the same instant.
    /// Derived from the samples, so equality and hashing leave it out.
    private var slopeAtNewest = 0.0

    /// How many dropped samples a touch-down makes room for, so that a drag of a few hundred
    /// frames allocates its samples once: 100 ms at 60 fps keeps 7 samples.
    private static let reservedCapacity = 32

    public init() {}

    /// Forgets every sample (a new touch).
    public mutating func reset() {
        storage.removeAll(keepingCapacity: true)
        firstLive = 0
        lastMovedTick = nil
        firstIsTouchDown = false
        slopeAtNewest = 0
    }

    /// Adds a sample. A sample less than 1 tick after the previous one replaces it, unless the
    /// previous one is the touch-down point.
    public mutating func add(position: Double, at tick: Int64, isTouchDown: Bool = false) {
        if storage.count > firstLive, let last = storage.last, last.tick == tick,
            !(storage.count - firstLive == 1 && firstIsTouchDown)
        {
            storage.removeLast()
        }
        if isTouchDown {
            storage.removeAll(keepingCapacity: true)
            firstLive = 0
            if storage.capacity < Self.reservedCapacity { storage.reserveCapacity(Self.reservedCapacity) }
            firstIsTouchDown = true
        }
        if storage.count > firstLive, let previous = storage.last, previous.position != position {
            lastMovedTick = tick
        } else if storage.count == firstLive {
            lastMovedTick = nil
        }
        storage.append(Sample(tick: tick, position: position))
        dropStaleSamples(before: tick - Self.windowTicks)
        slopeAtNewest = storage.count - firstLive >= 2 ? slope(at: tick) : 0
    }

    /// Velocity in points per second as a release at `now` would see it.
    public func velocity(at now: Int64) -> Double {
        guard storage.count - firstLive >= 2, let moved = lastMovedTick, now - moved < Self.pauseTicks else { return 0 }
        if now == storage[storage.count - 1].tick { return slopeAtNewest }
        return slope(at: now)
    }

    /// The least-squares slope, in points per second, of the samples in the window before `now`
    /// (at least the last two); at least two samples are kept.
    private func slope(at now: Int64) -> Double {
        let windowStart = now - Self.windowTicks
        var first = storage.count
        while first > firstLive && storage[first - 1].tick >= windowStart { first -= 1 }
        if storage.count - first < 2 { first = storage.count - 2 }
        let newest = storage[storage.count - 1].tick
        var count = 0.0
        var sumT = 0.0
        var sumX = 0.0
        for index in first..<storage.count {
            count += 1
            sumT += Double(storage[index].tick - newest)
            sumX += storage[index].position
        }
        let meanT = sumT / count
        let meanX = sumX / count
        var covariance = 0.0
        var variance = 0.0
        for index in first..<storage.count {
            let t = Double(storage[index].tick - newest) - meanT
            covariance += t * (storage[index].position - meanX)
            variance += t * t
        }
        guard variance > 0 else { return 0 }
        return covariance / variance * Double(Time.ticksPerSecond)
    }

    /// Moves every sample by `delta` ticks (the explorer compares states relative to now); the
    /// slope depends only on differences of ticks and stays.
    public mutating func shiftTime(by delta: Int64) {
        for index in firstLive..<storage.count { storage[index].tick += delta }
        if let moved = lastMovedTick { lastMovedTick = moved + delta }
    }

    /// Drops samples older than `tick`, keeping at least the last two.
    private mutating func dropStaleSamples(before tick: Int64) {
        var drop = firstLive
        while drop < storage.count - 2 && storage[drop].tick < tick { drop += 1 }
        guard drop > firstLive else { return }
        firstLive = drop
        firstIsTouchDown = false
        if firstLive * 2 >= storage.count, firstLive >= 16 {
            storage.removeFirst(firstLive)
            firstLive = 0
        }
    }

    /// Trackers are equal when their kept samples and what they know of the touch are.
    public static func == (left: VelocityTracker, right: VelocityTracker) -> Bool {
        left.lastMovedTick == right.lastMovedTick && left.firstIsTouchDown == right.firstIsTouchDown
            && left.storage[left.firstLive...] == right.storage[right.firstLive...]
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count - firstLive)
        for index in firstLive..<storage.count { hasher.combine(storage[index]) }
        hasher.combine(lastMovedTick)
        hasher.combine(firstIsTouchDown)
    }

    /// Folds what `==` compares into `digest`, every tick as `shiftTime(by: ticks)` would leave it.
    func digest(into digest: inout StateDigest, shiftedBy ticks: Int64) {
        digest.combine(storage.count - firstLive)
        for index in firstLive..<storage.count {
            digest.combine(storage[index].tick + ticks)
            digest.number(storage[index].position)
        }
        digest.combine(lastMovedTick.map { $0 + ticks })
        digest.combine(firstIsTouchDown)
    }
}
