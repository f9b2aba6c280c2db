/// What the readouts of each kind mean where the seeds leave a user guessing (issue 12), for
/// `help`, the man page and the README.
extension Kind {
    /// What `progress` reads once the sheet is dismissed, one rule per kind, from the seed's state.
    public var progressAfterDismissal: String {
        switch self {
        case .screen:
            "the drawn offset's progress: the exit animation leaves the page at max(C, 4 x threshold), so 1; "
                + "under reduce motion nothing moves and the offset is back at 0, so 0"
        case .modal:
            "the drag offset's progress: the dismiss springs dragOffset to 0 while the modal moves out "
                + "(the move is not progress), so 0 once dismissed"
        case .sheet:
            "held: the value it had when the sheet started leaving (a fling holds where the finger left it, "
                + "an escape at rest holds 0)"
        case .edge:
            "0: the indicator resets when the commit effect ends (at once after an escape)"
        }
    }

    /// Seed quirks of the kind's layout that `explain` names when they shape a decision, for `help`.
    public var layoutQuirks: [String] {
        switch self {
        case .sheet:
            [
                "a detent taller than the safe-area container (large, 90% of the screen: 786.6 of 778 pt by "
                    + "default) grows the seed's ZStack, which the container centres, so the sheet's top rests "
                    + "under the top safe-area inset (4.3 pt by default)"
            ]
        case .screen, .modal, .edge:
            []
        }
    }
}
