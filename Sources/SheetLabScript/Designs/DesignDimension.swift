import SheetLabCore

/// The unit of a number in a design's expression as powers of length and time: a length is pt,
/// a velocity pt/s, a time s (docs/design-language.md#numbers-and-units).
struct DesignDimension: Hashable {
    /// The power of points.
    var length: Int
    /// The power of seconds.
    var time: Int

    static let plain = DesignDimension(length: 0, time: 0)
    static let points = DesignDimension(length: 1, time: 0)
    static let velocity = DesignDimension(length: 1, time: -1)
    static let seconds = DesignDimension(length: 0, time: 1)

    /// The dimension of a unit.
    init(_ unit: DesignUnit) {
        switch unit {
        case .number: self = .plain
        case .points, .percent: self = .points
        case .pointsPerSecond: self = .velocity
        case .seconds, .milliseconds: self = .seconds
        }
    }

    init(length: Int, time: Int) {
        self.length = length
        self.time = time
    }

    /// `a length (pt)`, `a velocity (pt/s)`, `a time (s)`, `a plain number`, `in pt^2`.
    var description: String {
        switch self {
        case .plain: return "a plain number"
        case .points: return "a length (pt)"
        case .velocity: return "a velocity (pt/s)"
        case .seconds: return "a time (s)"
        default:
            var parts: [String] = []
            if length != 0 { parts.append(length == 1 ? "pt" : "pt^\(length)") }
            if time != 0 { parts.append(time == 1 ? "s" : "s^\(time)") }
            return "in " + parts.joined(separator: " ")
        }
    }

    static func + (lhs: DesignDimension, rhs: DesignDimension) -> DesignDimension {
        DesignDimension(length: lhs.length + rhs.length, time: lhs.time + rhs.time)
    }

    static func - (lhs: DesignDimension, rhs: DesignDimension) -> DesignDimension {
        DesignDimension(length: lhs.length - rhs.length, time: lhs.time - rhs.time)
    }
}

/// What an expression computes, as the checker sees it.
enum DesignValueType: Equatable {
    /// A number of a dimension; `free` for a bare number, which takes the unit of what it is
    /// added to or compared with.
    case number(DesignDimension, free: Bool)
    /// A condition (a comparison, `and`, `or`).
    case condition

    /// How an error names it.
    var description: String {
        switch self {
        case .number(let dimension, _): dimension.description
        case .condition: "a condition"
        }
    }
}
