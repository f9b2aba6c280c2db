/// How an edge animation runs: EdgeSwipeBack's `cancelTiming` and `commitTiming` values
/// (`.spring`, `.easeOut`, `.easeInOut`, `.linear`; seed README, Animation table).
///
/// Typed as `spring(response: R, dampingRatio: Z)`, `ease-out(D)`, `ease-in-out(D)` or
/// `linear(D)`, seconds; spaces are optional. R and D lie in `seconds` (a millisecond to the
/// clock's hour), Z in `dampingRatios`, so that every value prints back as typed. Springs run the
/// analytic model: the library drives its own display-link animator (docs/models.md#edge, Cancel).
public enum EdgeTiming: Sendable, Hashable {
    /// `.spring(response:dampingRatio:)`.
    case spring(response: Double, dampingRatio: Double)
    /// `.easeOut(duration:)`.
    case easeOut(duration: Double)
    /// `.easeInOut(duration:)`.
    case easeInOut(duration: Double)
    /// `.linear(duration:)`.
    case linear(duration: Double)

    /// The durations and responses accepted, in seconds.
    public static let seconds = 0.001...3600.0
    /// The damping ratios accepted.
    public static let dampingRatios = 0.001...1000.0

    /// `cancelTiming` default `.spring(response: 0.32, dampingRatio: 0.82)` (seed README).
    public static let cancelDefault = EdgeTiming.spring(response: 0.32, dampingRatio: 0.82)
    /// `commitTiming` default `.easeOut(duration: 0.15)` (seed README).
    public static let commitDefault = EdgeTiming.easeOut(duration: 0.15)
    /// What replaces a spring under reduce motion: "short ease-out curves" (seed README,
    /// `respectsReduceMotion`); 0.2 s as docs/models.md fixes for the cancel.
    public static let reducedMotion = EdgeTiming.easeOut(duration: 0.2)

    /// The forms a value may take, for error messages.
    static let expected =
        "spring(response: R, dampingRatio: Z), ease-out(D), ease-in-out(D) or linear(D), with R and D from 0.001 "
        + "to 3600 s and Z from 0.001 to 1000"
    /// The forms and their bounds, for `help edge`.
    static let range =
        "spring(response: R, dampingRatio: Z), ease-out(D), ease-in-out(D) or linear(D); R and D from 0.001 to "
        + "3600 s, Z from 0.001 to 1000"

    /// Reads a timing as a user types it; `name` is the parameter, for the error.
    public init(parsing text: String, for name: String) throws(ParameterError) {
        let invalid = ParameterError.invalidValue(name: name, value: text, expected: Self.expected)
        let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" })
        guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")") else { throw invalid }
        let head = compact[..<open]
        let arguments = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
        func number(_ text: Substring, in range: ClosedRange<Double>) throws(ParameterError) -> Double {
            guard let value = try? ParameterParsing.number(String(text), for: name, .positive), range.contains(value)
            else { throw invalid }
            return value
        }
        switch head {
        case "spring":
            let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].hasPrefix("response:"), parts[1].hasPrefix("dampingRatio:") else {
                throw invalid
            }
            self = .spring(
                response: try number(parts[0].dropFirst("response:".count), in: Self.seconds),
                dampingRatio: try number(parts[1].dropFirst("dampingRatio:".count), in: Self.dampingRatios))
        case "ease-out": self = .easeOut(duration: try number(arguments, in: Self.seconds))
        case "ease-in-out": self = .easeInOut(duration: try number(arguments, in: Self.seconds))
        case "linear": self = .linear(duration: try number(arguments, in: Self.seconds))
        default: throw invalid
        }
    }

    /// The value as a user types it: `spring(response: 0.32, dampingRatio: 0.82)`, `ease-out(0.15)`.
    public var text: String {
        switch self {
        case .spring: spelling
        case .easeOut(let duration): "ease-out(\(ParameterParsing.text(duration)))"
        case .easeInOut(let duration): "ease-in-out(\(ParameterParsing.text(duration)))"
        case .linear(let duration): "linear(\(ParameterParsing.text(duration)))"
        }
    }

    /// As the seed spells it, for the `animation` field: `easeOut(duration: 0.15)`.
    public var spelling: String {
        switch self {
        case .spring(let response, let dampingRatio):
            "spring(response: \(ParameterParsing.text(response)), dampingRatio: \(ParameterParsing.text(dampingRatio)))"
        case .easeOut(let duration): "easeOut(duration: \(ParameterParsing.text(duration)))"
        case .easeInOut(let duration): "easeInOut(duration: \(ParameterParsing.text(duration)))"
        case .linear(let duration): "linear(duration: \(ParameterParsing.text(duration)))"
        }
    }

    public var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }

    /// The timing that runs: a spring becomes `reducedMotion` when reduce motion is on and the
    /// indicator respects it; curves run as they are.
    public func effective(reduceMotion: Bool, respected: Bool) -> EdgeTiming {
        isSpring && reduceMotion && respected ? Self.reducedMotion : self
    }

    /// The animation this timing starts.
    public var animation: Animation {
        switch self {
        case .spring(let response, let dampingRatio):
            .spring(Spring(response: response, dampingFraction: dampingRatio), model: .analytic, spelling: spelling)
        case .easeOut(let duration): .curve(.easeOut, seconds: duration, spelling: spelling)
        case .easeInOut(let duration): .curve(.easeInOut, seconds: duration, spelling: spelling)
        case .linear(let duration): .curve(.linear, seconds: duration, spelling: spelling)
        }
    }
}
