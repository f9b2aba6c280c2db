import SheetLabCore

extension LetterExecution {
    /// A command as `run` performs it, without its sheet's name, decoded once per job: a `Command`
    /// switched on is copied whole (its strings retained and released), at every letter about 2% of
    /// explore's instructions; a `Letter` holds no reference, so its copies cost nothing.
    enum Letter {
        case present(animated: Bool)
        case drag(displacement: Coordinates, duration: DurationLiteral, start: Coordinates?, hold: Bool)
        case move(displacement: Coordinates, duration: DurationLiteral)
        case fling(displacement: Coordinates, velocity: Double, start: Coordinates?)
        case release
        case escape
        case tapBackdrop
        case reduceMotion(Bool)
        case layout(LayoutDirection)
        case step(DurationLiteral)
        case settle(limit: DurationLiteral)
        /// Any other command (`press`, `set PARAM`, ...): `run` performs the command itself.
        case command

        /// `command` decoded, and the sheet it names (nil for none, as `step` or a `settle` of all).
        static func decode(_ command: Command) -> Decoded {
            switch command {
            case .present(let name, let animated): Decoded(.present(animated: animated), name)
            case .drag(let name, let displacement, let duration, let start, let hold):
                Decoded(.drag(displacement: displacement, duration: duration, start: start, hold: hold), name)
            case .move(let name, let displacement, let duration):
                Decoded(.move(displacement: displacement, duration: duration), name)
            case .fling(let name, let displacement, let velocity, let start):
                Decoded(.fling(displacement: displacement, velocity: velocity, start: start), name)
            case .release(let name): Decoded(.release, name)
            case .escape(let name): Decoded(.escape, name)
            case .tapBackdrop(let name): Decoded(.tapBackdrop, name)
            case .setEnvironment(.reduceMotion(let on)): Decoded(.reduceMotion(on), nil)
            case .setEnvironment(.layout(let direction)): Decoded(.layout(direction), nil)
            case .step(let duration): Decoded(.step(duration), nil)
            case .settle(let name, let limit): Decoded(.settle(limit: limit), name)
            default: Decoded(.command, nil)
            }
        }
    }

    /// A letter and the sheet it names (nil for none, as `step` or a `settle` of all).
    struct Decoded {
        var letter: Letter
        var sheet: String?

        init(_ letter: Letter, _ sheet: String?) {
            self.letter = letter
            self.sheet = sheet
        }
    }
}
