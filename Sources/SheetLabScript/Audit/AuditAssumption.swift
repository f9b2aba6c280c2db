/// What the host app provides that sheetlab cannot see: it models the component only
/// (`audit --assume THING`). An assumption counts as a single-pointer path for `non-drag-path`,
/// reported as "pass, assumed".
public enum AuditAssumption: String, Sendable, Hashable, CaseIterable {
    /// A button that dismisses the component (the tutorial's `Button("Close")`, a toolbar Done).
    case closeButton = "close-button"
    /// A back button that does what the edge swipe does (a navigation bar's back button).
    case backButton = "back-button"

    /// What the assumed control reaches, in the words `non-drag-path` names outcomes with.
    func covers(_ outcome: AuditOutcome) -> Bool {
        switch (self, outcome) {
        case (.closeButton, .dismiss), (.closeButton, .action("dismiss")): true
        case (.backButton, .action): true
        default: false
        }
    }

    /// How the report names the control.
    var controlName: String {
        switch self {
        case .closeButton: "the host's close button"
        case .backButton: "the host's back button"
        }
    }
}
