import SheetLabCore

/// One broken invariant, seen at one instant, with an `expect` that fails there.
public struct Violation: Sendable, Equatable {
    public var invariant: Invariant
    /// What was seen, in a few words with the numbers.
    public var message: String
    /// An assertion of the invariant on the sheet that fails at `tick`.
    public var expectation: Expectation
    /// The instant it was seen.
    public var tick: Int64
    /// Set when the seed design (or a documented modelling rule) does this on purpose.
    public var known: KnownBehaviour?
}

/// Checks the invariants on one sheet: after every instant a letter moves the clock to (touches
/// and the frame), and after each letter for the rules about a whole command.
struct InvariantMonitor {
    /// What the checks carry from letter to letter; part of the search's state key.
    struct Memory: Sendable, Hashable {
        /// onDismiss (edge: the dismiss action) firings since the presentation began.
        var dismissals = 0
        /// Action firings since the current commit began; nil outside a commit.
        var actionsThisCommit: Int?
        /// Reduce motion was turned on while something moved or a finger was down, and the sheet
        /// has not been at rest since: what ran then may go on (docs/commands.md#commands, `set`: from the next
        /// event on; docs/models.md: running animations continue).
        var reduceMotionCarriesOver = false
        /// Reduce motion at the last instant checked.
        var reduceMotionWasOn = false
    }

    let kind: Kind
    /// The sheet the expectations name (not stored: a stored string was retained and released with
    /// every monitor, one a letter).
    var sheet: String { ExplorationAlphabet.sheet }
    var memory = Memory()
    /// Violations seen during the current letter, at most one per invariant.
    var violations: [Violation] = []
    /// What the search found before this letter: the checks count it as reported already.
    var found = FoundInvariants()
    /// Instants checked so far.
    var instants = 0

    init(kind: Kind) {
        self.kind = kind
    }

    /// Readies the monitor for a letter from a state whose memory is `memory`, with `found` found
    /// before it: as a new monitor would be, keeping the arrays (`explore` reuses one monitor per
    /// job; a monitor made and destroyed at every letter released its arrays each time).
    mutating func startLetter(memory: Memory, found: FoundInvariants) {
        self.memory = memory
        self.found = found
        if !violations.isEmpty { violations.removeAll(keepingCapacity: true) }
        instants = 0
    }

    // MARK: - Expectations

    func expect(_ field: Field, _ comparison: ComparisonOperator, _ value: Double, within: Double? = nil)
        -> Expectation
    {
        Expectation(
            name: sheet, field: field.rawValue, comparison: comparison,
            value: .number(value, written: NumberLiteral.format(value)), tolerance: within)
    }

    func expect(_ field: Field, _ comparison: ComparisonOperator, text: String) -> Expectation {
        Expectation(name: sheet, field: field.rawValue, comparison: comparison, value: .text(text))
    }

    /// Records a violation unless one of the same invariant and known behaviour was seen during
    /// the letter.
    mutating func report(
        _ invariant: Invariant, _ message: String, _ expectation: Expectation, at tick: Int64,
        known: KnownBehaviour? = nil
    ) {
        guard !hasReported(invariant, known: known) else { return }
        violations.append(
            Violation(invariant: invariant, message: message, expectation: expectation, tick: tick, known: known))
    }

    /// Whether the letter already reported `invariant` (with `known`), or the search had found it:
    /// the checks that run at every instant ask first, so that a behaviour seen at many instants
    /// (the edge's undershoot, a spring under reduce motion) formats its message once, not at each
    /// (it showed in profiles).
    func hasReported(_ invariant: Invariant, known: KnownBehaviour? = nil) -> Bool {
        if found.contains(invariant, known: known) { return true }
        for index in violations.indices where violations[index].invariant == invariant {
            if violations[index].known == known { return true }
        }
        return false
    }

    // MARK: - Instants

    /// Checks the records of one instant and the state after it.
    /// `world` is `inout` only to lend the machine in place (`World.readMachine(at:_:)`): a copy of
    /// `any Machine` retains its box and releases it, at every instant. Nothing in it changes.
    mutating func observe(_ records: [Record], in world: inout World) {
        instants += 1
        guard !world.sheets.isEmpty else { return }
        let tick = world.now
        let environment = world.environment
        let finger = world.sheets[0].finger
        world.readMachine(at: 0) { machine in
            observe(records, machine: machine, finger: finger, at: tick, in: environment)
        }
    }

    private mutating func observe(
        _ records: [Record], machine: any Machine, finger: Point?, at tick: Int64, in environment: Environment
    ) {
        let reduceMotion = environment.reduceMotion
        // Read only where a branch needs it: a field read goes through `any Machine`.
        func atRest() -> Bool { finger == nil && !machine.hasMovingValues }
        if reduceMotion && !memory.reduceMotionWasOn {
            let scaled = number(.scale, of: machine, in: environment).map { $0 != 1 } ?? false
            memory.reduceMotionCarriesOver = !atRest() || scaled
        } else if !reduceMotion || (atRest() && number(.scale, of: machine, in: environment) == 1) {
            memory.reduceMotionCarriesOver = false
        }
        memory.reduceMotionWasOn = reduceMotion
        for record in records { observe(record, machine: machine) }
        check(machine, in: environment, at: tick, afterRecords: !records.isEmpty)
        // Animations start on events that report something; the spelling is dear to build.
        if reduceMotion && !records.isEmpty { checkSprings(machine, in: environment, at: tick) }
    }

    private mutating func observe(_ record: Record, machine: any Machine) {
        switch record.occurrence {
        case .transitioned(let from, let to, _):
            if from == .dismissed {
                if record.event == "presentationRequested" {
                    memory.dismissals = 0
                    memory.reduceMotionCarriesOver = false
                } else {
                    report(
                        .dismissedIsFinal, "\(record.event) took the sheet from dismissed to \(to)",
                        expect(.phase, .equal, text: Phase.dismissed.rawValue), at: record.tick)
                }
            }
            if to == .committing {
                memory.actionsThisCommit = 0
            } else if from == .committing {
                memory.actionsThisCommit = nil
            }
        case .callbackFired(let name):
            if name == "onDismiss" || name == "action dismiss" {
                memory.dismissals += 1
                if memory.dismissals > 1 {
                    report(
                        .dismissOnce, "\(name) fired \(memory.dismissals) times in one presentation",
                        expect(.dismissed, .lessOrEqual, 1), at: record.tick)
                }
            }
            // The edge action; a sheet's `action N` is a button's own closure, no commit of its own.
            if kind == .edge, name.hasPrefix("action ") {
                let actions = integer(.actions, of: machine) ?? 0
                if let count = memory.actionsThisCommit {
                    memory.actionsThisCommit = count + 1
                    if count + 1 > 1 {
                        report(
                            .actionOnce, "\(name) fired \(count + 1) times in one commit",
                            expect(.actions, .lessOrEqual, Double(actions - count)), at: record.tick)
                    }
                } else {
                    report(
                        .actionOnce, "\(name) fired outside a commit",
                        expect(.actions, .lessOrEqual, Double(actions - 1)),
                        at: record.tick)
                }
            }
        case .armed, .disarmed, .hapticFired, .ignored:
            break
        }
    }

    /// The checks of one instant; `afterRecords` when the instant reported something (the
    /// `dismissed` count moves only with an onDismiss, which is a record).
    private mutating func check(
        _ machine: any Machine, in environment: Environment, at tick: Int64, afterRecords: Bool
    ) {
        let readings = machine.instantReadings(in: environment)
        let phase = readings.phase
        if afterRecords, let dismissed = integer(.dismissed, of: machine, in: environment), dismissed > 1 {
            report(.dismissOnce, "dismissed is \(dismissed)", expect(.dismissed, .lessOrEqual, 1), at: tick)
        }
        if let progress = readings.progress {
            // The edge's overshoot allowance is asked only past 1.
            func highest() -> Double { machine.progressCeiling }
            if !progress.isFinite {
                if !hasReported(.finite) {
                    report(
                        .finite, "progress is \(DecimalFormat.format(progress, decimals: 6))",
                        expect(.progress, .less, 1e308), at: tick)
                }
            } else if progress < 0 {
                let known = kind == .edge && phase == .cancelling ? KnownBehaviour.edgeCancelSpringUndershoots : nil
                if !hasReported(.progressInRange, known: known) {
                    report(
                        .progressInRange,
                        "progress \(DecimalFormat.format(progress, decimals: 6)) < 0 while \(phase)",
                        expect(.progress, .greaterOrEqual, 0), at: tick, known: known)
                }
            } else if progress > 1, progress > highest(), !hasReported(.progressInRange) {
                report(
                    .progressInRange,
                    "progress \(DecimalFormat.format(progress, decimals: 6)) > \(NumberLiteral.format(highest()))",
                    expect(.progress, .lessOrEqual, highest()), at: tick)
            }
        }
        if readings.hitTestingWhileAnimating, !hasReported(.hitTesting) {
            report(
                .hitTesting, "hit-testing true while \(phase)", expect(.hitTesting, .equal, text: "false"), at: tick)
        }
        // The scale first: asking `hasReported` with a known behaviour compares its texts.
        if environment.reduceMotion, let scale = number(.scale, of: machine, in: environment), scale != 1 {
            let known = memory.reduceMotionCarriesOver ? KnownBehaviour.reduceMotionFromNextEvent : nil
            if !hasReported(.reduceMotion, known: known) {
                report(
                    .reduceMotion, "scale \(scale) under reduce motion", expect(.scale, .equal, 1, within: 0), at: tick,
                    known: known)
            }
        }
    }

    /// Checks that no spring runs under reduce motion (after events that report something, and
    /// after each letter), unless the sheet keeps springs on purpose (edge `respects-reduce-motion`
    /// false: the README's `respectsReduceMotion`).
    mutating func checkSprings(_ machine: any Machine, in environment: Environment, at tick: Int64) {
        let known = memory.reduceMotionCarriesOver ? KnownBehaviour.reduceMotionFromNextEvent : nil
        guard machine.hasMovingValues, !hasReported(.reduceMotion, known: known) else { return }
        if machine.keepsSpringsUnderReduceMotion { return }
        guard case .text(let animation) = machine.value(of: .animation, in: environment), Self.namesSpring(animation)
        else { return }
        report(
            .reduceMotion, "\(animation) runs under reduce motion", expect(.animation, .notEqual, text: animation),
            at: tick, known: known)
    }

    /// Whether an `animation` field names a spring: `spring(...)` or one of SwiftUI's spring presets
    /// (`smooth`, `snappy`, `bouncy`, `interactiveSpring`), alone or joined by ` + `.
    static func namesSpring(_ animation: String) -> Bool {
        // Read as bytes, part by part: this runs after every event under reduce motion.
        let springs: [StaticString] = ["spring", "smooth", "snappy", "bouncy", "interactiveSpring"]
        var utf8 = animation.utf8[...]
        while !utf8.isEmpty {
            let part = utf8.prefix { $0 != UInt8(ascii: "+") }
            utf8 = utf8[part.endIndex...].dropFirst()
            let name = part.drop { $0 == UInt8(ascii: " ") }.prefix { $0 != UInt8(ascii: "(") }
            for spring in springs {
                let bytes = UnsafeBufferPointer(start: spring.utf8Start, count: spring.utf8CodeUnitCount)
                if name.elementsEqual(bytes) { return true }
            }
        }
        return false
    }

    /// Checks that every number-valued field is finite (after each letter; `progress`, the one
    /// that follows every animation, is checked at every instant).
    mutating func checkFinite(
        _ machine: any Machine, in environment: Environment, at tick: Int64, fields: [Field]? = nil
    ) {
        guard !hasReported(.finite) else { return }
        // One call through `any Machine` for all the fields; only the first is reported (`report`).
        guard
            let (field, value) = machine.firstNonFiniteNumber(
                among: fields ?? Self.numericFields(of: kind), in: environment)
        else { return }
        let bound = value == -.infinity ? expect(field, .greater, -1e308) : expect(field, .less, 1e308)
        report(.finite, "\(field.rawValue) is \(DecimalFormat.format(value, decimals: 6))", bound, at: tick)
    }

    /// The fields that read the finger (live, or frozen after a release).
    static let readoutFields: [Field] = [
        .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted, .dragProgress,
    ]

    /// The number-valued fields of `kind` (a switch, not a dictionary's hash of the kind's name).
    static func numericFields(of kind: Kind) -> [Field] {
        switch kind {
        case .screen: screenNumericFields
        case .modal: modalNumericFields
        case .sheet: sheetNumericFields
        case .edge: edgeNumericFields
        }
    }

    private static let screenNumericFields = numericFieldList(of: .screen)
    private static let modalNumericFields = numericFieldList(of: .modal)
    private static let sheetNumericFields = numericFieldList(of: .sheet)
    private static let edgeNumericFields = numericFieldList(of: .edge)

    private static func numericFieldList(of kind: Kind) -> [Field] {
        Field.fields(of: kind).filter { $0.decimals != nil && $0.decimals != 0 }
    }

    // MARK: - Letters

    /// The rules about a whole letter: escape acts, settle rests, armed agrees with a release now.
    /// `world` is `inout` only to lend the machine in place, as `observe` does: `sheets.first` copied
    /// the whole sheet (name, machine box, rules) at every letter. Nothing in it changes.
    mutating func finishLetter(
        _ command: Command, before: (phase: Phase, actions: Int, disabled: Bool), records: [Record],
        world: inout World
    ) {
        finishLetter(rule: Self.rule(of: command), before: before, records: records, world: &world)
    }

    /// The rule about a whole letter `finishLetter` checks after `command`, if any.
    static func rule(of command: Command) -> Invariant? {
        switch command {
        case .escape: .escapeActs
        case .settle: .settleRests
        default: nil
        }
    }

    /// `finishLetter(_:before:records:world:)` of a command whose rule (`rule(of:)`) is `rule`:
    /// `explore` reads the rules once per job, not its commands at every letter.
    mutating func finishLetter(
        rule: Invariant?, before: (phase: Phase, actions: Int, disabled: Bool), records: [Record],
        world: inout World
    ) {
        guard !world.sheets.isEmpty else { return }
        let finger = world.sheets[0].finger
        let environment = world.environment
        let now = world.now
        world.readMachine(at: 0) { machine in
            finishLetter(
                rule, before: before, records: records, machine: machine, finger: finger, in: environment, at: now)
        }
    }

    /// `finishLetter(rule:before:records:world:)` with the machine lent.
    private mutating func finishLetter(
        _ rule: Invariant?, before: (phase: Phase, actions: Int, disabled: Bool), records: [Record],
        machine: any Machine, finger: Point?, in environment: Environment, at now: Int64
    ) {
        // The last drag's readout is not part of the state key (`normalizeForComparison`): check it here.
        checkFinite(machine, in: environment, at: now, fields: Self.readoutFields)
        switch rule {
        case .escapeActs:
            let eligible =
                switch before.phase {
                case .idle, .dragging, .cancelling, .settling: true
                default: false
                }
            guard eligible, !before.disabled else { break }
            // A dismiss may finish later (screen: onDismiss when the exit animation completes).
            let leaving = kind != .edge && (machine.phase == .committing || machine.phase == .dismissed)
            let acted =
                leaving
                || records.contains {
                    if case .callbackFired = $0.occurrence { return true }
                    return false
                }
            guard !acted else { break }
            // A peer profile whose library ignores the escape decided so, in its own words.
            var known: KnownBehaviour?
            if let decision = machine.lastDecision, decision.tick == now, decision.trigger == .escape,
                decision.outcome == .ignored, decision.quirkOwner == .library
            {
                known = .libraryIgnoresEscape(source: VerdictText.source(decision.source))
            }
            if let decision = machine.lastDecision, decision.tick == now, decision.trigger == .escape,
                case .designControl = decision.reason
            {
                known = .designAnswersEscape(
                    statement: VerdictText.reason(decision.reason) + " (\(VerdictText.source(decision.source)))")
            }
            guard !hasReported(.escapeActs, known: known) else { break }
            let expectation =
                kind == .edge
                ? expect(.actions, .equal, Double(before.actions + 1)) : expect(.dismissed, .equal, 1)
            report(
                .escapeActs, "escape from \(before.phase) neither dismissed nor acted (now \(machine.phase))",
                expectation, at: now, known: known)
        case .settleRests:
            guard !hasReported(.settleRests), finger == nil, machine.phase != .idle,
                machine.phase != .dismissed
            else { break }
            report(
                .settleRests, "settle ended in \(machine.phase) with no finger down",
                expect(.phase, .equal, text: Phase.idle.rawValue), at: now)
        default:
            break
        }
    }

    /// The rules about a state alone, checked once per distinct state after a letter: every field
    /// finite, no spring under reduce motion, and `armed` against a release now.
    /// `world` is `inout` only to lend the machine in place (`finishLetter`); nothing in it changes.
    mutating func checkState(of world: inout World) {
        guard !world.sheets.isEmpty else { return }
        let finger = world.sheets[0].finger
        let environment = world.environment
        let now = world.now
        // Whether `armed` is to be checked against a release now, and what it says.
        var armed: Bool?
        world.readMachine(at: 0) { machine in
            checkFinite(machine, in: environment, at: now)
            if environment.reduceMotion { checkSprings(machine, in: environment, at: now) }
            // A parameter set since the last event re-evaluates `armed` at the next one (docs/decisions.md).
            guard machine.phase == .dragging, finger != nil, !machine.hasPendingChange else { return }
            armed = machine.valueExceptAnimation(of: .armed, in: environment) == .bool(true)
        }
        guard let armed else { return }
        var probe = world
        guard let lift = try? probe.touchUp(sheet: sheet) else { return }
        let commits = lift.contains {
            if case .transitioned(_, .committing, _) = $0.occurrence { return true }
            return false
        }
        if armed != commits {
            report(
                .armedAgrees, "armed is \(armed) but a release now \(commits ? "commits" : "does not commit")",
                expect(.armed, .equal, text: commits ? "true" : "false"), at: world.now)
        }
    }

    // MARK: - Reading fields

    func number(_ field: Field, of machine: any Machine, in environment: Environment) -> Double? {
        if case .number(let value) = machine.valueExceptAnimation(of: field, in: environment) { return value }
        return nil
    }

    func integer(_ field: Field, of machine: any Machine, in environment: Environment = Environment()) -> Int? {
        if case .integer(let value) = machine.valueExceptAnimation(of: field, in: environment) { return value }
        return nil
    }
}
