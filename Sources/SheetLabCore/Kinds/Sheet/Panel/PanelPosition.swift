/// One place a peer library's sheet rests, by the library's own name for it (`half`,
/// `collapsed`, `long-form`, `1`).
public struct PanelPosition: Sendable, Hashable {
    /// The library's name for the position, as the `detent` field prints it.
    public var name: String
    /// The sheet's top edge, pt from the top of the screen.
    public var top: Double

    public init(name: String, top: Double) {
        self.name = name
        self.top = top
    }
}
