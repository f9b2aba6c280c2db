import SheetLabCore
import Testing

@testable import SheetLabScript

/// The fling reaches its translation at exactly its velocity, as the velocity tracker measures
/// it at release (docs/motion.md#gestures); the drag releases at translation / duration.
struct SweepGestureTests {
    struct ReleaseCase: CustomTestStringConvertible, Sendable {
        let kind: Kind
        let translation: Double
        let velocity: Double
        let path: String
        var testDescription: String { "\(kind.rawValue) \(translation) pt at \(velocity) pt/s (\(path))" }
    }

    static let releases = [
        ReleaseCase(kind: .screen, translation: 150, velocity: 500, path: "approach, then 100 ms at velocity"),
        ReleaseCase(kind: .screen, translation: 20, velocity: 1500, path: "rest, then an 80-tick flick"),
        ReleaseCase(kind: .screen, translation: 100, velocity: 333.33, path: "a velocity no tick count reaches"),
        ReleaseCase(kind: .screen, translation: 140, velocity: 0, path: "a pause at the end"),
        ReleaseCase(kind: .screen, translation: 250, velocity: 7.5, path: "slow"),
        ReleaseCase(kind: .screen, translation: 0, velocity: 900, path: "from above, through touch-down"),
        ReleaseCase(kind: .modal, translation: 12, velocity: 2000, path: "rest, then a 36-tick flick"),
        ReleaseCase(kind: .modal, translation: 101, velocity: 499.99, path: "just under the modal's velocity"),
        ReleaseCase(kind: .sheet, translation: -300, velocity: -1234.5, path: "upward"),
        ReleaseCase(kind: .sheet, translation: -50, velocity: 800, path: "up first, then down"),
        ReleaseCase(kind: .sheet, translation: 120, velocity: 3000, path: "rest, then a 240-tick flick"),
        ReleaseCase(kind: .edge, translation: 40, velocity: 950, path: "rest, then a flick away from the edge"),
        ReleaseCase(kind: .edge, translation: 90, velocity: -1200, path: "out, then back toward the edge"),
        ReleaseCase(kind: .edge, translation: 15, velocity: 5000, path: "an 18-tick flick"),
    ]

    @Test("the tracker measures the asked velocity at the asked translation", arguments: releases)
    func flingReleasesExactly(_ row: ReleaseCase) throws {
        let cell = SweepPlan.run(
            SweepGesture(style: .fling, translation: row.translation, velocity: row.velocity),
            on: SweepVariant(machine: row.kind.makeMachine(), environment: World().environment))
        #expect(cell.outcome != .ignored, "the drag began")
        let velocity = try #require(cell.releaseVelocity)
        let translation = try #require(cell.releaseTranslation)
        #expect(SweepTestSupport.rounded(velocity) == SweepTestSupport.rounded(row.velocity))
        // The sheet reads raw dy; the other kinds the distance travelled in their direction.
        let expected = row.kind == .sheet ? row.translation : max(row.translation, 0)
        #expect(SweepTestSupport.rounded(translation) == SweepTestSupport.rounded(expected))
    }

    struct PathCase: CustomTestStringConvertible, Sendable {
        let translation: Double
        let velocity: Double
        let approach: Double
        let lastTicks: Int64
        let rests: Bool
        var testDescription: String { "\(translation) pt at \(velocity) pt/s" }
    }

    static let paths = [
        PathCase(translation: 150, velocity: 500, approach: 100, lastTicks: 600, rests: false),
        PathCase(translation: 20, velocity: 1500, approach: 0, lastTicks: 80, rests: true),
        PathCase(translation: 10, velocity: 310, approach: 10 - 310.0 * 193 / 6000, lastTicks: 193, rests: true),
        PathCase(translation: 0, velocity: 900, approach: -90, lastTicks: 600, rests: false),
        PathCase(translation: -50, velocity: 800, approach: -130, lastTicks: 600, rests: false),
        PathCase(translation: 90, velocity: -1200, approach: 210, lastTicks: 600, rests: false),
        PathCase(translation: 0.1, velocity: 1500, approach: 0.1 - 0.25, lastTicks: 1, rests: true),
        PathCase(translation: 140, velocity: 0, approach: 140, lastTicks: 600, rests: false),
    ]

    @Test("the path: a whole window at the velocity, or a rest and a shorter flick", arguments: paths)
    func flingPath(_ row: PathCase) {
        let path = SweepGesture.flingPath(translation: row.translation, velocity: row.velocity)
        #expect(path.lastTicks == row.lastTicks)
        #expect(path.rests == row.rests)
        #expect(abs(path.approach - row.approach) <= 1e-9, "approach \(path.approach)")
    }

    @Test func dragReleasesAtTranslationOverDuration() throws {
        let cell = SweepPlan.run(
            SweepGesture(style: .drag, translation: 150, durationTicks: 1500),
            on: SweepVariant(machine: Kind.screen.makeMachine(), environment: World().environment))
        #expect(cell.outcome == .dismiss)
        #expect(SweepTestSupport.rounded(try #require(cell.releaseVelocity)) == 600)
        #expect(cell.rule == "translation 150.0 >= threshold 140.0")
    }
}
