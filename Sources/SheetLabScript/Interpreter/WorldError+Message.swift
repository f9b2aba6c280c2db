import SheetLabCore

extension WorldError {
    /// The lowercase message, user input in 'quotes'.
    public var message: String {
        switch self {
        case .unknownSheet(let name, let suggestion):
            return "unknown sheet '\(name)'" + Suggestion.hint(suggestion)
        case .duplicateSheet(let name):
            return "a sheet named '\(name)' exists already"
        case .noFingerDown(let sheet):
            return "no finger is down on '\(sheet)'"
        case .fingerAlreadyDown(let sheet):
            return "a finger is already down on '\(sheet)'; release it first"
        case .notDismissed(let sheet, let phase):
            return "'\(sheet)' is \(phase.rawValue); only a dismissed sheet can be presented again"
        case .noBackdrop(let sheet, let kind):
            return "'\(sheet)' is \(kind.withArticle), which has no backdrop (only modal and sheet do)"
        case .unknownButton(let sheet, let button, let buttons, let suggestion):
            guard !buttons.isEmpty else { return "'\(sheet)' has no button to press (its design has none)" }
            let list = buttons.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(sheet)' has no button '\(button)'; its buttons: \(list)"
                + Suggestion.hint(suggestion)
        case .parameter(let error):
            return error.message
        case .stillMoving(let limit, let moving):
            let list = moving.joined(separator: ", ")
            return "settle ran out of time after \(DecimalFormat.seconds(ticks: limit)): \(list) still moving"
        case .flingTooLong(let distance, let velocity):
            let seconds = distance / velocity
            let written = seconds.isFinite ? "\(NumberLiteral.format(seconds)) s" : "more than 1e308 s"
            return "the fling takes \(written) (\(NumberLiteral.format(distance)) pt at "
                + "\(NumberLiteral.format(velocity)) pt/s), longer than the limit of 1 hour"
        case .invalidFrameRate(let fps):
            return "frame rate '\(fps)' does not divide 6000"
        case .invalidScreen(let reason):
            return reason
        }
    }
}

extension WorldError {
    /// The word of the command the error is about, when there is one.
    var culprit: String? {
        switch self {
        case .unknownSheet(let name, _): name
        case .parameter(.invalidValue(_, let value, _)): value
        case .parameter(.unknownParameter(let name, _)): name
        default: nil
        }
    }
}

extension ParameterError {
    /// The lowercase message, user input in 'quotes'.
    public var message: String {
        switch self {
        case .unknownParameter(let name, let kind):
            let names = kind.machineType.parameterTable.map(\.name)
            return "unknown parameter '\(name)' of kind '\(kind.rawValue)'" + Suggestion.hint(for: name, in: names)
        case .invalidValue(let name, let value, let expected):
            return "invalid value '\(value)' for '\(name)': expected \(expected)"
        case .notInProfile(let name, let profile, let parameters):
            let list = parameters.isEmpty ? "none" : parameters.joined(separator: ", ")
            return "parameter '\(name)' does not apply to '\(profile)'; its parameters: \(list)"
        case .fixedAtCreation(let name):
            return "'\(name)' is chosen at creation ('new KIND NAME \(name)=...') and cannot change live"
        }
    }
}
