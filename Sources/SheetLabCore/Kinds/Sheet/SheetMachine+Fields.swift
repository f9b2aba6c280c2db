/// The fields `inspect` reads from a `sheet` (docs/commands.md#fields; docs/models.md, `sheet`).
extension SheetMachine {
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: .sheet) else { return nil }
        // The profile's name first: a seed sheet's absent design, as an `(any PanelDesign)?`, cost a
        // generic destroy at every reading.
        if parameters.profile.isPeerLibrary, let design = panelDesign {
            return panelValue(of: field, design, in: environment)
        }
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(progressValue)
        case .dragProgress: return .number(dragProgressValue)
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .offset:
            return .number(restHeight - max(height.presented, 0) + drawnOffset.presented + move.presented)
        case .scale, .opacity: return .number(1)
        case .backdrop: return .number(DrawnOpacity.clamped(backdrop.presented))
        case .height: return .number(max(height.presented, 0))
        case .detent: return .word(parameters.profile == .multiHeight ? parameters.detents[selected].spelling : "none")
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissCount)
        case .haptics: return .integer(hapticCount)
        case .animation: return .text(Self.animationText(height, drawnOffset, move))
        default: return nil
        }
    }

    /// The finger now: dy and the velocity a release now would see; 0 with no drag.
    @inline(__always)
    var liveReadout: FingerReadout {
        guard let session = finger.begunSession else { return .zero }
        return FingerReadout(translation: session.dy, velocity: session.velocity(at: now))
    }

    /// `(detentHeight - x) / (detentHeight - dismiss-below)`, the detent height as laid out
    /// (`restHeight`); when the detent is not above dismiss-below, 1 under it and 0 otherwise (docs/models.md).
    @inline(__always)
    func progressFormula(height x: Double) -> Double {
        let detent = restHeight
        let below = parameters.dismissBelow
        if detent <= below { return x < below ? 1 : 0 }
        return (detent - x) / (detent - below)
    }

    /// The custom profile's `offset / dismiss-offset`; when dismiss-offset is 0, 1 for any offset
    /// above 0 (a guard in the screen seed's manner: no division by zero).
    @inline(__always)
    func offsetProgress(_ offset: Double) -> Double {
        let scale = parameters.dismissOffset
        guard scale > 0 else { return offset > 0 ? 1 : 0 }
        return offset / scale
    }

    /// The drag-progress formula on the drawn height (custom: the drawn offset), clamped to [0, 1];
    /// held while leaving.
    @inline(__always)
    var progressValue: Double {
        if let leaving { return leaving.progress }
        let progress: Double
        switch dragRule {
        case .frameHeight: progress = progressFormula(height: max(height.presented, 0))
        case .downwardOffset: progress = offsetProgress(max(drawnOffset.presented, 0))
        case .none, .panel: return 0
        }
        return min(max(progress, 0), 1)
    }

    /// The formula on the model height (custom: the seed's offset), unclamped; held while leaving.
    @inline(__always)
    var dragProgressValue: Double {
        if let leaving { return leaving.dragProgress }
        switch dragRule {
        case .frameHeight: return progressFormula(height: restHeight + dragOffset)
        case .downwardOffset: return offsetProgress(contentOffset)
        case .none, .panel: return 0
        }
    }

    /// A peer library's sheet's fields: `height` above the screen's bottom, `offset` down from
    /// where it rests, `progress` toward where a dismissal takes it, the library's backdrop.
    @inline(__always)
    func panelValue(of field: Field, _ design: any PanelDesign, in environment: Environment) -> FieldValue? {
        switch field {
        case .phase: return .word(phase.rawValue)
        case .armed: return .bool(armed)
        case .progress: return .number(min(max(panelProgress(top.presented), 0), 1))
        case .dragProgress: return .number(panelProgress(top.model))
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted:
            return FingerReadout.value(of: field, live: liveReadout, release: releaseReadout)
        case .offset: return .number(top.presented - restTop)
        case .scale, .opacity: return .number(1)
        case .backdrop: return .number(panelBackdrop(design, in: environment))
        case .height: return .number(max(environment.screenHeight - top.presented, 0))
        case .detent:
            return .word(panelPositions.indices.contains(selected) ? panelPositions[selected].name : "none")
        case .hitTesting: return .bool(phase.takesTouches)
        case .presented: return .bool(isPresented)
        case .dismissed: return .integer(dismissCount)
        case .haptics: return .integer(hapticCount)
        case .animation: return .text(AnimationSpelling.text(of: [top]))
        default: return nil
        }
    }

    /// The content's running animations (height, the custom offset and the move; not the
    /// backdrop), as `AnimationSpelling` joins them.
    // Not inlined: the values it lists would be copied at every field read (`value(of:in:)`);
    // static: a method on the machine made every reading through `any Machine` copy the machine.
    @inline(never)
    static func animationText(_ height: AnimatedValue, _ drawnOffset: AnimatedValue, _ move: AnimatedValue) -> String {
        AnimationSpelling.text(of: [height, drawnOffset, move])
    }
}
