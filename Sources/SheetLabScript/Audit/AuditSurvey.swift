import SheetLabCore

/// What the gestures and single-pointer actions of a subject reach, found by running each in a
/// fresh world through the interpreter: the facts several checks share.
struct AuditSurvey: Sendable {
    /// One gesture tried, and what it did.
    struct GestureTrial: Sendable {
        var gesture: AuditGesture
        /// What the gesture reached, if anything (a cancel reaches nothing).
        var outcome: AuditOutcome?
        /// The phase right after the lift.
        var phaseAfterRelease: Phase
        /// Whether the drag began (a touch outside the hit area, or too short, never does).
        var began: Bool
    }

    /// One single-pointer action tried on a presented sheet at rest, and what it did.
    struct ActionTrial: Sendable {
        var action: SinglePointerAction
        var outcome: AuditOutcome?
    }

    var axis: GestureAxis
    /// Every gesture, in the order tried: held drags toward dismissal by 10 pt steps, then away,
    /// then flings.
    var trials: [GestureTrial]
    /// The sheet's single-pointer actions (`Machine.singlePointerActions`), each tried once.
    var actions: [ActionTrial]

    /// Held drags are tried every this many points, out to the screen's extent along the axis.
    static let distanceStep = 10.0
    /// Fling distances and velocities tried in both directions.
    static let flingDistances = [40.0, 120.0]
    static let flingVelocities = [1000.0, 3000.0]

    /// Runs every gesture and action on `subject`.
    static func make(_ subject: AuditSubject) -> AuditSurvey {
        var probe = EvidenceScenario(subject: subject, header: [])
        probe.begin()
        let start = (try? probe.session.world.defaultDragStart(sheet: subject.sheet)) ?? Point(x: 0, y: 0)
        let axis = GestureAxis(kind: subject.kind, start: start, width: probe.environment.screenWidth)
        let actions = probe.machine.singlePointerActions
        let extent = axis.isHorizontal ? subject.environment.screenWidth : subject.environment.screenHeight
        var gestures: [AuditGesture] = []
        for sign in [1.0, -1.0] {
            var distance = distanceStep
            while distance <= extent {
                gestures.append(AuditGesture(distance: sign * distance, style: .held))
                distance += distanceStep
            }
        }
        for sign in [1.0, -1.0] {
            for distance in flingDistances {
                for velocity in flingVelocities {
                    gestures.append(AuditGesture(distance: sign * distance, style: .fling(velocity)))
                }
            }
        }
        return AuditSurvey(
            axis: axis, trials: gestures.map { trial($0, subject: subject, axis: axis) },
            actions: actions.map { ActionTrial(action: $0, outcome: outcome(of: $0, subject: subject)) })
    }

    /// Runs one gesture in a fresh world and settles.
    static func trial(_ gesture: AuditGesture, subject: AuditSubject, axis: GestureAxis) -> GestureTrial {
        var scenario = EvidenceScenario(subject: subject, header: [])
        scenario.begin()
        let detent = scenario.value(of: .detent)
        var records: [Record] = []
        for command in gesture.commands(sheet: subject.sheet, axis: axis) { records += scenario.run(command) }
        let phase = scenario.machine.phase
        records += scenario.run(.settle(name: nil, limit: .ticks(Session.defaultSettleLimit)))
        let began = records.contains {
            if case .transitioned(_, .dragging, _) = $0.occurrence { return true }
            return false
        }
        return GestureTrial(
            gesture: gesture, outcome: outcome(of: records, detentBefore: detent, scenario: scenario),
            phaseAfterRelease: phase, began: began)
    }

    /// Runs one action on a presented sheet at rest and settles.
    static func outcome(of action: SinglePointerAction, subject: AuditSubject) -> AuditOutcome? {
        var scenario = EvidenceScenario(subject: subject, header: [])
        scenario.begin()
        let detent = scenario.value(of: .detent)
        var records = scenario.run(action.command(sheet: subject.sheet))
        records += scenario.run(.settle(name: nil, limit: .ticks(Session.defaultSettleLimit)))
        return outcome(of: records, detentBefore: detent, scenario: scenario)
    }

    /// What `records` reached: onDismiss, else the edge action, else a change of detent. Other
    /// callbacks (an action sheet's `action 1` before its onDismiss, a filter sheet's Reset) are the
    /// host's own closures, not where the component goes.
    static func outcome(of records: [Record], detentBefore: FieldValue?, scenario: EvidenceScenario) -> AuditOutcome? {
        let callbacks = records.compactMap { record -> String? in
            if case .callbackFired(let name) = record.occurrence { return name }
            return nil
        }
        if callbacks.contains("onDismiss") { return .dismiss }
        if scenario.subject.kind == .edge, let action = callbacks.first(where: { $0.hasPrefix("action ") }) {
            return .action(String(action.dropFirst("action ".count)))
        }
        if let detent = scenario.value(of: .detent), detent != detentBefore, case .word(let word) = detent {
            return .detent(word)
        }
        return nil
    }

    // MARK: - Reading the survey

    /// Every outcome dragging reaches, in the order first reached, with the first gesture that did.
    var dragOutcomes: [(outcome: AuditOutcome, trial: GestureTrial)] {
        var found: [(AuditOutcome, GestureTrial)] = []
        for trial in trials {
            guard let outcome = trial.outcome, !found.contains(where: { $0.0 == outcome }) else { continue }
            found.append((outcome, trial))
        }
        return found
    }

    /// The first held drag that leaves the sheet in `phase` right after the lift.
    func heldTrial(endingIn phase: Phase) -> GestureTrial? {
        trials.first { $0.gesture.style == .held && $0.phaseAfterRelease == phase }
    }

    /// The first held drag that begins (the shortest toward dismissal).
    var firstBegun: GestureTrial? {
        trials.first { $0.gesture.style == .held && $0.began }
    }

    /// The first held drag that begins and reaches nothing: a cancel.
    var cancelTrial: GestureTrial? {
        trials.first { $0.gesture.style == .held && $0.began && $0.outcome == nil && $0.gesture.distance > 0 }
            ?? trials.first { $0.gesture.style == .held && $0.began && $0.outcome == nil }
    }

    /// The first gesture whose outcome is a dismissal or the edge action: the component's exit.
    var exitTrial: GestureTrial? {
        trials.first {
            guard let outcome = $0.outcome else { return false }
            if case .detent = outcome { return false }
            return true
        }
    }

    /// How the component exits without the escape: the first gesture that dismisses or fires the
    /// edge action, else the first single-pointer action that does (an action sheet has no drag).
    func exit(sheet: String) -> (name: String, commands: [Command])? {
        if let trial = exitTrial {
            return (trial.gesture.words(axis: axis), trial.gesture.commands(sheet: sheet, axis: axis))
        }
        guard let action = actions.first(where: { $0.outcome?.callbacks == 1 }) else { return nil }
        return (action.action.words, [action.action.command(sheet: sheet)])
    }

    /// The first fling that reaches something.
    var flingTrial: GestureTrial? {
        trials.first {
            if case .fling = $0.gesture.style { return $0.outcome != nil }
            return false
        }
    }
}

extension SinglePointerAction {
    /// The command that performs the action on `sheet`.
    func command(sheet: String) -> Command {
        switch self {
        case .backdropTap: .tapBackdrop(name: sheet)
        case .button(let button): .press(name: sheet, button: button)
        }
    }

    /// `a backdrop tap`, `a press of close`.
    var words: String {
        switch self {
        case .backdropTap: "a backdrop tap"
        case .button(let button): "a press of \(button)"
        }
    }
}
