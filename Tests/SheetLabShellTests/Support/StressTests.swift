import Foundation
import Testing

/// Stress tests time signals and kills against the clock, so they wait on it and take minutes:
/// they run only when asked (`scripts/stress-test`, which sets SHEETLAB_STRESS=1), never in the
/// default suite.
enum StressTests {
    static let areEnabled = ProcessInfo.processInfo.environment["SHEETLAB_STRESS"] == "1"
    static let reason: Comment = "a stress test timed on the clock: run scripts/stress-test (SHEETLAB_STRESS=1)"
}
