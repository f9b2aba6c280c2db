import SheetLabCore

/// Everything a sweep runs: the parameter set (and the one compared with it), the gesture, and
/// one or two axes. Build it with `SweepPlan.make` (`SweepPlan+Making.swift`), which checks
/// every value once so that cells never fail.
public struct SweepPlan: Sendable {
    /// The parameters and environment every cell starts from.
    public var base: SweepVariant
    /// `--against`: the second parameter set on the same grid.
    public var against: SweepVariant?
    /// The settings that differ in `against`.
    public var againstChanges: [SweepSettingChange]
    /// The non-default settings of `base`, as the header words them: `threshold 120`.
    public var settingWords: [String]
    public var style: SweepGestureStyle
    /// Fixed gesture values, used where no axis varies them.
    public var translation: Double
    public var velocity: Double
    /// Seconds.
    public var duration: Double
    /// Columns of the map (and the 1-D axis).
    public var x: SweepAxis
    /// Rows of the map; nil for a 1-D sweep.
    public var y: SweepAxis?
    /// The detent the sheet starts from, as written (`--from`), or nil for the presentation detent.
    public var from: String?

    public init(
        base: SweepVariant, against: SweepVariant? = nil, againstChanges: [SweepSettingChange] = [],
        settingWords: [String] = [],
        style: SweepGestureStyle, translation: Double = 0, velocity: Double = 0, duration: Double = 0.25,
        x: SweepAxis, y: SweepAxis? = nil, from: String? = nil
    ) {
        self.base = base
        self.against = against
        self.againstChanges = againstChanges
        self.settingWords = settingWords
        self.style = style
        self.translation = translation
        self.velocity = velocity
        self.duration = duration
        self.x = x
        self.y = y
        self.from = from
    }

    /// The kind swept.
    public var kind: Kind { base.kind }

    /// Rows of the grid: the y values, or one row.
    public var rowCount: Int { y?.values.count ?? 1 }
    /// Cells of the grid.
    public var cellCount: Int { x.values.count * rowCount }

    /// The most cells a sweep may run (about 15 s on one core).
    public static let maximumCells = 250_000

    /// The name of the sheet each cell's fresh world holds.
    static let sheetName = "sweep"

    /// The cell at `x`, and `y` when the sweep has rows, run with `variant` (base or against).
    public func cell(x: Double, y: Double?, variant: SweepVariant) -> SweepCell {
        var variant = variant
        var gesture = SweepGesture(
            style: style, translation: translation, velocity: velocity,
            durationTicks: Time.ticks(seconds: duration) ?? 1)
        var values = [(self.x, x)]
        if let axis = self.y, let y { values.append((axis, y)) }
        for (axis, value) in values {
            switch axis.quantity {
            case .translation: gesture.translation = value
            case .velocity: gesture.velocity = value
            case .duration: gesture.durationTicks = max(Time.ticks(seconds: value) ?? 1, 1)
            case .environment, .parameter:
                if let problem = variant.apply(axis.quantity, value: value) {
                    return SweepCell(outcome: .other("error: \(problem)"), rule: problem, phase: variant.machine.phase)
                }
            }
        }
        return Self.run(gesture, on: variant)
    }

    /// A fresh world with the variant's sheet presented (not animated), the gesture, and settle.
    static func run(_ gesture: SweepGesture, on variant: SweepVariant) -> SweepCell {
        var world = World()
        world.setEnvironment { $0 = variant.environment }
        do {
            _ = try world.create(name: sheetName, machine: variant.machine, animated: false)
            let releaseTick = try gesture.perform(on: &world, sheet: sheetName)
            let machine = world.sheets[0].machine
            let environment = world.environment
            var cell = SweepCell(outcome: .ignored, rule: SweepCell.neverBegan, phase: machine.phase)
            if let decision = machine.lastDecision, decision.trigger == .release, decision.tick == releaseTick {
                var detent: String?
                if case .word(let word)? = machine.value(of: .detent, in: environment) { detent = word }
                cell.outcome = SweepOutcome.of(decision.outcome, detent: detent)
                cell.rule = VerdictText.reason(decision.reason)
                cell.releaseTranslation = number(machine, .releaseTranslation, environment)
                cell.releaseVelocity = number(machine, .releaseVelocity, environment)
            }
            do {
                _ = try world.settle(sheet: nil, limit: restLimit)
                cell.restTicks = world.now - releaseTick
            } catch {
                cell.restTicks = nil
            }
            let rested = world.sheets[0].machine
            cell.phase = rested.phase
            if case .word(let word)? = rested.value(of: .detent, in: environment) { cell.detent = word }
            return cell
        } catch {
            return SweepCell(outcome: .other("error: \(error.message)"), rule: error.message, phase: .dismissed)
        }
    }

    /// How long a cell may take to come to rest after its release: `settle`'s 10 s.
    static let restLimit: Int64 = 10 * Time.ticksPerSecond

    private static func number(_ machine: any Machine, _ field: Field, _ environment: Environment) -> Double? {
        guard case .number(let value)? = machine.value(of: field, in: environment) else { return nil }
        return value
    }
}

/// One setting `--against` changes: its name and its text on each side.
public struct SweepSettingChange: Sendable, Hashable {
    public var name: String
    public var base: String
    public var against: String

    public init(name: String, base: String, against: String) {
        self.name = name
        self.base = base
        self.against = against
    }

    /// `threshold 120 instead of 140`.
    public var words: String { "\(name) \(against) instead of \(base)" }
    /// `threshold=140`.
    public var baseWords: String { "\(name)=\(base)" }
    /// `threshold=120`.
    public var againstWords: String { "\(name)=\(against)" }
}
