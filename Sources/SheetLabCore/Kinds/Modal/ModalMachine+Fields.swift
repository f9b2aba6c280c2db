/// Fields (docs/commands.md#fields) as `modal` defines them (docs/models.md, `modal`).
extension ModalMachine {
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: Self.kind) else { return nil }
        if let written = parameters.written, let value = writtenValue(of: field, written, in: environment) {
            return value
        }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(min(max(drawnOffset.presented, 0) / parameters.threshold, 1))
        case .dragProgress: return .number(dragOffset / parameters.threshold)
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .offset: return .number(drawnOffset.presented + transition.presented)
        case .scale, .opacity: return .number(1)
        case .backdrop: return .number(DrawnOpacity.clamped(drawnBackdrop.presented))
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissedCount)
        case .haptics: return .integer(0)
        case .animation: return .text(Self.animationText(drawnOffset, transition))
        default: return nil
        }
    }

    /// The `animation` field: what runs on the offset and transition.
    // Not inlined: the values it lists would be copied at every field read (`value(of:in:)`);
    // static: as a method on the machine, every reading through `any Machine` copied the machine.
    @inline(never)
    static func animationText(_ drawnOffset: AnimatedValue, _ transition: AnimatedValue) -> String {
        AnimationSpelling.text(of: [drawnOffset, transition])
    }

    /// The fields a design file's modal reads its own way: progress over its height, and the
    /// drawn values the file writes; nil for the rest.
    @inline(never)
    func writtenValue(of field: Field, _ written: WrittenModalDesign, in environment: Environment) -> FieldValue? {
        switch field {
        case .progress:
            return .number(WrittenModalDesign.progress(offset: drawnOffset.presented, height: parameters.height))
        case .dragProgress:
            return .number(parameters.height > 0 ? dragOffset / parameters.height : 0)
        case .scale:
            // Under reduce motion the content does not scale (docs/models.md), whatever the file draws.
            if environment.reduceMotion { return .number(1) }
            return written.drawn(.scale, with: drawnReadings(written, in: environment)).map(FieldValue.number)
        case .opacity:
            return written.drawn(.opacity, with: drawnReadings(written, in: environment)).map(FieldValue.number)
        default: return nil
        }
    }
}
