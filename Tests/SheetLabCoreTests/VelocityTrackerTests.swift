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
}
