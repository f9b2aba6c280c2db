/// The four components sheetlab models, each after one seed design.
public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Full-screen page dragged down to dismiss (seed: drag-to-dismiss-screen.txt).
    case screen
    /// Floating modal closed by a swipe or a backdrop tap (seed: swipe-to-dismiss-tutorial.txt).
    case modal
    /// Bottom sheet snapping between detents (seed: bottom-sheets-with-detents.txt).
    case sheet
    /// Edge-swipe-back indicator on a modal screen (seed: edge-swipe-back-readme.txt).
    case edge
}
