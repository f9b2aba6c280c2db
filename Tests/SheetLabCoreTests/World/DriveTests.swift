import Testing

@testable import SheetLabCore

struct DriveTests {
    /// (name, displacement, velocity, ticks or nil for `flingTooLong`).
    static let flings: [(String, Point, Double, Int64?)] = [
        ("100 pt at 1000 pt/s", Point(x: 0, y: 100), 1000, 600),
        ("diagonal 3-4-5", Point(x: 300, y: 400), 500, 6000),
        ("too fast for a tick: one tick", Point(x: 0, y: 1), 1e9, 1),
        ("no distance: one tick", Point(x: 0, y: 0), 1000, 1),
        ("exactly one hour", Point(x: 0, y: 3600), 1, Drive.longestTicks),
        ("just over one hour", Point(x: 0, y: 3601), 1, nil),
        ("overflowing seconds", Point(x: 0, y: 300), 1e-300, nil),
    ]

    @Test(arguments: flings.indices)
    func flingTicks(_ index: Int) {
        let (name, displacement, velocity, expected) = Self.flings[index]
        let ticks = try? Drive.flingTicks(by: displacement, velocity: velocity)
        #expect(ticks == expected, "\(name)")
        if expected == nil {
            #expect(throws: WorldError.flingTooLong(distance: displacement.length, velocity: velocity), "\(name)") {
                try Drive.flingTicks(by: displacement, velocity: velocity)
            }
        }
    }

    @Test func frameStepTargetCountsFromTheLastFrame() throws {
        let clock = try #require(FrameClock(fps: 60))
        #expect(Drive.frameStepTarget(frames: 2, from: 150, clock: clock) == 300)
        #expect(Drive.frameStepTarget(frames: 1, from: 100, clock: clock) == 200)
    }

    /// A settle that runs out of time names every frame before its deadline, then the deadline.
    @Test func settlingStopsAtFramesThenTheDeadline() throws {
        var world = World()
        _ = try world.create(name: "s", machine: ScreenMachine(), animated: true)
        let start = world.now
        var settling = Drive.Settling(only: nil, limit: 250, from: world)
        var stops: [Int64] = []
        while let stop = settling.next(in: &world) {
            stops.append(stop)
            _ = world.advance(to: stop)
        }
        #expect(stops == [start + 100, start + 200, start + 250])
        #expect(settling.overran)
    }

    @Test func settlingAtRestNamesNoTick() throws {
        var world = World()
        _ = try world.create(name: "s", machine: ScreenMachine(), animated: false)
        _ = try world.settle(sheet: nil, limit: 60_000)
        var settling = Drive.Settling(only: nil, limit: 60_000, from: world)
        #expect(settling.next(in: &world) == nil)
        #expect(!settling.overran)
    }

    @Test func nextStopIsTheNextFrameOrTheEnd() {
        let world = World()
        #expect(world.nextStop(toward: 250) == 100)
        #expect(world.nextStop(toward: 50) == 50)
        #expect(world.nextStop(toward: 0) == nil)
    }
}

extension Point {
    /// The distance from the origin.
    fileprivate var length: Double { (x * x + y * y).squareRoot() }
}
