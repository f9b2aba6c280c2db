@testable import SheetLabCore

/// Ticks per frame at 60 fps (6000 / 60).
let ticksPerFrameAt60 = Int64(100)

/// True when `actual` is within `tolerance` of `expected` (absolute).
func isApproximatelyEqual(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// A tiny deterministic PRNG (SplitMix64, Steele, Lea and Flood 2014) for seeded property tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform double in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(UInt64(1) << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}

/// A unit move from 0 to 1 animated by `animation`, started at tick 0 and rendered at `fps` until
/// `seconds`; returns the presented value at each rendered frame, frame 1 first.
func unitMove(_ animation: Animation, fps: Int64 = 60, seconds: Double) -> [Double] {
    var value = AnimatedValue(0)
    value.set(1, animation: animation, change: 1, at: 0)
    let step = 6000 / fps
    let frames = Int64((seconds * Double(fps)).rounded())
    var presented: [Double] = []
    for frame in 1...frames {
        value.render(at: frame * step)
        presented.append(value.presented)
    }
    return presented
}
