/// An expression as a design file writes it, with only the parentheses its tree needs: the one
/// printer `sheetlab designs show` and `explain` share.
public enum DesignExpressionText {
    /// The text of `expression`; it parses back to the same tree.
    public static func text(_ expression: DesignExpression) -> String {
        switch expression.node {
        case .number(let value, let unit): return DesignNumberText.text(value) + unit.suffix
        case .reading(let reading): return reading.spelling
        case .name(let name): return name
        case .negated(let operand): return "-" + wrapped(operand, below: 6)
        case .arithmetic(let operation, let left, let right):
            let level = precedence(expression)
            return wrapped(left, below: level) + " \(operation.rawValue) " + wrapped(right, below: level + 1)
        case .comparison(let comparison, let left, let right):
            return wrapped(left, below: 4) + " \(comparison.rawValue) " + wrapped(right, below: 4)
        case .logical(let operation, let left, let right):
            let level = precedence(expression)
            return wrapped(left, below: level) + " \(operation.rawValue) " + wrapped(right, below: level + 1)
        case .call(let function, let arguments):
            return "\(function.rawValue)(" + arguments.map(text).joined(separator: ", ") + ")"
        case .nearest(let target): return "nearest(positions, to: \(text(target)))"
        case .next(let direction): return "next(positions, by: \(text(direction)))"
        }
    }

    /// How tightly an expression binds: `or` 1, `and` 2, comparisons 3, `+ -` 4, `* /` 5, the rest 6.
    private static func precedence(_ expression: DesignExpression) -> Int {
        switch expression.node {
        case .logical(.or, _, _): 1
        case .logical(.and, _, _): 2
        case .comparison: 3
        case .arithmetic(.add, _, _), .arithmetic(.subtract, _, _): 4
        case .arithmetic(.multiply, _, _), .arithmetic(.divide, _, _): 5
        default: 6
        }
    }

    /// `expression`, in parentheses when it binds looser than `level`.
    private static func wrapped(_ expression: DesignExpression, below level: Int) -> String {
        let written = text(expression)
        return precedence(expression) < level ? "(\(written))" : written
    }
}
