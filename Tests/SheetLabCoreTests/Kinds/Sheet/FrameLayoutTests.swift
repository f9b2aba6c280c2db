import Testing

@testable import SheetLabCore

/// What a sheet frame reads lies together in memory (`SheetMachine`, `AnimatedValue`): at 1,000
/// sheets their frames only fit in a core's 1 MiB cache so (callgrind's cache simulation: 20.8
/// last-level misses per sheet-frame before, 9.7 after). A field added among them fails here.
struct FrameLayoutTests {
    /// One stored property a frame reads, and the bytes from the type's start it must end within.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var end: @Sendable () -> Int?
        var limit: Int
        var testDescription: String { name }
    }

    /// The end of a stored property of `Root`, in bytes from its start.
    static func end<Root, Value>(of path: KeyPath<Root, Value>) -> Int? {
        MemoryLayout<Root>.offset(of: path).map { $0 + MemoryLayout<Value>.size }
    }

    /// The run at the machine's start: its stage, clock and selected detent's state, then the
    /// parameters' profile, detents, backdrop and background (136 bytes).
    static let machineRun = 136

    static let cases: [Case] = [
        Case(name: "stage", end: { end(of: \SheetMachine.stage) }, limit: machineRun),
        Case(name: "now", end: { end(of: \SheetMachine.now) }, limit: machineRun),
        Case(name: "selected", end: { end(of: \SheetMachine.selected) }, limit: machineRun),
        Case(name: "dragOffset", end: { end(of: \SheetMachine.dragOffset) }, limit: machineRun),
        Case(name: "restHeight", end: { end(of: \SheetMachine.restHeight) }, limit: machineRun),
        Case(name: "leaving", end: { end(of: \SheetMachine.leaving) }, limit: machineRun),
        Case(name: "parameters.profile", end: { end(of: \SheetMachine.parameters.profile) }, limit: machineRun),
        Case(name: "parameters.detents", end: { end(of: \SheetMachine.parameters.detents) }, limit: machineRun),
        Case(name: "parameters.backdrop", end: { end(of: \SheetMachine.parameters.backdrop) }, limit: machineRun),
        Case(name: "parameters.background", end: { end(of: \SheetMachine.parameters.background) }, limit: machineRun),
    ]

    @Test(arguments: cases)
    func aSheetFrameReadsTheMachinesFirstBytes(_ row: Case) throws {
        let end = try #require(row.end(), "\(row.name) is a stored property")
        #expect(end <= row.limit, "\(row.name) ends at byte \(end), past \(row.limit)")
    }

    /// A value at rest reads the spring's case (the last byte of `spring`: the integrator's case,
    /// stored last in `SpringMotion`) through `lastRenderedTick`, which ends the value: 49 bytes.
    @Test func aValueAtRestReadsOneRunAtItsEnd() throws {
        let integrator = try #require(MemoryLayout<SpringMotion>.offset(of: \.integrator))
        #expect(integrator + MemoryLayout<SpringMotion.Integrator>.size == MemoryLayout<SpringMotion>.size)
        let spring = try #require(MemoryLayout<AnimatedValue>.offset(of: \.spring))
        let springCase = spring + MemoryLayout<SpringMotion?>.size - 1
        let ends = [
            Self.end(of: \AnimatedValue.model), Self.end(of: \AnimatedValue.presentedOffset),
            Self.end(of: \AnimatedValue.curves),
            Self.end(of: \AnimatedValue.lastRenderedTick),
        ]
        let starts = [
            MemoryLayout<AnimatedValue>.offset(of: \.model), MemoryLayout<AnimatedValue>.offset(of: \.presentedOffset),
            MemoryLayout<AnimatedValue>.offset(of: \.curves),
            MemoryLayout<AnimatedValue>.offset(of: \.lastRenderedTick),
        ]
        for start in starts { #expect(try #require(start) > springCase) }
        let runEnd = try #require(ends.compactMap { $0 }.max())
        #expect(runEnd == MemoryLayout<AnimatedValue>.size, "the run ends the value")
        #expect(runEnd - springCase <= 49, "the run is \(runEnd - springCase) bytes")
    }
}
