import Testing

@testable import SheetLabCore

/// `shiftTime(by:)` and `normalizeForComparison()`: a machine shifted by whole frames (or
/// normalised) mid-gesture handles the rest of the events exactly as the original does.
struct MachineTimeShiftTests {
    /// One table row: a kind, the events, and where the copy is shifted.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var machine: any Machine
        var events: [Event]
        /// The copy is made after this many events.
        var split: Int
        var testDescription: String { name }
    }

    /// A drag from `start` by `delta` sampled on `frames` frames of 100 ticks from `tick`, lifted at
    /// the end unless `hold`, then `after` more frames.
    static func drag(
        from start: Point, by delta: Point, at tick: Int64, frames: Int, after: Int = 0, hold: Bool = false
    ) -> [Event] {
        var events: [Event] = [.touchBegan(start, at: tick)]
        for index in 1...frames {
            let fraction = Double(index) / Double(frames)
            let point = Point(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction)
            let at = tick + Int64(index) * 100
            events.append(.touchMoved(point, at: at))
            if index == frames && !hold { events.append(.touchEnded(at: at)) }
            events.append(.frameTicked(at: at))
        }
        let end = tick + Int64(frames) * 100
        for index in 0..<after { events.append(.frameTicked(at: end + Int64(index + 1) * 100)) }
        return events
    }

    static func frames(from tick: Int64, count: Int) -> [Event] {
        (1...count).map { .frameTicked(at: tick + Int64($0) * 100) }
    }

    static let top = Point(x: 201, y: 82)
    static let modalTop = Point(x: 201, y: 321)
    static let sheetTop = Point(x: 201, y: 640)
    static let edgeStart = Point(x: 14, y: 437)

    static let cases: [Case] = [
        Case(
            name: "screen: presentation spring, split mid-presentation", machine: ScreenMachine(),
            events: [.presentationRequested(animated: true, at: 0)] + frames(from: 0, count: 40), split: 12),
        Case(
            name: "screen: cancel spring, split mid-drag", machine: ScreenMachine(),
            events: [.presentationRequested(animated: false, at: 0)]
                + drag(from: top, by: Point(x: 0, y: 90), at: 300, frames: 15, after: 40),
            split: 8),
        Case(
            name: "screen: cancel spring then dismiss, split mid-spring", machine: ScreenMachine(),
            events: [.presentationRequested(animated: false, at: 0)]
                + drag(from: top, by: Point(x: 0, y: 90), at: 300, frames: 15, after: 6)
                + [.escapeRequested(at: 2450)] + frames(from: 2400, count: 30),
            split: 40),
        Case(
            name: "modal: release dismiss spring, split mid-commit", machine: ModalMachine(),
            events: [.presentationRequested(animated: false, at: 0)]
                + drag(from: modalTop, by: Point(x: 0, y: 160), at: 200, frames: 12, after: 50),
            split: 30),
        Case(
            name: "sheet: snap to a new detent, split mid-settle", machine: SheetMachine(),
            events: [.presentationRequested(animated: false, at: 0)]
                + drag(from: sheetTop, by: Point(x: 0, y: -250), at: 100, frames: 15, after: 40),
            split: 35),
        Case(
            name: "edge: commit fade, split mid-drag", machine: EdgeMachine(),
            events: [.presentationRequested(animated: false, at: 0)]
                + drag(from: edgeStart, by: Point(x: 120, y: 0), at: 100, frames: 10, after: 20),
            split: 6),
        Case(
            name: "edge: cancel spring, split mid-spring", machine: EdgeMachine(),
            events: [.presentationRequested(animated: false, at: 0)]
                + drag(from: edgeStart, by: Point(x: 50, y: 0), at: 100, frames: 15, after: 40),
            split: 40),
    ]

    static func shifted(_ event: Event, by ticks: Int64) -> Event {
        switch event {
        case .presentationRequested(let animated, let tick):
            .presentationRequested(animated: animated, at: tick + ticks)
        case .touchBegan(let point, let tick): .touchBegan(point, at: tick + ticks)
        case .touchMoved(let point, let tick): .touchMoved(point, at: tick + ticks)
        case .touchEnded(let tick): .touchEnded(at: tick + ticks)
        case .escapeRequested(let tick): .escapeRequested(at: tick + ticks)
        case .backdropTapped(let tick): .backdropTapped(at: tick + ticks)
        case .buttonPressed(let button, let tick): .buttonPressed(button, at: tick + ticks)
        case .frameTicked(let tick): .frameTicked(at: tick + ticks)
        }
    }

    /// Every field of the machine's kind, except `skipping` (what normalisation resets).
    static func readout(_ machine: some Machine, skipping: Set<Field> = []) -> [FieldValue?] {
        let environment = Environment()
        return Field.fields(of: type(of: machine).kind).filter { !skipping.contains($0) }.map {
            machine.value(of: $0, in: environment)
        }
    }

    static func run(_ machine: inout some Machine, _ events: ArraySlice<Event>, shift: Int64) -> [[Occurrence]] {
        events.map { machine.handle(shifted($0, by: shift), in: Environment()) }
    }

    @Test(arguments: cases)
    func shiftedCopyBehavesAsTheOriginal(_ row: Case) {
        func check<M: Machine>(_ start: M) {
            var original = start
            _ = Self.run(&original, row.events[..<row.split], shift: 0)
            let shift: Int64 = 123_400
            var copy = original
            copy.shiftTime(by: shift)
            let expected = Self.run(&original, row.events[row.split...], shift: 0)
            let actual = Self.run(&copy, row.events[row.split...], shift: shift)
            #expect(actual == expected, "\(row.name): occurrences")
            #expect(Self.readout(copy) == Self.readout(original), "\(row.name): fields")
            copy.shiftTime(by: -shift)
            #expect(copy == original, "\(row.name): shifted back")
        }
        check(row.machine)
    }

    @Test(arguments: cases)
    func normalisedCopyBehavesAsTheOriginal(_ row: Case) {
        func check<M: Machine>(_ start: M) {
            var original = start
            _ = Self.run(&original, row.events[..<row.split], shift: 0)
            var copy = original
            copy.normalizeForComparison()
            var twice = copy
            twice.normalizeForComparison()
            #expect(twice == copy, "\(row.name): normalising twice changes nothing")
            let expected = Self.run(&original, row.events[row.split...], shift: 0)
            let actual = Self.run(&copy, row.events[row.split...], shift: 0)
            #expect(actual == expected, "\(row.name): occurrences")
            let counters: Set<Field> = [
                .haptics, .pops, .actions, .releaseTranslation, .releaseVelocity, .releasePredicted,
            ]
            #expect(
                Self.readout(copy, skipping: counters) == Self.readout(original, skipping: counters),
                "\(row.name): fields")
        }
        check(row.machine)
    }
}
