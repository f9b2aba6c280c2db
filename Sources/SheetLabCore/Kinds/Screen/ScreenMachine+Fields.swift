/// Fields (docs/commands.md#fields) as `screen` defines them (docs/models.md, `screen`).
extension ScreenMachine {
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: Self.kind) else { return nil }
        if parameters.written != nil, field == .progress || field == .dragProgress {
            let offset = field == .progress ? drawnOffset.presented : live
            return .number(WrittenScreenDesign.progress(offset: offset, in: environment))
        }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(parameters.progress(of: drawnOffset.presented))
        case .dragProgress:
            let translation = liveReadout.translation
            guard parameters.threshold > 0 else { return .number(translation > 0 ? 1 : 0) }
            return .number(translation / parameters.threshold)
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .offset: return .number(drawnOffset.presented + transition.presented)
        case .scale: return .number(drawnScale.presented)
        case .opacity: return .number(DrawnOpacity.clamped(drawnOpacity.presented))
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissedCount)
        case .haptics: return .integer(0)
        case .animation: return .text(animationText)
        default: return nil
        }
    }

    /// The `animation` field: what runs on the offset, transition, scale and opacity.
    // Not inlined: the values it lists would be copied at every field read (`value(of:in:)`).
    @inline(never)
    var animationText: String { AnimationSpelling.text(of: [drawnOffset, transition, drawnScale, drawnOpacity]) }
}
