/// The action and filter sheets' buttons (`press`), and the touches they ignore
/// (seed: bottom-sheets-with-detents.txt, `ActionBottomSheet`, `FilterBottomSheet`).
extension SheetMachine {
    /// A touch on a sheet whose seed attaches no gesture to its content: nothing moves; the log
    /// and `explain` say so.
    mutating func ignoreTouch(at tick: Int64) -> [Occurrence] {
        lastDecision = Decision(
            trigger: .drag, tick: tick, outcome: .ignored, reason: .noDragGesture(parameters.profile),
            source: .sheetWithoutGesture(parameters.profile), comparisons: [.noDragGesture])
        return [.ignored(IgnoredInput(.touch, .noDragGesture(parameters.profile)))]
    }

    /// Presses one of `buttons`; a button the content does not have does nothing (the world
    /// refuses it before it gets here).
    ///
    /// Each action button runs `action.action()`, then `withAnimation { isPresented = false }`;
    /// Cancel, Done and Apply only dismiss; Reset runs `selectedFilters.removeAll()` and stays.
    /// The dismissal is a backdrop tap's: the ZStack's `.animation(.spring(), value: isPresented)`.
    mutating func buttonPressed(_ button: String, at tick: Int64, in environment: Environment) -> [Occurrence] {
        guard buttons.contains(button) else { return [] }
        guard phase.takesTouches else {
            lastDecision = Decision(
                trigger: .press, tick: tick, outcome: .ignored, reason: .hitTestingFalse(phase),
                source: .pressWhileHidden, comparisons: [.pressWhileHidden(button: button)])
            return [.ignored(.pressWhileHidden(button, phase: phase))]
        }
        let source = Decision.Source.sheetButton(parameters.profile, button: button)
        if button == "reset" {
            lastDecision = Decision(
                trigger: .press, tick: tick, outcome: .stay, reason: .resetOnly, source: source, comparisons: [.reset])
            return [.callbackFired("selectedFilters.removeAll()")]
        }
        var occurrences: [Occurrence] = []
        if button.hasPrefix("action ") { occurrences.append(.callbackFired(button)) }
        let comparisons = [.sheetButton(button)] + cancelDragForDismiss(at: tick, in: environment)
        // Like an escape: no drag on these sheets, so the readout is 0.
        releaseReadout = .zero
        let notes = decisionNotes
        lastDecision = Decision(
            trigger: .press, tick: tick, outcome: .dismiss, reason: .buttonDismisses(button), source: source,
            comparisons: comparisons, quirks: notes.leaveQuirks(),
            otherMotionSetting: notes.otherMotionNote(in: environment), readout: releaseReadout)
        return occurrences + leave(from: phase, cause: .press(button), at: tick, in: environment)
    }

    /// How the seed labels each button.
}
