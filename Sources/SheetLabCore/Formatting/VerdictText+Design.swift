/// The words of a design file's decisions (docs/design-language.md): each comparison with the
/// side as written and its value, and the file and line of the clause (`checkout.design:5`).
extension VerdictText {
    /// `predicted-height 96.0 < 120`: a comparison that held as written; one that did not with
    /// its operator negated (`offset 40.0 <= 150`), so that every line reads as true.
    static func designComparison(_ record: DesignComparisonRecord) -> String {
        let comparison = record.holds ? record.comparison : negated(record.comparison)
        let (left, right) = ComparisonText.pair(record.left, record.right)
        return designSide(record.leftSide, left) + " \(comparison.rawValue) " + designSide(record.rightSide, right)
    }

    /// A side of a comparison: a reading or expression as written with its value
    /// (`predicted-height 96.0`), a number written in pt, pt/s or s as its value alone (`120`), a
    /// percentage or milliseconds with its value (`55% 480.7`).
    static func designSide(_ side: DesignExpression?, _ value: String) -> String {
        guard let side else { return value }
        var literal = side
        var sign = 1.0
        if case .negated(let operand) = side.node {
            literal = operand
            sign = -1
        }
        if case .number(let number, let unit) = literal.node {
            switch unit {
            case .number, .points, .pointsPerSecond, .seconds: return ComparisonText.plain(sign * number)
            case .percent, .milliseconds: break
            }
        }
        return DesignExpressionText.text(side) + " " + value
    }

    /// The operator that holds when `comparison` does not.
    static func negated(_ comparison: DesignComparisonOperator) -> DesignComparisonOperator {
        switch comparison {
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .greater: .lessOrEqual
        case .greaterOrEqual: .less
        case .equal: .notEqual
        case .notEqual: .equal
        }
    }

    /// The reason a clause decided: what held, joined by `and`, then what a `nearest` or `next`
    /// snap found (`nearest(positions, to: predicted-height 37.0) is peek 120.0`); for a final
    /// clause with neither, that no earlier clause held.
    static func designClause(_ clause: DesignVerdict.Clause) -> String {
        var parts = clause.held.isEmpty ? [] : [clause.held.map(designComparison).joined(separator: " and ")]
        if let snap = clause.snap {
            switch clause.outcome {
            case .snap(.nearest(let target)):
                parts.append(
                    "nearest(positions, to: \(designSide(target, ComparisonText.points(snap.argument)))) is "
                        + "\(snap.position) \(ComparisonText.points(snap.height))")
            case .snap(.next(let direction)):
                parts.append(
                    "next(positions, by: \(designSide(direction, ComparisonText.points(snap.argument)))) is "
                        + "\(snap.position) \(ComparisonText.points(snap.height))")
            default: break
            }
        }
        return parts.isEmpty ? "no earlier clause held" : parts.joined(separator: ", ")
    }

    /// An outcome as the clause writes it.
    static func designOutcome(_ outcome: ReleaseOutcome) -> String {
        switch outcome {
        case .dismiss: "dismiss"
        case .stay: "stay"
        case .cancel: "cancel"
        case .commit: "commit"
        case .snap(.position(let name)): "snap to \(name)"
        case .snap(.nearest(let target)): "snap to nearest(positions, to: \(DesignExpressionText.text(target)))"
        case .snap(.next(let direction)): "snap to next(positions, by: \(DesignExpressionText.text(direction)))"
        }
    }

    /// What an escape, backdrop tap or button statement says.
    static func designControl(_ control: DesignVerdict.Control) -> String {
        switch control {
        case .escape(let escape):
            switch escape {
            case .dismisses: "escape dismisses"
            case .ignored: "escape ignored"
            case .commits: "escape commits"
            case .snaps(let position): "escape snaps to \(position)"
            case .presses(let button): "escape presses \(button)"
            }
        case .backdropTap(let tap):
            switch tap {
            case .dismisses: "backdrop tap dismisses"
            case .ignored: "backdrop tap ignored"
            case .passesThrough: "backdrop tap passes-through"
            case .presses(let button): "backdrop tap presses \(button)"
            }
        case .button(let name, let effect):
            switch effect {
            case .dismisses: "button \(name) dismisses"
            case .snaps(let position): "button \(name) snaps to \(position)"
            case .runs: "button \(name) runs"
            case .runsThenDismisses: "button \(name) runs then dismisses"
            }
        case .unwritten(.escape): "no escape statement: the escape dismisses (an edge's performs its action)"
        case .unwritten(.backdropTap): "no backdrop tap statement: a backdrop tap dismisses"
        case .unwritten(let trigger): "no statement answers the \(trigger.rawValue)"
        }
    }
}
