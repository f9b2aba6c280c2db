import SheetLabCore

/// The text of `help KIND`: the kind's parameters with their defaults and meanings, from the
/// kind's own `parameterTable` (so `help`, `new` and `set` never disagree).
public enum ParameterHelp {
    /// What each kind models, in one line (commands.md, Model).
    static func summary(of kind: Kind) -> String {
        switch kind {
        case .screen:
            "a full-screen page that follows a downward drag, shrinks and fades, and leaves past a threshold"
        case .modal: "a custom floating modal closed by a downward swipe, a backdrop tap or its Close button"
        case .sheet:
            "a bottom sheet with detents that snaps between heights and dismisses on a low drag or a flick; or, "
                + "by profile=, the same seed's custom, action and filter sheets"
        case .edge:
            "an edge-swipe-back indicator on a modal screen: the content stays, an indicator bubble grows from the edge"
        }
    }

    /// `KIND: summary`, then each parameter as `NAME=DEFAULT` over its meaning (a sheet: each
    /// profile's, with its buttons; a modal: then its variants and Close button; a screen: what it
    /// offers besides the drag; `ParameterHelp+Designs`), then what `progress` reads after a
    /// dismissal and the layout quirks `explain` names (issue 12).
    public static func text(for kind: Kind) -> String {
        var text = wrapped("\(kind.rawValue): \(summary(of: kind))", indent: "") + "\n"
        if kind == .sheet {
            text += sheetDesigns()
        } else {
            text += "parameters ('new \(kind.rawValue) NAME PARAM=VALUE ...', 'set NAME.PARAM VALUE'), with defaults:\n"
            text += parameterLines(kind.machineType.parameterTable)
            switch kind {
            case .modal: text += modalDesigns()
            case .screen: text += screenControls
            case .sheet, .edge: break
            }
        }
        text += "progress after a dismissal:\n" + wrapped(kind.progressAfterDismissal, indent: "  ")
        for quirk in kind.layoutQuirks {
            text += "seed quirk:\n" + wrapped(quirk, indent: "  ")
        }
        return text
    }

    /// Each parameter as `  NAME=DEFAULT` over its wrapped meaning.
    static func parameterLines(_ table: [ParameterInfo]) -> String {
        var text = ""
        for parameter in table {
            text += "  \(parameter.name)=\(parameter.defaultValue)\n"
            text += wrapped(parameter.summary, indent: "      ")
        }
        return text
    }

    /// Lines no wider than `width`, each starting with `indent`, broken between words.
    static func wrapped(_ text: String, indent: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }
}
