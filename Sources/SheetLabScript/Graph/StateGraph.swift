import SheetLabCore

/// `graph NAME [dot|mermaid]`: a kind's transition table as Graphviz DOT or a Mermaid state diagram.
///
/// Nodes are the phases the table uses, in `Phase` order; edges follow the table's order and are
/// labelled `event [guard]` (just `event` when the guard is empty). Every machine starts
/// `dismissed` (never presented), so the start arrow points there. The current phase is filled
/// and bold. Both texts end with a newline and depend only on their input.
public enum StateGraph {
    /// Fill of the current phase in both renderings (a light amber).
    static let currentFill = "#ffe08a"
    /// Outline of the current phase in both renderings (a dark amber).
    static let currentStroke = "#b07d00"

    /// Graphviz DOT text; renders with `dot -Tsvg`.
    public static func dot(kind: Kind, rules: [TransitionRule], current: Phase?) -> String {
        var lines = [
            "digraph \(dotQuoted(kind.rawValue)) {",
            "    rankdir=LR;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
            "    start [shape=point, label=\"\"];",
        ]
        for phase in phases(of: rules, current: current) {
            if phase == current {
                lines.append(
                    "    \(dotQuoted(phase.rawValue)) [style=\"rounded,filled,bold\", fillcolor=\"\(currentFill)\", "
                        + "color=\"\(currentStroke)\", penwidth=2];")
            } else {
                lines.append("    \(dotQuoted(phase.rawValue));")
            }
        }
        lines.append("    start -> \(dotQuoted(Phase.dismissed.rawValue));")
        for rule in rules {
            lines.append(
                "    \(dotQuoted(rule.from.rawValue)) -> \(dotQuoted(rule.to.rawValue)) "
                    + "[label=\(dotQuoted(label(of: rule)))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid `stateDiagram-v2` text, the current phase marked with the class `current`.
    public static func mermaid(kind: Kind, rules: [TransitionRule], current: Phase?) -> String {
        var lines = [
            "---",
            "title: \(kind.rawValue)",
            "---",
            "stateDiagram-v2",
            "    [*] --> \(Phase.dismissed.rawValue)",
        ]
        for rule in rules {
            lines.append("    \(rule.from.rawValue) --> \(rule.to.rawValue) : \(mermaidEscaped(label(of: rule)))")
        }
        if let current {
            lines.append(
                "    classDef current fill:\(currentFill),stroke:\(currentStroke),stroke-width:3px,font-weight:bold")
            lines.append("    class \(current.rawValue) current")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The phases that appear in `rules` (plus `dismissed`, where every machine starts, and
    /// `current`), in `Phase` order.
    static func phases(of rules: [TransitionRule], current: Phase?) -> [Phase] {
        var used: Set<Phase> = [.dismissed]
        for rule in rules {
            used.insert(rule.from)
            used.insert(rule.to)
        }
        if let current { used.insert(current) }
        return Phase.allCases.filter { used.contains($0) }
    }

    /// `event [guard]`, or `event` when the event alone decides.
    static func label(of rule: TransitionRule) -> String {
        rule.guardText.isEmpty ? rule.event : "\(rule.event) [\(rule.guardText)]"
    }

    /// `text` as a DOT double-quoted string: backslashes and quotes escaped, line breaks as `\n`.
    static func dotQuoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// `text` safe after ` : ` in a Mermaid transition: the characters the state grammar reads
    /// (`;` ends a statement, `:` splits a label, `#` starts an entity) and HTML's `<`, `>`, `&`,
    /// `"` become Mermaid entity codes; line breaks become spaces.
    static func mermaidEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case ":": result += "#58;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "\"": result += "#quot;"
            case "\n", "\r\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
