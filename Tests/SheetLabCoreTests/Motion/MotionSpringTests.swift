import Testing

@testable import SheetLabCore

@Suite("Spring parameters")
struct MotionSpringTests {
    struct Conversion: CustomTestStringConvertible, Sendable {
        let name: String
        let spring: Spring
        let stiffness: Double
        let damping: Double
        let duration: Double
        let bounce: Double
        let tolerance: Double
        var testDescription: String { name }
    }

    /// Apple's `Spring` documentation checks and exact conversions (docs/motion.md#springs).
    static let conversions: [Conversion] = [
        Conversion(
            name: "Apple: duration 0.5 bounce 0.3", spring: Spring(duration: 0.5, bounce: 0.3),
            stiffness: 157.9, damping: 17.6, duration: 0.5, bounce: 0.3, tolerance: 0.1),
        Conversion(
            name: "Apple: mass 1 stiffness 100 damping 10", spring: Spring(mass: 1, stiffness: 100, damping: 10),
            stiffness: 100, damping: 10, duration: 0.63, bounce: 0.5, tolerance: 0.01),
        Conversion(
            name: "mass 4 folds into a mass-1 spring", spring: Spring(mass: 4, stiffness: 100, damping: 10),
            stiffness: 25, damping: 2.5, duration: 1.2566, bounce: 0.75, tolerance: 0.0001),
        Conversion(
            name: "negative bounce -0.5 is damping ratio 2", spring: Spring(duration: 1, bounce: -0.5),
            stiffness: 39.4784, damping: 25.1327, duration: 1, bounce: -0.5, tolerance: 0.0001),
        Conversion(
            name: "response 0.3 damping fraction 0.6", spring: Spring(response: 0.3, dampingFraction: 0.6),
            stiffness: 438.6491, damping: 25.1327, duration: 0.3, bounce: 0.4, tolerance: 0.0001),
    ]

    @Test("stiffness, damping, duration and bounce read back", arguments: conversions)
    func readBack(_ row: Conversion) {
        #expect(isApproximatelyEqual(row.spring.stiffness, row.stiffness, tolerance: row.tolerance))
        #expect(isApproximatelyEqual(row.spring.damping, row.damping, tolerance: row.tolerance))
        #expect(isApproximatelyEqual(row.spring.duration, row.duration, tolerance: row.tolerance))
        #expect(isApproximatelyEqual(row.spring.bounce, row.bounce, tolerance: row.tolerance))
    }

    struct Preset: CustomTestStringConvertible, Sendable {
        let name: String
        let spring: Spring
        let response: Double
        let dampingRatio: Double
        var testDescription: String { name }
    }

    /// Presets as docs/motion.md fixes them; compared exactly.
    static let presets: [Preset] = [
        Preset(name: "smooth", spring: .smooth, response: 0.5, dampingRatio: 1),
        Preset(name: "snappy", spring: .snappy, response: 0.5, dampingRatio: 0.85),
        Preset(name: "bouncy", spring: .bouncy, response: 0.5, dampingRatio: 0.7),
        Preset(name: "interactiveSpring", spring: .interactiveSpring, response: 0.15, dampingRatio: 0.86),
        Preset(name: "smooth(duration: 0.3)", spring: .smooth(duration: 0.3), response: 0.3, dampingRatio: 1),
        Preset(name: "spring()", spring: .spring(), response: 0.5, dampingRatio: 1),
        Preset(
            name: "bounce -2 clamps to -1", spring: Spring(duration: 1, bounce: -2), response: 1,
            dampingRatio: .infinity),
        Preset(name: "bounce 2 clamps to 1", spring: Spring(duration: 1, bounce: 2), response: 1, dampingRatio: 0),
        Preset(
            name: "zero stiffness has no restoring force", spring: Spring(mass: 1, stiffness: 0, damping: 3),
            response: .infinity, dampingRatio: 0),
    ]

    @Test("presets and guards store exact response and damping ratio", arguments: presets)
    func preset(_ row: Preset) {
        #expect(row.spring.response == row.response)
        #expect(row.spring.dampingRatio == row.dampingRatio)
    }

    @Test("the fluid stiffness is capped at 45000 and response <= 0 is infinitely stiff")
    func fluidStiffnessCap() {
        #expect(
            Spring(response: 0.5, dampingFraction: 1).fluidStiffness == (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5))
        #expect(Spring(response: 0.01, dampingFraction: 1).fluidStiffness == 45000)
        #expect(Spring(response: 0, dampingFraction: 1).fluidStiffness == 45000)
        #expect(Spring(response: -1, dampingFraction: 1).fluidStiffness == 45000)
    }
}
