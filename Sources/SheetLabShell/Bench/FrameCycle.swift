import SheetLabCore

/// What a rendered frame animated, as the frame benchmarks group their figures.
enum AnimationClass: String, CaseIterable, Sendable {
    /// A spring on SwiftUI's fluid integrator (velocity-Verlet at 1/300 s).
    case fluid
    /// A spring in closed form (`set springs analytic`, and the edge's cancel spring always).
    case analytic
    /// Timing curves only (`easeIn`, `easeOut`, ...; reduce motion turns springs into these).
    case curve
    /// Nothing animates.
    case idle
}

/// The settings a frame benchmark runs a kind under.
struct FrameSetting: Sendable, Equatable {
    var springs: SpringModel
    var reduceMotion: Bool

    /// Fluid springs, analytic springs, and reduce motion (curves where the kinds use them).
    static let all = [
        FrameSetting(springs: .fluid, reduceMotion: false),
        FrameSetting(springs: .analytic, reduceMotion: false),
        FrameSetting(springs: .fluid, reduceMotion: true),
    ]
}

/// One gesture-and-animation cycle of a kind, found by running it on a single sheet: a drag
/// that cancels, a drag that commits, a new animated presentation, and the frames between.
///
/// Every sheet of a benchmark world is identical and gets the same events at the same ticks,
/// so the steps found on one sheet hold for all of them; `FrameBenchmark` checks the phases.
struct FrameCycle: Sendable {
    /// One step of the cycle.
    enum Step: Sendable, Equatable {
        /// Every sheet presents again, animated (only when the calibration found it dismissed).
        case present
        /// Every sheet's finger touches down at its default start and moves by `delta` over
        /// `ticks`, lifting at the end.
        case drag(delta: Point, ticks: Int64)
        /// Frames that are not measured (the finger moves).
        case untimed(frames: Int)
        /// Consecutive animating frames of one class, measured together. Only the last may
        /// produce records (a phase change, a callback): the others are the steady state.
        case timed(AnimationClass, frames: Int)
        /// The phase every sheet must be in here.
        case expectPhase(Phase)
    }

    var steps: [Step]
    /// The animations seen, as `inspect NAME animation` spells them, each once, in order.
    var spellings: [String]

    /// Drags that stay under each kind's thresholds (a cancel) and ones that pass them (a commit):
    /// slow and short, then long and quick (docs/models.md defaults).
    static func drags(for kind: Kind) -> (cancel: Point, commit: Point) {
        switch kind {
        case .screen: (Point(x: 0, y: 40), Point(x: 0, y: 300))
        case .modal: (Point(x: 0, y: 40), Point(x: 0, y: 250))
        case .sheet: (Point(x: 0, y: 40), Point(x: 0, y: 180))
        case .edge: (Point(x: 30, y: 0), Point(x: 150, y: 0))
        }
    }

    /// Half a second: a cancel drag at 80 pt/s stays under every kind's fling speed.
    static let cancelTicks: Int64 = 3000
    /// A quarter of a second, the default `drag` duration.
    static let commitTicks: Int64 = 1500

    /// A world of `count` sheets of `kind` (made by `make`, the kind's own machine by default)
    /// under `setting`, presented without animation.
    static func world(
        kind: Kind, setting: FrameSetting, count: Int, make: (() -> any Machine)? = nil
    ) -> World {
        var world = World()
        world.setEnvironment {
            $0.springModel = setting.springs
            $0.reduceMotion = setting.reduceMotion
        }
        for index in 0..<count {
            _ = try? world.create(name: sheetName(index), machine: make?() ?? kind.makeMachine(), animated: false)
        }
        return world
    }

    /// The name of the `index`-th benchmark sheet.
    static func sheetName(_ index: Int) -> String { "s\(index)" }

    /// Runs one cycle on a single sheet of `kind` and records its steps.
    static func calibrate(kind: Kind, setting: FrameSetting, make: (() -> any Machine)? = nil) -> FrameCycle {
        var world = world(kind: kind, setting: setting, count: 1, make: make)
        var cycle = FrameCycle(steps: [], spellings: [])
        let (cancel, commit) = drags(for: kind)
        for (delta, ticks) in [(cancel, cancelTicks), (commit, commitTicks)] {
            cycle.steps.append(.drag(delta: delta, ticks: ticks))
            let endTick = beginDrag(&world, delta: delta, ticks: ticks)
            var frames = 0
            while world.now < endTick {
                _ = world.advance(to: world.nextFrameTick)
                frames += 1
            }
            cycle.steps.append(.untimed(frames: frames))
            cycle.recordAnimation(of: &world, kind: kind)
        }
        if world.sheets[0].machine.phase == .dismissed {
            cycle.steps.append(.present)
            _ = try? world.present(name: sheetName(0), animated: true)
            cycle.recordAnimation(of: &world, kind: kind)
        }
        return cycle
    }

    /// Touches down every sheet at its default start and starts the same drag on each.
    /// Returns the tick the drags end.
    static func beginDrag(_ world: inout World, delta: Point, ticks: Int64) -> Int64 {
        var endTick = world.now
        for index in world.sheets.indices {
            let name = world.sheets[index].name
            guard let start = try? world.defaultDragStart(sheet: name),
                let begun = try? world.beginMotion(
                    sheet: name, by: delta, over: ticks, touchingDownAt: start, hold: false)
            else { continue }
            endTick = begun.endTick
        }
        return endTick
    }

    /// Renders frames until the sheet rests, grouping them into timed steps of one class each,
    /// a step ending after any frame that produced records; then expects the phase reached.
    private mutating func recordAnimation(of world: inout World, kind: Kind) {
        var current: (animation: AnimationClass, frames: Int)?
        let limit = world.now + 10 * Time.ticksPerSecond
        while !world.movingValues().isEmpty, world.now < limit {
            let machine = world.sheets[0].machine
            if case .text(let spelling)? = machine.value(of: .animation, in: world.environment),
                spelling != "none", !spellings.contains(spelling)
            {
                spellings.append(spelling)
            }
            let animation = Self.classify(machine, kind: kind, in: world)
            if let running = current, running.animation != animation {
                steps.append(.timed(running.animation, frames: running.frames))
                current = nil
            }
            current = (animation, (current?.frames ?? 0) + 1)
            let records = world.advance(to: world.nextFrameTick)
            if !records.isEmpty, let running = current {
                steps.append(.timed(running.animation, frames: running.frames))
                current = nil
            }
        }
        if let running = current { steps.append(.timed(running.animation, frames: running.frames)) }
        steps.append(.expectPhase(world.sheets[0].machine.phase))
    }

    /// The class of the animations a machine runs now, from their spelling: springs win over
    /// curves (a spring's step costs more); the edge's cancel spring is always analytic
    /// (EdgeTiming.swift, `animation`). When only the backdrop moves (it is not in
    /// `animation`), it runs what the environment starts.
    static func classify(_ machine: any Machine, kind: Kind, in world: World) -> AnimationClass {
        let environment = world.environment
        let springClass: AnimationClass =
            kind == .edge || environment.springModel == .analytic ? .analytic : .fluid
        guard case .text(let spelling)? = machine.value(of: .animation, in: environment), spelling != "none" else {
            return environment.reduceMotion ? .curve : springClass
        }
        let springWords = ["spring", "smooth", "snappy", "bouncy", "interactive"]
        if springWords.contains(where: { spelling.contains($0) }) { return springClass }
        return .curve
    }
}
