/// One edge of a kind's state machine: from a phase, on an event, when a guard holds, to a phase.
///
/// Each kind declares its rules in one table (`Machine.transitionTable`); the machine changes
/// phase only through them, `graph` draws them, and `paths` searches them.
public struct TransitionRule: Sendable, Hashable {
    /// The rule's name, unique within its kind (`releaseDismisses`).
    public var name: String
    public var from: Phase
    /// The event's name as `Event.name` spells it.
    public var event: String
    /// The guard in words (`translation >= threshold or predicted >= fling-factor x threshold`);
    /// empty when the event alone decides.
    public var guardText: String
    public var to: Phase

    public init(_ name: String, from: Phase, on event: String, when guardText: String = "", to: Phase) {
        self.name = name
        self.from = from
        self.event = event
        self.guardText = guardText
        self.to = to
    }
}
