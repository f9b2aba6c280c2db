import SheetLabCore

/// What `help KIND` says about a kind beyond its parameters (`ParameterHelp` writes the text):
/// its seed, the seed quirks `explain` names, every field and phase with its meaning.
public enum KindHelp {
    /// A kind's seed and the quirks `explain` names.
    struct Description {
        var seed: String
        /// Seed behaviours `explain` names when they decide an outcome (besides the layout
        /// quirks of `Kind.layoutQuirks`).
        var quirks: [String]
    }

    static func description(of kind: Kind) -> Description {
        switch kind {
        case .screen:
            Description(
                seed: "DragToDismissScreen (SwiftUI Blocks), drag-to-dismiss-screen.txt", quirks: [])
        case .modal:
            Description(
                seed:
                    "a swipe-to-dismiss SwiftUI tutorial (CustomModalContent, by variant= its modifier), swipe-to-dismiss-tutorial.txt",
                quirks: [
                    "dragOffset stays at the last downward sample when the finger moves back above its start "
                        + "(the seed updates it only while dy > 0)"
                ])
        case .sheet:
            Description(
                seed:
                    "MultiHeightBottomSheet (by profile=, the same seed's other sheets), bottom-sheets-with-detents.txt",
                quirks: [
                    "a release nearest the same detent snaps back without animation (the seed animates only "
                        + "when currentDetent changes)",
                    "the seed calls predictedEndTranslation a velocity (velocity < -500 dismisses)",
                    "escape during a drag: the gesture is cancelled, then the sheet dismisses",
                ])
        case .edge:
            Description(
                seed: "EdgeSwipeBack, edge-swipe-back-readme.txt",
                quirks: ["pop with stack 1 pops nothing (the navigation stack is at its root); the action still counts"]
            )
        }
    }

    /// What each phase means (docs/commands.md#model).
    static let phaseMeanings: [Phase: String] = [
        .presenting: "the presentation animation runs; no touches",
        .idle: "at rest, taking touches",
        .dragging: "a drag has begun and the content follows the finger",
        .cancelling: "returning to rest after a drag that did not commit",
        .settling: "moving to a new detent",
        .committing: "the exit or commit animation runs; no touches",
        .dismissed: "gone; final until 'present'",
    ]

    /// The whole text of `help KIND`, ending in a newline (`ParameterHelp.text(for:)`).
    public static func text(for kind: Kind) -> String {
        ParameterHelp.text(for: kind)
    }

    /// `fields (...):` and every field of `kind` with its meaning, aligned.
    static func fieldLines(of kind: Kind) -> String {
        var text = "fields ('inspect NAME FIELD', 'expect NAME.FIELD OP VALUE'):\n"
        // `name` last: every kind has it, from the session rather than the machine.
        let fields = Field.fields(of: kind) + [.name]
        let width = fields.map(\.rawValue.count).max() ?? 0
        for field in fields {
            let head = "  \(field.rawValue)\(String(repeating: " ", count: width - field.rawValue.count))  "
            text += ParameterHelp.wrapped(
                FieldHelp.meaning(of: field), indent: String(repeating: " ", count: head.count), first: head)
        }
        return text
    }

    /// `phases (...):` and every phase of `rules` with its meaning, aligned.
    static func phaseLines(of kind: Kind, rules: [TransitionRule]) -> String {
        var text = "phases ('graph \(kind.rawValue)' draws every transition):\n"
        let phases = Phase.allCases.filter { phase in rules.contains { $0.from == phase || $0.to == phase } }
        let width = phases.map(\.rawValue.count).max() ?? 0
        for phase in phases {
            let padding = String(repeating: " ", count: width - phase.rawValue.count)
            text += "  \(phase.rawValue)\(padding)  \(phaseMeanings[phase] ?? "")\n"
        }
        return text
    }
}

/// What each field means, with its unit, for `help KIND` (docs/commands.md#fields).
public enum FieldHelp {
    static let meanings: [Field: String] = [
        .phase: "the phase (below)",
        .armed: "true when releasing now would commit; false outside dragging",
        .progress: "visual progress: 0 at rest, 1 at the threshold (3 decimals)",
        .dragProgress: "the finger's raw progress toward the threshold, unclamped (3 decimals)",
        .translation: "the finger's travel along the gesture's axis; 0 with no finger down (pt)",
        .velocity: "the finger's velocity along the axis, as a release now would see it (pt/s)",
        .predicted: "translation + 0.25 x velocity (pt)",
        .releaseTranslation: "the translation the last release, escape or backdrop tap decided with (pt)",
        .releaseVelocity: "the velocity the last release, escape or backdrop tap decided with (pt/s)",
        .releasePredicted: "the prediction the last release, escape or backdrop tap decided with (pt)",
        .offset: "where the content is drawn relative to rest, down or away from the edge positive (pt)",
        .scale: "drawn scale of the content (3 decimals)",
        .opacity: "drawn opacity of the content (3 decimals)",
        .backdrop: "dim opacity of the backdrop (3 decimals)",
        .height: "drawn height, never below 0 (pt)",
        .detent: "the selected detent, as written in detents",
        .hitTesting: "whether the content takes touches",
        .presented: "the presentation binding: false from the moment onDismiss fires",
        .dismissed: "times onDismiss (edge: the dismiss action) fired in this presentation, 0 or 1",
        .pops: "pops so far",
        .actions: "action firings so far",
        .stack: "navigation depth left",
        .haptics: "haptic events so far",
        .action: "what a commit does now: dismiss, pop or custom",
        .bubbleWidth: "indicator width (pt)",
        .bubbleHeight: "indicator height (pt)",
        .anchorY: "where the indicator sits on the edge (pt)",
        .bubbleOpacity: "indicator opacity (3 decimals)",
        .iconScale: "drawn scale of the indicator's icon (3 decimals)",
        .armedColor: "whether the indicator shows its armed colours",
        .animation: "the running animations of the content, as the seed spells them, or none",
        .name: "the sheet's name, as 'new' gave it (printed when named: 'inspect NAME name json')",
    ]

    /// The meaning of `field`; empty for a field not described yet (a test lists those).
    public static func meaning(of field: Field) -> String {
        meanings[field] ?? ""
    }
}
