import Testing

@testable import SheetLabCore

/// The `velocity` field is exactly what a release at the same instant uses (docs/commands.md: "as a
/// release now would see it"; docs/motion.md#gestures: "for the field, for armed and for a release
/// alike"; docs/decisions.md#readouts: between frames, at the clock's current tick), over random drags,
/// random raw samples and random `step` lengths that stop between frames (issue 10).
struct VelocityReadoutPropertyTests {
    /// Seeds for the runs; each failure names its seed and kind.
    static let seeds: [UInt64] = Array(1...2000)

    /// How the finger's last event ends the gesture.
    enum Ending: CaseIterable {
        case release, escape, backdropTap
    }

    struct Reading: Equatable {
        var translation: Double
        var velocity: Double
        var predicted: Double
    }

    static func number(_ field: Field, _ world: World) -> Double {
        guard case .number(let value)? = world.sheets[0].machine.value(of: field, in: world.environment) else {
            return .nan
        }
        return value
    }

    static func live(_ world: World) -> Reading {
        Reading(
            translation: number(.translation, world), velocity: number(.velocity, world),
            predicted: number(.predicted, world))
    }

    static func released(_ world: World) -> Reading {
        Reading(
            translation: number(.releaseTranslation, world), velocity: number(.releaseVelocity, world),
            predicted: number(.releasePredicted, world))
    }

    /// A drag that begins on `kind` (edge: away from the left edge, mostly horizontal).
    static func displacement(for kind: Kind, using random: inout SplitMix64) -> Point {
        let along = random.uniform(20...300) * (random.uniform(0...1) < 0.2 ? -1 : 1)
        let across = random.uniform(-5...5)
        switch kind {
        case .edge: return Point(x: abs(along), y: across)
        case .screen, .modal: return Point(x: across, y: abs(along))
        case .sheet: return Point(x: across, y: along)
        }
    }

    @Test func velocityFieldIsWhatAReleaseNowUses() throws {
        var begun = 0
        for seed in Self.seeds where try Self.check(seed: seed) { begun += 1 }
        // Nearly every random drag begins: the property is not checked on a handful of cases.
        #expect(begun >= Self.seeds.count * 9 / 10, "only \(begun) of \(Self.seeds.count) drags began")
    }

    /// Runs one seeded drag and checks every way of ending it; false when the drag never began.
    static func check(seed: UInt64) throws -> Bool {
        var random = SplitMix64(seed: seed)
        let kind = Kind.allCases[Int(random.next() % 4)]
        var world = World()
        _ = try world.create(name: "s", machine: kind.makeMachine(), animated: false)
        let start = try world.defaultDragStart(sheet: "s")
        let delta = Self.displacement(for: kind, using: &random)
        let duration = Int64(random.uniform(60...2400))
        _ = try world.drag(sheet: "s", by: delta, over: duration, touchingDownAt: start, hold: true)
        // Random raw samples and steps, most of them stopping between frames.
        var finger = Point(x: start.x + delta.x, y: start.y + delta.y)
        for _ in 0..<Int(random.next() % 6) {
            if random.uniform(0...1) < 0.5 {
                let move = Self.displacement(for: kind, using: &random)
                finger = Point(x: finger.x + move.x / 4, y: finger.y + move.y / 4)
                _ = try world.touchMove(sheet: "s", to: finger)
            }
            _ = world.advance(to: world.now + Int64(random.uniform(1...250)))
        }
        guard world.sheets[0].machine.phase == .dragging else { return false }
        let before = Self.live(world)
        #expect(before.velocity.isFinite, "seed \(seed) \(kind)")
        let endings = Ending.allCases.filter { $0 != .backdropTap || kind == .modal || kind == .sheet }
        for ending in endings {
            var probe = world
            switch ending {
            case .release: _ = try probe.touchUp(sheet: "s")
            case .escape: _ = try probe.escape(sheet: "s")
            case .backdropTap: _ = try probe.tapBackdrop(sheet: "s")
            }
            let after = Self.released(probe)
            // Bit for bit: the same samples, the same tick, the same arithmetic.
            #expect(
                after.velocity.bitPattern == before.velocity.bitPattern,
                "seed \(seed) \(kind) \(ending): field \(before.velocity), decided with \(after.velocity)")
            #expect(after == before, "seed \(seed) \(kind) \(ending)")
            #expect(Self.live(probe) == Reading(translation: 0, velocity: 0, predicted: 0), "no finger any more")
        }
        return true
    }
}
