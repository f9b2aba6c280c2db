/// The fields `inspect` reads from an `edge` (docs/commands.md#fields; docs/models.md, `edge`).
extension EdgeMachine {
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: .edge) else { return nil }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(progress.presented)
        case .dragProgress: return .number(liveReadout.translation / parameters.trigger)
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .offset: return .number(0)
        case .scale, .opacity: return .number(1)
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissCount)
        case .pops: return .integer(pops)
        case .actions: return .integer(actions)
        case .stack: return .integer(stack)
        case .haptics: return .integer(haptics)
        case .action: return .word(resolvedAction.rawValue)
        case .bubbleWidth: return .number(parameters.bubbleWidth * progress.presented * sizeFactor)
        case .bubbleHeight:
            let growth = parameters.heightGrowth
            return .number(parameters.bubbleHeight * (1 - growth + growth * min(progress.presented, 1)) * sizeFactor)
        case .anchorY: return .number(anchorY ?? environment.screenHeight / 2)
        case .bubbleOpacity: return .number(bubbleOpacity)
        case .iconScale: return .number(iconScale.presented)
        case .armedColor: return .bool(armedColor)
        case .animation: return .text(Self.animationText(progress, fade))
        default: return nil
        }
    }

    /// The finger now: travel away from the edge and the velocity a release now would see; 0
    /// with no drag (before it begins, or once cancelled).
    var liveReadout: FingerReadout {
        guard case .tracking(let session, _) = finger, session.hasBegun else { return .zero }
        return FingerReadout(translation: max(session.axisDisplacement, 0), velocity: session.velocity(at: now))
    }

    /// The indicator's running animations (progress and the commit effect; `icon-scale` is read
    /// on its own, as the backdrop is for the other kinds), as `AnimationSpelling` joins them.
    // Not inlined: the values it lists would be copied at every field read (`value(of:in:)`);
    // static: as a method on the machine, every reading through `any Machine` copied the machine.
    @inline(never)
    static func animationText(_ progress: AnimatedValue, _ fade: AnimatedValue) -> String {
        AnimationSpelling.text(of: [progress, fade])
    }
}
