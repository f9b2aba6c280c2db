import SheetLabCore

extension DesignParser {
    /// An expression: `or` binds loosest, then `and`, one comparison, `+ -`, `* /`, unary `-`.
    mutating func expression() throws(DesignError) -> DesignExpression {
        var left = try conjunction()
        while take(word: "or") {
            left = DesignExpression(.logical(.or, left, try conjunction()), at: left.location)
        }
        return left
    }

    private mutating func conjunction() throws(DesignError) -> DesignExpression {
        var left = try comparison()
        while take(word: "and") {
            left = DesignExpression(.logical(.and, left, try comparison()), at: left.location)
        }
        return left
    }

    private mutating func comparison() throws(DesignError) -> DesignExpression {
        let left = try sum()
        guard let token = peek, token.kind == .symbol, let comparison = DesignComparisonOperator(rawValue: token.text)
        else { return left }
        index += 1
        let right = try sum()
        if let another = peek, another.kind == .symbol, DesignComparisonOperator(rawValue: another.text) != nil {
            throw DesignError(.expected("'and' or 'or' between comparisons", got: another.quoted), at: another.location)
        }
        return DesignExpression(.comparison(comparison, left, right), at: left.location)
    }

    private mutating func sum() throws(DesignError) -> DesignExpression {
        var left = try product()
        while let token = peek, token.isSymbol("+") || token.isSymbol("-") {
            index += 1
            let operation: DesignArithmetic = token.text == "+" ? .add : .subtract
            left = DesignExpression(.arithmetic(operation, left, try product()), at: left.location)
        }
        return left
    }

    private mutating func product() throws(DesignError) -> DesignExpression {
        var left = try unary()
        while let token = peek, token.isSymbol("*") || token.isSymbol("/") {
            index += 1
            let operation: DesignArithmetic = token.text == "*" ? .multiply : .divide
            left = DesignExpression(.arithmetic(operation, left, try unary()), at: left.location)
        }
        return left
    }

    private mutating func unary() throws(DesignError) -> DesignExpression {
        if let token = peek, token.isSymbol("-") {
            index += 1
            return DesignExpression(.negated(try unary()), at: DesignLocation(token.location))
        }
        return try primary()
    }

    private mutating func primary() throws(DesignError) -> DesignExpression {
        let token = try next("a number, a reading or '('")
        let at = DesignLocation(token.location)
        switch token.kind {
        case .number(let value, let unit):
            return DesignExpression(.number(value, unit), at: at)
        case .symbol where token.text == "(":
            let inner = try expression()
            try expect(symbol: ")")
            return inner
        case .word where token.text != "and" && token.text != "or":
            guard take(symbol: "(") else {
                if let reading = DesignReading(rawValue: token.text) {
                    return DesignExpression(.reading(reading), at: at)
                }
                return DesignExpression(.name(token.text), at: at)
            }
            return try call(token)
        default:
            throw DesignError(.expected("a number, a reading or '('", got: token.quoted), at: token.location)
        }
    }

    /// The functions: `min(X, ...)`, `max(X, ...)`, `abs(X)`, `nearest(positions, to: X)`,
    /// `next(positions, by: V)`; the `(` is taken.
    private mutating func call(_ name: DesignToken) throws(DesignError) -> DesignExpression {
        let at = DesignLocation(name.location)
        switch name.text {
        case "nearest", "next":
            let label = name.text == "nearest" ? "to" : "by"
            let form = "\(name.text)(positions, \(label): X)"
            guard take(word: "positions"), take(symbol: ","), take(word: label), take(symbol: ":") else {
                throw DesignError(.invalidArguments(function: name.text, forms: [form]), at: name.location)
            }
            let argument = try expression()
            try expect(symbol: ")")
            return DesignExpression(name.text == "nearest" ? .nearest(to: argument) : .next(by: argument), at: at)
        default:
            guard let function = DesignFunction(rawValue: name.text) else {
                let words = DesignFunction.allCases.map(\.rawValue) + ["nearest", "next"]
                throw DesignError(
                    .unknownFunction(name.text, suggestion: Suggestion.nearestTypo(to: name.text, in: words)),
                    at: name.location)
            }
            var arguments: [DesignExpression] = []
            if !take(symbol: ")") {
                repeat { arguments.append(try expression()) } while take(symbol: ",")
                try expect(symbol: ")")
            }
            let fits = function == .abs ? arguments.count == 1 : !arguments.isEmpty
            guard fits else {
                let forms = function == .abs ? ["abs(X)"] : ["\(function.rawValue)(X, Y, ...)"]
                throw DesignError(.invalidArguments(function: function.rawValue, forms: forms), at: name.location)
            }
            return DesignExpression(.call(function, arguments), at: at)
        }
    }
}
