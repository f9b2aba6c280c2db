/// A kind's state machine: a value that takes past-tense events and reports what happened.
///
/// Machines never read a clock or print: time arrives with each event, and the returned
/// occurrences are the transition lines. The environment is handed in with every event so
/// that its changes apply "from the next event on" (docs/commands.md#commands, `set`).
public protocol Machine: Sendable, Hashable {
    /// The kind this machine models.
    static var kind: Kind { get }

    /// Every parameter with its default, in the order `help` lists them (docs/models.md).
    static var parameterTable: [ParameterInfo] { get }

    /// Every phase change the kind's default machine can make; it changes phase only through these rules.
    static var transitionTable: [TransitionRule] { get }

    /// The rules of this machine: `transitionTable`, or the table of the profile or variant its
    /// parameters chose (`sheet profile=custom`); `graph`, `paths` and `log` read these.
    var transitionRules: [TransitionRule] { get }

    /// The parameters of this machine, in the order `help` lists them: `parameterTable`, or those
    /// of the profile or variant its parameters chose.
    var parameterInfo: [ParameterInfo] { get }

    /// The buttons of the content that `press` can press now (`close`, `action 2`); empty when the
    /// seed has none.
    var buttons: [String] { get }

    /// A machine with default parameters that was never presented (`dismissed`, count 0).
    init()

    /// The current phase.
    var phase: Phase { get }

    /// The last release, escape or backdrop-tap decision, for `explain`.
    var lastDecision: Decision? { get }

    /// Names of the drawn values still animating (`offset`, `backdrop`, ...); empty at rest.
    /// `settle` waits for this to be empty and names these when it runs out of time.
    var movingValues: [String] { get }

    /// Whether `movingValues` is not empty, without building it (`settle` asks at every frame).
    var hasMovingValues: Bool { get }

    /// Where `drag` and `fling` touch down when no `from` is given (docs/models.md#shared-rules, Touches),
    /// read as of the last rendered frame.
    func defaultDragStart(in environment: Environment) -> Point

    /// Changes one parameter live (or before presentation, for `new`).
    ///
    /// Derived values jump without animation; rules use the new value from the next event.
    mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence]

    /// Sets the parameters of `new KIND NAME P=V...` on a machine never presented, validated as one
    /// set after all are read, whatever order they were written in (docs/decisions.md#parameters).
    mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError)

    /// The current value of a parameter, written as a user would type it; nil for an unknown name.
    func parameterText(_ name: String) -> String?

    /// Handles one event.
    mutating func handle(_ event: Event, in environment: Environment) -> [Occurrence]

    /// The clock moved to `tick` without an event for this sheet (between frames): readouts that
    /// depend on now (`velocity`, `predicted`) read at `tick` (docs/decisions.md#readouts). No rule runs.
    mutating func clockAdvanced(to tick: Int64)

    /// Whether the machine is at rest: in `idle` or `dismissed`, no finger on it and nothing
    /// animating, so that a frame changes nothing but the clock and the drawn values' last rendered
    /// frame, and reports nothing (the world then renders it with `restingFrameTicked(at:)`).
    var isAtRest: Bool { get }

    /// A frame at `tick` on a machine at rest, in what it changes: the clock and the drawn values'
    /// last rendered frame. Equal in effect to `handle(.frameTicked(at: tick), in:)` while
    /// `isAtRest` holds and the environment has not changed since the last frame (the world checks
    /// this in debug builds, at every frame it renders this way).
    mutating func restingFrameTicked(at tick: Int64)

    /// A frame at `tick`, as `handle(.frameTicked(at: tick), in:)`, setting `restsAfter` to
    /// `isAtRest` after it: one call through `any Machine`, where two cost a sheet's animating
    /// frame about 15% more instructions.
    mutating func handleFrame(at tick: Int64, in environment: Environment, restsAfter: inout Bool) -> [Occurrence]

    /// Whether a `set NAME.PARAM` left an effect for the next event: a transition, an animation or
    /// an `armed` line (docs/decisions.md#timing-of-changes). `settle` waits for it.
    var hasPendingChange: Bool { get }

    /// Applies the effects that parameter changes left pending, at the tick of the next event
    /// delivered to the sheet, before that event; the World records them as `parameterChanged`.
    mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence]

    /// A field's value, or nil when the field does not apply to the kind.
    func value(of field: Field, in environment: Environment) -> FieldValue?

    /// `value(of:in:)` of any field but `animation` (nil for it), for the numbers, counters and
    /// flags `explore` reads through `any Machine`. The default reads `value(of:in:)`.
    func valueExceptAnimation(of field: Field, in environment: Environment) -> FieldValue?

    /// The phase, the `progress` field's number (nil when it has none) and, while presenting or
    /// committing, whether `hit-testing` is true, in one call: `explore` reads them at every instant
    /// through `any Machine`. The default reads `value(of:in:)`.
    func instantReadings(in environment: Environment) -> InstantReadings

    /// The first of `fields` whose value is a number that is not finite, in one call (`explore`
    /// checks the number-valued fields after every letter). The default reads `value(of:in:)`.
    func firstNonFiniteNumber(among fields: [Field], in environment: Environment) -> (field: Field, value: Double)?

    /// The highest `progress` the parameters allow: 1, or 1 + `overshoot` for the edge.
    ///
    /// This and the two below are what `explore`'s invariants read of a kind's parameters: as
    /// requirements they are read through `any Machine` in place, where a cast to the kind copied
    /// the whole machine at every instant that asked.
    var progressCeiling: Double { get }

    /// Whether springs run under reduce motion on purpose (the edge's `respects-reduce-motion`
    /// false: the README's `respectsReduceMotion`).
    var keepsSpringsUnderReduceMotion: Bool { get }

    /// Whether the parameters turn escape off (the sheet's `dismiss=disabled`, the edge's
    /// `enabled=false`).
    var escapeIsDisabled: Bool { get }

    /// Moves every stored tick (animations, the finger's samples, the last decision, the
    /// machine's "now") by `ticks`: the same state seen on a clock started `ticks` earlier.
    ///
    /// Rules only compare differences of ticks, so a shifted machine behaves exactly as the
    /// original does on events shifted by the same amount (`explore` compares states this way).
    mutating func shiftTime(by ticks: Int64)

    /// Drops what only records the past and renames what only identifies: `lastDecision` and the
    /// readout the last release, escape or backdrop tap decided with (the `release-` fields) go,
    /// change (transaction) identifiers are renumbered from a fixed base, and counters that no
    /// rule reads (`haptics`, `pops`, `actions`) return to 0.
    ///
    /// Two machines equal after this (and after `shiftTime` to a common origin) take every event
    /// sequence through the same phases and callbacks; `explore` deduplicates states this way.
    mutating func normalizeForComparison()

    /// `hash(into:)` of this machine after `shiftTime(by: ticks)` and `normalizeForComparison()`,
    /// as `explore` keys its states. The default changes a copy; a kind may hash the shifted,
    /// normalised view of its fields in place instead (a test holds the two equal).
    func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher)
}

extension Machine {
    public var transitionRules: [TransitionRule] { Self.transitionTable }
    public var parameterInfo: [ParameterInfo] { Self.parameterTable }
    public var buttons: [String] { [] }
    public var hasMovingValues: Bool { !movingValues.isEmpty }
    public var progressCeiling: Double { 1 }
    public var keepsSpringsUnderReduceMotion: Bool { false }
    public var escapeIsDisabled: Bool { false }
    /// A machine that does not say when it rests gets every frame in full.
    public var isAtRest: Bool { false }
    public mutating func restingFrameTicked(at tick: Int64) { clockAdvanced(to: tick) }

    public mutating func handleFrame(
        at tick: Int64, in environment: Environment, restsAfter: inout Bool
    ) -> [Occurrence] {
        let occurrences = handle(.frameTicked(at: tick), in: environment)
        restsAfter = isAtRest
        return occurrences
    }
}

/// One `PARAM=VALUE` of `new`, as text.
public struct ParameterSetting: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension Machine {
    /// Applies `assignments` in the order of `parameterTable`, so that any order of writing gives
    /// the same machine (each parameter's check reads only parameters listed before it).
    public mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError) {
        let table = Self.parameterTable
        if let unknown = assignments.first(where: { setting in !table.contains { $0.name == setting.name } }) {
            throw .unknownParameter(name: unknown.name, kind: Self.kind)
        }
        for info in table {
            guard let setting = assignments.last(where: { $0.name == info.name }) else { continue }
            _ = try setParameter(setting.name, to: setting.value, at: 0, in: Environment())
        }
    }
}
