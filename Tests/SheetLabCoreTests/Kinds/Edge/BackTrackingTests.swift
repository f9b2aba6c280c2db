import Testing

@testable import SheetLabCore

/// `profile=android`: the travel BackTouchTracker.getProgress measures (`progressTravel`), from the
/// initial touch while back is triggered, else from the start threshold that setTriggerBack(false)
/// moved to the latest touch (issue 37: only a scenario held this).
struct BackTrackingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Travel away from the edge at each sample, dp.
        let samples: [Double]
        let state: BackTracking.State
        let progressTravel: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "out 120: active, from the touch-down", samples: [40, 80, 120], state: .active, progressTravel: 120),
        Case(
            name: "out 120, back 40: inactive, restarts at 80", samples: [40, 80, 120, 100, 80], state: .inactive,
            progressTravel: 0),
        Case(
            name: "then out 20: still inactive, 20 from 80", samples: [40, 80, 120, 100, 80, 100], state: .inactive,
            progressTravel: 20),
        Case(
            name: "then out 20 more: active again, 120 from the touch-down",
            samples: [40, 80, 120, 100, 80, 100, 120], state: .active, progressTravel: 120),
        Case(
            name: "short of the trigger: entry, from the touch-down", samples: [10], state: .entry, progressTravel: 10),
        Case(
            name: "toward the edge past the start moves the start", samples: [-15, 5], state: .entry,
            progressTravel: 20),
    ]

    /// The samples in the order `followBackSwipe` applies them: the tracker, then the panel's state.
    @Test(arguments: cases)
    func progressTravel(_ example: Case) {
        var tracking = BackTracking()
        for travel in example.samples {
            tracking.update(travel: travel)
            _ = tracking.move(travel: travel, vertical: 0, rules: PredictiveBack())
        }
        #expect(tracking.state == example.state, "\(example.name)")
        #expect(tracking.progressTravel == example.progressTravel, "\(example.name)")
    }
}
