/// Named sheets, the clock and the environment: delivers events in time order.
///
/// Touches of a command at an instant come before the frame at that instant, and sheets are
/// handled in creation order (docs/commands.md#output-lines; docs/motion.md, Time). Every mutating
/// call returns the records it produced, in order.
public struct World: Sendable {
    /// One named sheet and the finger on it.
    public struct Sheet: Sendable {
        public let name: String
        public var machine: any Machine
        /// The machine's kind, read once: through `any Machine` it is a dynamic type lookup.
        public let kind: Kind
        /// The machine's `transitionRules`, read again only when a parameter changes (they follow
        /// its parameters alone): the log notes them with every record, and a sheet's are built
        /// for its profile at each read.
        public private(set) var transitionRules: [TransitionRule]
        /// Where the finger on this sheet is, if one is down (accepted by the machine or not).
        public var finger: Point?
        /// The finger's scheduled linear motion, while a `drag`, `move` or `fling` runs.
        var motion: FingerMotion?
        /// Whether the machine holds a parameter change for its next event. Machines take one
        /// only through `setParameter` (or their creation), so the world notes it there instead
        /// of asking the machine at every event: reading through `any Machine` copies the machine.
        var pendingChange = false
        /// Whether the machine was at rest after its last frame and nothing reached it since (no
        /// event, parameter or environment change): its frames change only its clock, so they are
        /// rendered with `restingFrameTicked(at:)` instead of delivered. A scenario of a few
        /// sheets moves one at a time; the others rest.
        var isResting = false
        /// The last frame this resting sheet skipped, not yet rendered on its machine: `advance`
        /// and `settle` render it once before they return (or before an event reaches the sheet),
        /// not at every frame, so a resting sheet costs nothing per frame.
        var skippedFrame: Int64?

        init(name: String, machine: any Machine, pendingChange: Bool) {
            self.name = name
            self.machine = machine
            kind = type(of: machine).kind
            transitionRules = machine.transitionRules
            self.pendingChange = pendingChange
        }

        /// Reads the rules again after a parameter change.
        mutating func parametersChanged() {
            transitionRules = machine.transitionRules
        }
    }

    public private(set) var environment = Environment()
    /// The current tick.
    public private(set) var now: Int64 = 0
    /// Sheets in creation order.
    public private(set) var sheets: [Sheet] = []
    /// Each sheet's index in `sheets`, by name: every command finds its sheet in constant time.
    private var indexByName: [String: Int] = [:]
    /// How many sheets have a `motion`: `advance` looks for motions only when one runs (most
    /// frames of a scenario, those of `settle` and `step`, have none).
    private var motionCount = 0
    /// Whether a sheet may hold a skipped frame (`Sheet.skippedFrame`): most `advance` calls end
    /// with none to render, and then look at no sheet.
    private var hasSkippedFrames = false
    /// Whether resting sheets' frames are rendered with `restingFrameTicked(at:)`; tests turn it off
    /// for the reference the resting path is compared with.
    var rendersRestingFramesCheaply = true

    public init() {}

    // MARK: - Sheets

    /// The index of the sheet called `name`, or an error suggesting the nearest name.
    public func index(of name: String) throws(WorldError) -> Int {
        if let index = sheetIndex(named: name) { return index }
        throw .unknownSheet(name: name, suggestion: Suggestion.nearest(to: name, in: sheets.map(\.name)))
    }

    /// The index of the sheet called `name`, or nil (no suggestion is looked for). A few sheets
    /// are compared by name, which costs less than hashing it; more are looked up.
    public func sheetIndex(named name: String) -> Int? {
        guard sheets.count > 4 else {
            for index in sheets.indices where sheets[index].name == name { return index }
            return nil
        }
        return indexByName[name]
    }

    /// Whether a sheet is called `name`.
    public func hasSheet(named name: String) -> Bool {
        sheetIndex(named: name) != nil
    }

    /// The machine of the sheet called `name`.
    public func machine(named name: String) throws(WorldError) -> any Machine {
        sheets[try index(of: name)].machine
    }

    /// Adds a sheet with `machine` (parameters already set) and presents it now.
    public mutating func create(
        name: String, machine: any Machine, animated: Bool
    ) throws(WorldError) -> [Record] {
        guard !hasSheet(named: name) else { throw .duplicateSheet(name: name) }
        indexByName[name] = sheets.count
        sheets.append(
            Sheet(name: name, machine: machine, pendingChange: machine.hasPendingChange))
        return deliver(.presentationRequested(animated: animated, at: now), to: sheets.count - 1)
    }

    /// Presents a dismissed sheet again: a new presentation.
    public mutating func present(name: String, animated: Bool) throws(WorldError) -> [Record] {
        var records: [Record] = []
        try present(name: name, animated: animated, into: &records)
        return records
    }

    /// `present(name:animated:)`, appending the records to `records`.
    public mutating func present(name: String, animated: Bool, into records: inout [Record]) throws(WorldError) {
        let index = try index(of: name)
        let phase = sheets[index].machine.phase
        guard phase == .dismissed else { throw .notDismissed(sheet: name, phase: phase) }
        deliver(.presentationRequested(animated: animated, at: now), to: index, into: &records)
    }

    /// Removes a sheet, even with a finger down.
    public mutating func delete(name: String) throws(WorldError) {
        let index = try index(of: name)
        setMotion(nil, of: index)
        sheets.remove(at: index)
        indexByName[name] = nil
        for later in index..<sheets.count { indexByName[sheets[later].name] = later }
    }

    /// Changes one parameter of a sheet: derived values jump now; a transition, animation or
    /// `armed` line the change causes happens at the next event delivered to the sheet
    /// (docs/decisions.md#timing-of-changes), recorded then as `parameterChanged`.
    public mutating func setParameter(
        sheet name: String, parameter: String, to value: String
    ) throws(WorldError) -> [Record] {
        let index = try index(of: name)
        do {
            renderSkippedFrame(of: index)
            sheets[index].isResting = false
            let occurrences = try sheets[index].machine.setParameter(
                parameter, to: value, at: now, in: environment)
            sheets[index].pendingChange = sheets[index].machine.hasPendingChange
            sheets[index].parametersChanged()
            return occurrences.map {
                Record(tick: now, sheet: name, event: Self.parameterChangedEvent, occurrence: $0)
            }
        } catch {
            throw .parameter(error)
        }
    }

    // MARK: - Environment

    /// Replaces the environment from the next event on; the frame rate must divide 6000.
    public mutating func setEnvironment(_ change: (inout Environment) -> Void) {
        change(&environment)
        wakeAll()
    }

    /// Sets the frame rate.
    public mutating func setFrameRate(_ fps: Int) throws(WorldError) {
        guard let clock = FrameClock(fps: fps) else { throw .invalidFrameRate(fps) }
        environment.clock = clock
        wakeAll()
    }

    /// Every sheet renders its next frame in full: the environment it rests in changed.
    private mutating func wakeAll() {
        for index in sheets.indices {
            renderSkippedFrame(of: index)
            sheets[index].isResting = false
        }
    }

    // MARK: - Touches

    /// A finger touches down on a sheet at `point`, now.
    public mutating func touchDown(sheet name: String, at point: Point) throws(WorldError) -> [Record] {
        var records: [Record] = []
        try touchDown(sheet: name, at: point, into: &records)
        return records
    }

    /// `touchDown(sheet:at:)`, appending the records to `records`.
    public mutating func touchDown(
        sheet name: String, at point: Point, into records: inout [Record]
    ) throws(WorldError) {
        let index = try index(of: name)
        guard sheets[index].finger == nil else { throw .fingerAlreadyDown(sheet: name) }
        sheets[index].finger = point
        deliver(.touchBegan(point, at: now), to: index, into: &records)
    }

    /// The finger on a sheet moves to `point`, now.
    public mutating func touchMove(sheet name: String, to point: Point) throws(WorldError) -> [Record] {
        let index = try index(of: name)
        guard sheets[index].finger != nil else { throw .noFingerDown(sheet: name) }
        sheets[index].finger = point
        return deliver(.touchMoved(point, at: now), to: index)
    }

    /// The finger on a sheet lifts, now.
    public mutating func touchUp(sheet name: String) throws(WorldError) -> [Record] {
        var records: [Record] = []
        try touchUp(sheet: name, into: &records)
        return records
    }

    /// `touchUp(sheet:)`, appending the records to `records`.
    public mutating func touchUp(sheet name: String, into records: inout [Record]) throws(WorldError) {
        let index = try index(of: name)
        guard sheets[index].finger != nil else { throw .noFingerDown(sheet: name) }
        sheets[index].finger = nil
        setMotion(nil, of: index)
        deliver(.touchEnded(at: now), to: index, into: &records)
    }

    /// Where `drag` touches down on a sheet when no `from` is given.
    public func defaultDragStart(sheet name: String) throws(WorldError) -> Point {
        sheets[try index(of: name)].machine.defaultDragStart(in: environment)
    }

    /// Starts moving the finger on a sheet linearly by `delta` over `duration` ticks (at least 1),
    /// touching down first at `start` when given; lifts at the end unless `hold`. The clock does
    /// not move: `advance(to:)` delivers the samples, one at every frame boundary inside the
    /// motion (before that frame) and one at its exact end, followed by the lift.
    ///
    /// The sample at tick t is `start + delta * (t - t0) / (t1 - t0)`; the last is exactly
    /// `start + delta` (docs/commands.md, `drag`). Returns the motion's end tick.
    public mutating func beginMotion(
        sheet name: String, by delta: Point, over duration: Int64, touchingDownAt start: Point?, hold: Bool
    ) throws(WorldError) -> (records: [Record], endTick: Int64) {
        var records: [Record] = []
        let endTick = try beginMotion(
            sheet: name, by: delta, over: duration, touchingDownAt: start, hold: hold, into: &records)
        return (records, endTick)
    }

    /// `beginMotion(sheet:by:over:touchingDownAt:hold:)`, appending the touch-down's records to
    /// `records`; returns the motion's end tick.
    public mutating func beginMotion(
        sheet name: String, by delta: Point, over duration: Int64, touchingDownAt start: Point?, hold: Bool,
        into records: inout [Record]
    ) throws(WorldError) -> Int64 {
        let index = try index(of: name)
        if let start {
            try touchDown(sheet: name, at: start, into: &records)
        }
        guard let origin = sheets[index].finger else { throw .noFingerDown(sheet: name) }
        let motion = FingerMotion(
            origin: origin, delta: delta, startTick: now, endTick: now + max(duration, 1), liftsAtEnd: !hold)
        setMotion(motion, of: index)
        return motion.endTick
    }

    // MARK: - Escape and backdrop

    /// The accessibility escape action on a sheet, now.
    public mutating func escape(sheet name: String) throws(WorldError) -> [Record] {
        var records: [Record] = []
        try escape(sheet: name, into: &records)
        return records
    }

    /// `escape(sheet:)`, appending the records to `records`.
    public mutating func escape(sheet name: String, into records: inout [Record]) throws(WorldError) {
        deliver(.escapeRequested(at: now), to: try index(of: name), into: &records)
    }

    /// A tap on the backdrop of a `modal` or `sheet`, now.
    public mutating func tapBackdrop(sheet name: String) throws(WorldError) -> [Record] {
        var records: [Record] = []
        try tapBackdrop(sheet: name, into: &records)
        return records
    }

    /// `tapBackdrop(sheet:)`, appending the records to `records`.
    public mutating func tapBackdrop(sheet name: String, into records: inout [Record]) throws(WorldError) {
        let index = try index(of: name)
        let kind = type(of: sheets[index].machine).kind
        guard kind.hasBackdrop else { throw .noBackdrop(sheet: name, kind: kind) }
        deliver(.backdropTapped(at: now), to: index, into: &records)
    }

    /// Presses a button of a sheet's content (`press NAME BUTTON`), now; the machine must list it.
    public mutating func press(sheet name: String, button: String) throws(WorldError) -> [Record] {
        var records: [Record] = []
        try press(sheet: name, button: button, into: &records)
        return records
    }

    /// `press(sheet:button:)`, appending the records to `records`.
    public mutating func press(sheet name: String, button: String, into records: inout [Record]) throws(WorldError) {
        let index = try index(of: name)
        let buttons = sheets[index].machine.buttons
        guard buttons.contains(button) else {
            throw .unknownButton(
                sheet: name, button: button, buttons: buttons, suggestion: Suggestion.nearest(to: button, in: buttons))
        }
        deliver(.buttonPressed(button, at: now), to: index, into: &records)
    }

    // MARK: - Time

    /// Advances the clock to `tick`: at each instant in `(now, tick]` where something happens,
    /// the finger motions' samples (and lifts) first, then the frame if one falls there.
    public mutating func advance(to tick: Int64) -> [Record] {
        var records: [Record] = []
        advance(to: tick, into: &records)
        return records
    }

    /// `advance(to:)`, appending the records to `records`: a caller that advances instant by
    /// instant (`explore`) reuses one array instead of receiving a new one at each.
    public mutating func advance(to tick: Int64, into records: inout [Record]) {
        advanceFrames(to: tick, into: &records)
        renderSkippedFrames()
        if !environment.clock.isFrame(now) {
            // Between frames no event reaches the sheets; readouts that depend on now still move.
            for index in sheets.indices { sheets[index].machine.clockAdvanced(to: now) }
        }
    }

    /// `advance(to:)` without its last steps: resting sheets may hold a skipped frame, and
    /// machines' clocks stay at the last frame.
    @inline(__always)
    mutating func advanceFrames(to tick: Int64, into records: inout [Record]) {
        while now < tick {
            // The next frame boundary: `now` is a frame below exactly when it reaches it.
            let frame = environment.clock.nextFrame(after: now)
            var next = min(frame, tick)
            if motionCount > 0 {
                for index in sheets.indices {
                    if let motion = sheets[index].motion, motion.endTick > now, motion.endTick < next {
                        next = motion.endTick
                    }
                }
            }
            now = next
            if motionCount > 0 { deliverMotions(atFrame: frame, into: &records) }
            if now == frame { renderFrame(into: &records) }
        }
    }

    /// Renders the frame a resting sheet skipped last, if any, on its machine.
    @inline(__always)
    private mutating func renderSkippedFrame(of index: Int) {
        guard let tick = sheets[index].skippedFrame else { return }
        sheets[index].skippedFrame = nil
        sheets[index].machine.restingFrameTicked(at: tick)
    }

    /// `renderSkippedFrame(of:)` on every sheet: what the world's callers read is up to date.
    @inline(__always)
    mutating func renderSkippedFrames() {
        guard hasSkippedFrames else { return }
        hasSkippedFrames = false
        for index in sheets.indices { renderSkippedFrame(of: index) }
    }

    /// The finger motions' samples at `now` (only at a frame boundary, `frame`), and the lift of
    /// each motion that ends there.
    private mutating func deliverMotions(atFrame frame: Int64, into records: inout [Record]) {
        for index in sheets.indices {
            guard let motion = sheets[index].motion else { continue }
            if now < motion.endTick {
                guard now == frame else { continue }
                let point = motion.point(at: now)
                sheets[index].finger = point
                deliver(.touchMoved(point, at: now), to: index, into: &records)
            } else {
                let point = motion.point(at: motion.endTick)
                sheets[index].finger = point
                setMotion(nil, of: index)
                deliver(.touchMoved(point, at: now), to: index, into: &records)
                if motion.liftsAtEnd {
                    sheets[index].finger = nil
                    deliver(.touchEnded(at: now), to: index, into: &records)
                }
            }
        }
    }

    /// Sets or clears a sheet's motion, keeping `motionCount`.
    private mutating func setMotion(_ motion: FingerMotion?, of index: Int) {
        motionCount += (motion == nil ? 0 : 1) - (sheets[index].motion == nil ? 0 : 1)
        sheets[index].motion = motion
    }

    /// The tick of the next frame.
    public var nextFrameTick: Int64 { environment.clock.nextFrame(after: now) }

    /// Whether anything still animates, or waits for a parameter change to take effect, on one
    /// sheet or all; builds no names.
    public func isMoving(only index: Int? = nil) -> Bool {
        if let index { return moves(index) }
        for index in sheets.indices where moves(index) { return true }
        return false
    }

    /// `isMoving(only:)` of one sheet. A resting sheet animates nothing and waits for nothing: its
    /// machine is not asked.
    private func moves(_ index: Int) -> Bool {
        guard !sheets[index].isResting else { return false }
        if sheets[index].pendingChange { return true }
        let moving = sheets[index].machine.hasMovingValues
        assert(moving == !sheets[index].machine.movingValues.isEmpty, "hasMovingValues disagrees with movingValues")
        return moving
    }

    /// Lends the machine of the sheet at `index` to `body` in place, for reading only.
    ///
    /// Through `sheets[index].machine`, `Array`'s subscript getter hands out a copy of the
    /// existential (retaining its box, then releasing it); opened `inout`, the machine is projected
    /// where it lies, and `body` borrows it from there, so it cannot change it.
    public mutating func readMachine(at index: Int, _ body: (borrowing any Machine) -> Void) {
        func lend(_ machine: inout any Machine) { body(machine) }
        lend(&sheets[index].machine)
    }

    /// `isMoving(only:)`, reading each machine in place, for a caller that holds the world mutable
    /// (`settle`, and `explore` frame by frame): reading `sheets[index].machine` copies the
    /// existential (retaining its box) and destroys the copy, about 100 instructions at every frame
    /// of `settle`; opened `inout`, it is projected in place.
    @inline(__always)
    public mutating func isMovingInPlace(only index: Int?) -> Bool {
        func hasMovingValues(_ machine: inout some Machine) -> Bool { machine.hasMovingValues }
        func moves(_ index: Int) -> Bool {
            guard !sheets[index].isResting else { return false }
            if sheets[index].pendingChange { return true }
            let moving = hasMovingValues(&sheets[index].machine)
            assert(moving == !sheets[index].machine.movingValues.isEmpty, "hasMovingValues disagrees with movingValues")
            return moving
        }
        if let index { return moves(index) }
        for index in sheets.indices where moves(index) { return true }
        return false
    }

    /// What still animates, as `sheet.value`, on one sheet or all.
    public func movingValues(only index: Int? = nil) -> [String] {
        var moving: [String] = []
        for (position, sheet) in sheets.enumerated() where index == nil || index == position {
            for value in sheet.machine.movingValues { moving.append("\(sheet.name).\(value)") }
            if sheet.pendingChange { moving.append("\(sheet.name) (a parameter change)") }
        }
        return moving
    }

    // MARK: - Delivery

    /// Renders the frame at `now` on every sheet, in creation order; a resting sheet only notes
    /// it as skipped (`renderSkippedFrame(of:)` moves its clock later; debug builds check that the
    /// full frame would have changed nothing else).
    private mutating func renderFrame(into records: inout [Record]) {
        for index in sheets.indices {
            if sheets[index].isResting {
                assert(
                    Self.frameOnlyMovesClock(of: sheets[index].machine, at: now, in: environment),
                    "'\(sheets[index].name)' rests, but a frame at \(now) would change more than its clock")
                sheets[index].skippedFrame = now
                hasSkippedFrames = true
                continue
            }
            let count = records.count
            let restsAfter = deliverFrame(to: index, into: &records)
            sheets[index].isResting =
                rendersRestingFramesCheaply && restsAfter && records.count == count && !sheets[index].pendingChange
        }
    }

    /// Whether a frame at `tick` changes `machine` exactly as `restingFrameTicked(at:)` does and
    /// reports nothing.
    static func frameOnlyMovesClock<M: Machine>(of machine: M, at tick: Int64, in environment: Environment) -> Bool {
        var framed = machine
        let occurrences = framed.handle(.frameTicked(at: tick), in: environment)
        var rested = machine
        rested.restingFrameTicked(at: tick)
        return occurrences.isEmpty && framed == rested
    }

    /// Whether every phase change in `occurrences` is a rule of the machine's table (checked in
    /// debug builds, so every test and scenario run checks the tables `graph` draws).
    static func transitionsAreDeclared(_ occurrences: [Occurrence], event: String, machine: any Machine) -> Bool {
        let table = machine.transitionRules
        return occurrences.allSatisfy { occurrence in
            guard case .transitioned(let from, let to, _) = occurrence else { return true }
            return table.contains { $0.from == from && $0.to == to && $0.event == event }
        }
    }

    private mutating func deliver(_ event: Event, to index: Int) -> [Record] {
        var records: [Record] = []
        deliver(event, to: index, into: &records)
        return records
    }

    /// The event name the records of a pending parameter change carry (`log`, transition tables).
    public static let parameterChangedEvent = "parameterChanged"

    /// Appends to `records` the records of what a sheet's machine reported for an event called
    /// `eventName` at `tick` (one by one: a mapped array and its append cost an array more).
    private func append(
        _ occurrences: [Occurrence], event eventName: String, at tick: Int64, sheet index: Int,
        to records: inout [Record]
    ) {
        assert(
            Self.transitionsAreDeclared(occurrences, event: eventName, machine: sheets[index].machine),
            "a phase change of '\(sheets[index].name)' on \(eventName) is not in its kind's transition table")
        let name = sheets[index].name
        for occurrence in occurrences {
            records.append(Record(tick: tick, sheet: name, event: eventName, occurrence: occurrence))
        }
    }

    /// Delivers `event` to a sheet, appending what it reports to `records` (an event that produces
    /// nothing touches no array). A parameter change left pending takes effect first, at the
    /// event's tick (docs/decisions.md#timing-of-changes).
    private mutating func deliver(_ event: Event, to index: Int, into records: inout [Record]) {
        applyPendingChange(of: index, at: event.tick, into: &records)
        let occurrences = sheets[index].machine.handle(event, in: environment)
        if !occurrences.isEmpty {
            append(occurrences, event: event.name, at: event.tick, sheet: index, to: &records)
        }
    }

    /// `deliver` of the frame at `now`; whether the machine is at rest after it.
    private mutating func deliverFrame(to index: Int, into records: inout [Record]) -> Bool {
        applyPendingChange(of: index, at: now, into: &records)
        var restsAfter = false
        let occurrences = sheets[index].machine.handleFrame(at: now, in: environment, restsAfter: &restsAfter)
        if !occurrences.isEmpty {
            append(occurrences, event: Self.frameEvent, at: now, sheet: index, to: &records)
        }
        return restsAfter
    }

    /// The name the records of a frame carry.
    private static let frameEvent = Event.frameTicked(at: 0).name

    /// Wakes the sheet and applies the parameter change it holds, if any, before an event at `tick`.
    private mutating func applyPendingChange(of index: Int, at tick: Int64, into records: inout [Record]) {
        renderSkippedFrame(of: index)
        sheets[index].isResting = false
        guard sheets[index].pendingChange else { return }
        let occurrences = sheets[index].machine.applyPendingChanges(at: tick, in: environment)
        sheets[index].pendingChange = sheets[index].machine.hasPendingChange
        if !occurrences.isEmpty {
            append(occurrences, event: Self.parameterChangedEvent, at: tick, sheet: index, to: &records)
        }
    }
}
