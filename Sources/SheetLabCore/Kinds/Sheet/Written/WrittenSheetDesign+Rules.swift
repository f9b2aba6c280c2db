/// The rules of a sheet written as a design file, as `PanelSheetMachine` asks for them.
extension WrittenSheetDesign: PanelDesign {
    func positions(in environment: Environment) -> [PanelPosition] {
        design.positions.map { position in
            PanelPosition(
                name: position.value.name,
                top: environment.screenHeight - position.value.points(screenHeight: environment.screenHeight))
        }
    }

    /// Every frame lays the positions out again (the screen may have changed): in place, so that
    /// a steady frame allocates nothing.
    func layOut(_ positions: inout [PanelPosition], in environment: Environment) -> Bool {
        let written = design.positions
        guard positions.count == written.count else { return false }
        for index in written.indices {
            let top = environment.screenHeight - written[index].value.points(screenHeight: environment.screenHeight)
            if positions[index].top != top { positions[index].top = top }
        }
        return true
    }

    func initialIndex(in positions: [PanelPosition]) -> Int {
        design.presentation.flatMap { design.positionIndex(named: $0.value) } ?? 0
    }

    func dismissedTop(in environment: Environment) -> Double { environment.screenHeight }

    /// `drag min-distance`, else SwiftUI `DragGesture`'s documented 10 pt.
    var minimumDragDistance: Double { design.minimumDistance?.value ?? 10 }

    var dragsFromOutsideTheSheet: Bool { false }

    func startsDrag(at point: Point, on sheet: Rectangle) -> Bool {
        guard sheet.contains(point) else { return false }
        guard case .handle = design.dragStart?.value else { return true }
        return point.y < sheet.minY + Self.handleHeight
    }

    /// The top follows the finger's translation since touch-down (SwiftUI's `translation`, which
    /// includes the minimum distance), from where the sheet was drawn when the drag began; from
    /// the position it rests at with `quirk last-offset-is-zero`.
    func follow(_ drag: inout PanelDrag, dy: Double, positions: [PanelPosition], in environment: Environment) {
        drag.lastDy = dy
        let highest = positions.lazy.map(\.top).min() ?? drag.startTop
        let start =
            design.quirks.contains { $0.value.quirk == .lastOffsetIsZero }
            ? restTop(of: drag, positions) : drag.startTop
        switch design.following?.value ?? .oneToOne {
        case .oneToOne:
            drag.top = start + dy
        case .clamped:
            drag.top = max(start + dy, restTop(of: drag, positions))
        case .resistance(let fraction):
            drag.top = start + fraction * dy
        case .rubberBand(let coefficient):
            let raw = start + dy
            drag.top =
                raw >= highest
                ? raw
                : highest
                    - RubberBand.scrollView(
                        offset: highest - raw, dimension: environment.screenHeight, coefficient: coefficient)
        }
    }

    /// The top of the position the drag began resting at: the one nearest where it began.
    private func restTop(of drag: PanelDrag, _ positions: [PanelPosition]) -> Double {
        drag.restTop ?? positions.first?.top ?? drag.startTop
    }

    func release(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> PanelRelease {
        let readings = readings(drag, velocity: velocity, selected: selected, positions: positions, in: environment)
        guard let decision = design.decideRelease(with: readings) else {
            // Only a design the checker refuses has no final clause: it stays.
            return PanelRelease(
                target: .position(selected), reason: .designControl(.unwritten(.release)),
                comparisons: [], source: .designFile(citation(.unwritten)), velocity: velocity)
        }
        var snap: DesignVerdict.Clause.Snap?
        if let argument = decision.argument, case .snap(let index) = decision.outcome,
            positions.indices.contains(index)
        {
            snap = DesignVerdict.Clause.Snap(
                argument: argument, position: positions[index].name,
                height: environment.screenHeight - positions[index].top)
        }
        let target: PanelRelease.Target
        switch decision.outcome {
        case .dismiss: target = .dismiss
        case .snap(let index): target = .position(positions.indices.contains(index) ? index : selected)
        case .stay, .cancel, .commit: target = .position(selected)
        }
        let written = WrittenRelease(decision, of: design, path: path, snap: snap)
        return PanelRelease(
            target: target, reason: written.reason, comparisons: written.steps, source: written.source, quirks: [],
            velocity: velocity)
    }

    func releaseDismisses(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> Bool {
        let readings = readings(drag, velocity: velocity, selected: selected, positions: positions, in: environment)
        return design.releaseOutcome(with: readings) == .dismiss
    }

    func settleAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        animation(.snap, in: environment)
    }

    func presentationAnimation(from: Double, to: Double, in environment: Environment) -> Animation? {
        animation(.present, in: environment)
    }

    func dismissalAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation? {
        animation(.dismiss, in: environment)
    }

    func reduceMotionNote(in environment: Environment) -> Decision.MotionAlternative? { nil }

    /// The dim at each position (`backdrop dim O at P`, else the dim without a position, else 0),
    /// linear in the top between positions and down to 0 at the screen's bottom.
    func backdrop(top: Double, positions: [PanelPosition], in environment: Environment) -> Double {
        let general = design.backdropDims.first { $0.value.position == nil }?.value.opacity ?? 0
        var stops = positions.map { position in
            (
                top: position.top,
                dim: design.backdropDims.first { $0.value.position == position.name }?.value.opacity ?? general
            )
        }
        stops.append((top: dismissedTop(in: environment), dim: 0))
        stops.sort { $0.top < $1.top }
        guard let first = stops.first else { return 0 }
        if top <= first.top { return first.dim }
        for (upper, lower) in zip(stops, stops.dropFirst()) where top <= lower.top {
            let span = lower.top - upper.top
            guard span > 0 else { return lower.dim }
            return upper.dim + (top - upper.top) / span * (lower.dim - upper.dim)
        }
        return 0
    }

    func backdropTap(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        let tap = design.backdropTap
        switch tap?.value ?? .dismisses {
        case .dismisses:
            return control(tap.map { .backdropTap($0.value) } ?? .unwritten(.backdropTap), .dismiss, tap?.location)
        case .ignored, .passesThrough: return nil
        case .presses(let button): return press(button, selected: selected, positions: positions)
        }
    }

    func escape(selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        let escape = design.escape
        switch escape?.value ?? .dismisses {
        case .dismisses:
            return control(escape.map { .escape($0.value) } ?? .unwritten(.escape), .dismiss, escape?.location)
        case .ignored, .commits: return nil
        case .snaps(let name):
            return control(.escape(.snaps(name)), .position(index(of: name, selected: selected)), escape?.location)
        case .presses(let button): return press(button, selected: selected, positions: positions)
        }
    }

    var buttonNames: [String] { design.buttons.map(\.value.name) }

    func press(_ button: String, selected: Int, positions: [PanelPosition]) -> PanelRelease? {
        guard let written = design.buttons.first(where: { $0.value.name == button }) else { return nil }
        let target: PanelRelease.Target
        switch written.value.effect {
        case .dismisses, .runsThenDismisses: target = .dismiss
        case .snaps(let name): target = .position(index(of: name, selected: selected))
        case .runs: target = .position(selected)
        }
        var decision = control(.button(button, written.value.effect), target, written.location)
        switch written.value.effect {
        case .runs, .runsThenDismisses: decision.actionCallbacks = [button]
        case .dismisses, .snaps: break
        }
        return decision
    }

    /// A decision of an escape, tap or button statement written at `location` (nil: not written).
    private func control(
        _ control: DesignVerdict.Control, _ target: PanelRelease.Target, _ location: DesignLocation?
    ) -> PanelRelease {
        let citation = citation(location ?? .unwritten)
        return PanelRelease(
            target: target, reason: .designControl(control),
            comparisons: [.designStatement(VerdictText.designControl(control), citation)],
            source: .designFile(citation))
    }

    func ignored(_ trigger: Decision.Trigger) -> (Decision.Reason, Decision.Source, [Decision.Step])? {
        let written: (DesignVerdict.Control, DesignLocation)? =
            switch trigger {
            case .escape: design.escape.map { (.escape($0.value), $0.location) }
            case .backdropTap: design.backdropTap.map { (.backdropTap($0.value), $0.location) }
            default: nil
            }
        let control = written?.0 ?? .unwritten(trigger)
        let citation = citation(written?.1 ?? .unwritten)
        return (
            .designControl(control), .designFile(citation),
            [.designStatement(VerdictText.designControl(control), citation)]
        )
    }

    func dragBeganCallbacks(from: Int) -> [String] { [] }
    func moveStartedCallbacks(from: Int, to: Int, positions: [PanelPosition]) -> [String] { [] }
    func moveEndedCallbacks(from: Int, at to: Int, positions: [PanelPosition]) -> [String] { [] }
    func dismissalStartedCallbacks(from: Int) -> [String] { [] }
    func dismissalEndedCallbacks() -> [String] { ["onDismiss"] }
    var presentationHaptics: [String] { [] }
    func isDismissalCallback(_ name: String) -> Bool { name == "onDismiss" }
}
