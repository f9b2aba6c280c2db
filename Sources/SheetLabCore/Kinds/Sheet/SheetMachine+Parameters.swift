/// Live parameter changes of a `sheet` (models.md: derived values jump, rules use the new value
/// from the next event, running animations continue).
extension SheetMachine {
    public mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        // The profile decides the state the machine keeps: chosen before the first presentation only.
        if name == "profile", wasPresented { throw .fixedAtCreation(name: name) }
        let selectedSize = parameters.detents[selected].size
        try parameters.set(name, to: value)
        switch name {
        case "detents":
            // The selected detent stays when still listed, else the first is selected (jumping).
            selected = parameters.detents.firstIndex { $0.size == selectedSize } ?? 0
            syncModels(at: tick, in: environment)
        case "detent":
            return select(parameters.presentationDetent, at: tick, in: environment)
        case "background", "backdrop", "height", "actions":
            syncModels(at: tick, in: environment)
        case "dismiss":
            // `armed` is true only when a release would dismiss (models.md): never once disabled.
            guard stage == .dragging, case .tracking(let session) = finger else { return [] }
            var occurrences: [Occurrence] = []
            updateArmed(session, at: tick, in: environment, into: &occurrences)
            return occurrences
        default:
            break
        }
        return []
    }

    /// `set NAME.detent D` while presented: the seed's `currentDetent` binding changes, so the
    /// height and backdrop animate with the detent spring, as after a release (`settling`).
    /// While leaving or dismissed only the parameter changes (it applies at the next `present`).
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
            return from == to ? [] : [.transitioned(from: from, to: to, cause: nil)]
        }
    }
}
