import Foundation
import SheetLabTesting
import XCTest

/// The same checks from XCTest, whose failures sit at the `check` call with the scenario's
/// `PATH:LINE` leading the message.
final class CheckoutSheetXCTests: XCTestCase {
    func testCheckoutScenariosPass() throws {
        try Scenarios.check("Scenarios/")
    }

    /// Fails on purpose when SHEETLAB_EXAMPLE_FAILURE=1, as `deliberateMismatchFails()` does.
    func testDeliberateMismatchFails() throws {
        let wanted = ProcessInfo.processInfo.environment["SHEETLAB_EXAMPLE_FAILURE"] == "1"
        try XCTSkipUnless(wanted, "fails on purpose only with SHEETLAB_EXAMPLE_FAILURE=1")
        try Scenarios.check("FailingScenarios/checkout-sheet-ignores-a-short-drag.scenario")
    }
}
