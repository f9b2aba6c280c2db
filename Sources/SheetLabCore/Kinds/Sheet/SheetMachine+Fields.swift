/// The fields `inspect` reads from a `sheet` (commands.md, Fields; models.md, `sheet`).
extension SheetMachine {
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: .sheet) else { return nil }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(progressValue(in: environment))
        case .dragProgress: return .number(dragProgressValue(in: environment))
        case .translation: return .number(liveReading.translation)
        case .velocity: return .number(liveReading.velocity)
        case .predicted:
            let reading = liveReading
            return .number(Projection.swiftUIPredicted(translation: reading.translation, velocity: reading.velocity))
        case .offset:
            return .number(
                detentHeight(in: environment) - max(height.presented, 0) + drawnOffset.presented + move.presented)
        case .scale, .opacity: return .number(1)
        case .backdrop: return .number(backdrop.presented)
        case .height: return .number(max(height.presented, 0))
        case .detent: return .word(parameters.profile == .multiHeight ? parameters.detents[selected].spelling : "none")
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissCount)
        case .haptics: return .integer(hapticCount)
        case .animation: return .text(animationText)
        default: return nil
        }
    }

    /// Translation and velocity as a release now would see them; the last drag's after it ends.
    var liveReading: GestureReading {
        if case .tracking(let session) = finger, session.hasBegun {
            return GestureReading(translation: session.dy, velocity: session.velocity(at: now))
        }
        return reading
    }

    /// `(detentHeight - x) / (detentHeight - dismiss-below)`; when the detent is not above
    /// dismiss-below, 1 under it and 0 otherwise (models.md).
    func progressFormula(height x: Double, in environment: Environment) -> Double {
        let detent = detentHeight(in: environment)
        let below = parameters.dismissBelow
        if detent <= below { return x < below ? 1 : 0 }
        return (detent - x) / (detent - below)
    }

    /// The custom profile's `offset / dismiss-offset`; when dismiss-offset is 0, 1 for any offset
    /// above 0 (a guard in the screen seed's manner: no division by zero).
    func offsetProgress(_ offset: Double) -> Double {
        let scale = parameters.dismissOffset
        guard scale > 0 else { return offset > 0 ? 1 : 0 }
        return offset / scale
    }

    /// The drag-progress formula on the drawn height (custom: the drawn offset), clamped to [0, 1];
    /// held while leaving.
    func progressValue(in environment: Environment) -> Double {
        if let leaving { return leaving.progress }
        let progress: Double
        switch parameters.profile {
        case .multiHeight: progress = progressFormula(height: max(height.presented, 0), in: environment)
        case .custom: progress = offsetProgress(max(drawnOffset.presented, 0))
        case .action, .filter: return 0
        }
        return min(max(progress, 0), 1)
    }

    /// The formula on the model height (custom: the seed's offset), unclamped; held while leaving.
    func dragProgressValue(in environment: Environment) -> Double {
        if let leaving { return leaving.dragProgress }
        switch parameters.profile {
        case .multiHeight: return progressFormula(height: modelHeight(in: environment), in: environment)
        case .custom: return offsetProgress(contentOffset)
        case .action, .filter: return 0
        }
    }

    /// The content's running animations (height, the custom offset and the move; not the
    /// backdrop), as `AnimationSpelling` joins them.
    var animationText: String { AnimationSpelling.text(of: [height, drawnOffset, move]) }
}
