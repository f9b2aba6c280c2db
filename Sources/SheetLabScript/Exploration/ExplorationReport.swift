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
