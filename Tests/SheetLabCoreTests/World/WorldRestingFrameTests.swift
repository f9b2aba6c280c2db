import Testing

@testable import SheetLabCore

/// A sheet at rest gets its frames as `restingFrameTicked(at:)` (World.renderFrame): the records
/// and every machine must be those of a world that delivers every frame in full.
struct WorldRestingFrameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var kind: Kind
        var parameters: [ParameterSetting] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "screen", kind: .screen),
        Case(name: "modal", kind: .modal),
        Case(name: "sheet multi-height", kind: .sheet),
        Case(name: "sheet custom", kind: .sheet, parameters: [ParameterSetting(name: "profile", value: "custom")]),
        Case(name: "sheet action", kind: .sheet, parameters: [ParameterSetting(name: "profile", value: "action")]),
        Case(
            name: "sheet floatingpanel", kind: .sheet,
            parameters: [ParameterSetting(name: "profile", value: "floatingpanel")]),
        Case(name: "sheet material", kind: .sheet, parameters: [ParameterSetting(name: "profile", value: "material")]),
        Case(name: "sheet panmodal", kind: .sheet, parameters: [ParameterSetting(name: "profile", value: "panmodal")]),
        Case(name: "sheet gorhom", kind: .sheet, parameters: [ParameterSetting(name: "profile", value: "gorhom")]),
        Case(name: "edge", kind: .edge),
        Case(name: "edge android", kind: .edge, parameters: [ParameterSetting(name: "profile", value: "android")]),
    ]

    /// Presents the sheet under test, lets it rest while another sheet is dragged, changes the
    /// environment and a parameter while it rests, then drags, escapes and presents it again.
    static func run(_ testCase: Case, restingCheaply: Bool) throws -> (records: [Record], world: World, rested: [Bool])
    {
        var world = World()
        world.rendersRestingFramesCheaply = restingCheaply
        let machine = try testCase.kind.makeMachine(configuredBy: testCase.parameters)
        var records: [Record] = []
        var rested: [Bool] = []
        records += try world.create(name: "subject", machine: machine, animated: true)
        records += try world.create(name: "other", machine: ScreenMachine(), animated: false)
        records += try world.settle(sheet: nil, limit: 60_000)
        records += world.advance(to: world.now + 600)
        rested.append(world.sheets[0].isResting)
        let otherStart = try world.defaultDragStart(sheet: "other")
        records += try world.drag(
            sheet: "other", by: Point(x: 0, y: 300), over: 1_500, touchingDownAt: otherStart, hold: false)
        records += try world.settle(sheet: nil, limit: 60_000)
        world.setEnvironment { $0.screenHeight = 700 }
        records += world.advance(to: world.now + 600)
        world.setEnvironment { $0.reduceMotion = true }
        records += world.advance(to: world.now + 600)
        rested.append(world.sheets[0].isResting)
        let start = try world.defaultDragStart(sheet: "subject")
        let delta = testCase.kind == .edge ? Point(x: 60, y: 0) : Point(x: 0, y: 60)
        records += try world.drag(sheet: "subject", by: delta, over: 3_000, touchingDownAt: start, hold: false)
        records += try world.settle(sheet: nil, limit: 60_000)
        records += try world.escape(sheet: "subject")
        records += try world.settle(sheet: nil, limit: 60_000)
        if world.sheets[0].machine.phase == .dismissed {
            records += try world.present(name: "subject", animated: true)
        }
        records += try world.settle(sheet: nil, limit: 60_000)
        records += world.advance(to: world.now + 1_000)
        rested.append(world.sheets[0].isResting)
        return (records, world, rested)
    }

    @Test(arguments: cases)
    func restingFramesChangeWhatFullFramesChange(_ testCase: Case) throws {
        let cheap = try Self.run(testCase, restingCheaply: true)
        let full = try Self.run(testCase, restingCheaply: false)
        #expect(cheap.records == full.records)
        #expect(cheap.world.now == full.world.now)
        for (index, sheet) in cheap.world.sheets.enumerated() {
            #expect(AnyHashable(sheet.machine) == AnyHashable(full.world.sheets[index].machine), "\(sheet.name)")
        }
        #expect(cheap.rested == [true, true, true])
        #expect(full.rested == [false, false, false])
    }
}
