import Testing

@testable import SheetLabCore

/// A machine that only remembers the events it was handed, to check the world's delivery order.
private struct RecordingMachine: Machine {
    static let kind = Kind.screen
    static let parameterTable: [ParameterInfo] = []
    static let transitionTable = [TransitionRule("present", from: .dismissed, on: "presentationRequested", to: .idle)]
    var phase = Phase.dismissed
    var lastDecision: Decision? { nil }
    var movingValues: [String] = []
    var events: [Event] = []

    func defaultDragStart(in environment: Environment) -> Point { Point(x: 201, y: 82) }

    func parameterText(_ name: String) -> String? { nil }

    mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        throw .unknownParameter(name: name, kind: .screen)
    }

    mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence] {
        events.append(event)
        if case .presentationRequested = event {
            phase = .idle
            return [.transitioned(from: .dismissed, to: .idle, cause: nil)]
        }
        return []
    }

    func value(of field: Field, in environment: Environment) -> FieldValue? { nil }

    mutating func clockAdvanced(to tick: Int64) {}

    var hasPendingChange: Bool { false }

    mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] { [] }

    mutating func shiftTime(by ticks: Int64) {}

    mutating func normalizeForComparison() {}
}

struct WorldTests {
    private func events(of world: World, sheet: String = "page") throws -> [Event] {
        try #require(try world.machine(named: sheet) as? RecordingMachine).events
    }

    @Test func dragSamplesEveryFrameBoundaryAndTheExactEndBeforeEachFrame() throws {
        var world = World()
        _ = try world.create(name: "page", machine: RecordingMachine(), animated: false)
        _ = world.advance(to: 50)
        _ = try world.drag(
            sheet: "page", by: Point(x: 0, y: 250), over: 250, touchingDownAt: Point(x: 201, y: 82), hold: false)
        #expect(world.now == 300)
        let expected: [Event] = [
            .presentationRequested(animated: false, at: 0),
            .touchBegan(Point(x: 201, y: 82), at: 50),
            .touchMoved(Point(x: 201, y: 82 + 50), at: 100),
            .frameTicked(at: 100),
            .touchMoved(Point(x: 201, y: 82 + 150), at: 200),
            .frameTicked(at: 200),
            .touchMoved(Point(x: 201, y: 82 + 250), at: 300),
            .touchEnded(at: 300),
            .frameTicked(at: 300),
        ]
        #expect(try events(of: world) == expected)
    }

    @Test func fingerMisuseIsAnError() throws {
        var world = World()
        _ = try world.create(name: "page", machine: RecordingMachine(), animated: false)
        #expect(throws: WorldError.noFingerDown(sheet: "page")) { try world.touchUp(sheet: "page") }
        _ = try world.touchDown(sheet: "page", at: Point(x: 1, y: 1))
        #expect(throws: WorldError.fingerAlreadyDown(sheet: "page")) {
            try world.touchDown(sheet: "page", at: Point(x: 1, y: 1))
        }
        #expect(throws: WorldError.unknownSheet(name: "pag", suggestion: "page")) { try world.escape(sheet: "pag") }
        #expect(throws: WorldError.duplicateSheet(name: "page")) {
            try world.create(name: "page", machine: RecordingMachine(), animated: false)
        }
        #expect(throws: WorldError.noBackdrop(sheet: "page", kind: .screen)) { try world.tapBackdrop(sheet: "page") }
    }

    @Test func settleRunsOutOfTimeAtTheLimitNamingWhatMoves() throws {
        var world = World()
        var machine = RecordingMachine()
        machine.movingValues = ["offset"]
        _ = try world.create(name: "page", machine: machine, animated: false)
        #expect(throws: WorldError.stillMoving(limit: 60_000, moving: ["page.offset"])) {
            try world.settle(sheet: nil, limit: 60_000)
        }
        #expect(world.now == 60_000)
    }

    @Test func sheetsAreFoundByNameAfterDeletionsInCreationOrder() throws {
        var world = World()
        for name in ["a", "b", "c", "d"] {
            _ = try world.create(name: name, machine: RecordingMachine(), animated: false)
        }
        try world.delete(name: "b")
        _ = try world.create(name: "b", machine: RecordingMachine(), animated: false)
        try world.delete(name: "a")
        #expect(world.sheets.map(\.name) == ["c", "d", "b"])
        for (index, name) in ["c", "d", "b"].enumerated() {
            #expect(try world.index(of: name) == index, "\(name)")
            #expect(world.sheetIndex(named: name) == index, "\(name)")
        }
        #expect(world.sheetIndex(named: "a") == nil)
        #expect(!world.hasSheet(named: "a"))
        #expect(throws: WorldError.unknownSheet(name: "a", suggestion: "c")) { try world.index(of: "a") }
    }

    @Test func advanceRendersFramesInTheHalfOpenInterval() throws {
        var world = World()
        _ = try world.create(name: "page", machine: RecordingMachine(), animated: false)
        try world.setFrameRate(120)
        _ = world.advance(to: 125)
        #expect(try events(of: world).dropFirst() == [.frameTicked(at: 50), .frameTicked(at: 100)])
        #expect(throws: WorldError.invalidFrameRate(7)) { try world.setFrameRate(7) }
    }
}
