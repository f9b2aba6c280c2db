/// How a peer library's sheet follows the current drag: where it started following, from which
/// translation, and where its top is now (the model).
struct PanelDrag: Sendable, Hashable {
    /// The drawn top when the drag began (the library stopped its running animation there).
    var startTop: Double
    /// The finger's translation when the sheet started following it; nil while it has not yet
    /// (FloatingPanel follows from its first `.changed` after `.began`).
    var referenceDy: Double?
    /// The finger's translation at the last sample (for libraries that add increments).
    var lastDy: Double
    /// The sheet's top now.
    var top: Double
    /// Samples of the finger since the drag began, the beginning one included.
    var samples = 0
    /// The top of the position the sheet rested at (or moved to) when the drag began.
    var restTop: Double?

    init(startTop: Double, dy: Double) {
        self.startTop = startTop
        self.referenceDy = nil
        self.lastDy = dy
        self.top = startTop
    }
}
