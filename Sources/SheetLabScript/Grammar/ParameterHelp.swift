import SheetLabCore

/// The text of `help KIND`: the kind's parameters with their defaults and meanings, from the
/// kind's own `parameterTable` (so `help`, `new` and `set` never disagree).
public enum ParameterHelp {
    /// What each kind models, in one line (docs/commands.md#model).
    static func summary(of kind: Kind) -> String {
        switch kind {
        case .screen:
            "a full-screen page that follows a downward drag, shrinks and fades, and leaves past a threshold"
        case .modal: "a custom floating modal closed by a downward swipe, a backdrop tap or its Close button"
        case .sheet:
            "a bottom sheet with detents that snaps between heights and dismisses on a low drag or a flick; or, "
                + "by profile=, the same seed's custom, action and filter sheets, or a peer library's sheet "
                + "(floatingpanel, material, panmodal, gorhom); or, by design=FILE, a sheet written as a design file"
        case .edge:
            "an edge-swipe-back indicator on a modal screen: the content stays, an indicator bubble grows from the edge"
        }
    }

    /// `KIND: summary`, then each parameter as `NAME=DEFAULT` over its meaning (a sheet: each
    /// profile's, with its buttons; a modal: then its variants and Close button; a screen: what it
    /// offers besides the drag; `ParameterHelp+Designs`), then what `progress` reads after a
    /// dismissal and the layout quirks `explain` names (issue 12).
    public static func text(for kind: Kind) -> String {
        var text = wrapped("\(kind.rawValue): \(summary(of: kind))", indent: "")
        text += wrapped("seed: \(KindHelp.description(of: kind).seed)", indent: "") + "\n"
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
        text += "\n" + KindHelp.fieldLines(of: kind)
        text += "\n" + KindHelp.phaseLines(of: kind, rules: kind.machineType.transitionTable) + "\n"
        text += "progress after a dismissal:\n" + wrapped(kind.progressAfterDismissal, indent: "  ")
        for quirk in KindHelp.description(of: kind).quirks + kind.layoutQuirks {
            text += "seed quirk:\n" + wrapped(quirk, indent: "  ")
        }
        return text
    }

    /// Each parameter as `  NAME=DEFAULT` over its wrapped meaning, then its unit and range unless
    /// the meaning already says them, and its source (the seed file and line) where the table
    /// gives them.
    static func parameterLines(_ table: [ParameterInfo]) -> String {
        var text = ""
        for parameter in table {
            text += "  \(parameter.name)=\(parameter.defaultValue)\n"
            text += wrapped(parameter.summary, indent: "      ")
            var facts = [parameter.unit, parameter.range].filter { !$0.isEmpty }.joined(separator: ", ")
            if says(parameter.summary, facts) { facts = "" }
            let source = parameter.source.isEmpty ? "" : "source: \(parameter.source)"
            let line = [facts, source].filter { !$0.isEmpty }.joined(separator: "; ")
            if !line.isEmpty { text += wrapped(line, indent: "      ") }
        }
        return text
    }

    /// Whether `summary` already says `facts`: it holds them whole, or each of their
    /// alternatives (`a, b or c`) as a word of its own.
    static func says(_ summary: String, _ facts: String) -> Bool {
        guard !facts.isEmpty else { return true }
        let whole = facts[...]
        let alternatives = facts.split(separator: ", ").flatMap { $0.split(separator: " or ") }
            .map { $0.hasPrefix("or ") ? $0.dropFirst(3) : $0 }
        return holdsWord(summary, whole) || alternatives.allSatisfy { holdsWord(summary, $0) }
    }

    /// Whether `word` is in `text` with no letter, digit or hyphen on either side.
    private static func holdsWord(_ text: String, _ word: Substring) -> Bool {
        text.ranges(of: word).contains { range in
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            return [before, after].allSatisfy { $0.map { !($0.isLetter || $0.isNumber || $0 == "-") } ?? true }
        }
    }

    /// Lines no wider than `width`, each starting with `indent` (the first with `first` when
    /// given), broken between words.
    static func wrapped(_ text: String, indent: String, first: String? = nil, width: Int = 100) -> String {
        var lines: [String] = []
        var line = first ?? indent
        for word in text.split(separator: " ") {
            let start = lines.isEmpty ? (first ?? indent).count : indent.count
            if line.count > start, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            let lineStart = lines.isEmpty ? (first ?? indent).count : indent.count
            line += (line.count > lineStart ? " " : "") + word
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }
}
