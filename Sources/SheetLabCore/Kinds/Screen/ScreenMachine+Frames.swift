/// Frames: render every drawn value, re-arm while dragging, end animated phases.
extension ScreenMachine {
    mutating func frameTicked(at tick: Int64, in environment: Environment) -> [Occurrence] {
        // A reduce-motion change since the last event moves the scale model (without animation).
        applyModels(animation: nil, change: 0, at: tick, in: environment)
        renderDrawnValues(at: tick)
        switch phase {
        case .dragging:
            guard let session = finger.begunSession, let change = updateArmed(session, at: tick, in: environment) else {
                return []
            }
            return [change]
        case .presenting:
            guard !transition.isRunning(change: phaseChange) else { return [] }
            phase = .idle
            return [.transitioned(from: .presenting, to: .idle, cause: nil)]
        case .cancelling:
            guard !contentIsRunning(change: phaseChange) else { return [] }
            phase = .idle
            return [.transitioned(from: .cancelling, to: .idle, cause: nil)]
        case .committing:
            // `completionCriteria: .logicallyComplete` -> onDismiss -> the view is removed.
            guard contentIsLogicallyComplete(change: phaseChange) else { return [] }
            var occurrences: [Occurrence] = []
            fireOnDismiss(into: &occurrences)
            return occurrences
        case .idle, .settling, .dismissed:
            return []
        }
    }
}
