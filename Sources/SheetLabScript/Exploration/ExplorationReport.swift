import SheetLabCore

/// What one `explore` run found: the size of the search and every finding.
public struct ExplorationReport: Sendable, Equatable {
    /// One depth of the breadth-first search.
    public struct Level: Sendable, Equatable {
        public var depth: Int
        /// States first reached at this depth.
        public var states: Int
        /// Letters applied from the states of the depth before (rejected letters not counted).
        public var transitions: Int
        /// Whether the search stopped inside this depth (`stop`).
        public var isPartial = false
    }

    /// Why a search ended before its depth.
    public enum Stop: Sendable, Equatable {
        /// Before `depth`: `estimated` new states there (`growth` times the depth before's) on top
        /// of `states` would pass `maxStates` (`ExplorationBound`). With `earlyEstimate` the figures
        /// are those estimated before the depth before ran, which therefore kept no worlds.
        case boundAhead(depth: Int, states: Int, estimated: Int, growth: Double, maxStates: Int, earlyEstimate: Bool)
        /// Inside `depth`: its next new state would have passed `maxStates`.
        case boundReached(depth: Int, maxStates: Int)
        /// Inside `depth`: the time allowed (`--timeout`) ran out.
        case timedOut(depth: Int)

        /// The depth the search did not finish.
        public var depth: Int {
            switch self {
            case .boundAhead(let depth, _, _, _, _, _), .boundReached(let depth, _), .timedOut(let depth): depth
            }
        }

        /// One sentence with the figures, as the report and stderr print it.
        public var message: String {
            switch self {
            case .boundAhead(let depth, let states, let estimated, let growth, let maxStates, let early):
                return "stopped before depth \(depth): about \(estimated) new states expected there "
                    + "(\(DecimalFormat.format(growth, decimals: 2)) times the depth before's) on top of \(states) "
                    + "would pass --max-states \(maxStates)"
                    + (early ? " (estimated before depth \(depth - 1) ran, which therefore kept no worlds)" : "")
            case .boundReached(let depth, let maxStates):
                return "stopped inside depth \(depth): its next new state would pass --max-states \(maxStates)"
            case .timedOut(let depth):
                return "stopped inside depth \(depth): the time allowed (--timeout) ran out"
            }
        }
    }

    public var kind: Kind
    public var depth: Int
    /// The sheet's parameters as `PARAM=VALUE`, as given; empty for the defaults.
    public var parameters: [String] = []
    /// The letters, as commands.
    public var alphabet: [String]
    /// Distinct states reached (the roots included).
    public var states: Int
    /// Letters applied.
    public var transitions: Int
    /// Letters that were errors in their state (`release` with no finger down, ...), not applied.
    public var rejected: Int
    /// Instants checked (every finger sample and frame inside the letters).
    public var instants: Int
    public var levels: [Level]
    /// Violations and known seed behaviours, in the order found (shortest first).
    public var findings: [Finding]
    /// Why the search ended before `depth`, if it did; nil for a complete search.
    public var stop: Stop?

    /// The deepest depth searched whole: `depth`, or the one before the depth the search stopped at.
    public var completeDepth: Int { stop.map { $0.depth - 1 } ?? depth }

    /// An upper bound on the chance that two of the states shared a fingerprint (and were taken
    /// for one): n^2 / 2^65 for n states (`Explorer.StateKey`).
    public var fingerprintCollisionBound: Double {
        Double(states) * Double(states) / 36_893_488_147_419_103_232
    }

    /// Findings that are not known seed behaviours.
    public var violations: [Finding] { findings.filter { $0.known == nil } }
    /// Findings that are known seed behaviours.
    public var knownBehaviours: [Finding] { findings.filter { $0.known != nil } }
}

/// One broken invariant with the shortest sequence that breaks it.
public struct Finding: Sendable, Equatable {
    public var invariant: Invariant
    /// Set when the seed design itself does this (reported as known, not as a violation).
    public var known: KnownBehaviour?
    /// What was seen.
    public var message: String
    /// Letters after the creation.
    public var depth: Int
    /// The scenario's commands, the creation first and the failing `expect` last.
    public var commands: [String]
    /// Whether replaying the commands in a fresh session made the `expect` fail.
    public var reproduced: Bool
    /// `KIND-INVARIANT.scenario` (with `-known-ID` for known behaviours).
    public var fileName: String
    /// The scenario file's text: a transcript whose `expect` fails.
    public var scenario: String
}
