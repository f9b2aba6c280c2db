import SheetLabCore

/// A way the seed designs themselves break an invariant, which sheetlab reproduces on purpose
/// (docs/models.md: each kind follows its seed rule for rule, quirks included). The explorer still
/// finds and writes it; it reports it as known rather than as a violation.
public struct KnownBehaviour: Sendable, Hashable {
    /// A short name, used in file names.
    public var id: String
    /// One line: what happens and why it is faithful.
    public var title: String

    /// Reduce motion turned on mid-animation or mid-drag: what runs keeps running, and drawn
    /// models follow the setting from the next event that recomputes them.
    public static let reduceMotionFromNextEvent = KnownBehaviour(
        id: "reduce-motion-next-event",
        title:
            "reduce motion turned on while something moves or a finger is down: running animations (springs "
            + "included) continue and the scale keeps its value until the next event recomputes it "
            + "(docs/commands.md#commands `set`: from the next event on; docs/models.md: running animations "
            + "continue)")

    /// The edge indicator's cancel spring is underdamped, so progress dips below 0 before it rests.
    public static let edgeCancelSpringUndershoots = KnownBehaviour(
        id: "edge-cancel-undershoot",
        title:
            "edge: the cancel spring(response: 0.32, dampingRatio: 0.82) is underdamped, so progress (the seed's raw "
            + "state.progress) swings slightly below 0 before it rests; a touch-down then freezes it there "
            + "(seed EdgeSwipeBack cancelTiming default; docs/models.md#edge, Cancel)")

    /// A peer library that answers no escape in this phase (FloatingPanel without removal, PanModal):
    /// the sheet follows the library, so escape-acts reports it as the library's known behaviour.
    public static func libraryIgnoresEscape(source: String) -> KnownBehaviour {
        KnownBehaviour(
            id: "library-ignores-escape",
            title: "the peer library answers no escape here, and the profile follows it (\(source))")
    }

    /// A design file whose escape statement does something else than dismiss (`escape snaps to
    /// peek`, `escape ignored`): the sheet follows the file, so escape-acts reports it as the
    /// design's own choice, citing the statement.
    public static func designAnswersEscape(statement: String) -> KnownBehaviour {
        KnownBehaviour(
            id: "design-answers-escape",
            title: "the design file answers the escape so, and the sheet follows it (\(statement))")
    }
}
