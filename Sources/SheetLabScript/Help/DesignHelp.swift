import SheetLabCore

/// What `help design` says: the design language in one screen, its words taken from the
/// language's own tables; docs/design-language.md is the reference.
enum DesignHelp {
    /// The topic's name.
    static let topic = "design"

    /// The help text, ending in a line break.
    static var text: String {
        var text = """
            A design file (NAME.design) writes down a component: one statement a line, '#' comments,
            '\\' continues a line. 'sheetlab check FILE.design' finds its errors; 'sheetlab designs show
            FILE' prints it as parsed; 'sheetlab designs' lists the shipped ones. 'new KIND NAME
            design=FILE' (or design=NAME, a shipped one) runs it, and every tool reads it.
            Reference: docs/design-language.md

            statements:

            """
        text += SubcommandHelp.aligned([
            ("design NAME", "the design's name, [a-z][a-z0-9-]*"),
            ("family F", DesignFamily.allCases.map(\.rawValue).joined(separator: ", ")),
            ("source \"TEXT\"", "where the design comes from"),
            ("positions [L:] H, ...", "a sheet's detents, lowest first: 180, 55%, medium, large, hidden"),
            ("presents at P", "the position a sheet presents at"),
            ("height H", "a modal's height, pt"),
            ("drag on WHERE", "content, handle, or edge-strip W [at leading|trailing|left|right]"),
            ("drag min-distance D", "travel before a drag begins, pt"),
            ("drag follows HOW", "1:1, 1:1 clamped, resistance F, rubber-band C"),
            ("projection P", "how 'predicted' projects: swiftui, or uikit(rate: 0.998)"),
            ("release OUTCOME [when C]", "ordered; the first whose condition holds decides; the last has no 'when'"),
            ("animation T A", "the animation of a transition"),
            ("reduce-motion [T] A", "what reduce motion uses instead (all transitions without T)"),
            ("backdrop dim O [at P]", "the backdrop's dim, 0 to 1"),
            ("backdrop tap WHAT", "dismisses, ignored, passes-through, presses BUTTON"),
            ("escape WHAT", "dismisses, ignored, commits, snaps to P, presses BUTTON"),
            ("button NAME WHAT", "dismisses, snaps to P, runs, runs then dismisses"),
            ("haptic EVENT STYLE", "events " + DesignHaptic.Event.allCases.map(\.rawValue).joined(separator: ", ")),
            ("draw scale|opacity = X", "a drawn value as a plain number"),
            ("action A", "an edge's commit: " + EdgeAction.allCases.map(\.rawValue).joined(separator: ", ")),
            ("quirk NAME source \"TEXT\"", "a named behaviour the rules cannot say, with its source"),
        ])
        text += "\noutcomes: dismiss, snap to P | nearest(positions, to: X) | next(positions, by: V), stay, cancel, "
        text += "commit\ntransitions: " + DesignTransition.allCases.map(\.rawValue).joined(separator: ", ") + "\n"
        text += "\nreadings:\n"
        text += SubcommandHelp.aligned(
            DesignReading.allCases.map { reading in
                (reading.spelling, reading.unit == .number ? "plain" : reading.unit.suffix)
            })
        text += """

            expressions: + - * /, < <= > >= == !=, and, or, ( ), min(X, ...), max(X, ...), abs(X),
            nearest(positions, to: X), next(positions, by: V); numbers 180, 180pt, 55%, 1200pt/s, 0.2s, 250ms
            (a bare number takes the unit of what it is added to or compared with); X / 0 is 0.

            """
        text += "animations: " + DesignAnimation.Function.allCases.map(\.rawValue).joined(separator: ", ") + "\n"
        text += "quirks: " + DesignQuirk.allCases.map(\.rawValue).joined(separator: ", ") + "\n"
        return text
    }
}
