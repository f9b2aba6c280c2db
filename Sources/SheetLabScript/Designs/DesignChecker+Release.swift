import SheetLabCore

extension DesignChecker {
    /// The outcomes each family has.
    static func families(of outcome: ReleaseOutcome) -> [DesignFamily] {
        switch outcome {
        case .dismiss: [.screen, .modal, .sheet]
        case .snap, .stay: [.sheet]
        case .cancel: [.screen, .modal, .edge]
        case .commit: [.edge]
        }
    }

    mutating func checkRelease() {
        guard !design.release.isEmpty else {
            fail(.noRelease, at: design.name.location)
            return
        }
        var decidingLine: Int?
        var reportedUnreachable = false
        for clause in design.release {
            if let line = decidingLine, !reportedUnreachable {
                fail(.unreachableClause(decidingLine: line), at: clause.location)
                reportedUnreachable = true
            }
            checkOutcome(clause)
            guard let condition = clause.condition else {
                decidingLine = decidingLine ?? clause.location.line
                continue
            }
            guard let type = type(of: condition) else { continue }
            guard type == .condition else {
                fail(.notACondition(DesignText.expression(condition), unit: type.description), at: condition.location)
                continue
            }
            if isConstant(condition) {
                var evaluator = DesignEvaluator(design: design, readings: DesignReadings())
                if evaluator.truth(condition) {
                    decidingLine = decidingLine ?? clause.location.line
                } else {
                    fail(.neverDecides(DesignText.expression(condition)), at: condition.location)
                }
            }
        }
        if decidingLine == nil, let last = design.release.last { fail(.missingFinalClause, at: last.location) }
    }

    private mutating func checkOutcome(_ clause: ReleaseClause) {
        let families = Self.families(of: clause.outcome)
        guard families.contains(family) else {
            fail(
                .wrongFamily("outcome '\(clause.outcome.keyword)'", family: family, families: families),
                at: clause.location)
            return
        }
        switch clause.outcome {
        case .snap(.position(let name)): checkPosition(name, at: clause.location)
        case .snap(.nearest(let target)): expectLength(target)
        case .snap(.next(let direction)): expectVelocity(direction)
        default: break
        }
    }

    /// Whether `expression` reads nothing that varies: no reading, name or position.
    func isConstant(_ expression: DesignExpression) -> Bool {
        switch expression.node {
        case .number: true
        case .reading, .name, .nearest, .next: false
        case .negated(let operand): isConstant(operand)
        case .arithmetic(_, let left, let right), .comparison(_, let left, let right), .logical(_, let left, let right):
            isConstant(left) && isConstant(right)
        case .call(_, let arguments): arguments.allSatisfy(isConstant)
        }
    }

    /// Fails unless `expression` is a length (or a bare number).
    mutating func expectLength(_ expression: DesignExpression) {
        expect(expression, .points, "a length (pt)")
    }

    /// Fails unless `expression` is a velocity (or a bare number).
    mutating func expectVelocity(_ expression: DesignExpression) {
        expect(expression, .velocity, "a velocity (pt/s)")
    }

    /// Fails unless `expression` is a number of `dimension` (or a bare number).
    mutating func expect(_ expression: DesignExpression, _ dimension: DesignDimension, _ described: String) {
        guard let type = type(of: expression) else { return }
        switch type {
        case .condition:
            fail(.notANumber(DesignText.expression(expression)), at: expression.location)
        case .number(let actual, let free):
            if !free && actual != dimension {
                fail(
                    .wrongUnit(DesignText.expression(expression), unit: actual.description, expected: described),
                    at: expression.location)
            }
        }
    }

    /// What `expression` computes, or nil after reporting why it computes nothing.
    mutating func type(of expression: DesignExpression) -> DesignValueType? {
        switch expression.node {
        case .number(_, let unit):
            return .number(DesignDimension(unit), free: unit == .number)
        case .reading(let reading):
            guard reading.families.contains(family) else {
                fail(
                    .wrongFamily("reading '\(reading.spelling)'", family: family, families: reading.families),
                    at: expression.location)
                return nil
            }
            return .number(DesignDimension(reading.unit), free: false)
        case .name(let name):
            if family == .sheet, design.positionIndex(named: name) != nil { return .number(.points, free: false) }
            let candidates =
                DesignReading.allCases.filter { $0.families.contains(family) }.map(\.spelling)
                + design.positions.map(\.value.name)
            fail(
                .unknownReading(name, suggestion: Suggestion.nearestTypo(to: name, in: candidates)),
                at: expression.location)
            return nil
        case .negated(let operand):
            return number(operand)
        case .arithmetic(let operation, let left, let right):
            guard let a = number(left), let b = number(right) else { return nil }
            guard case .number(let first, let firstFree) = a, case .number(let second, let secondFree) = b else {
                return nil
            }
            switch operation {
            case .add, .subtract:
                return same(a, b, left, right)
            case .multiply:
                return .number(first + second, free: firstFree && secondFree)
            case .divide:
                return .number(first - second, free: firstFree && secondFree)
            }
        case .comparison(_, let left, let right):
            guard let a = number(left), let b = number(right) else { return nil }
            return same(a, b, left, right) == nil ? nil : .condition
        case .logical(_, let left, let right):
            let a = condition(left)
            let b = condition(right)
            return a && b ? .condition : nil
        case .call(_, let arguments):
            guard var result = arguments.first.flatMap({ number($0) }) else { return nil }
            for argument in arguments.dropFirst() {
                guard let next = number(argument), let merged = same(result, next, arguments[0], argument) else {
                    return nil
                }
                result = merged
            }
            return result
        case .nearest(let target):
            guard family == .sheet else {
                fail(.wrongFamily("'nearest'", family: family, families: [.sheet]), at: expression.location)
                return nil
            }
            expectLength(target)
            return .number(.points, free: false)
        case .next(let direction):
            guard family == .sheet else {
                fail(.wrongFamily("'next'", family: family, families: [.sheet]), at: expression.location)
                return nil
            }
            expectVelocity(direction)
            return .number(.points, free: false)
        }
    }

    /// The type of a number expression; nil (reported) for a condition or an error inside.
    private mutating func number(_ expression: DesignExpression) -> DesignValueType? {
        guard let type = type(of: expression) else { return nil }
        guard type != .condition else {
            fail(.notANumber(DesignText.expression(expression)), at: expression.location)
            return nil
        }
        return type
    }

    /// Whether `expression` is a sound condition (reported when not).
    private mutating func condition(_ expression: DesignExpression) -> Bool {
        guard let type = type(of: expression) else { return false }
        guard type == .condition else {
            fail(.notACondition(DesignText.expression(expression), unit: type.description), at: expression.location)
            return false
        }
        return true
    }

    /// The common type of two numbers that are added or compared: a bare number takes the
    /// other's unit; nil (reported) when their units differ.
    private mutating func same(
        _ a: DesignValueType, _ b: DesignValueType, _ left: DesignExpression, _ right: DesignExpression
    ) -> DesignValueType? {
        guard case .number(let first, let firstFree) = a, case .number(let second, let secondFree) = b else {
            return nil
        }
        if firstFree { return b }
        if secondFree || first == second { return a }
        fail(
            .unitMismatch(
                left: DesignText.expression(left), leftUnit: first.description, right: DesignText.expression(right),
                rightUnit: second.description),
            at: left.location)
        return nil
    }
}
