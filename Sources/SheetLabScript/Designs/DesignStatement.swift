import SheetLabCore

/// The statements of a design file, by their first word (docs/design-language.md#statements).
enum DesignStatement: String, CaseIterable {
    case design, family, source, positions, presents, height, drag, projection, release, animation
    case reduceMotion = "reduce-motion"
    case backdrop, escape, button, haptic, draw, action, quirk

    /// The families the statement applies to.
    var families: [DesignFamily] {
        switch self {
        case .positions, .presents: [.sheet]
        case .height: [.modal]
        case .backdrop: [.modal, .sheet]
        case .action: [.edge]
        default: DesignFamily.allCases
        }
    }

    /// Every statement's word, for "did you mean".
    static var words: [String] { allCases.map(\.rawValue) }
}
