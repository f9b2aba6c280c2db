/// Live parameter changes of a `sheet` (docs/models.md: derived values jump, rules use the new value
/// from the next event, running animations continue).
extension SheetMachine {
    public mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        // The profile decides the state the machine keeps: chosen before the first presentation only,
        // and among the seed's profiles (`Kind.setParameter(_:to:of:at:in:)` chooses the machine).
        if name == "profile" {
            if wasPresented { throw .fixedAtCreation(name: name) }
            var chosen = parameters
            try chosen.set(name, to: value)
            if chosen.panel != nil { throw .fixedAtCreation(name: name) }
        }
        let selectedSize = parameters.detents[selected].size
        try parameters.set(name, to: value)
        if stage == .dragging { armedReviewPending = true }
        switch name {
        case "detents":
            // The selected detent stays when still listed, else the first is selected (jumping).
            selected = parameters.detents.firstIndex { $0.size == selectedSize } ?? 0
            syncModels(at: tick, in: environment)
        case "detent":
            // The detent is selected, and animates, at the next event (docs/decisions.md, Timing).
            detentChangePending = true
        case "background", "backdrop", "height", "actions":
            syncModels(at: tick, in: environment)
        default:
            // `dismiss`: `armed` is re-evaluated with the new mode at the next touch sample or
            // frame, and prints there, never at the `set` (docs/decisions.md, Timing).
            break
        }
        return []
    }

    /// `new sheet NAME P=V...`: the parameters as one set, `detent` defaulting to the first of
    /// `detents` (docs/models.md#sheet; docs/decisions.md, Parameters).
    public mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError) {
        var configured = SheetParameters()
        try configured.configure(assignments)
        // A peer library's profile is another machine's (`Kind.makeMachine(configuredBy:)`).
        if configured.panel != nil { throw .fixedAtCreation(name: "profile") }
        parameters = configured
    }

    public mutating func clockAdvanced(to tick: Int64) {
        advanceClock(to: tick)
    }

    public var hasPendingChange: Bool { detentChangePending || armedReviewPending }

    public mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] {
        // The event that follows re-evaluates `armed` (a sample, a frame) or resets it (a release).
        armedReviewPending = false
        guard detentChangePending else { return [] }
        detentChangePending = false
        return select(parameters.presentationDetent, at: tick, in: environment)
    }

    /// `set NAME.detent D` while presented: the seed's `currentDetent` binding changes, so the
    /// height and backdrop animate with the detent spring, as after a release (`settling`); the
    /// transition names its cause, `(set detent)`. While leaving or dismissed only the parameter
    /// changes: it is the detent of the next presentation (docs/decisions.md#parameters).
    mutating func select(_ index: Int, at tick: Int64, in environment: Environment) -> [Occurrence] {
        switch stage {
        case .dismissed, .committing:
            return []
        case .cancelling:
            return []  // the custom profile has no detents
        case .presenting, .idle, .dragging, .settling:
            guard index != selected else { return [] }
            let from = phase
            selected = index
            let to = animateToSelectedDetent(at: tick, in: environment)
            return from == to ? [] : [.transitioned(from: from, to: to, cause: .set("detent"))]
        }
    }
}

extension SheetMachine {
    public var escapeIsDisabled: Bool { parameters.dismiss == .disabled }
}
