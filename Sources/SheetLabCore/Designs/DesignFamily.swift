/// The family of component a design file declares: one of sheetlab's four kinds (docs/models.md).
public enum DesignFamily: String, Sendable, Hashable, CaseIterable {
    /// A full-screen page dismissed by a downward drag.
    case screen
    /// A floating modal closed by a swipe, a backdrop tap or a button.
    case modal
    /// A bottom sheet resting at positions (detents).
    case sheet
    /// An edge swipe that commits an action (back, dismiss).
    case edge
}
