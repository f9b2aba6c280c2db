import SheetLabCore

/// The text of `help KIND`: what the kind models, every parameter as `NAME=DEFAULT` with its
/// meaning, unit, range and source, every field and phase, what `progress` reads after a
/// dismissal (`Kind.progressAfterDismissal`), and the seed quirks `explain` names. Everything a
/// user needs without the project's documents; from the kind's own `parameterTable`, so `help`,
/// `new` and `set` never disagree.
public enum KindHelp {
    /// What a kind is, in the words of the README's table.
    struct Description {
        var models: String
        var seed: String
        /// Seed behaviours `explain` names when they decide an outcome (besides the layout
        /// quirks of `Kind.layoutQuirks`).
        var quirks: [String]
    }

    static func description(of kind: Kind) -> Description {
        switch kind {
        case .screen:
            Description(
                models:
                    "a full-screen page that follows a downward drag, shrinks and fades, and leaves past a threshold",
                seed: "DragToDismissScreen (SwiftUI Blocks), drag-to-dismiss-screen.txt", quirks: [])
        case .modal:
            Description(
                models: "a floating modal closed by a downward swipe or a backdrop tap",
                seed: "a swipe-to-dismiss SwiftUI tutorial, swipe-to-dismiss-tutorial.txt",
                quirks: [
                    "dragOffset stays at the last downward sample when the finger moves back above its start "
                        + "(the seed updates it only while dy > 0)"
                ])
        case .sheet:
            Description(
                models: "a bottom sheet that snaps between detents and dismisses on a low drag or a fast flick",
                seed: "MultiHeightBottomSheet, bottom-sheets-with-detents.txt",
                quirks: [
                    "a release nearest the same detent snaps back without animation (the seed animates only "
                        + "when currentDetent changes)",
                    "the seed calls predictedEndTranslation a velocity (velocity < -500 dismisses)",
                    "escape during a drag: the gesture is cancelled, then the sheet dismisses",
                ])
        case .edge:
            Description(
                models: "an edge-swipe-back indicator: the content stays, a bubble grows from the edge",
                seed: "EdgeSwipeBack, edge-swipe-back-readme.txt",
                quirks: ["pop with stack 1 pops nothing (the navigation stack is at its root); the action still counts"]
            )
        }
    }

    /// What each phase means (commands.md, Model).
    static let phaseMeanings: [Phase: String] = [
        .presenting: "the presentation animation runs; no touches",
        .idle: "at rest, taking touches",
        .dragging: "a drag has begun and the content follows the finger",
        .cancelling: "returning to rest after a drag that did not commit",
        .settling: "moving to a new detent",
        .committing: "the exit or commit animation runs; no touches",
        .dismissed: "gone; final until 'present'",
    ]

    /// The whole text of `help KIND`, ending in a newline; prose wrapped at `width` columns.
    public static func text(for kind: Kind) -> String {
        let description = description(of: kind)
        let name = kind.rawValue
        var text = wrapped("\(name): \(description.models)", indent: "")
        text += wrapped("seed: \(description.seed)", indent: "")
        text += "\nparameters ('new \(name) NAME PARAM=VALUE', 'set NAME.PARAM VALUE', 'inspect NAME params'):\n"
        for parameter in kind.machineType.parameterTable {
            text += "  \(parameter.name)=\(parameter.defaultValue)\n"
            text += wrapped("      \(parameter.summary)", indent: "      ")
            let facts = [parameter.unit, parameter.range].filter { !$0.isEmpty }.joined(separator: ", ")
            let source = parameter.source.isEmpty ? "" : "source: \(parameter.source)"
            let line = [facts, source].filter { !$0.isEmpty }.joined(separator: "; ")
            if !line.isEmpty { text += wrapped("      \(line)", indent: "      ") }
        }
        text += wrapped(
            "A parameter set live makes derived values jump without animation; rules use it from the next event.",
            indent: "")
        text += "\nfields ('inspect NAME FIELD', 'expect NAME.FIELD OP VALUE'):\n"
        let fields = Field.fields(of: kind)
        let width = fields.map(\.rawValue.count).max() ?? 0
        for field in fields {
            let padding = String(repeating: " ", count: width - field.rawValue.count)
            text += wrapped(
                FieldHelp.meaning(of: field), after: "  \(field.rawValue)\(padding)  ",
                indent: String(repeating: " ", count: width + 4))
        }
        let rules = kind.machineType.transitionTable
        let phases = Phase.allCases.filter { phase in rules.contains { $0.from == phase || $0.to == phase } }
        text += "\nphases ('graph \(name)' draws every transition):\n"
        let phaseWidth = phases.map(\.rawValue.count).max() ?? 0
        for phase in phases {
            let padding = String(repeating: " ", count: phaseWidth - phase.rawValue.count)
            text += "  \(phase.rawValue)\(padding)  \(phaseMeanings[phase] ?? "")\n"
        }
        text += "\nprogress after a dismissal:\n" + wrapped("  \(kind.progressAfterDismissal)", indent: "  ")
        let quirks = description.quirks + kind.layoutQuirks
        if !quirks.isEmpty {
            text += "\nseed quirks that 'explain' names:\n"
            for quirk in quirks { text += wrapped("  - \(quirk)", indent: "    ") }
        }
        return text
    }

    /// The columns prose is wrapped at.
    static let width = 100

    /// `line` broken at spaces into lines of at most `width` columns (a longer word stays whole),
    /// continuation lines starting with `indent`; each line ends in a newline.
    static func wrapped(_ line: String, indent: String) -> String {
        let leading = String(line.prefix { $0 == " " })
        return wrapped(String(line.dropFirst(leading.count)), after: leading, indent: indent)
    }

    /// `body` after `head` (kept as it is, spaces included), wrapped as `wrapped(_:indent:)` does.
    static func wrapped(_ body: String, after head: String, indent: String) -> String {
        var lines: [String] = []
        var current = head
        for word in body.split(separator: " ") {
            if current.count == head.count && lines.isEmpty || current == indent {
                current += word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = indent + word
            }
        }
        lines.append(current)
        return lines.map { $0 + "\n" }.joined()
    }
}

/// What each field means, with its unit, for `help KIND` (commands.md, Fields).
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
    ]

    /// The meaning of `field`; empty for a field not described yet (a test lists those).
    public static func meaning(of field: Field) -> String {
        meanings[field] ?? ""
    }
}
