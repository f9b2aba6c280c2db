/// What a sheet decision's deferred lines read of the machine, and the lines built from it.
extension SheetMachine {
    /// The parameters and the seed's offset a decision's quirks and notes read when `explain`
    /// builds them: captured instead of a copy of the whole machine (`decisionSnapshot`), whose
    /// copy, capture and release were about half of a multi-height release (explore sheet depth
    /// 4, callgrind).
    struct DecisionNotes: Sendable {
        var parameters: SheetParameters
        var contentOffset: Double

        var profile: SheetProfile { SheetProfile.named(parameters.profile) }

        /// `tallDetentQuirk` for each of the detents at `indices` that is taller than the container, once each.
        func tallDetentQuirks(_ indices: [Int], in environment: Environment) -> [String] {
            guard parameters.profile == .multiHeight else { return [] }
            var quirks: [String] = []
            var seen: [Int] = []
            for index in indices where !seen.contains(index) {
                seen.append(index)
                let detent = parameters.detents[index]
                let height = detent.height(screenHeight: environment.screenHeight)
                let container = environment.containerHeight
                guard DecimalFormat.roundedForComparison(height) > DecimalFormat.roundedForComparison(container) else {
                    continue
                }
                quirks.append(
                    SheetMachine.tallDetentQuirk(
                        spelling: detent.spelling, height: height, container: container,
                        safeAreaTop: environment.safeAreaTop))
            }
            return quirks
        }

        /// `nearestDetent`'s comparisons for `explain`, one line per detent.
        func detentDistanceLines(to height: Double, in environment: Environment) -> [String] {
            parameters.detents.map { detent in
                let detentHeight = SheetMachine.comparedHeight(of: detent, in: environment)
                let distance = DecimalFormat.roundedForComparison(abs(detentHeight - height))
                return "distance to \(detent.spelling): |\(ComparisonText.points(detentHeight)) - "
                    + "\(ComparisonText.points(height))| = \(ComparisonText.points(distance))"
            }
        }

        /// What the other reduce-motion setting would animate with, for a change that animates with
        /// the profile's spring (multi-height: the detent spring).
        func otherMotionNote(in environment: Environment) -> String {
            let spring = profile.presentationSpelling
            return environment.reduceMotion
                ? "reduce motion off: \(spring) instead of \(SheetMachine.reducedSpelling)"
                : "reduce motion on: \(SheetMachine.reducedSpelling) instead of \(spring)"
        }

        /// The quirks every exit of this sheet shows now: the profile's, and the custom sheet leaving
        /// from a kept offset.
        func leaveQuirks(in environment: Environment) -> [String] {
            var quirks = profile.leaveQuirk.map { [$0] } ?? []
            if parameters.profile == .custom, DecimalFormat.roundedForComparison(contentOffset) > 0 {
                quirks.append(SheetMachine.keptOffsetQuirk(contentOffset))
            }
            return quirks
        }
    }

    /// The notes a decision made now reads.
    var decisionNotes: DecisionNotes { DecisionNotes(parameters: parameters, contentOffset: contentOffset) }
}
