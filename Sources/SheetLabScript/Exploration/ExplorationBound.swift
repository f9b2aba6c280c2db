/// How far `explore` may go within `--max-states`, decided before each depth from the growth of
/// the depths before it.
///
/// A depth's new states are estimated as the last depth's times the last growth (new states of
/// the last depth over those of the one before; before two depths exist, the number of letters,
/// which no state can exceed). A depth that would pass the bound does not run. A depth that fits
/// but whose successor would not keeps no worlds (a fifth of the memory or less), and the search
/// stops after it: this is what keeps a deep search within the bound's memory.
enum ExplorationBound {
    /// What to do at one depth.
    struct Plan: Equatable {
        /// Set when the depth must not run.
        var stop: ExplorationReport.Stop?
        /// Whether the depth's new states keep their worlds (so the next depth can expand them).
        var keepsWorlds: Bool
        /// The stop before the next depth, as estimated now, for when this depth keeps no worlds
        /// only because of the bound (nil when the depth is the last asked for).
        var nextStop: ExplorationReport.Stop?
    }

    /// The estimated new states of the depth after `levels`, and the growth used.
    static func estimate(after levels: [ExplorationReport.Level], letters: Int) -> (states: Int, growth: Double) {
        guard let last = levels.last else { return (0, 0) }
        let growth: Double
        if levels.count >= 2, levels[levels.count - 2].states > 0 {
            growth = Double(last.states) / Double(levels[levels.count - 2].states)
        } else {
            growth = Double(letters)
        }
        return (Int((Double(last.states) * growth).rounded(.up)), growth)
    }

    /// The plan for `level`, with `states` found so far and `levels` (depth 0 first) done.
    static func plan(
        level: Int, depth: Int, levels: [ExplorationReport.Level], states: Int, maxStates: Int, letters: Int
    ) -> Plan {
        let (estimated, growth) = estimate(after: levels, letters: letters)
        if states + estimated > maxStates {
            return Plan(
                stop: .boundAhead(
                    depth: level, states: states, estimated: estimated, growth: growth, maxStates: maxStates,
                    earlyEstimate: false),
                keepsWorlds: false, nextStop: nil)
        }
        guard level < depth else { return Plan(stop: nil, keepsWorlds: false, nextStop: nil) }
        let following = Int((Double(estimated) * growth).rounded(.up))
        guard states + estimated + following > maxStates else {
            return Plan(stop: nil, keepsWorlds: true, nextStop: nil)
        }
        return Plan(
            stop: nil, keepsWorlds: false,
            nextStop: .boundAhead(
                depth: level + 1, states: states + estimated, estimated: following, growth: growth,
                maxStates: maxStates, earlyEstimate: true))
    }
}
