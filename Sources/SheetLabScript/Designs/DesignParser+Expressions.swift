import SheetLabCore

extension DesignParser {
    /// The deepest an expression may nest, counting parentheses, function calls, unary minus and
    /// each operator above its operands: far beyond any rule, and a bound on the recursion that
    /// reads, checks, evaluates and prints it.
    static let nestingLimit = 64

    /// An expression: `or` binds loosest, then `and`, one comparison, `+ -`, `* /`, unary `-`.
    mutating func expression() throws(DesignError) -> DesignExpression {
        try deeper()
        defer { nesting -= 1 }
        var left = try conjunction()
        while take(word: "or") {
            left = try node(.logical(.or, left, try conjunction()), at: left.location)
        }
        return left
    }

    /// Enters one level of nesting, or fails past the limit.
    private mutating func deeper() throws(DesignError) {
        nesting += 1
        if nesting > Self.nestingLimit { throw DesignError(.nestingTooDeep(limit: Self.nestingLimit), at: here) }
    }

    /// An expression node whose tree is at most `nestingLimit` deep.
    private func node(_ node: DesignExpression.Node, at location: DesignLocation) throws(DesignError)
        -> DesignExpression
    {
        let expression = DesignExpression(node, at: location)
        guard expression.depth <= Self.nestingLimit else {
            throw DesignError(.nestingTooDeep(limit: Self.nestingLimit), at: SourceLocation(location))
        }
        return expression
    }

    private mutating func conjunction() throws(DesignError) -> DesignExpression {
        var left = try comparison()
        while take(word: "and") {
            left = try node(.logical(.and, left, try comparison()), at: left.location)
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
        return try node(.comparison(comparison, left, right), at: left.location)
    }

    private mutating func sum() throws(DesignError) -> DesignExpression {
        var left = try product()
        while let token = peek, token.isSymbol("+") || token.isSymbol("-") {
            index += 1
            let operation: DesignArithmetic = token.text == "+" ? .add : .subtract
            left = try node(.arithmetic(operation, left, try product()), at: left.location)
        }
        return left
    }

    private mutating func product() throws(DesignError) -> DesignExpression {
        var left = try unary()
        while let token = peek, token.isSymbol("*") || token.isSymbol("/") {
            index += 1
            let operation: DesignArithmetic = token.text == "*" ? .multiply : .divide
            left = try node(.arithmetic(operation, left, try unary()), at: left.location)
        }
        return left
    }

    private mutating func unary() throws(DesignError) -> DesignExpression {
        if let token = peek, token.isSymbol("-") {
            index += 1
            try deeper()
            defer { nesting -= 1 }
            return try node(.negated(try unary()), at: DesignLocation(token.location))
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
