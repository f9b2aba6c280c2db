/// Fields (commands.md, Fields) as `screen` defines them (models.md, `screen`).
extension ScreenMachine {
    /// The finger as the fields read it: live while a drag runs, frozen after it ends.
    var readout: GestureReadout {
        if let session = finger.begunSession {
            return GestureReadout(dy: session.dy, velocity: session.velocity(at: now))
        }
        return frozenGesture ?? .zero
    }

    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: Self.kind) else { return nil }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(parameters.progress(of: drawnOffset.presented))
        case .dragProgress:
            let translation = readout.downwardTranslation
            guard parameters.threshold > 0 else { return .number(translation > 0 ? 1 : 0) }
            return .number(translation / parameters.threshold)
        case .translation: return .number(readout.downwardTranslation)
        case .velocity: return .number(readout.velocity)
        case .predicted: return .number(readout.predicted)
        case .offset: return .number(drawnOffset.presented + transition.presented)
        case .scale: return .number(drawnScale.presented)
        case .opacity: return .number(drawnOpacity.presented)
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissedCount)
        case .haptics: return .integer(0)
        case .animation:
            return .text(AnimationSpelling.text(of: [drawnOffset, transition, drawnScale, drawnOpacity]))
        default: return nil
        }
    }
}
