/// The groups of rules that every sheet design repeats, so that a design's table lists only what
/// is its own: how it is presented, what dismisses it from each phase, and how it leaves.
extension TransitionRule {
    /// `presentAnimated`, `presentAtOnce` and `presentationEnds`, with their guards.
    static func presentation(animated: String, atOnce: String, ends: String = "entry animations removed")
        -> [TransitionRule]
    {
        [
            TransitionRule(
                "presentAnimated", from: .dismissed, on: "presentationRequested", when: animated, to: .presenting),
            TransitionRule("presentAtOnce", from: .dismissed, on: "presentationRequested", when: atOnce, to: .idle),
            TransitionRule("presentationEnds", from: .presenting, on: "frameTicked", when: ends, to: .idle),
        ]
    }

    /// One request that dismisses from each of `phases`: the rule from a phase is called `name`
    /// followed by that phase's suffix (`escapeDismisses`, `escapeDismissesDragging`), guarded by
    /// that phase's text.
    static func dismissals(
        _ name: String, on event: String, from phases: [(phase: Phase, suffix: String, guardText: String)]
    ) -> [TransitionRule] {
        phases.map { entry in
            TransitionRule(name + entry.suffix, from: entry.phase, on: event, when: entry.guardText, to: .committing)
        }
    }

    /// `leaveEnds`, then `leaveAtOnceOn` + each suffix: an exit with nothing to animate ends at the
    /// event that started it.
    static func leaving(ends: String = "exit animations removed", atOnceOn events: [(suffix: String, event: String)])
        -> [TransitionRule]
    {
        [TransitionRule("leaveEnds", from: .committing, on: "frameTicked", when: ends, to: .dismissed)]
            + events.map { entry in
                TransitionRule(
                    "leaveAtOnceOn" + entry.suffix, from: .committing, on: entry.event, when: "nothing to animate",
                    to: .dismissed)
            }
    }

    /// The events whose exit can end at once: a release, an escape and a backdrop tap.
    static let releaseEscapeAndTap: [(suffix: String, event: String)] = [
        ("Release", "touchEnded"), ("Escape", "escapeRequested"), ("Tap", "backdropTapped"),
    ]
}

extension TransitionRule {
    /// A request that dismisses at rest, mid-drag (cancelling the drag first) and while the
    /// cancel spring runs, named `…Idle`, `…Dragging` and `…Cancelling` (`screen`, `modal`).
    static let whileIdleDraggingOrCancelling: [(phase: Phase, suffix: String, guardText: String)] = [
        (.idle, "Idle", ""), (.dragging, "Dragging", "the drag is cancelled first"), (.cancelling, "Cancelling", ""),
    ]
}
