import SheetLabCore

/// The letters `explore` combines: script commands on one sheet, chosen to land below, at and
/// past every threshold of the kind's rules (docs/models.md) with its default parameters.
///
/// Letters are `Command`s so that any sequence prints as a runnable scenario. A letter that is an
/// error in some state (a `release` with no finger down, a second `drag` while one is held,
/// `present` of a sheet that is not dismissed) is skipped there.
public enum ExplorationAlphabet {
    /// The sheet's name in every letter and scenario.
    public static let sheet = "s"

    /// The letters for `kind`, in the order the search tries them.
    public static func letters(for kind: Kind) -> [Command] {
        common + specific(to: kind)
    }

    /// The letters for `machine`, a machine of `kind` whose parameters may choose a profile or
    /// variant with other rules and buttons: the kind's letters (or the profile's), then one
    /// `press` per button.
    public static func letters(for kind: Kind, machine: any Machine) -> [Command] {
        let presses = machine.buttons.map { Command.press(name: sheet, button: $0) }
        if let sheet = machine as? any SheetKindMachine, sheet.profile.name != .multiHeight {
            return common + profileLetters(sheet.profile) + presses
        }
        return letters(for: kind) + presses
    }

    /// The letters of a sheet profile other than multi-height.
    static func profileLetters(_ profile: SheetProfile) -> [Command] {
        switch profile.drag {
        case .downwardOffset:
            // dismiss-offset 150 (>), predicted > 200, min-distance 10: releases below, at and past
            // the offset (150 over 1 s predicts 187.5), flings past the prediction, a grab and an
            // upward move of a held drag (the offset clamps at 0).
            [
                drag(0, 60), drag(0, 150, over: 6000), drag(0, 160, over: 6000), fling(0, 60, at: 1200),
                drag(0, 60, hold: true), move(0, 100), move(0, -100), .tapBackdrop(name: sheet),
            ]
        case .none, .frameHeight:
            // No drag gesture: one drag shows it ignored; the backdrop dismisses.
            [drag(0, 60), .tapBackdrop(name: sheet)]
        case .panel:
            // A peer library's sheet (its own rules, one set of letters for every library): drags
            // short of and past half a position, past two, up, flicks down and up, a grab and a move
            // back of a held drag, the backdrop.
            [
                drag(0, 60), drag(0, 200), drag(0, 400), drag(0, -300), fling(0, 120, at: 3000),
                fling(0, -120, at: 3000), drag(0, 60, hold: true), move(0, -60), .tapBackdrop(name: sheet),
            ]
        }
    }

    /// The command that creates the sheet (depth 0): plain or animated, with `parameters`.
    public static func creation(of kind: Kind, animated: Bool, parameters: [ParameterAssignment] = []) -> Command {
        .new(kind: kind.rawValue, name: sheet, parameters: parameters, animated: animated)
    }

    static let common: [Command] = [
        .step(.frames(1)), .step(.frames(10)), .settle(name: nil, limit: .ticks(Session.defaultSettleLimit)),
        .escape(name: sheet), .release(name: sheet), .present(name: sheet, animated: false),
        .present(name: sheet, animated: true), .setEnvironment(.reduceMotion(true)),
        .setEnvironment(.reduceMotion(false)),
    ]

    static func specific(to kind: Kind) -> [Command] {
        switch kind {
        case .screen:
            // threshold 140 (>=), prediction >= 2 x 140 = 280, min-distance 16.
            [
                drag(0, 10), drag(0, 100), drag(0, 140), drag(0, 200), drag(0, -60), drag(0, 100, hold: true),
                move(0, 60), move(0, -120), fling(0, 120, at: 2000), fling(0, 60, at: 600),
            ]
        case .modal:
            // threshold 100 (>), velocity 500 (>), min-distance 10. A drag under min-distance and
            // an upward-only drag are left to the scenarios: neither moves the modal, and their
            // states multiply modal's slow springs past a minute at depth 8 (the quirk of
            // dragging back above the start stays: `move(0, -80)` after a held drag).
            [
                drag(0, 60), drag(0, 100, over: 3000), drag(0, 160),
                drag(0, 60, hold: true), move(0, 80), move(0, -80), fling(0, 50, at: 600), fling(0, 50, at: 500),
                .tapBackdrop(name: sheet),
            ]
        case .sheet:
            // detents 200, medium (437), large (786.6); dismiss-below 100 (<); predicted > 500.
            [
                drag(0, 60), drag(0, 100, over: 6000), drag(0, 150), drag(0, -300), drag(0, -600),
                fling(0, 120, at: 3000), drag(0, 60, hold: true), move(0, -200), move(0, 100),
                .tapBackdrop(name: sheet), parameter("dismiss", .word("disabled")),
                parameter("dismiss", .word("enabled")),
            ]
        case .edge:
            // trigger 80 (>=), velocity 900 (>), min-fling 32 (>=); a fling back always cancels.
            [
                drag(40, 0, over: 3000), drag(80, 0, over: 3000), drag(120, 0), fling(40, 0, at: 1200),
                fling(20, 0, at: 1200), drag(0, 100), drag(60, 0, hold: true), move(40, 0), move(-30, 0, over: 120),
                parameter("enabled", .flag(false)), parameter("enabled", .flag(true)),
                .setEnvironment(.layout(.rightToLeft)),
                .setEnvironment(.layout(.leftToRight)),
            ]
        }
    }

    static func drag(_ dx: Double, _ dy: Double, over ticks: Int64 = 1500, hold: Bool = false) -> Command {
        .drag(name: sheet, displacement: Coordinates(x: dx, y: dy), duration: .ticks(ticks), start: nil, hold: hold)
    }

    static func move(_ dx: Double, _ dy: Double, over ticks: Int64 = 1500) -> Command {
        .move(name: sheet, displacement: Coordinates(x: dx, y: dy), duration: .ticks(ticks))
    }

    static func fling(_ dx: Double, _ dy: Double, at velocity: Double) -> Command {
        .fling(name: sheet, displacement: Coordinates(x: dx, y: dy), velocity: velocity, start: nil)
    }

    static func parameter(_ name: String, _ value: ParameterValue) -> Command {
        let written: String
        switch value {
        case .flag(let flag): written = flag ? "true" : "false"
        case .word(let word): written = word
        case .number(let number): written = NumberLiteral.format(number)
        }
        return .setParameter(name: sheet, parameter: ParameterAssignment(name: name, value: value, written: written))
    }
}
