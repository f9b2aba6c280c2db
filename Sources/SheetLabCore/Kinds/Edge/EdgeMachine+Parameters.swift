/// Live parameter changes of an `edge` (docs/models.md: rules use the new value from the next event).
extension EdgeMachine {
    public mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        if name == "profile", isPresented || stage != .dismissed { throw .fixedAtCreation(name: name) }
        try parameters.set(name, to: value)
        if stage == .dragging { armedReviewPending = true }
        switch name {
        case "stack":
            // `set NAME.stack N` sets the current depth (and the depth `present` restores).
            stack = parameters.stack
        case "enabled":
            // Disabling cancels a touch at the next event, never at the `set` (docs/decisions.md, Timing).
            disablePending = !parameters.enabled
        case "armed-icon-scale" where armedColor:
            // A derived value: the icon jumps to the new scale; a running transition goes on on top.
            iconScale.set(parameters.armedIconScale, animation: nil, change: 0, at: tick)
        case "curve", "overshoot", "trigger":
            // A derived value jumps at once, without animation (docs/models.md): progress follows the
            // finger through the new curve.
            guard stage == .dragging else { break }
            progress.set(
                parameters.progress(forDragProgress: liveReadout.translation / parameters.trigger), animation: nil,
                change: 0, at: tick)
        default:
            break
        }
        return []
    }

    /// `new edge NAME P=V...`: `profile` first, so that the profile's own parameters find it set.
    public mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError) {
        let table = Self.parameterTable
        if let unknown = assignments.first(where: { setting in !table.contains { $0.name == setting.name } }) {
            throw .unknownParameter(name: unknown.name, kind: Self.kind)
        }
        let order = [EdgeParameters.profileInfo] + table.filter { $0.name != "profile" }
        for info in order {
            guard let setting = assignments.last(where: { $0.name == info.name }) else { continue }
            _ = try setParameter(setting.name, to: setting.value, at: 0, in: Environment())
        }
    }

    public mutating func clockAdvanced(to tick: Int64) {
        advanceClock(to: tick)
    }

    public var hasPendingChange: Bool { disablePending || armedReviewPending }

    public mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] {
        // The event that follows re-evaluates `armed` (a sample, a frame) or resets it (a release).
        armedReviewPending = false
        guard disablePending else { return [] }
        disablePending = false
        return disable(at: tick, in: environment)
    }

    /// `enabled=false` mid-touch, at the next event: a drag is cancelled (no release decision) and
    /// the indicator retracts; a touch that had not begun fails (resuming a frozen retraction).
    /// The transition names its cause, `(set enabled)`.
    mutating func disable(at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard case .tracking(let session, _) = finger else { return [] }
        finger = .ignored
        armed = false
        guard session.hasBegun, stage == .dragging else {
            return resumeFrozenCancel(at: tick, cause: .set("enabled"), in: environment)
        }
        return startCancel(from: .dragging, cause: .set("enabled"), at: tick, in: environment)
    }
}

extension EdgeMachine {
    public var progressCeiling: Double { 1 + parameters.overshoot }
    public var keepsSpringsUnderReduceMotion: Bool { !parameters.respectsReduceMotion }
    public var escapeIsDisabled: Bool { !parameters.enabled }
}
