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
            let (letter, sheet) = decodePair(command)
            return Decoded(letter: letter, sheet: sheet)
        }

        private static func decodePair(_ command: Command) -> (Letter, String?) {
            switch command {
            case .present(let name, let animated): (.present(animated: animated), name)
            case .drag(let name, let displacement, let duration, let start, let hold):
                (.drag(displacement: displacement, duration: duration, start: start, hold: hold), name)
            case .move(let name, let displacement, let duration):
                (.move(displacement: displacement, duration: duration), name)
            case .fling(let name, let displacement, let velocity, let start):
                (.fling(displacement: displacement, velocity: velocity, start: start), name)
            case .release(let name): (.release, name)
            case .escape(let name): (.escape, name)
            case .tapBackdrop(let name): (.tapBackdrop, name)
            case .setEnvironment(.reduceMotion(let on)): (.reduceMotion(on), nil)
            case .setEnvironment(.layout(let direction)): (.layout(direction), nil)
            case .step(let duration): (.step(duration), nil)
            case .settle(let name, let limit): (.settle(limit: limit), name)
            default: (.command, nil)
            }
        }
    }

    /// A letter and the sheet it names (nil for none, as `step` or a `settle` of all).
    struct Decoded {
        var letter: Letter
        var sheet: String?
    }
}
