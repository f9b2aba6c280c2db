/// The fields `inspect` reads from a `sheet` (docs/commands.md#fields; docs/models.md, `sheet`).
extension SheetMachine {
    // Inlined into the witness that `any Machine` calls: a call there copied the whole machine
    // to the stack first, at every frame of `settle` and every check of `explore`.
    @inline(__always)
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: .sheet) else { return nil }
        switch field {
        case .progress: return .number(progressValue)
        case .dragProgress: return .number(dragProgressValue)
        case .offset:
            return .number(restHeight - max(height.presented, 0) + drawnOffset.presented + move.presented)
        case .backdrop: return .number(DrawnOpacity.clamped(backdrop.presented))
        case .height: return .number(max(height.presented, 0))
        case .detent: return .word(parameters.profile == .multiHeight ? parameters.detents[selected].spelling : "none")
        case .animation: return .text(Self.animationText(height, drawnOffset, move))
        default: return lifecycleValue(of: field)
        }
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

    /// The content's running animations (height, the custom offset and the move; not the
    /// backdrop), as `AnimationSpelling` joins them.
    // Not inlined: the values it lists would be copied at every field read (`value(of:in:)`);
    // static: a method on the machine made every reading through `any Machine` copy the machine.
    @inline(never)
    static func animationText(_ height: AnimatedValue, _ drawnOffset: AnimatedValue, _ move: AnimatedValue) -> String {
        AnimationSpelling.text(of: [height, drawnOffset, move])
    }
}
