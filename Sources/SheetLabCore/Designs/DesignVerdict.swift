/// What a design file's rule decided, as a `Decision` holds it: the clause, where it is written,
/// and the comparisons it made, for `explain`, the log and `sweep` to word (`VerdictText+Design`).
public enum DesignVerdict {
    /// A statement of a design file as `explain` cites it: `checkout.design:5`.
    public struct Citation: Sendable, Hashable, CustomStringConvertible {
        /// The file's name (its path's last component, as `new ... design=` wrote it).
        public var file: String
        /// The statement's 1-based line.
        public var line: Int

        /// Creates one.
        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        /// `FILE:LINE`.
        public var description: String { "\(file):\(line)" }
    }

    /// Why a release clause decided: the comparisons of its condition that held, or none for the
    /// final clause, which always decides.
    public struct Clause: Sendable, Hashable {
        /// The clause's outcome as written (`snap to nearest(positions, to: predicted-height)`).
        public var outcome: ReleaseOutcome
        /// The comparisons of the deciding clause that held, in the order made.
        public var held: [DesignComparisonRecord]
        /// Where the clause is written.
        public var citation: Citation
        /// For `snap to nearest(...)` or `next(...)`: the value it was given, and the name and
        /// height of the position it found.
        public var snap: Snap?

        /// What a `nearest` or `next` snap computed.
        public struct Snap: Sendable, Hashable {
            /// The value of `X` in `nearest(positions, to: X)` or `V` in `next(positions, by: V)`.
            public var argument: Double
            /// The position found.
            public var position: String
            /// Its height, pt.
            public var height: Double

            /// Creates one.
            public init(argument: Double, position: String, height: Double) {
                self.argument = argument
                self.position = position
                self.height = height
            }
        }

        /// Creates one.
        public init(
            outcome: ReleaseOutcome, held: [DesignComparisonRecord], citation: Citation, snap: Snap? = nil
        ) {
            self.outcome = outcome
            self.held = held
            self.citation = citation
            self.snap = snap
        }
    }

    /// What a design's statement says about an escape, a backdrop tap or a button.
    public enum Control: Sendable, Hashable {
        /// `escape ...`.
        case escape(EscapeBehaviour)
        /// `backdrop tap ...`.
        case backdropTap(TapBehaviour)
        /// `button NAME ...`.
        case button(String, DesignButton.Effect)
        /// Not written: the design file's defaults (docs/design-language.md#controls).
        case unwritten(Decision.Trigger)
    }
}
