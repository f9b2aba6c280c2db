/// The fields `inspect` reads from a peer library's sheet: `height` above the screen's bottom,
/// `offset` down from where it rests, `progress` toward where a dismissal takes it, the library's
/// backdrop (docs/commands.md#fields).
extension PanelSheetMachine {
    public func value(of field: Field, in environment: Environment) -> FieldValue? {
        guard field.applies(to: .sheet) else { return nil }
        switch field {
        case .progress: return .number(min(max(panelProgress(top.presented), 0), 1))
        case .dragProgress: return .number(panelProgress(top.model))
        case .offset: return .number(top.presented - restTop)
        case .backdrop: return .number(backdrop(design, in: environment))
        case .height: return .number(max(environment.screenHeight - top.presented, 0))
        case .detent:
            if !isPresented, wasPresented, let name = design.dismissedPositionName { return .word(name) }
            return .word(panelPositions.indices.contains(selected) ? panelPositions[selected].name : "none")
        case .animation: return .text(AnimationSpelling.text(of: [top]))
        case .scale, .opacity:
            guard case .written(let written) = configuration else { return lifecycleValue(of: field) }
            return .number(writtenDrawnValue(field == .scale ? .scale : .opacity, written, in: environment))
        default: return lifecycleValue(of: field)
        }
    }

    /// The sheet's rectangle as drawn: from its top to the bottom of the screen.
    public func contentRectangle(in environment: Environment) -> Rectangle {
        Rectangle(minX: 0, minY: top.presented, maxX: environment.screenWidth, maxY: environment.screenHeight)
    }

    /// How far the sheet is from where it rests toward where a dismissal takes it, 0 to 1 (the
    /// drawn top); unclamped on the model for `drag-progress`.
    @inline(__always)
    func panelProgress(_ value: Double) -> Double {
        let span = panelDismissedTop - restTop
        guard span != 0 else { return value > restTop ? 1 : 0 }
        return (value - restTop) / span
    }

    /// The library's backdrop for the drawn top; 0 once dismissed. While the sheet is presented
    /// or dismissed, the backdrop goes from its value at the start to its value at the end along
    /// the same animation (each library sets the backdrop in the presentation's or dismissal's
    /// animation block: sheetlab's reading, shared by every library).
    @inline(__always)
    func backdrop(_ design: any PanelDesign, in environment: Environment) -> Double {
        guard stage != .dismissed else { return 0 }
        if let transition = panelTransition, phase == .presenting || phase == .committing {
            let span = transition.toTop - transition.fromTop
            let share = span != 0 ? min(max((top.presented - transition.fromTop) / span, 0), 1) : 1
            return DrawnOpacity.clamped(
                transition.fromBackdrop + share * (transition.toBackdrop - transition.fromBackdrop))
        }
        return DrawnOpacity.clamped(design.backdrop(top: top.presented, positions: panelPositions, in: environment))
    }

    /// A design file's drawn scale or opacity (`draw opacity = 1 - 0.3 * progress`) for the top as
    /// drawn, 1 when the file draws none; under reduce motion the content does not scale
    /// (docs/models.md), whatever the file draws.
    func writtenDrawnValue(
        _ property: DrawnValue.Property, _ written: WrittenSheetDesign, in environment: Environment
    ) -> Double {
        if property == .scale, environment.reduceMotion { return 1 }
        guard let drawn = written.design.drawnValues.first(where: { $0.value.property == property }) else { return 1 }
        let drawnTop = top.presented
        let readings = DesignReadings(
            translation: liveReadout.translation, velocity: liveReadout.velocity,
            height: environment.screenHeight - drawnTop, offset: drawnTop - restTop, top: drawnTop,
            progress: min(max(panelProgress(drawnTop), 0), 1), screenWidth: environment.screenWidth,
            screenHeight: environment.screenHeight, positionIndex: selected)
        var evaluator = DesignEvaluator(design: written.design, readings: readings, records: false)
        let value = evaluator.number(drawn.value.expression)
        return property == .opacity ? DrawnOpacity.clamped(value) : value
    }
}
