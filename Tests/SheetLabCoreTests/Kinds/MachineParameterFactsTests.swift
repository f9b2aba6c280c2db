import SheetLabCore
import Testing

/// What `explore`'s invariants read of a kind's parameters (`progressCeiling`,
/// `keepsSpringsUnderReduceMotion`, `escapeIsDisabled`), read through `any Machine` as explore
/// reads them: a kind whose own property were not the requirement's witness would read the
/// default instead.
struct MachineParameterFactsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: Kind
        let settings: [ParameterSetting]
        let progressCeiling: Double
        let keepsSprings: Bool
        let escapeDisabled: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "screen: the defaults", kind: .screen, settings: [], progressCeiling: 1, keepsSprings: false,
            escapeDisabled: false),
        Case(
            name: "modal: the defaults", kind: .modal, settings: [], progressCeiling: 1, keepsSprings: false,
            escapeDisabled: false),
        Case(
            name: "sheet: dismiss enabled", kind: .sheet, settings: [], progressCeiling: 1, keepsSprings: false,
            escapeDisabled: false),
        Case(
            name: "sheet: dismiss disabled", kind: .sheet,
            settings: [ParameterSetting(name: "dismiss", value: "disabled")], progressCeiling: 1,
            keepsSprings: false, escapeDisabled: true),
        // docs/models.md#edge: `.rubberBand(overshoot: 0.18)` lets progress reach 1.18.
        Case(
            name: "edge: the defaults", kind: .edge, settings: [], progressCeiling: 1.18, keepsSprings: false,
            escapeDisabled: false),
        Case(
            name: "edge: overshoot 0.5, springs kept, disabled", kind: .edge,
            settings: [
                ParameterSetting(name: "overshoot", value: "0.5"),
                ParameterSetting(name: "respects-reduce-motion", value: "false"),
                ParameterSetting(name: "enabled", value: "false"),
            ],
            progressCeiling: 1.5, keepsSprings: true, escapeDisabled: true),
    ]

    /// Exact: the ceiling is 1 plus a parameter given in decimal (1 + 0.18 and 1 + 0.5 are the
    /// doubles written here), and the rest are flags.
    @Test(arguments: cases)
    func readsTheParameters(_ testCase: Case) throws {
        let machine = try testCase.kind.makeMachine(configuredBy: testCase.settings)
        #expect(machine.progressCeiling == testCase.progressCeiling)
        #expect(machine.keepsSpringsUnderReduceMotion == testCase.keepsSprings)
        #expect(machine.escapeIsDisabled == testCase.escapeDisabled)
    }
}
