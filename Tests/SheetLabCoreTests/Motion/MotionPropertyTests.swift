import Testing

@testable import SheetLabCore

@Suite("Motion properties over seeded random inputs")
struct MotionPropertyTests {
    /// Seeds for the property runs; each failure names its seed.
    static let seeds: [UInt64] = Array(1...40)

    /// Renders at `fps` until nothing animates or `limit` seconds pass; returns the ticks it took.
    func settle(_ value: inout AnimatedValue, from start: Int64, fps: Int64, limit: Double) -> Int64? {
        let step = 6000 / fps
        var tick = start
        while value.isAnimating {
            tick += step
            if Double(tick - start) / 6000 > limit { return nil }
            value.render(at: tick)
        }
        return tick - start
    }

    @Test("fluid and analytic springs both come to rest exactly on the target", arguments: seeds)
    func convergence(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Stable fluid range: response 0.1...1 s, damping ratio 0.3...1.5 keeps c well under 1200.
        let spring = Spring(response: random.uniform(0.1...1), dampingFraction: random.uniform(0.3...1.5))
        let start = random.uniform(-1000...1000)
        let target = random.uniform(-1000...1000)
        for model in SpringModel.allCases {
            var value = AnimatedValue(start)
            value.set(target, animation: .spring(spring, model: model, spelling: ""), change: 1, at: 0)
            let took = settle(&value, from: 0, fps: 60, limit: 30)
            #expect(took != nil, "seed \(seed) \(model) did not settle in 30 s")
            #expect(value.presented == target, "seed \(seed) \(model)")
            #expect(value.isLogicallyComplete(change: 1) && !value.isRunning(change: 1))
        }
    }

    @Test("the analytic model is frame-rate independent: 60 and 120 fps agree at shared instants", arguments: seeds)
    func analyticFrameRateIndependence(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let spring = Spring(response: random.uniform(0.1...1), dampingFraction: random.uniform(0.2...2))
        let target = random.uniform(-500...500)
        let animation = Animation.spring(spring, model: .analytic, spelling: "")
        var slow = AnimatedValue(0)
        var fast = AnimatedValue(0)
        slow.set(target, animation: animation, change: 1, at: 0)
        fast.set(target, animation: animation, change: 1, at: 0)
        for frame in Int64(1)...360 {
            fast.render(at: frame * 50)
            guard frame.isMultiple(of: 2) else { continue }
            slow.render(at: frame * 50)
            if slow.isAnimating && fast.isAnimating {
                #expect(slow.presented == fast.presented, "seed \(seed) tick \(frame * 50)")
            } else {
                // After either removal both are within the removal tolerance of the target.
                #expect(isApproximatelyEqual(slow.presented, fast.presented, tolerance: 0.002 * abs(target) + 1e-12))
            }
        }
    }

    /// A finite but hostile spring: zero, negative, tiny, huge and infinite-looking parameters.
    func hostileSpring(_ random: inout SplitMix64) -> Spring {
        let responses = [-1, 0, 1e-300, 1e-9, 0.001, 0.05, 0.5, 3, 1e12, Double.greatestFiniteMagnitude]
        let ratios = [-5, 0, 1e-12, 0.5, 1, 1 + 1e-15, 1.5, 3, 40, 1e300]
        let bounces = [-1, -0.999, -0.5, 0, 0.3, 1, 7]
        switch random.next() % 3 {
        case 0:
            return Spring(
                response: responses[Int(random.next() % UInt64(responses.count))],
                dampingFraction: ratios[Int(random.next() % UInt64(ratios.count))])
        case 1:
            return Spring(
                duration: responses[Int(random.next() % UInt64(responses.count))],
                bounce: bounces[Int(random.next() % UInt64(bounces.count))])
        default:
            return Spring(
                mass: random.uniform(-1...5), stiffness: random.uniform(-10...50000),
                damping: random.uniform(-10...500))
        }
    }

    @Test("no NaN or infinity for any finite input, through merges, combines and replacements", arguments: seeds)
    func neverNaN(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var value = AnimatedValue(random.uniform(-1e6...1e6))
        var tick: Int64 = 0
        for change in 0..<60 {
            let target = random.next() % 5 == 0 ? value.model : random.uniform(-1e6...1e6)
            let animation: Animation?
            switch random.next() % 4 {
            case 0: animation = nil
            case 1: animation = .spring(hostileSpring(&random), model: .fluid, spelling: "fluid")
            case 2: animation = .spring(hostileSpring(&random), model: .analytic, spelling: "analytic")
            default:
                let curve = TimingCurve(
                    x1: random.uniform(-1...2), y1: random.uniform(-3...3),
                    x2: random.uniform(-1...2), y2: random.uniform(-3...3))
                animation = .curve(curve, seconds: random.uniform(-0.1...1), spelling: "curve")
            }
            value.set(target, animation: animation, change: change, at: tick + Int64(random.next() % 100))
            for _ in 0..<Int(random.next() % 40) {
                tick += 100
                value.render(at: tick)
                #expect(value.presented.isFinite, "seed \(seed) change \(change) tick \(tick)")
                _ = value.isLogicallyComplete(change: change)
            }
        }
    }

    @Test("the same inputs give bit-identical outputs", arguments: seeds.prefix(10))
    func determinism(seed: UInt64) {
        func run() -> [Double] {
            var random = SplitMix64(seed: seed)
            var value = AnimatedValue(0)
            var drawn: [Double] = []
            for frame in Int64(1)...240 {
                if random.next() % 20 == 0 {
                    let model: SpringModel = random.next() % 2 == 0 ? .fluid : .analytic
                    let spring = Spring(duration: random.uniform(0.2...0.8), bounce: random.uniform(-0.5...0.5))
                    value.set(
                        random.uniform(-300...300), animation: .spring(spring, model: model, spelling: ""),
                        change: Int(frame), at: frame * 100 - 40)
                }
                value.render(at: frame * 100)
                drawn.append(value.presented)
            }
            return drawn
        }
        let first = run()
        let second = run()
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
    }
}
