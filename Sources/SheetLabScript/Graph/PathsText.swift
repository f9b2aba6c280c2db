import SheetLabCore

/// `paths KIND` output: each goal as a runnable scenario fragment.
///
/// A fragment is a comment naming the goal (`# reaches committing via releaseDismisses`) and its
/// commands prefixed `> `; fragments are separated by a blank line, in the order given. A goal
/// with no path prints only `# no path reaches ...`. The text ends with a newline (empty for no
/// goals), so it can be saved as a `.scenario` file and run.
public enum PathsText {
    /// The fragments of `paths`, in order.
    public static func text(_ paths: [ReachingPath]) -> String {
        paths.map(fragment).joined(separator: "\n")
    }

    /// One goal's comment and command lines, each ending with a newline.
    static func fragment(_ path: ReachingPath) -> String {
        guard let commands = path.commands else { return "# no path reaches \(goalText(path.goal))\n" }
        var text = "# reaches \(goalText(path.goal))\n"
        for command in commands { text += "> \(command)\n" }
        return text
    }

    /// `committing`, or `committing via releaseDismisses` for a rule.
    static func goalText(_ goal: ReachingPath.Goal) -> String {
        switch goal {
        case .phase(let phase): phase.rawValue
        case .rule(let rule): "\(rule.to.rawValue) via \(rule.name)"
        }
    }
}
