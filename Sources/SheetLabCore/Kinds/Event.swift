/// Something that happened to a sheet, stamped with the tick it happened at.
///
/// Events are past-tense facts; a machine never reads a clock, time arrives with them.
public enum Event: Sendable, Hashable {
    /// The sheet was (re)presented: `new`, `present`.
    case presentationRequested(animated: Bool, at: Int64)
    /// A finger touched down at a screen point.
    case touchBegan(Point, at: Int64)
    /// The finger moved to a screen point.
    case touchMoved(Point, at: Int64)
    /// The finger lifted (a lift adds no sample).
    case touchEnded(at: Int64)
    /// The accessibility escape action (VoiceOver's two-finger scrub, a keyboard Esc).
    case escapeRequested(at: Int64)
    /// A tap on the dimmed area behind a `modal` or `sheet`.
    case backdropTapped(at: Int64)
    /// One of the content's buttons was pressed (`press`): `close`, `cancel`, `action 2`, ...;
    /// the machine lists the buttons it has (`Machine.buttons`).
    case buttonPressed(String, at: Int64)
    /// A frame was rendered.
    case frameTicked(at: Int64)

    /// The tick the event happened at.
    public var tick: Int64 {
        switch self {
        case .presentationRequested(_, let tick), .touchBegan(_, let tick), .touchMoved(_, let tick),
            .touchEnded(let tick), .escapeRequested(let tick), .backdropTapped(let tick),
            .buttonPressed(_, let tick), .frameTicked(let tick):
            tick
        }
    }

    /// The event's name as `log` and `explain` print it.
    public var name: String {
        switch self {
        case .presentationRequested: "presentationRequested"
        case .touchBegan: "touchBegan"
        case .touchMoved: "touchMoved"
        case .touchEnded: "touchEnded"
        case .escapeRequested: "escapeRequested"
        case .backdropTapped: "backdropTapped"
        case .buttonPressed: "buttonPressed"
        case .frameTicked: "frameTicked"
        }
    }
}
