import Foundation
import SheetLabTesting
import Testing

@Test func checkoutScenariosPass() throws {
    try Scenarios.check("Scenarios/")
}

@Test func checkoutSheetPassesTheAudit() throws {
    try Audit.check(kind: .sheet, parameters: ["detents": "200"], assuming: [.closeButton])
}

/// Fails on purpose, to show a failure at the scenario's line with its diff: scripts/test sets
/// SHEETLAB_EXAMPLE_FAILURE=1 and checks the output.
@Test(.enabled(if: ProcessInfo.processInfo.environment["SHEETLAB_EXAMPLE_FAILURE"] == "1"))
func deliberateMismatchFails() throws {
    try Scenarios.check("FailingScenarios/checkout-sheet-ignores-a-short-drag.scenario")
}
