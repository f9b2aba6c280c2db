import Testing

@testable import SheetLabCore

/// The machines' hashes (`*Machine+Hash.swift`): every stored property is read (a property added
/// later fails the reflection cases until the hash reads it), and machines that differ in one
/// field hash apart while `==` machines hash alike.
@Suite("Machine hashes")
struct MachineHashTests {
    typealias FieldCase = StoredPropertyCase

    static let fieldCases: [FieldCase] = [
        FieldCase(
            name: "ModalMachine", value: { ModalMachine() },
            fields: [
                "parameters", "phase", "lastDecision", "armed", "dismissedCount", "isPresented", "dragOffset",
                "drawnOffset", "transition", "drawnBackdrop", "finger", "releaseReadout", "armedReviewPending",
                "phaseChange", "nextChange", "now", "wasPresented",
            ]),
        FieldCase(
            name: "ModalParameters", value: { ModalParameters() },
            fields: ["variant", "threshold", "velocity", "height", "backdrop", "minDistance", "written"]),
        FieldCase(
            name: "ScreenMachine", value: { ScreenMachine() },
            fields: [
                "parameters", "phase", "lastDecision", "armed", "dismissedCount", "isPresented", "live", "settled",
                "drawnOffset", "drawnScale", "drawnOpacity", "transition", "finger", "releaseReadout",
                "armedReviewPending", "phaseChange", "nextChange", "now",
            ]),
        FieldCase(
            name: "ScreenParameters", value: { ScreenParameters() },
            fields: ["threshold", "minDistance", "flingFactor", "shrink", "fade", "written"]),
        FieldCase(
            name: "EdgeMachine", value: { EdgeMachine() },
            fields: [
                "parameters", "stage", "finger", "progress", "fade", "iconScale", "armedColor", "anchorY", "stack",
                "pops", "actions", "haptics", "dismissCount", "isPresented", "armed", "releaseReadout",
                "indicatorSide", "disablePending", "armedReviewPending", "now", "nextChange", "lastDecision",
                "backTracking",
            ]),
        FieldCase(
            name: "EdgeParameters", value: { EdgeParameters() },
            fields: [
                "edge", "hitWidth", "trigger", "velocity", "minFling", "curve", "overshoot", "action", "stack",
                "actionTiming", "enabled", "verticalPadding", "bubbleWidth", "bubbleHeight", "heightGrowth",
                "tracksVertically", "armHaptic", "disarmHaptic", "cancelTiming", "commitEffect", "commitTiming",
                "armTransition", "armedIconScale", "respectsReduceMotion", "fadesIn", "shouldBegin", "predictiveBack",
                "written",
            ]),
        FieldCase(
            name: "SheetMachine", value: { SheetMachine() },
            fields: [
                "stage", "now", "selected", "dragOffset", "restHeight", "leaving", "parameters", "height", "move",
                "backdrop", "drawnOffset", "finger", "contentOffset", "grabbedAt", "wasPresented", "isPresented",
                "dismissCount", "hapticCount", "armed", "releaseReadout", "detentChangePending", "armedReviewPending",
                "nextChange", "lastDecision",
            ]),
        FieldCase(
            name: "PanelSheetMachine", value: { PanelSheetMachine() },
            fields: [
                "stage", "now", "selected", "top", "lastFrameTick", "profileName", "configuration", "finger",
                "wasPresented",
                "isPresented", "dismissCount", "hapticCount", "armed", "releaseReadout", "armedReviewPending",
                "nextChange", "lastDecision", "panelDrag", "panelPositions", "panelDismissedTop",
                "pendingDismissalCallbacks", "panelMoveOrigin", "panelTransition", "heldDrag",
                "touchedDownOutside",
            ]),
        FieldCase(
            name: "SheetParameters", value: { SheetParameters() },
            fields: [
                "profile", "detents", "backdrop", "background", "height", "actions", "presentationDetent",
                "dismissBelow", "flingDistance", "dismiss", "minDistance", "dismissOffset", "panel",
            ]),
        FieldCase(
            name: "SheetMachine.Leaving", value: { SheetMachine.Leaving(height: 0, progress: 0, dragProgress: 0) },
            fields: ["height", "progress", "dragProgress"]),
        FieldCase(name: "FingerReadout", value: { FingerReadout.zero }, fields: ["translation", "velocity"]),
        FieldCase(
            name: "DragSession", value: { DragSession(touchDownAt: Point(x: 0, y: 0), tick: 0, axis: .vertical) },
            fields: ["axis", "start", "startTick", "location", "lastTick", "hasBegun", "tracker"]),
        // `slopeAtNewest` is derived from the samples: `==` and the digest leave it out.
        FieldCase(
            name: "VelocityTracker", value: { VelocityTracker() },
            fields: ["storage", "firstLive", "lastMovedTick", "firstIsTouchDown", "slopeAtNewest"]),
        FieldCase(
            name: "PredictiveBack", value: { PredictiveBack() },
            fields: [
                "linearDistance", "maxDistance", "nonLinearFactor", "triggerThreshold", "switchDelta",
                "hideDurationMax", "hideDurationMin", "cancelDuration", "density",
            ]),
    ]

    @Test(arguments: fieldCases)
    func theHashReadsEveryStoredProperty(_ row: FieldCase) {
        #expect(
            row.labels == row.fields, "\(row.name): update its hash (Kinds/*/*+Hash.swift) for its stored properties")
    }

    /// A machine and the same machine with one field changed.
    struct DifferenceCase: CustomTestStringConvertible, Sendable {
        var name: String
        var pair: @Sendable () -> (AnyHashable, AnyHashable)
        var testDescription: String { name }
    }

    static func changed<M: Machine>(_ machine: M, _ change: (inout M) -> Void) -> (AnyHashable, AnyHashable) {
        var other = machine
        change(&other)
        return (AnyHashable(machine), AnyHashable(other))
    }

    static let differenceCases: [DifferenceCase] = [
        DifferenceCase(name: "modal threshold") { changed(ModalMachine()) { $0.parameters.threshold += 1 } },
        DifferenceCase(name: "modal variant") { changed(ModalMachine()) { $0.parameters.variant = .modifier } },
        DifferenceCase(name: "modal phase") { changed(ModalMachine()) { $0.phase = .idle } },
        DifferenceCase(name: "modal now") { changed(ModalMachine()) { $0.now = 1 } },
        DifferenceCase(name: "modal drawn backdrop") {
            changed(ModalMachine()) { $0.drawnBackdrop = AnimatedValue(0.4) }
        },
        DifferenceCase(name: "modal release readout") { changed(ModalMachine()) { $0.releaseReadout.velocity = 1 } },
        DifferenceCase(name: "screen settled") { changed(ScreenMachine()) { $0.settled = 3 } },
        DifferenceCase(name: "screen shrink") { changed(ScreenMachine()) { $0.parameters.shrink = 0.2 } },
        DifferenceCase(name: "edge enabled") { changed(EdgeMachine()) { $0.parameters.enabled = false } },
        DifferenceCase(name: "edge anchor nil or 0") { changed(EdgeMachine()) { $0.anchorY = 0 } },
        DifferenceCase(name: "edge indicator side") { changed(EdgeMachine()) { $0.indicatorSide = .right } },
        DifferenceCase(name: "edge arm haptic") { changed(EdgeMachine()) { $0.parameters.armHaptic = .none } },
        DifferenceCase(name: "edge arm haptic style") {
            changed(EdgeMachine()) { $0.parameters.armHaptic = .impact(.heavy) }
        },
        DifferenceCase(name: "edge cancel timing") {
            changed(EdgeMachine()) { $0.parameters.cancelTiming = .linear(duration: 0.25) }
        },
        DifferenceCase(name: "edge predictive back") {
            changed(EdgeMachine()) { $0.parameters.predictiveBack = PredictiveBack() }
        },
        DifferenceCase(name: "sheet dismiss mode") { changed(SheetMachine()) { $0.parameters.dismiss = .disabled } },
        DifferenceCase(name: "sheet leaving") { changed(SheetMachine()) { $0.leaving = nil } },
        DifferenceCase(name: "sheet grabbed nil or 0") { changed(SheetMachine()) { $0.grabbedAt = 0 } },
        DifferenceCase(name: "panel sheet callbacks") {
            changed(PanelSheetMachine()) { $0.pendingDismissalCallbacks = ["onDismiss"] }
        },
        DifferenceCase(name: "panel sheet profile") {
            changed(PanelSheetMachine()) {
                $0.profileName = .gorhom
                $0.configuration = .gorhom(GorhomDesign())
            }
        },
        DifferenceCase(name: "panel sheet move origin") { changed(PanelSheetMachine()) { $0.panelMoveOrigin = 1 } },
        DifferenceCase(name: "panel sheet held drag") {
            changed(PanelSheetMachine()) { $0.heldDrag = PanelDrag(startTop: 800, dy: -12) }
        },
        DifferenceCase(name: "panel sheet touched down outside") {
            changed(PanelSheetMachine()) { $0.touchedDownOutside = true }
        },
        DifferenceCase(name: "sheet selected") { changed(SheetMachine()) { $0.selected = 1 } },
        DifferenceCase(name: "sheet one detent fewer") {
            changed(SheetMachine()) { $0.parameters.detents.removeLast() }
        },
        DifferenceCase(name: "sheet detent size") {
            changed(SheetMachine()) { $0.parameters.detents[0].size = .height(201) }
        },
        DifferenceCase(name: "sheet detent spelling") {
            changed(SheetMachine()) { $0.parameters.detents[1].spelling = "50%" }
        },
        DifferenceCase(name: "sheet detent fraction or height") {
            changed(SheetMachine()) { $0.parameters.detents[0] = SheetDetent(size: .fraction(200), spelling: "200") }
        },
        DifferenceCase(name: "sheet background") {
            changed(SheetMachine()) {
                $0.parameters.background = .through(SheetDetent(size: .medium, spelling: "medium"))
            }
        },
        DifferenceCase(name: "sheet background detent") {
            var through = SheetMachine()
            through.parameters.background = .through(SheetDetent(size: .medium, spelling: "medium"))
            return changed(through) {
                $0.parameters.background = .through(SheetDetent(size: .large, spelling: "medium"))
            }
        },
        DifferenceCase(name: "sheet panel") {
            changed(SheetMachine()) { $0.parameters.panel = .floatingPanel(FloatingPanelDesign()) }
        },
        DifferenceCase(name: "screen finger ignored") { changed(ScreenMachine()) { $0.finger = .ignored } },
        DifferenceCase(name: "modal finger tracked or ignored") {
            var tracked = ModalMachine()
            tracked.finger = .tracking(touchDown)
            return changed(tracked) { $0.finger = .ignored }
        },
        DifferenceCase(name: "sheet finger sample") {
            var tracked = SheetMachine()
            tracked.finger = .tracking(touchDown)
            return changed(tracked) { $0.finger = .tracking(movedTouch(to: Point(x: 10, y: 23), at: 6)) }
        },
        DifferenceCase(name: "sheet finger sample tick") {
            var tracked = SheetMachine()
            tracked.finger = .tracking(movedTouch(to: Point(x: 10, y: 23), at: 6))
            return changed(tracked) { $0.finger = .tracking(movedTouch(to: Point(x: 10, y: 23), at: 12)) }
        },
        DifferenceCase(name: "edge finger edge") {
            var tracked = EdgeMachine()
            tracked.finger = .tracking(touchDown, edge: .left)
            return changed(tracked) { $0.finger = .tracking(touchDown, edge: .right) }
        },
    ]

    static let touchDown = DragSession(touchDownAt: Point(x: 10, y: 20), tick: 0, axis: .vertical)

    /// `touchDown` after one sample at `point`, `tick`.
    static func movedTouch(to point: Point, at tick: Int64) -> DragSession {
        var session = touchDown
        session.move(to: point, at: tick)
        return session
    }

    @Test(arguments: differenceCases)
    func machinesThatDifferInOneFieldHashApart(_ row: DifferenceCase) {
        let (original, changed) = row.pair()
        #expect(original != changed, "\(row.name): the case changes the machine")
        #expect(original.hashValue != changed.hashValue, "\(row.name)")
    }

    @Test(arguments: Kind.allCases)
    func equalMachinesHashAlike(_ kind: Kind) {
        var first = kind.makeMachine()
        var second = kind.makeMachine()
        _ = first.handle(.presentationRequested(animated: true, at: 0), in: Environment())
        _ = second.handle(.presentationRequested(animated: true, at: 0), in: Environment())
        #expect(AnyHashable(first) == AnyHashable(second))
        #expect(AnyHashable(first).hashValue == AnyHashable(second).hashValue, "\(kind.rawValue)")
    }
}

/// `hashNormalized(shiftedBy:into:)` read in place (every kind) equals hashing a copy shifted and
/// normalised, on every state a breadth-first walk of the kind's events reaches.
@Suite("Normalised machine hashes")
struct NormalizedHashTests {
    /// Events that move a vertical kind through its phases: touches, frames, escape, backdrop.
    static let events: [@Sendable (Int64) -> Event] = [
        { .frameTicked(at: $0) },
        { .touchBegan(Point(x: 200, y: 500), at: $0) },
        { .touchMoved(Point(x: 200, y: 560), at: $0) },
        { .touchMoved(Point(x: 200, y: 700), at: $0) },
        { .touchBegan(Point(x: 4, y: 400), at: $0) },
        { .touchMoved(Point(x: 140, y: 400), at: $0) },
        { .touchEnded(at: $0) },
        { .escapeRequested(at: $0) },
        { .presentationRequested(animated: true, at: $0) },
    ]

    static func hashes(of machine: some Machine, shift: Int64) -> (inPlace: Int, copy: Int) {
        var inPlace = Hasher()
        machine.hashNormalized(shiftedBy: shift, into: &inPlace)
        var copy = Hasher()
        machine.hashNormalizedCopy(shiftedBy: shift, into: &copy)
        return (inPlace.finalize(), copy.finalize())
    }

    /// A machine the walk starts from.
    struct StartCase: CustomTestStringConvertible, Sendable {
        var name: String
        var machine: @Sendable () -> any Machine
        var testDescription: String { name }
    }

    static let startCases: [StartCase] = [
        StartCase(name: "modal") { ModalMachine() },
        StartCase(name: "screen") { ScreenMachine() },
        StartCase(name: "edge") { EdgeMachine() },
        StartCase(name: "sheet") { SheetMachine() },
        StartCase(name: "sheet profile=floatingpanel") {
            (try? Kind.sheet.makeMachine(configuredBy: [ParameterSetting(name: "profile", value: "floatingpanel")]))
                ?? PanelSheetMachine()
        },
    ]

    @Test(arguments: startCases)
    func theInPlaceHashEqualsTheCopysOnEveryStateReached(_ row: StartCase) {
        let kind = row.name
        var frontier: [any Machine] = [row.machine()]
        var checked = 0
        var tick: Int64 = 0
        for _ in 0..<4 {
            var next: [any Machine] = []
            for machine in frontier {
                for event in Self.events {
                    var changed = machine
                    tick += 100
                    _ = changed.handle(event(tick), in: Environment())
                    next.append(changed)
                    for shift in [0, -tick, -(tick - 37)] {
                        let (inPlace, copy) = Self.hashes(of: changed, shift: shift)
                        #expect(inPlace == copy, "\(kind) in \(changed.phase), shifted by \(shift)")
                        checked += 1
                    }
                }
            }
            frontier = next
        }
        #expect(checked > 3 * 9 * 9 * 9)
    }
}
