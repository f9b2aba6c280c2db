import Testing

@testable import SheetLabCore

struct VelocityTrackerTests {
    /// Samples a linear drag like `drag`: one sample per 60 fps frame and one at the exact end.
    static func linearDrag(distance: Double, ticks: Int64, pauseTicks: Int64 = 0) -> (DragSession, Int64) {
        var session = DragSession(touchDownAt: Point(x: 0, y: 0), tick: 0, axis: .vertical)
        var tick: Int64 = 100
        while tick < ticks {
            session.move(to: Point(x: 0, y: distance * Double(tick) / Double(ticks)), at: tick)
            tick += 100
        }
        session.move(to: Point(x: 0, y: distance), at: ticks)
        return (session, ticks + pauseTicks)
    }

    @Test func constantSpeedDragReportsDisplacementOverDuration() {
        let (session, now) = Self.linearDrag(distance: 100, ticks: 600)
        let velocity = session.velocity(at: now)
        #expect(abs(velocity - 1000) < 1e-9, "velocity \(velocity)")
        let predicted = Projection.swiftUIPredicted(translation: session.dy, velocity: velocity)
        #expect(abs(predicted - 350) < 1e-9, "prediction is translation + 250")
    }

    @Test func fiftyMillisecondPauseKillsTheFling() {
        let (session, now) = Self.linearDrag(distance: 100, ticks: 600, pauseTicks: 300)
        #expect(session.velocity(at: now) == 0)
        let (justBefore, before) = Self.linearDrag(distance: 100, ticks: 600, pauseTicks: 299)
        #expect(justBefore.velocity(at: before) > 0)
    }

    @Test func fewerThanTwoDistinctTimesGiveZero() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, at: 10, isTouchDown: true)
        tracker.add(position: 50, at: 10)
        #expect(tracker.samples.count == 2, "the touch-down point is never replaced")
        #expect(tracker.velocity(at: 10) == 0)
        tracker.add(position: 60, at: 10)
        #expect(tracker.samples.map(\.position) == [0, 60], "a same-tick move replaces the previous move")
    }

    @Test func slowStartThenFastEndFitsOnlyTheLastHundredMilliseconds() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, at: 0, isTouchDown: true)
        tracker.add(position: 0, at: 1200)
        tracker.add(position: 50, at: 1500)
        tracker.add(position: 100, at: 1800)
        // Window [1200, 1800]: positions 0, 50, 100 at -600, -300, 0 ticks -> 1000 pt/s.
        #expect(abs(tracker.velocity(at: 1800) - 1000) < 1e-9)
    }

    /// A drag whose samples do not lie on one line, sampled at the given milliseconds.
    struct BentDrag: Sendable, CustomTestStringConvertible {
        var name: String
        var samples: [(milliseconds: Int64, position: Double)]
        /// The least-squares slope over the last 100 ms, pt/s, to 0.1.
        var velocity: Double
        var testDescription: String { name }
    }

    static let bentDrags = [
        // scenarios/modal/release-velocity-fits-the-last-100-ms-of-a-slowing-drag.scenario
        BentDrag(
            name: "a flick that slows down",
            samples: [(0, 0), (5, 30), (20, 38), (40, 46), (60, 54), (80, 62), (100, 70)],
            velocity: 558.5),
        // scenarios/edge/release-velocity-fits-the-last-100-ms-of-a-swipe-that-turns-back.scenario
        BentDrag(
            name: "a swipe that turns back",
            samples: [(0, 0), (5, 40), (20, 60), (40, 64), (60, 62), (80, 60), (100, 58)],
            velocity: 376.8),
        BentDrag(
            name: "a pause, then a turn", samples: [(0, 0), (30, 50), (50, 50), (70, 50), (90, 40), (100, 30)],
            velocity: 229.0),
    ]

    /// The least-squares slope of `points` (ticks, positions), in pt/s: a plain reference to compare with.
    static func leastSquaresSlope(_ points: [(tick: Int64, position: Double)]) -> Double {
        let count = Double(points.count)
        let meanTick = points.reduce(0) { $0 + Double($1.tick) } / count
        let meanPosition = points.reduce(0) { $0 + $1.position } / count
        var covariance = 0.0
        var variance = 0.0
        for point in points {
            covariance += (Double(point.tick) - meanTick) * (point.position - meanPosition)
            variance += (Double(point.tick) - meanTick) * (Double(point.tick) - meanTick)
        }
        return covariance / variance * 6000
    }

    /// docs/motion.md#gestures: the window is [now - 100 ms, now]. These drags bend inside it, so a
    /// 90 ms window (or any other) fits another slope: the touch-down and the first fast sample lie
    /// between 90 and 100 ms before the release.
    @Test(arguments: bentDrags)
    func bentDragFitsExactlyTheLastHundredMilliseconds(_ drag: BentDrag) {
        var tracker = VelocityTracker()
        let points = drag.samples.map { (tick: $0.milliseconds * 6, position: $0.position) }
        for (index, point) in points.enumerated() {
            tracker.add(position: point.position, at: point.tick, isTouchDown: index == 0)
        }
        let now = points[points.count - 1].tick
        let hundred = Self.leastSquaresSlope(points.filter { $0.tick >= now - 600 })
        let ninety = Self.leastSquaresSlope(points.filter { $0.tick >= now - 540 })
        let velocity = tracker.velocity(at: now)
        #expect(abs(velocity - hundred) < 1e-9, "\(drag.name): \(velocity) is not the 100 ms fit \(hundred)")
        #expect(abs(velocity - drag.velocity) < 0.05, "\(drag.name): \(velocity), expected \(drag.velocity)")
        #expect(abs(hundred - ninety) > 50, "\(drag.name): the 90 ms fit \(ninety) must differ")
    }

    struct SparseDrag: Sendable, CustomTestStringConvertible {
        var name: String
        var samples: [(milliseconds: Int64, position: Double)]
        var releaseMilliseconds: Int64
        /// The slope of the last two samples, pt/s.
        var velocity: Double
        var testDescription: String { name }
    }

    /// Drags with fewer than two samples in [now - 100 ms, now], the last one moved under 50 ms ago.
    static let sparseDrags = [
        // scenarios/modal/release-velocity-falls-back-to-the-last-two-samples-when-one-is-in-the-window.scenario
        SparseDrag(name: "one slow frame", samples: [(0, 0), (70, 70)], releaseMilliseconds: 110, velocity: 1000),
        SparseDrag(
            name: "a move, then a long frame", samples: [(0, 0), (20, 10), (95, 85)], releaseMilliseconds: 130,
            velocity: 1000),
        SparseDrag(
            name: "a turn back after a long frame", samples: [(0, 0), (10, 30), (90, 14)], releaseMilliseconds: 120,
            velocity: -200),
    ]

    /// docs/motion.md#gestures: "the last two samples when fewer than two fall inside" the window.
    @Test(arguments: sparseDrags)
    func fewerThanTwoSamplesInTheWindowFitTheLastTwo(_ drag: SparseDrag) {
        var tracker = VelocityTracker()
        for (index, sample) in drag.samples.enumerated() {
            tracker.add(position: sample.position, at: sample.milliseconds * 6, isTouchDown: index == 0)
        }
        let velocity = tracker.velocity(at: drag.releaseMilliseconds * 6)
        #expect(abs(velocity - drag.velocity) < 1e-9, "\(drag.name): \(velocity), expected \(drag.velocity)")
    }
}
