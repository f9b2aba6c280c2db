import SheetLabCore

/// What `paths KIND` found for one goal: the shortest scenario commands that reach it.
public struct ReachingPath: Sendable, Hashable {
    /// A phase to be in, or a rule to have fired.
    public enum Goal: Sendable, Hashable {
        case phase(Phase)
        case rule(TransitionRule)
    }

    public var goal: Goal
    /// Command lines without the `> ` prefix (`new screen page`, `drag page 0 200`), in order;
    /// nil when the search found no sequence within its depth.
    public var commands: [String]?

    public init(goal: Goal, commands: [String]?) {
        self.goal = goal
        self.commands = commands
    }
}
