/// What FloatingPanel's rules decided, as values `VerdictText` words: the anchor `targetState`
/// chose and the comparisons it made, the removal test, or the backdrop's tap and the escape.
///
/// A projection that is not a number is a case of its own, so every value here equals itself.
public enum FloatingPanelDecision {
    /// What decided a release, as the transition line prints it after `release: `.
    public enum Verdict: Sendable, Hashable {
        /// Fewer than two anchors: the panel stays at the named one.
        case oneAnchor(String)
        /// The segment in the direction of travel has one end, the named anchor.
        case noAnchorBeyond(String)
        /// The progress test, and the anchor it chose.
        case progress(Progress, target: String)
        /// The removal test held.
        case removal(Removal)
        /// The state is hidden: `panningEnd` returns before it asks for a target.
        case alreadyHidden
    }

    /// `progress > redirectional-progress` in `targetState(from:with:)`.
    public enum Progress: Sendable, Hashable {
        /// The progress is not a number, so it is not past the threshold.
        case notANumber(threshold: Double)
        /// `|projection - from| / |from - to|` against the threshold (both rounded as compared).
        case measured(projection: Double, from: String, to: String, progress: Double, threshold: Double, movesOn: Bool)
    }

    /// `shouldRemove`: the velocity over the distance to hidden against
    /// `removal-interaction-velocity-threshold`.
    public struct Removal: Sendable, Hashable {
        /// The release velocity, pt/s.
        public var velocity: Double
        /// The distance to hidden, rounded as compared, pt.
        public var distance: Double
        /// `velocity / distance` (0 at no distance), 1/s.
        public var vector: Double
        public var threshold: Double
        public var removes: Bool
    }

    /// Where `should-project-momentum false` left the projection.
    public enum Clamp: Sendable, Hashable {
        /// Not a number: `min` and `max` keep it.
        case notANumber
        case unchanged(Double)
        case clamped(Double)
    }

    /// One step of the rule, as `explain` lists it under `compared:`.
    public enum Step: Sendable, Hashable {
        /// Fewer than two anchors: `targetState` returns the current state.
        case fewerThanTwoAnchors
        /// `currentY + (velocity / 1000) x rate / (1 - rate)`, the projection rounded as compared.
        case projection(current: Double, velocity: Double, rate: Double, projected: Double)
        /// The first and last anchors at one height: the projection is not a number.
        case projectionNotANumber(first: String, last: String, top: Double)
        /// No velocity: the direction from the selected anchor by the distance to it.
        case directionByDistance(from: String, distance: Double, down: Bool)
        case direction(velocity: Double, down: Bool)
        /// `should-project-momentum false`: the projection kept within one segment beyond `from`-`to`.
        case withinSegment(from: String, to: String, Clamp)
        /// No anchor beyond the named one: progress `0 / 0` is not past the threshold.
        case noAnchorBeyond(String)
        case progress(Progress)
        case removal(Removal)
        /// `dismissal-tap true`: the backdrop's tap removes the panel.
        case dismissalTap
        /// `is-removal-interaction-enabled true`: `accessibilityPerformEscape` dismisses.
        case escapeDismisses
        /// The state is hidden: `panningEnd` returns at once, the interaction left in progress.
        case alreadyHidden
    }

    /// A quirk of FloatingPanel.
    public enum Quirk: Sendable, Hashable {
        /// The escape dismisses without the delegate's remove callbacks.
        case escapeSkipsRemoveCallbacks
    }

    /// The FloatingPanel function that decided.
    public enum Function: Sendable, Hashable {
        case targetState
        case shouldRemove
        case handleBackdrop
        case accessibilityPerformEscape
        case panningEnd
    }
}
