import SheetLabCore

extension Point {
    /// The point at `coordinates`.
    public init(_ coordinates: Coordinates) {
        self.init(x: coordinates.x, y: coordinates.y)
    }
}
