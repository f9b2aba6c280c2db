/// What a sheet decision reads of the machine for its quirks and notes.
extension SheetMachine {
    /// The parameters and the seed's offset a decision's quirks and notes read.
    struct DecisionNotes: Sendable {
        var parameters: SheetParameters
        var contentOffset: Double

        var profile: SheetProfile { SheetProfile.named(parameters.profile) }

        /// The tall-detent quirk for each of the detents at `indices` that is taller than the
        /// container, once each.
        func tallDetentQuirks(_ indices: [Int], in environment: Environment) -> [Decision.Quirk] {
            guard parameters.profile == .multiHeight else { return [] }
            var quirks: [Decision.Quirk] = []
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
                    .tallDetent(detent, height: height, container: container, safeAreaTop: environment.safeAreaTop))
            }
            return quirks
        }

        /// `nearestDetent`'s comparisons, one per detent.
        func detentDistances(to height: Double, in environment: Environment) -> [Decision.Step] {
            parameters.detents.map { detent in
                let detentHeight = SheetMachine.comparedHeight(of: detent, in: environment)
                let distance = DecimalFormat.roundedForComparison(abs(detentHeight - height))
                return .detentDistance(detent, detentHeight: detentHeight, height: height, distance: distance)
            }
        }

        /// What the other reduce-motion setting would animate with, for a change that animates with
        /// the profile's spring (multi-height: the detent spring).
        func otherMotionNote(in environment: Environment) -> Decision.MotionAlternative {
            .sheet(parameters.profile, reduceMotion: environment.reduceMotion)
        }

        /// The quirks every exit of this sheet shows now: the profile's, and the custom sheet leaving
        /// from a kept offset.
        func leaveQuirks() -> [Decision.Quirk] {
            var quirks: [Decision.Quirk] = profile.leaveQuirk == nil ? [] : [.profileLeave(parameters.profile)]
            let offset = DecimalFormat.roundedForComparison(contentOffset)
            if parameters.profile == .custom, offset > 0 { quirks.append(.keptOffset(contentOffset)) }
            return quirks
        }
    }

    /// The notes a decision made now reads.
    var decisionNotes: DecisionNotes { DecisionNotes(parameters: parameters, contentOffset: contentOffset) }
}
