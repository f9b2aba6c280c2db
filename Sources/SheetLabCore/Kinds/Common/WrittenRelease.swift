/// What a design file's release clauses decided, as a `Decision` records it: the reason (the
/// comparisons of the deciding clause that held, or its `nearest`/`next` finding), every
/// comparison made with its file and line, and the clause as the source. The one place the four
/// families' design files turn a `DesignDecision` into the words `explain` and the log print.
struct WrittenRelease {
    /// The decision of the clauses.
    let decision: DesignDecision
    let reason: Decision.Reason
    let steps: [Decision.Step]
    let source: Decision.Source

    /// The release of `design` (read from `path`) that `decision` describes; `snap` is what a
    /// `nearest` or `next` snap found, for a sheet.
    init(_ decision: DesignDecision, of design: Design, path: String, snap: DesignVerdict.Clause.Snap? = nil) {
        let cite = { (location: DesignLocation) in
            DesignVerdict.Citation(file: design.citedName(path: path), line: location.line)
        }
        let clause = design.release[decision.clause]
        let citation = cite(decision.location)
        var steps: [Decision.Step] = decision.comparisons.map { .designComparison($0, cite($0.location)) }
        if decision.clauseComparisons.isEmpty {
            steps.append(.designStatement("release " + VerdictText.designOutcome(clause.outcome), citation))
        }
        self.decision = decision
        self.steps = steps
        reason = .designClause(
            DesignVerdict.Clause(
                outcome: clause.outcome, held: decision.clauseComparisons.filter(\.holds), citation: citation,
                snap: snap))
        source = .designFile(citation)
    }
}
