import SheetLabCore
import Synchronization

/// Exploration reports computed once per process, by kind, parameters, depth and state bound.
///
/// `callback-once` and `reduce-motion-toggle` read a depth-6 exploration (seconds of work); an
/// audit printed as text and then as JSON, the scenarios that audit the same configuration and
/// the tests all ask for the same ones. The report is a pure function of its key, so keeping it
/// changes no output; explorations run one at a time (each already uses both cores).
enum ExplorationMemo {
    private struct Key: Hashable {
        var kind: Kind
        var parameters: [ParameterAssignment]
        var designs: [String: Design]
        var depth: Int
        var maxStates: Int
    }

    private static let reports = Mutex<[Key: ExplorationReport]>([:])
    private static let exploring = Mutex<Void>(())

    /// The report of `sheetlab explore KIND PARAMETERS --depth DEPTH --max-states MAX-STATES`.
    static func report(
        kind: Kind, parameters: [ParameterAssignment], designs: [String: Design] = [:], depth: Int, maxStates: Int
    ) -> ExplorationReport {
        let key = Key(kind: kind, parameters: parameters, designs: designs, depth: depth, maxStates: maxStates)
        if let known = reports.withLock({ $0[key] }) { return known }
        return exploring.withLock { _ in
            if let known = reports.withLock({ $0[key] }) { return known }
            var explorer = Explorer(kind: kind, depth: depth, parameters: parameters, designs: designs)
            explorer.maxStates = maxStates
            let report = explorer.run()
            reports.withLock { $0[key] = report }
            return report
        }
    }
}
