extension Finger {
    /// Moves the tracked session's ticks by `ticks`.
    mutating func shiftTime(by ticks: Int64) {
        guard case .tracking(var session) = self else { return }
        session.shiftTime(by: ticks)
        self = .tracking(session)
    }
}
