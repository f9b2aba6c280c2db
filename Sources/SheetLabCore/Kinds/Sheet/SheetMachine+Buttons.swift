/// The action and filter sheets' buttons (`press`), and the touches they ignore
/// (seed: bottom-sheets-with-detents.txt, `ActionBottomSheet`, `FilterBottomSheet`).
extension SheetMachine {
    /// A touch on a sheet whose seed attaches no gesture to its content: nothing moves; the log
    /// and `explain` say so.
    mutating func ignoreTouch(at tick: Int64) -> [Occurrence] {
        let design = profile.seedDesign
        lastDecision = Decision(
            trigger: .drag, tick: tick, outcome: "ignored", reason: "\(design) attaches no DragGesture",
            comparisons: ["the sheet has no .gesture: a drag on it moves nothing; its buttons answer press"],
            source: "seed \(design): Buttons, and .onTapGesture on the backdrop only")
        return [
            .ignored(
                IgnoredInput(
                    .touch,
                    .words(
                        reason: "touch: seed \(design) attaches no DragGesture",
                        rule: "the seed's \(design) has no .gesture on its content; its buttons answer press")))
        ]
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
                trigger: .press, tick: tick, outcome: "ignored", reason: "hit-testing false while \(phase.rawValue)",
                comparisons: ["\(button): a view that takes no touches takes no button press"],
                source: "docs/models.md#shared-rules: no touches while presenting, committing or dismissed")
            return [.ignored(.pressWhileHidden(button, phase: phase))]
        }
        let design = profile.seedDesign
        if button == "reset" {
            lastDecision = Decision(
                trigger: .press, tick: tick, outcome: "stay", reason: "Reset only empties the selected filters",
                comparisons: ["reset: selectedFilters.removeAll(); isPresented stays true"],
                source: "seed \(design) Button(\"Reset\") { selectedFilters.removeAll() }")
            return [.callbackFired("selectedFilters.removeAll()")]
        }
        var occurrences: [Occurrence] = []
        let source: String
        var comparisons: [String]
        if button.hasPrefix("action ") {
            occurrences.append(.callbackFired(button))
            source = "seed \(design) action Button { action.action(); withAnimation { isPresented = false } }"
            comparisons = ["\(button): action.action() runs first, then withAnimation { isPresented = false }"]
        } else {
            let label = Self.buttonLabels[button] ?? button
            source = "seed \(design) \(label) button: withAnimation { isPresented = false }"
            comparisons = ["\(button): withAnimation { isPresented = false }"]
        }
        comparisons += cancelDragForDismiss(at: tick, in: environment)
        // Like an escape: no drag on these sheets, so the readout is 0.
        releaseReadout = .zero
        let notes = decisionNotes
        lastDecision = Decision(
            trigger: .press, tick: tick, outcome: .dismiss, reason: .words("the button \(button) dismisses"),
            source: .words(source), comparisons: comparisons.map { .words($0) }, quirks: notes.leaveQuirks(),
            otherMotionSetting: notes.otherMotionNote(in: environment), readout: releaseReadout)
        return occurrences + leave(from: phase, cause: .press(button), at: tick, in: environment)
    }

    /// How the seed labels each button.
    static let buttonLabels = ["cancel": "\"Cancel\"", "done": "\"Done\"", "apply": "\"Apply Filters (N)\""]
}
