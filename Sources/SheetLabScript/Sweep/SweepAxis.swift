import SheetLabCore

/// One axis of a sweep: what varies and every value it takes, in increasing order as written.
///
/// Written `NAME=LO..HI/STEP` (`dy=0..300/3`: LO, LO + STEP, ... up to HI), `NAME=V1,V2,...` or
/// `NAME=V`. Each value is `LO + i * STEP` rounded to the decimals LO and STEP are written with
/// (so `0..1/0.1` holds 0.3, not 0.30000000000000004).
public struct SweepAxis: Sendable, Hashable {
    /// The name as written (`dy`, `velocity`, `threshold`, `param.velocity`).
    public var name: String
    /// What the name stands for.
    public var quantity: SweepQuantity
    /// The values, in the order written.
    public var values: [Double]
    /// Decimals that show every value exactly (at most 6).
    public var decimals: Int
    /// The axis as written after `=`: `0..300/3`.
    public var spelling: String

    /// Most values one axis may hold.
    public static let maximumValues = 100_000

    public init(name: String, quantity: SweepQuantity, values: [Double], decimals: Int, spelling: String) {
        self.name = name
        self.quantity = quantity
        self.values = values
        self.decimals = decimals
        self.spelling = spelling
    }

    /// The label of the axis with its unit: `dy (pt)`, `threshold`.
    public var label: String {
        quantity.unit.map { "\(name) (\($0))" } ?? name
    }

    /// A value as the axis prints it (its decimals, at least those of the value's own spelling).
    public func text(_ value: Double) -> String {
        DecimalFormat.format(value, decimals: decimals)
    }

    /// Whether the axis is a range of evenly spaced values (a map), not a short list.
    public var isRange: Bool { spelling.firstRange(of: "..") != nil }

    /// Reads the text after `NAME=`: a range, a comma list or one number.
    ///
    /// - Returns: the values and their decimals, or the problem in words.
    static func values(of text: String) -> Result<(values: [Double], decimals: Int), SweepAxisProblem> {
        if let dots = text.firstRange(of: "..") {
            let low = String(text[..<dots.lowerBound])
            let rest = text[dots.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return .failure(.missingStep) }
            let high = String(rest[..<slash])
            let stepText = String(rest[rest.index(after: slash)...])
            var parsed: [Double] = []
            for part in [low, high, stepText] {
                guard let value = try? NumberLiteral.parse(part) else { return .failure(.invalidNumber(part)) }
                parsed.append(value)
            }
            let (lower, upper, step) = (parsed[0], parsed[1], parsed[2])
            guard step > 0 else { return .failure(.nonPositiveStep(stepText)) }
            guard upper >= lower else { return .failure(.decreasing(low, high)) }
            let steps = ((upper - lower) / step * (1 + 1e-12)).rounded(.down)
            guard steps < Double(maximumValues) else { return .failure(.tooMany(steps + 1)) }
            let decimals = max(Self.decimals(lower), Self.decimals(step))
            let values = (0...Int(steps)).map { index in
                rounded(lower + Double(index) * step, decimals: decimals)
            }
            return .success((values, decimals))
        }
        var values: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = try? NumberLiteral.parse(String(part)) else {
                return .failure(.invalidNumber(String(part)))
            }
            values.append(value)
        }
        guard values.count <= maximumValues else { return .failure(.tooMany(Double(values.count))) }
        return .success((values, values.map(Self.decimals).max() ?? 0))
    }

    /// The fewest decimals (at most 6) whose text reads back as `value`.
    static func decimals(_ value: Double) -> Int {
        for decimals in 0..<6 where Double(DecimalFormat.format(value, decimals: decimals)) == value {
            return decimals
        }
        return 6
    }

    /// `value` rounded to `decimals` through its text, so that it reads back exactly.
    static func rounded(_ value: Double, decimals: Int) -> Double {
        Double(DecimalFormat.format(value, decimals: decimals)) ?? value
    }
}

/// What is wrong with an axis's values.
enum SweepAxisProblem: Error, Sendable, Equatable {
    case missingStep
    case invalidNumber(String)
    case nonPositiveStep(String)
    case decreasing(String, String)
    case tooMany(Double)

    var message: String {
        switch self {
        case .missingStep: "a range is written LO..HI/STEP"
        case .invalidNumber(let text): "'\(text)' is not a number"
        case .nonPositiveStep(let text): "the step must be greater than 0, got '\(text)'"
        case .decreasing(let low, let high): "the range must not decrease ('\(low)' is above '\(high)')"
        case .tooMany(let count):
            // A range as wide as a double reaches would count to 300 digits, or to infinity.
            "it would hold "
                + (count <= 1_000_000 ? "\(SweepNumber.grouped(Int(count))) values" : "more than 1,000,000 values")
                + "; an axis holds at most \(SweepNumber.grouped(SweepAxis.maximumValues))"
        }
    }
}
