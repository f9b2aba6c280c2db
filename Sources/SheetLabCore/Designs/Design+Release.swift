extension Design {
    /// What a release with `readings` does: the first clause whose condition holds decides; nil
    /// only for a design whose last clause has a condition (which `DesignChecker` refuses).
    public func decideRelease(with readings: DesignReadings) -> DesignDecision? {
        decide(with: readings, records: true)
    }

    /// What a release now would do, without keeping its comparisons (no array grows), so that a
    /// machine can ask at every frame of a drag (`armed`); `scripts/allocation-check` is to
    /// confirm it allocates nothing once a machine asks.
    public func releaseOutcome(with readings: DesignReadings) -> DesignDecision.Outcome? {
        decide(with: readings, records: false)?.outcome
    }

    private func decide(with readings: DesignReadings, records: Bool) -> DesignDecision? {
        var evaluator = DesignEvaluator(design: self, readings: readings, records: records)
        for (index, clause) in release.enumerated() {
            let firstOfClause = evaluator.comparisons.count
            if let condition = clause.condition, !evaluator.truth(condition) { continue }
            let outcome: DesignDecision.Outcome
            var argument: Double?
            switch clause.outcome {
            case .dismiss: outcome = .dismiss
            case .stay: outcome = .stay
            case .cancel: outcome = .cancel
            case .commit: outcome = .commit
            case .snap(.position(let name)): outcome = .snap(position: positionIndex(named: name) ?? 0)
            case .snap(.nearest(let target)):
                let value = evaluator.number(target)
                argument = value
                outcome = .snap(position: evaluator.nearestPosition(to: value))
            case .snap(.next(let direction)):
                let value = evaluator.number(direction)
                argument = value
                outcome = .snap(position: evaluator.nextPosition(by: value))
            }
            return DesignDecision(
                clause: index, location: clause.location, outcome: outcome, comparisons: evaluator.comparisons,
                firstOfClause: firstOfClause, argument: argument)
        }
        return nil
    }
}
