import SheetLabCore

extension Auditor {
    /// One path an animation can follow: how to start it, and what starts it.
    struct AnimationPath {
        /// `animated presentation`, `cancel (a held drag of 60.0 pt down)`, ...
        var name: String
        var animated = false
        /// The commands that lead up to the animation and start it.
        var commands: [Command] = []
        /// The callbacks the path fires once everything settles: 1 for a dismissal or the edge
        /// action, 0 for a presentation, a cancel or a detent change.
        var callbacks = 0
    }

    /// Every path that animates the subject, from the survey: the animated presentation, a
    /// cancel, each outcome dragging reaches (dismissal, each detent, the edge commit), a fling, the
    /// escape and each single-pointer action that reaches something.
    func animationPaths(_ survey: AuditSurvey) -> [AnimationPath] {
        let sheet = subject.sheet
        var paths = [AnimationPath(name: "animated presentation", animated: true)]
        if let cancel = survey.cancelTrial {
            paths.append(
                AnimationPath(
                    name: "cancel (\(cancel.gesture.words(axis: survey.axis)))",
                    commands: cancel.gesture.commands(sheet: sheet, axis: survey.axis)))
        }
        for (outcome, trial) in survey.dragOutcomes {
            paths.append(
                AnimationPath(
                    name: "\(outcome) by \(trial.gesture.words(axis: survey.axis))",
                    commands: trial.gesture.commands(sheet: sheet, axis: survey.axis), callbacks: outcome.callbacks))
        }
        if let fling = survey.flingTrial, let outcome = fling.outcome {
            paths.append(
                AnimationPath(
                    name: "\(outcome) by \(fling.gesture.words(axis: survey.axis))",
                    commands: fling.gesture.commands(sheet: sheet, axis: survey.axis), callbacks: outcome.callbacks))
        }
        paths.append(AnimationPath(name: "escape", commands: [.escape(name: sheet)], callbacks: 1))
        for action in survey.actions {
            guard let outcome = action.outcome else { continue }
            paths.append(
                AnimationPath(
                    name: action.action.words, commands: [action.action.command(sheet: sheet)],
                    callbacks: outcome.callbacks))
        }
        return paths
    }

    /// The fields `reduce-motion` records in its evidence: the kind's drawn values.
    var drawnFields: [Field] {
        switch subject.kind {
        case .screen: [.offset, .scale, .opacity]
        case .modal: [.offset, .backdrop]
        case .sheet: [.height, .offset, .backdrop]
        case .edge: [.progress, .bubbleWidth, .bubbleOpacity, .iconScale]
        }
    }

    /// `reduce-motion` (WCAG 2.3.3, Apple's Reduce Motion): with reduce motion on, every path runs
    /// and every animation is judged: a spring, a scale or an overshoot fails, remaining movement
    /// warns with its distance and duration, fades pass.
    func reduceMotion(_ survey: AuditSurvey) -> AuditResult {
        let sheet = subject.sheet
        var scenario = scenario(for: .reduceMotion)
        var verdict = AuditVerdict.pass
        var details: [String] = []
        var failures: [(words: String, path: String)] = []
        var movements: [(path: String, motion: MotionSummary.Motion)] = []
        for path in animationPaths(survey) {
            scenario.comment("\(path.name), reduce motion on:")
            scenario.begin(animated: path.animated, reduceMotion: true)
            // The recording starts at the command that starts the animation, or at the first when
            // something already animates before it (the edge's icon while the swipe arms).
            var probe = scenario
            let early = path.commands.dropLast().contains { command in
                probe.watch(command).frames.contains { !$0.machine.movingValues.isEmpty }
            }
            let record = Command.record(name: sheet, fields: drawnFields.map(\.rawValue), file: "-", raw: false)
            var frames = [
                FrameSample(tick: scenario.now, machine: scenario.machine, environment: scenario.environment)
            ]
            if early || path.commands.isEmpty { scenario.run(record) }
            for (index, command) in path.commands.enumerated() {
                if !early, index == path.commands.count - 1 { scenario.run(record) }
                frames += scenario.watch(command).frames
            }
            if !scenario.machine.movingValues.isEmpty { scenario.expectCurrent(.animation) }
            frames += scenario.watch(Self.settle).frames
            scenario.run(.recordStop)
            scenario.expectCurrent(.phase)
            let summary = MotionSummary(frames: frames, kind: subject.kind)
            details.append("\(path.name): \(summary.words)")
            verdict = verdict.worse(summary.verdict)
            for words in summary.failingWords { failures.append((words, path.name)) }
            if let largest = summary.largestMovement { movements.append((path.name, largest)) }
        }
        let reason: String
        switch verdict {
        case .fail:
            var kinds: [String] = []
            for failure in failures where !kinds.contains(failure.words) { kinds.append(failure.words) }
            let described = kinds.map { words in
                let paths = failures.filter { $0.words == words }.map(\.path)
                return "\(words) (\(paths.count == 1 ? paths[0] : "\(paths.count) paths: " + Self.list(paths)))"
            }
            reason = Self.list(described) + Self.reduceMotionHint(subject, failures: kinds)
        case .warn:
            let farthest = movements.max { $0.motion.distance < $1.motion.distance }!
            let motion = farthest.motion
            reason =
                "\(subject.kind.rawValue) still moves on \(Set(movements.map(\.path)).count) of \(details.count) paths, "
                + "up to \(Self.points(motion.distance)) in \(Self.seconds(motion.ticks)) "
                + "(\(motion.field.rawValue), \(farthest.path)); a cross-fade moves nothing"
        default:
            reason = "no spring, scale or movement on \(details.count) paths under reduce motion"
        }
        return result(.reduceMotion, verdict, reason: reason, details: details, evidence: scenario)
    }

    /// What the subject can change about a reduce-motion failure, when a parameter says.
    static func reduceMotionHint(_ subject: AuditSubject, failures: [String]) -> String {
        guard subject.kind == .edge else { return "" }
        var hints: [String] = []
        if subject.parameters.contains(where: { $0.name == "respects-reduce-motion" && $0.written == "false" }) {
            hints.append("respects-reduce-motion=false keeps the springs")
        }
        if failures.contains(where: { $0.contains("icon-scale scales") }) {
            hints.append("armed-icon-scale=1 keeps the icon still")
        }
        return hints.isEmpty ? "" : "; " + hints.joined(separator: ", ")
    }
}
