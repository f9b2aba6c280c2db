/// Frames: render every drawn value, re-arm while dragging, end animated phases.
extension ModalMachine {
    mutating func frameTicked(at tick: Int64, in environment: Environment) -> [Occurrence] {
        renderDrawnValues(at: tick)
        switch phase {
        case .dragging:
            guard let session = finger.begunSession, let change = updateArmed(session, at: tick, in: environment) else {
                return []
            }
            return [change]
        case .presenting, .cancelling, .committing:
            guard !isRunning(change: phaseChange) else { return [] }
            let next: Phase = phase == .committing ? .dismissed : .idle
            defer { phase = next }
            return [.transitioned(from: phase, to: next, cause: nil)]
        case .idle, .settling, .dismissed:
            return []
        }
    }
}
