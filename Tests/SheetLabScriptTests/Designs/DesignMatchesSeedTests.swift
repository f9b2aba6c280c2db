import SheetLabCore
import Testing

@testable import SheetLabScript

/// The seed sheets written as design files decide as the built-in profiles do: over random
/// pairs of drags from rest, `designs/multi-height-sheet.design` against `profile=multi-height` and
/// `designs/custom-sheet.design` against `profile=custom` dismiss together, and where they stay
/// they rest at the same height (issue 31: the built-ins as files, decisions first).
struct DesignMatchesSeedTests {
    /// SplitMix64: the same gestures on every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// A whole number in `range`.
        mutating func integer(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    /// A drag from rest: 0.5 pt steps within +-450 pt, over 0.05 to 1 s.
    static func gesture(_ random: inout Random) -> String {
        let dy = Double(random.integer(-900...900)) / 2
        let duration = Double(random.integer(1...20)) / 20
        return "drag s 0 \(DecimalFormat.format(dy, decimals: 1)) over \(DecimalFormat.format(duration, decimals: 2))"
    }

    /// What the sheet did after each command: whether it was dismissed, and where it rests if not.
    static func outcomes(creating creation: String, _ gestures: [String]) -> [String] {
        var session = Session(origin: .file("matches.scenario"))
        var outcomes: [String] = []
        _ = session.execute(LogicalLine(creation))
        for gesture in gestures {
            for line in [gesture, "settle"] {
                let result = session.execute(LogicalLine(line))
                if let error = result.error { return outcomes + ["error in '\(line)': \(error.reason.message)"] }
            }
            let machine = session.world.sheets[0].machine
            let environment = session.world.environment
            if case .integer(let dismissed) = machine.value(of: .dismissed, in: environment), dismissed > 0 {
                return outcomes + ["dismissed after '\(gesture)'"]
            }
            guard case .number(let height) = machine.value(of: .height, in: environment) else { return outcomes }
            outcomes.append("rests at \(DecimalFormat.format(height, decimals: 1)) after '\(gesture)'")
        }
        return outcomes
    }

    @Test(arguments: [("profile=multi-height", "multi-height-sheet"), ("profile=custom", "custom-sheet")])
    func aDesignFileDecidesAsItsProfile(_ profile: String, _ design: String) {
        var random = Random(state: 31)
        for _ in 0..<150 {
            let gestures = (0..<3).map { _ in Self.gesture(&random) }
            let seed = Self.outcomes(creating: "new sheet s \(profile)", gestures)
            let file = Self.outcomes(creating: "new sheet s design=\(design)", gestures)
            #expect(seed == file, "\(profile) against \(design).design: \(gestures)")
        }
    }
}
