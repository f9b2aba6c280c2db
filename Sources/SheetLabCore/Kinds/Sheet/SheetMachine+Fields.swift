/// The fields `inspect` reads from a `sheet` (commands.md, Fields; models.md, `sheet`).
extension SheetMachine {
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: .sheet) else { return nil }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(progressValue)
        case .dragProgress: return .number(dragProgressValue)
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .offset:
            return .number(restHeight - max(height.presented, 0) + move.presented)
        case .scale, .opacity: return .number(1)
        case .backdrop: return .number(DrawnOpacity.clamped(backdrop.presented))
        case .height: return .number(max(height.presented, 0))
        case .detent: return .word(parameters.detents[selected].spelling)
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissCount)
        case .haptics: return .integer(hapticCount)
        case .animation: return .text(animationText)
        default: return nil
        }
    }

    /// The finger now: dy and the velocity a release now would see; 0 with no drag.
    var liveReadout: FingerReadout {
        guard let session = finger.begunSession else { return .zero }
        return FingerReadout(translation: session.dy, velocity: session.velocity(at: now))
    }

    /// `(detentHeight - x) / (detentHeight - dismiss-below)`, the detent height as laid out
    /// (`restHeight`); when the detent is not above dismiss-below, 1 under it and 0 otherwise (models.md).
    func progressFormula(height x: Double) -> Double {
        let detent = restHeight
        let below = parameters.dismissBelow
        if detent <= below { return x < below ? 1 : 0 }
        return (detent - x) / (detent - below)
    }

    /// The drag-progress formula on the drawn height, clamped to [0, 1]; held while leaving.
    var progressValue: Double {
        if let leaving { return leaving.progress }
        return min(max(progressFormula(height: max(height.presented, 0)), 0), 1)
    }

    /// The formula on the model height, unclamped; held while leaving.
    var dragProgressValue: Double {
        if let leaving { return leaving.dragProgress }
        return progressFormula(height: restHeight + dragOffset)
    }

    /// The content's running animations (height and move, not the backdrop), as `AnimationSpelling` joins them.
    var animationText: String { AnimationSpelling.text(of: [height, move]) }
}
